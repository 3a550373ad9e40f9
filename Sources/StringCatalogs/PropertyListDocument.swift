import Foundation

/// A property-list catalog read by Foundation's `PropertyListSerialization`, with where its values are when it is XML.
///
/// The readers of `.stringsdict` files and of `.strings` files that are XML or binary property lists share this: the
/// XML is first walked by ``PropertyListSourceMap`` (which reports XML that is not well formed at its line and
/// column, and gives every value its position); then Foundation reads the values, and a property list it rejects is
/// a ``CatalogError`` with Foundation's message and the line it names. A binary property list has no map.
struct PropertyListDocument {
    /// The top-level value: a dictionary, an array, a string …
    var root: Any
    /// Where each value is, for an XML property list; `nil` for a binary one.
    var map: PropertyListSourceMap?

    /// The property list in `bytes`.
    ///
    /// - Parameter expected: What a property list Foundation rejects should have been, for the error.
    /// - Throws: ``CatalogError`` for XML that is not well formed or a property list Foundation does not accept.
    static func read(_ bytes: [UInt8], file: String, expected: String) throws(CatalogError) -> PropertyListDocument {
        let map = try PropertyListSourceMap.make(bytes, file: file)
        do {
            let root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
            return PropertyListDocument(root: root, map: map)
        } catch {
            throw rejection(error, file: file, expected: expected)
        }
    }

    /// A property list Foundation rejected: its message, at the line it names.
    private static func rejection(_ error: any Error, file: String, expected: String) -> CatalogError {
        var message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        var line: Int?
        for marker in [" on line ", " at line "] {
            guard let range = message.range(of: marker) else { continue }
            let digits = message[range.upperBound...].prefix(while: \.isNumber)
            line = Int(digits)
            message.removeSubrange(range.lowerBound..<digits.endIndex)
            break
        }
        return CatalogError(
            file: file, line: line, problem: "not a valid property list: " + message, expected: expected)
    }

    /// What a value is, for messages: `a string`, `a dictionary`, `a number` …
    static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [String: Any]: "a dictionary"
        case is [Any]: "an array"
        case is Data: "data"
        case is Date: "a date"
        case is Bool, is NSNumber: "a number"
        default: "\(type(of: value))"
        }
    }
}
