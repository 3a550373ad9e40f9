import PackageSupport

extension AndroidStringsReader {
    /// Where a resource's `\u` escape is in the file, for an error's line and column.
    ///
    /// The parser gives positions only for tags, and a resource's text reaches the reader with its entities decoded,
    /// so the escape is found again in the file's own text: from the end of the resource's start tag, counting `\u`
    /// escapes (an escaped backslash, `\\u`, is not one) in its text and CDATA sections, skipping comments and the
    /// tags of markup inside it, until the resource's end tag.
    ///
    /// - Parameters:
    ///   - index: How many `\u` escapes of the resource's text come before this one.
    ///   - bytes: The file.
    ///   - start: The position just after the resource's start tag.
    /// - Returns: The position of the escape's backslash; `start` when the escape is not in the file as written (a
    ///   backslash written as a character reference, `&#92;u`).
    static func position(ofEscape index: Int, in bytes: [UInt8], from start: SourcePosition) -> SourcePosition {
        guard let text = try? CatalogText.decode(bytes, file: "") else { return start }
        let scalars = Array(text.unicodeScalars)
        var position = SourcePosition.start
        var offset = 0
        func advance() {
            position.advance(past: scalars[offset])
            offset += 1
        }
        func starts(with prefix: String) -> Bool {
            scalars[offset...].starts(with: prefix.unicodeScalars)
        }
        /// Moves past `terminator`, or to the end of the file.
        func skip(past terminator: String) {
            while offset < scalars.count, !starts(with: terminator) { advance() }
            for _ in terminator.unicodeScalars where offset < scalars.count { advance() }
        }
        while offset < scalars.count, position < start { advance() }

        var found = 0
        var depth = 0
        var inCDATA = false
        while offset < scalars.count {
            if inCDATA, starts(with: "]]>") {
                skip(past: "]]>")
                inCDATA = false
            } else if !inCDATA, starts(with: "<!--") {
                skip(past: "-->")
            } else if !inCDATA, starts(with: "<![CDATA[") {
                for _ in 0..<9 { advance() }
                inCDATA = true
            } else if !inCDATA, scalars[offset] == "<" {
                let isEnd = offset + 1 < scalars.count && scalars[offset + 1] == "/"
                var quote: Unicode.Scalar?
                var previous: Unicode.Scalar = "<"
                while offset < scalars.count {
                    let scalar = scalars[offset]
                    advance()
                    if let open = quote {
                        if scalar == open { quote = nil }
                    } else if scalar == "\"" || scalar == "'" {
                        quote = scalar
                    } else if scalar == ">" {
                        break
                    }
                    previous = scalar
                }
                if isEnd {
                    depth -= 1
                    if depth < 0 { return start }
                } else if previous != "/" {
                    depth += 1
                }
            } else if scalars[offset] == "\\" {
                let backslash = position
                advance()
                guard offset < scalars.count else { break }
                if scalars[offset] == "u" {
                    if found == index { return backslash }
                    found += 1
                }
                advance()
            } else {
                advance()
            }
        }
        return start
    }
}
