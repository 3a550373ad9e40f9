/// The kinds of string catalog `typescale audit` reads, told apart by file extension.
public enum CatalogFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Apple `.strings`: `"key" = "value";` lines, UTF-8 or UTF-16 with a byte-order mark, or an XML or binary property
    /// list of key → string. The locale comes from the `.lproj` folder.
    case strings
    /// Apple `.stringsdict`: a property list of plural, width and device variants. The locale comes from the `.lproj`
    /// folder.
    case stringsDictionary = "stringsdict"
    /// Apple String Catalog (`.xcstrings`): JSON holding every locale and variation.
    case stringCatalog = "xcstrings"
    /// Android `strings.xml` (`<string>`, `<plurals>`, `<string-array>`). The locale comes from the `values-XX`
    /// folder.
    case androidXML = "xml"
    /// A JSON object of key → text (nested objects give dotted keys).
    case json

    /// The file extension, without the dot.
    public var fileExtension: String { rawValue }

    /// The format a file's extension names (case-insensitive), or `nil` for any other extension.
    public init?(path: String) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// What the format is called in messages: `.strings file`, `Android strings.xml`.
    public var description: String {
        switch self {
        case .strings: ".strings file"
        case .stringsDictionary: ".stringsdict file"
        case .stringCatalog: "String Catalog (.xcstrings)"
        case .androidXML: "Android strings.xml"
        case .json: "JSON strings file"
        }
    }

    /// Every extension, for messages: `.strings, .stringsdict, .xcstrings, .xml, .json`.
    static var extensionList: String {
        allCases.map { "." + $0.fileExtension }.joined(separator: ", ")
    }
}
