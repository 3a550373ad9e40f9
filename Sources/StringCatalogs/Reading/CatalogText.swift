/// A catalog file's bytes decoded to text: UTF-8, or UTF-16 with a byte-order mark.
///
/// Apple's `.strings` files are UTF-8 or UTF-16 (Xcode wrote UTF-16 with a byte-order mark for years); the reader
/// accepts both, and UTF-16 without a mark when the file starts with an ASCII character, as every `.strings` file
/// does (a quote, a slash or a letter). Anything else is reported at the first byte that is not valid.
enum CatalogText {
    /// The text of `bytes`, without its byte-order mark.
    ///
    /// - Throws: ``InputFileError`` at the first invalid byte sequence, expecting UTF-8 or UTF-16.
    static func decode(_ bytes: [UInt8], file: String) throws(InputFileError) -> String {
        switch (bytes.first, bytes.dropFirst().first) {
        case (0xFF, 0xFE): return try decodeUTF16(bytes.dropFirst(2), bigEndian: false, file: file)
        case (0xFE, 0xFF): return try decodeUTF16(bytes.dropFirst(2), bigEndian: true, file: file)
        case (let first?, 0x00) where first != 0 && first < 0x80 && bytes.count.isMultiple(of: 2):
            return try decodeUTF16(bytes[...], bigEndian: false, file: file)
        case (0x00, let second?) where second != 0 && second < 0x80 && bytes.count.isMultiple(of: 2):
            return try decodeUTF16(bytes[...], bigEndian: true, file: file)
        default:
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            return try decodeUTF8(bytes[start...], file: file)
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, file: String) throws(InputFileError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { scalars.append(scalar) }
        throw invalid(after: scalars, encoding: "UTF-8", file: file)
    }

    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws(InputFileError)
        -> String
    {
        guard bytes.count.isMultiple(of: 2) else {
            throw InputFileError(
                file: file, line: nil, problem: "UTF-16 text with an odd number of bytes (\(bytes.count))",
                expected: "whole 16-bit code units")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: throw invalid(after: scalars, encoding: "UTF-16", file: file)
            }
        }
        return String(scalars)
    }

    /// An error at the scalar after `scalars`.
    private static func invalid(after scalars: String.UnicodeScalarView, encoding: String, file: String)
        -> InputFileError
    {
        let line = scalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = scalars.reversed().prefix { $0 != "\n" }.count + 1
        return InputFileError(
            file: file, line: line, column: column, problem: "bytes that are not valid \(encoding)",
            expected: "UTF-8, or UTF-16 with a byte-order mark")
    }
}
