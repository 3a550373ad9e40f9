// Android's text rules: the text aapt2 compiles from a resource's raw characters.
extension AndroidStringsReader {
    /// A problem with an escape in a resource's raw text, found by the escape's number among the text's `\u`
    /// escapes (the reader finds that escape in the file to report its line and column).
    struct EscapeProblem: Error {
        /// How many `\u` escapes come before the one with the problem.
        var escapeIndex: Int
        var problem: String
        var expected: String
    }

    /// The text Android shows for a resource's raw characters (entities already decoded).
    ///
    /// Two `\u` escapes in a row naming a UTF-16 surrogate pair give the one character they encode, as Android's
    /// resource compiler builds it (see ``EscapedSurrogates``).
    ///
    /// - Throws: ``EscapeProblem`` for a `\u` without four hex digits, or a surrogate without its other half.
    static func resolve(_ raw: String) throws(EscapeProblem) -> String {
        var result = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var surrogates = EscapedSurrogates<Int>()
        var unicodeEscapes = 0
        var scalars = raw.unicodeScalars.makeIterator()
        func next() -> Unicode.Scalar? { scalars.next() }
        func emit(_ scalar: Unicode.Scalar) {
            if pendingSpace, !result.isEmpty { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        func lone(_ error: EscapedSurrogates<Int>.LoneSurrogate) -> EscapeProblem {
            EscapeProblem(
                escapeIndex: error.position, problem: error.problem(escape: "\\u"),
                expected: error.expected(escape: "\\u"))
        }
        while let scalar = next() {
            var escaped: Unicode.Scalar?
            if scalar == "\\" {
                escaped = next()
                if escaped == nil { break }
            }
            if escaped == "u" {
                var hex = ""
                for _ in 0..<4 { if let digit = next() { hex.unicodeScalars.append(digit) } }
                guard hex.unicodeScalars.count == 4, hex.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit),
                    let value = UInt32(hex, radix: 16)
                else {
                    throw EscapeProblem(
                        escapeIndex: unicodeEscapes, problem: "invalid escape \\u\(hex)",
                        expected: "four hex digits naming a character after \\u")
                }
                do throws(EscapedSurrogates<Int>.LoneSurrogate) {
                    if let decoded = try surrogates.escaped(value, at: unicodeEscapes) { emit(decoded) }
                } catch {
                    throw lone(error)
                }
                unicodeEscapes += 1
                continue
            }
            do throws(EscapedSurrogates<Int>.LoneSurrogate) {
                try surrogates.interrupt()
            } catch {
                throw lone(error)
            }
            switch (scalar, escaped) {
            case (_, "n"?): emit("\n")
            case (_, "t"?): emit("\t")
            case (_, let escaped?): emit(escaped)
            case ("\"", nil): quoted.toggle()
            case (_, nil) where !quoted && [" ", "\t", "\n", "\r"].contains(scalar): pendingSpace = true
            default: emit(scalar)
            }
        }
        do throws(EscapedSurrogates<Int>.LoneSurrogate) {
            try surrogates.interrupt()
        } catch {
            throw lone(error)
        }
        return String(result)
    }
}
