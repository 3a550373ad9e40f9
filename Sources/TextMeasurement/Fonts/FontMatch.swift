/// A font file that fontconfig chose, and how it compares with the family that was asked for.
///
/// fontconfig always answers with *some* font: when the family asked for is not installed, it substitutes the
/// closest one its configuration knows (an alias such as Liberation Sans for Arial, else the default sans-serif).
/// ``isSubstitute`` tells the two cases apart. ``FontMatcher`` makes these; a value is a plain description of the
/// choice (no file is opened) and stays valid as long as the file does.
public struct FontMatch: Hashable, Sendable {
    /// The path of the font file.
    public var path: String
    /// Which face in the file, as FreeType's `FT_New_Face` takes it: 0 for a single-face file, the face's index in a
    /// TrueType collection (`.ttc`); a variable font's named instance (1-based) is in bits 16 and up.
    public var faceIndex: Int
    /// The family of the matched font, as the font names it.
    ///
    /// A font may list several family names (DejaVu Sans Condensed lists "DejaVu Sans" and "DejaVu Sans Condensed");
    /// this is the one that equals ``requestedFamily`` when there is one, else fontconfig's preferred (first) name.
    public var family: String
    /// The style of the matched font as the font names it ("Regular", "Book", "Bold", "Oblique" …).
    public var style: String
    /// The family that was asked for, or `nil` when none was (the system's default font, or a fallback with no base
    /// font).
    ///
    /// For a fallback (``FontMatcher/fallback(for:near:weight:isItalic:language:)``) it is the base font's family.
    public var requestedFamily: String?
    /// Whether a family was asked for and the font is of another family (names compared case-insensitively), that
    /// is, fontconfig substituted it.
    ///
    /// Always `false` when ``requestedFamily`` is `nil` or a generic family (`sans-serif`, `serif`, `monospace` …),
    /// which fontconfig's configuration resolves to an installed family by design. For a fallback, `true` when the
    /// characters come from another family than the base font's.
    public var isSubstitute: Bool

    /// A match with every property given.
    ///
    /// - Parameters:
    ///   - path: The path of the font file.
    ///   - faceIndex: The face in the file (0 for a single-face file).
    ///   - family: The matched font's family.
    ///   - style: The matched font's style.
    ///   - requestedFamily: The family that was asked for, or `nil`.
    ///   - isSubstitute: Whether the font is of another family than the one asked for.
    public init(
        path: String, faceIndex: Int = 0, family: String, style: String, requestedFamily: String? = nil,
        isSubstitute: Bool = false
    ) {
        self.path = path
        self.faceIndex = faceIndex
        self.family = family
        self.style = style
        self.requestedFamily = requestedFamily
        self.isSubstitute = isSubstitute
    }
}
