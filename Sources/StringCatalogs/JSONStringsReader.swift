import Foundation
import PackageSupport

/// Reads a JSON strings file: an object of key → text, parsed with `JSONSerialization`.
///
/// Nested objects give dotted keys (`{"checkout": {"title": "Checkout"}}` → `checkout.title`), as i18next-style
/// files have them; any other value (a number, an array, `null`) is an error, since the audit would otherwise skip
/// it without a word. Entries come out sorted by key, each with the line of its value.
enum JSONStringsReader {
    /// The entries of a JSON strings file, sorted by key.
    ///
    /// - Throws: ``CatalogError`` for malformed JSON (at the first token the grammar does not allow) or a value that
    ///   is not a string or an object of strings.
    static func read(_ bytes: [UInt8], file: String, locale: String?) throws(CatalogError) -> [CatalogEntry] {
        let utf8 = Array(try CatalogText.decode(bytes, file: file).utf8)
        // The source positions are read on another thread while JSONSerialization parses: the two passes over the file
        // are the one-thread part of auditing one large catalog, before measuring starts on every core.
        let mapped = LockedValue<JSONSourceMap?>(nil)
        let mapping = DispatchGroup()
        DispatchQueue.global().async(group: mapping) { mapped.withLock { $0 = JSONSourceMap(utf8) } }
        let parsed = Result { try JSONSerialization.jsonObject(with: Data(utf8)) }
        mapping.wait()
        let map = mapped.withLock({ $0 }) ?? JSONSourceMap(utf8)  // (made by now: the group was waited for)
        let root: Any
        switch parsed {
        case .success(let value): root = value
        case .failure(let error): throw map.catalogError(file: file, parserError: error)
        }
        guard let object = root as? [String: Any] else {
            throw shapeError(at: [], in: map, file: file, expected: "an object of key → text at the top level")
        }
        var entries: [CatalogEntry] = []
        try collect(object, path: [], into: &entries, map: map, file: file, locale: locale)
        return entries.sorted { $0.key < $1.key }
    }

    private static func collect(
        _ object: [String: Any], path: [String], into entries: inout [CatalogEntry], map: JSONSourceMap, file: String,
        locale: String?
    ) throws(CatalogError) {
        for (name, value) in object.sorted(by: { $0.key < $1.key }) {
            let valuePath = path + [name]
            let source = map.values[valuePath]  // (looked up once: each look-up hashes the whole path)
            if let text = value as? String, source?.kind != .number {
                entries.append(
                    CatalogEntry(
                        key: path.isEmpty ? name : valuePath.joined(separator: "."), locale: locale, text: text,
                        file: file, line: source?.position.line))
            } else if let nested = value as? [String: Any] {
                try collect(nested, path: valuePath, into: &entries, map: map, file: file, locale: locale)
            } else {
                throw shapeError(
                    at: valuePath, in: map, file: file, expected: "a string, or an object of strings")
            }
        }
    }

    private static func shapeError(at path: [String], in map: JSONSourceMap, file: String, expected: String)
        -> CatalogError
    {
        let position = map.position(of: path)
        let name = path.isEmpty ? "the document" : "the value of \"\(path.joined(separator: "."))\""
        return CatalogError(
            file: file, line: position?.line, column: position?.column,
            problem: "\(name) is \(map.kind(of: path)?.rawValue ?? "not a string")", expected: expected)
    }
}
