import PackageSupport
import SystemSupport

/// Reads string catalogs into ``CatalogEntry`` values: the texts `typescale audit` measures.
///
/// ```swift
/// let entries = try CatalogReader.read(path: "Shop/de.lproj/Localizable.strings")   // locale "de"
/// ```
///
/// The format comes from the file's extension (``CatalogFormat``); JSON is parsed by the package's `JSONParser`, XML by
/// libxml2 (`XMLEventParser`, which drives it as Foundation's `XMLParser` does), property lists as CoreFoundation
/// reads them (`XMLPropertyListReader`, `BinaryPropertyListReader`), `.strings` files by a small
/// tokenizer of their own (see `StringsFileReader` for why), unless the `.strings` file is an XML or binary property
/// list, read as such. Entries come out in a deterministic order: file order for old-style `.strings` files
/// and `strings.xml`; sorted by key, then locale, then variant for the JSON and property-list formats (`.stringsdict`,
/// and `.strings` files that are XML or binary property lists).
/// A catalog with any problem throws; no entries are returned from part of a file.
public enum CatalogReader {
    /// The entries of the catalog at `path`.
    ///
    /// - Parameters:
    ///   - path: A `.strings`, `.stringsdict`, `.xcstrings`, Android `.xml` or `.json` file.
    ///   - locale: The locale of the texts when the path gives none: the path's (``locale(forPath:)``: `de.lproj`,
    ///     `values-zh-rTW`, `de.json`) always wins, so that one fallback serves a whole folder of catalogs. A String
    ///     Catalog names the locale of each text itself, so this is not used for `.xcstrings`.
    /// - Returns: The entries, each with its locale: the path's, else `locale`, else `nil`.
    /// - Throws: ``InputFileError``: `.unreadable` when the file cannot be opened, `.unsupportedFormat` for another
    ///   extension, `.malformed` (with line, column and what was expected) for contents that are not a valid catalog.
    public static func read(path: String, locale: String? = nil) throws(InputFileError) -> [CatalogEntry] {
        guard let format = CatalogFormat(path: path) else {
            throw InputFileError(
                file: path, line: nil, problem: "not a string catalog",
                expected: "a file ending in " + CatalogFormat.extensionList, reason: .unsupportedFormat)
        }
        let bytes = try FileBytes.read(path, kind: "catalog")
        return try read(bytes, format: format, file: path, locale: Self.locale(forPath: path) ?? locale)
    }

    /// The entries of a catalog's contents.
    ///
    /// - Parameters:
    ///   - data: The file's bytes (a `[UInt8]`, Foundation's `Data`, a `String`'s `utf8`).
    ///   - format: Its format.
    ///   - file: The path to report in entries and errors.
    ///   - locale: The locale of every text (not used for ``CatalogFormat/stringCatalog``, whose texts name theirs).
    /// - Throws: ``InputFileError`` (`.malformed`) at the first problem.
    public static func read(
        _ data: some Collection<UInt8>, format: CatalogFormat, file: String, locale: String?
    ) throws(InputFileError) -> [CatalogEntry] {
        let bytes = Array(data)
        switch format {
        case .strings:
            // Old-style text, or an XML or binary property list: Foundation loads all three as .strings files.
            guard PropertyListKind(bytes) == .openStep else {
                return try StringsPropertyListReader.read(bytes, file: file, locale: locale)
            }
            return try StringsFileReader.read(bytes, file: file, locale: locale)
        case .stringsDictionary: return try StringsDictReader.read(bytes, file: file, locale: locale)
        case .stringCatalog: return try StringCatalogReader.read(bytes, file: file)
        case .androidXML: return try AndroidStringsReader.read(bytes, file: file, locale: locale)
        case .json: return try JSONStringsReader.read(bytes, file: file, locale: locale)
        }
    }
}
