/// The fonts a matcher chooses from, told in one line, so that two runs whose answers differ can be told apart at a
/// glance: whether they are the pinned set, how many faces, the versions of the families most answers come from, the
/// faces added to the set, and a digest of every face.
///
/// ```
/// pinned set, 357 faces: Inter 3.019, DejaVu Sans 2.370, Noto Sans 2.004, Noto Sans CJK 2.004, Noto Color Emoji 2.042; digest c9daad3f4a347443
/// ```
///
/// A face's version is its `head` table's `fontRevision` (fontconfig's `FC_FONTVERSION`, 16.16 fixed point) to three
/// decimals: what the font says of itself, which is not always its package's version (Debian 12's fonts-inter
/// 4.0~beta7 holds Inter 3.019). The digest tells every face apart: each face's line — its file name (without its
/// folder, so the same fonts elsewhere count as the same), face index, first family, first style and version (the
/// 16.16 integer), tab-separated — is hashed with FNV-1a (64 bits), and the sorted hashes, 8 bytes each, most
/// significant first, are hashed again. It changes when any face does.
public struct FontSetFingerprint: Sendable, Hashable, CustomStringConvertible {
    /// Whether the faces are the pinned set (``FontMatcher/Fonts/pinned``, installed here) rather than the system's.
    public let isPinned: Bool
    /// How many faces the set has, the added ones included.
    public let faceCount: Int
    /// The versions of the set's main families that are installed, in this order: Inter (the system font's stand-in),
    /// DejaVu Sans and Noto Sans (the default sans-serif fonts), Noto Sans CJK and Noto Color Emoji.
    public let versions: [Version]
    /// The faces added to the set (``FontMatcher/init(fonts:addingFontsAt:)``), by family and style, in fontconfig's
    /// order.
    public let added: [Version]
    /// The digest of every face, 16 hexadecimal digits.
    public let digest: String

    /// A family's (or a face's) version.
    public struct Version: Sendable, Hashable {
        /// The family, or for an added face its family and style (`"Brand Sans Bold"`; the family alone for a face
        /// without a style, such as a variable font's own entry beside its named instances).
        public let name: String
        /// The `head` table's revision to three decimals (`"3.019"`).
        public let version: String
    }

    /// The families reported by name, and the face each one's version is read from: the system font's stand-in, the
    /// default sans-serif fonts, the Chinese, Japanese and Korean fonts (one collection, JP its first face) and the
    /// emoji font.
    static let mainFamilies = [
        (name: "Inter", face: "Inter"), (name: "DejaVu Sans", face: "DejaVu Sans"), (name: "Noto Sans", face: "Noto Sans"),
        (name: "Noto Sans CJK", face: "Noto Sans CJK JP"), (name: "Noto Color Emoji", face: "Noto Color Emoji"),
    ]

    /// The fingerprint of a configuration's faces.
    init(faces: [InstalledFace], isPinned: Bool) {
        self.isPinned = isPinned
        faceCount = faces.count
        versions = Self.mainFamilies.compactMap { family in
            let matching = faces.filter { $0.family == family.face }
            let face = matching.first { $0.style == "Regular" } ?? matching.first
            return face.map { Version(name: family.name, version: Self.decimal($0.version)) }
        }
        added = faces.filter(\.isAdded).map { face in
            Version(name: face.style.isEmpty ? face.family : "\(face.family) \(face.style)", version: Self.decimal(face.version))
        }
        // Each face's line hashed as it is read, and the hashes sorted: no line is built, and sorting numbers is cheap.
        let tab = UInt8(ascii: "\t")
        var faceHashes = faces.map { face -> UInt64 in
            var hash = FNV1a()
            let path = face.path.utf8
            hash.add(path.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...])
            hash.add(tab)
            hash.add(String(face.faceIndex).utf8)
            hash.add(tab)
            hash.add(face.family.utf8)
            hash.add(tab)
            hash.add(face.style.utf8)
            hash.add(tab)
            hash.add(String(face.version).utf8)
            return hash.value
        }
        faceHashes.sort()
        var hash = FNV1a()
        for faceHash in faceHashes {
            for shift in stride(from: 56, through: 0, by: -8) { hash.add(UInt8(truncatingIfNeeded: faceHash >> UInt64(shift))) }
        }
        let hex = String(hash.value, radix: 16)
        digest = String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `pinned set, 357 faces: Inter 3.019, …; digest 9c1e…`, with `; added: Brand Sans Bold 1.000, …` when faces
    /// were added.
    public var description: String {
        var text = "\(isPinned ? "pinned set" : "system fonts"), \(faceCount) faces"
        if !versions.isEmpty { text += ": " + versions.map { "\($0.name) \($0.version)" }.joined(separator: ", ") }
        text += "; digest \(digest)"
        if !added.isEmpty { text += "; added: " + added.map { "\($0.name) \($0.version)" }.joined(separator: ", ") }
        return text
    }

    /// A 16.16 fixed-point version to three decimals, rounded: 197853 (3.01904…) is `"3.019"`.
    static func decimal(_ fixed: Int) -> String {
        let thousandths = (max(0, fixed) * 1000 + 32768) >> 16
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
