/// Where a label's font comes from: the system font, an installed family, a font file, or a face already loaded.
///
/// The weight is not part of it: the label's ``FontSize`` gives it (a text style's weight at each category, or the
/// weight of a fixed or scaled size), and it picks the face of a family, the instance of a variable face and the
/// weight fallback fonts are chosen for.
public enum FontSource: Hashable, Sendable {
    /// The system font: SF Pro on a device; here the measurer's stand-in for it (``TextMeasurer/systemFont``: by default
    /// Inter with SF Pro's tracking and line metrics).
    case system
    /// An installed family. `strict`: a family that is not installed is an error rather than substituted.
    case family(String, strict: Bool = false)
    /// A face of a font file (TrueType, OpenType, or a face of a collection), loaded once per measurer. Characters it
    /// lacks still fall back to the measurer's fonts.
    case file(path: String, faceIndex: Int = 0)
    /// A face already loaded, used as it is (a variable face follows the weight on its `wght` axis).
    case face(FontFace)

    /// How messages name the source: `nil` for the system font, else the family (`Inter`) or the file's face family.
    public var familyName: String? {
        switch self {
        case .system: nil
        case .family(let family, _): family
        case .file(let path, _): path.split(separator: "/").last.map(String.init) ?? path
        case .face(let face): face.family
        }
    }
}
