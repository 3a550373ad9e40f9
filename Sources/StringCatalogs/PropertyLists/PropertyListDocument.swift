/// A property-list catalog's values, with where they are when it is XML.
///
/// The readers of `.stringsdict` files and of `.strings` files that are XML or binary property lists share this: the
/// XML is first walked by ``PropertyListSourceMap`` (which reports XML that is not well formed at its line and
/// column, and gives every value its position), then its values are read as CoreFoundation reads them
/// (``XMLPropertyListReader``); a binary property list is read by ``BinaryPropertyListReader``, and has no map. A
/// property list that is not valid is a ``InputFileError`` with CoreFoundation's message and the line it names. An
/// old-style (text) property list, which CoreFoundation also reads, is refused here: Xcode writes `.stringsdict` files
/// as XML, and old-style `.strings` files have a reader of their own (`StringsFileReader`).
struct PropertyListDocument {
    /// The top-level value: a dictionary, an array, a string …
    var root: PropertyListValue
    /// Where each value is, for an XML property list; `nil` for a binary one.
    var map: PropertyListSourceMap?

    /// The property list in `bytes`.
    ///
    /// - Parameter expected: What a property list that is not valid should have been, for the error.
    /// - Throws: ``InputFileError`` for XML that is not well formed or a property list that is not valid.
    static func read(_ bytes: [UInt8], file: String, expected: String) throws(InputFileError) -> PropertyListDocument {
        if let map = try PropertyListSourceMap.make(bytes, file: file) {
            do {
                return PropertyListDocument(root: try XMLPropertyListReader.read(bytes), map: map)
            } catch {
                throw rejection(error.message, file: file, expected: expected)
            }
        }
        guard PropertyListKind(bytes) == .binary else {
            throw rejection("an old-style (text) property list", file: file, expected: expected)
        }
        do {
            return PropertyListDocument(root: try BinaryPropertyListReader.read(bytes), map: nil)
        } catch {
            throw rejection(error.message, file: file, expected: expected)
        }
    }

    /// A property list that is not valid: `message`, at the line it names (`… on line 5`, `… at line 5`).
    private static func rejection(_ message: String, file: String, expected: String) -> InputFileError {
        var message = message
        var line: Int?
        for marker in [" on line ", " at line "] {
            guard let range = message.firstRange(of: marker) else { continue }
            let digits = message[range.upperBound...].prefix(while: \.isNumber)
            line = Int(digits)
            message.removeSubrange(range.lowerBound..<digits.endIndex)
            break
        }
        return InputFileError(
            file: file, line: line, problem: "not a valid property list: " + message, expected: expected)
    }
}
