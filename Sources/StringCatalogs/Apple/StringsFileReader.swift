import PackageSupport

/// Reads an Apple `.strings` file: `"key" = "value";` entries, comments, escapes, UTF-8 or UTF-16.
///
/// A `.strings` file is an OpenStep property list, and Foundation's `PropertyListSerialization` on Linux does parse
/// it, but it cannot serve the audit: it returns an unordered dictionary with no line numbers, keeps the last of two
/// equal keys without a word, reports an unterminated string as "Missing ';'" with a line and no column, prints its
/// diagnostics to standard error, and after a stray `;;` silently drops the rest of the file. So this small tokenizer
/// reads the format itself, accepting what CoreFoundation's old-style parser accepts:
///
/// - `/* … */` and `// …` comments anywhere between tokens;
/// - keys and values in double quotes, or unquoted runs of letters, digits and `_$+/:.-`;
/// - `"key";` as shorthand for `"key" = "key";`, and the whole file optionally wrapped in `{ … }`;
/// - escapes `\n \t \r \" \' \\ \a \b \f \v`, a backslash before a line break, `\U` with 1–4 hex digits (UTF-16
///   surrogate pairs combined; a surrogate without its other half is an error), `\` with 1–3 octal digits, and any
///   other escaped character as itself.
///
/// Entries come out in file order, each with the line of its key; a key given twice gives two entries (the audit
/// checks every text in the file). Placeholders such as `%@` and `%1$lld` are left as they are.
struct StringsFileReader {
    private let file: String
    private let locale: String?
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var position = SourcePosition.start
    /// The last token read, and the one before it (to spot a string that ran on past its line).
    private var last: Token?
    private var beforeLast: Token?

    private enum Kind: Equatable {
        case string(String)
        case word(String)
        case symbol(Unicode.Scalar)
        case end
    }

    private struct Token {
        var kind: Kind
        var start: SourcePosition
        /// The position just after the token.
        var end: SourcePosition

        var text: String? {
            switch kind {
            case .string(let text), .word(let text): text
            case .symbol, .end: nil
            }
        }

        var spansLines: Bool { end.line > start.line }

        /// The token as a message names it: `string "Pay now"`, `'='`, `end of file`.
        var described: String {
            switch kind {
            case .string(let text):
                "string \"" + (text.count > 24 ? String(text.prefix(24)) + "…" : text).replacingNewlines() + "\""
            case .word(let text): "'\(text)'"
            case .symbol(let symbol): "'\(symbol)'"
            case .end: "end of file"
            }
        }
    }

    /// The entries of a `.strings` file, in file order.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents: UTF-8, or UTF-16 with a byte-order mark.
    ///   - file: The path, for entries and errors.
    ///   - locale: The locale of every entry.
    /// - Throws: ``InputFileError`` at the first problem, naming what was expected.
    static func read(_ bytes: [UInt8], file: String, locale: String?) throws(InputFileError) -> [CatalogEntry] {
        var reader = StringsFileReader(file: file, locale: locale, text: try CatalogText.decode(bytes, file: file))
        return try reader.entries()
    }

    private init(file: String, locale: String?, text: String) {
        self.file = file
        self.locale = locale
        self.scalars = Array(text.unicodeScalars)
    }

    // MARK: Grammar

    private mutating func entries() throws(InputFileError) -> [CatalogEntry] {
        var entries: [CatalogEntry] = []
        var token = try next()
        let braced = token.kind == .symbol("{")
        if braced { token = try next() }
        while true {
            switch token.kind {
            case .end where !braced:
                return entries
            case .symbol("}") where braced:
                let after = try next()
                guard after.kind == .end else {
                    throw unexpected(after, expected: "the end of the file after the closing '}'")
                }
                return entries
            case .string(let key), .word(let key):
                entries.append(try entry(key: key, at: token.start))
                token = try next()
            default:
                throw unexpected(
                    token, expected: braced ? "a key in double quotes, or '}' to close the file's '{'"
                        : "a key in double quotes")
            }
        }
    }

    /// The rest of an entry after its key: `= value ;` or `;`.
    private mutating func entry(key: String, at start: SourcePosition) throws(InputFileError) -> CatalogEntry {
        var token = try next()
        var value = key
        if token.kind == .symbol("=") {
            token = try next()
            guard let text = token.text else {
                throw unexpected(token, expected: "a value in double quotes after '=' for the key \"\(key)\"")
            }
            value = text
            let valueToken = token
            token = try next()
            guard token.kind == .symbol(";") else { throw missingSemicolon(after: valueToken, before: token, key: key) }
        } else if token.kind != .symbol(";") {
            throw unexpected(token, expected: "'=' after the key \"\(key)\"")
        }
        return CatalogEntry(key: key, locale: locale, text: value, file: file, line: start.line)
    }

    // MARK: Errors

    private func error(at position: SourcePosition, _ problem: String, expected: String?) -> InputFileError {
        InputFileError(file: file, line: position.line, column: position.column, problem: problem, expected: expected)
    }

    /// A token that does not belong where it is; or, when it sits right against the end of a string that ran over
    /// several lines, that string's missing closing quote (the quote that ended it opened the next line's key).
    private func unexpected(_ token: Token, expected: String) -> InputFileError {
        if let runaway = runawayString(beforeLast, endingAt: token) { return runaway }
        return error(at: token.start, "unexpected \(token.described)", expected: expected)
    }

    /// A value not followed by `;`, reported where the `;` belongs.
    private func missingSemicolon(after value: Token, before token: Token, key: String) -> InputFileError {
        if let runaway = runawayString(value, endingAt: token) { return runaway }
        let found = token.kind == .end ? "the end of the file" : "\(token.described) on line \(token.start.line)"
        return error(at: value.end, "missing ';' after the value of \"\(key)\"", expected: "';' before \(found)")
    }

    /// The error for `previous`, a string that ran on past its line, when `token` comes right after its closing quote.
    private func runawayString(_ previous: Token?, endingAt token: Token) -> InputFileError? {
        guard let previous, case .string = previous.kind, previous.spansLines,
            token.start == previous.end, token.kind != .symbol(";")
        else { return nil }
        return error(
            at: previous.start, "unterminated string",
            expected: "'\"' before the end of line \(previous.start.line) (the string runs on to line "
                + "\(previous.end.line), where \(token.described) follows it)")
    }

    // MARK: Tokens

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int = 1) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        position.advance(past: scalars[index])
        index += 1
    }

    private mutating func next() throws(InputFileError) -> Token {
        try skipSpaceAndComments()
        let start = position
        let kind: Kind
        switch current {
        case nil:
            kind = .end
        case "\""?:
            kind = .string(try quoted(from: start))
        case let scalar? where Self.isWordScalar(scalar):
            var word = String.UnicodeScalarView()
            while let scalar = current, Self.isWordScalar(scalar) {
                word.append(scalar)
                advance()
            }
            kind = .word(String(word))
        case let scalar? where "={};".unicodeScalars.contains(scalar):
            advance()
            kind = .symbol(scalar)
        case let scalar?:
            let token = Token(kind: .symbol(scalar), start: start, end: start)
            if let runaway = runawayString(last, endingAt: token) { throw runaway }
            let shown = scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
            throw error(
                at: start, "unexpected character '\(shown)'",
                expected: "a key or value in double quotes, '=', ';' or a comment")
        }
        let token = Token(kind: kind, start: start, end: position)
        beforeLast = last
        last = token
        return token
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    private mutating func skipSpaceAndComments() throws(InputFileError) {
        while let scalar = current {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", peek() == "*" {
                let start = position
                advance()
                advance()
                while !(current == "*" && peek() == "/") {
                    guard current != nil else {
                        throw error(at: start, "unterminated comment", expected: "'*/' before the end of the file")
                    }
                    advance()
                }
                advance()
                advance()
            } else if scalar == "/", peek() == "/" {
                while let scalar = current, scalar != "\n" { advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string from its opening quote, escapes resolved.
    ///
    /// Two `\U` escapes in a row naming a UTF-16 surrogate pair give the one character they encode, as CoreFoundation
    /// reads them (see ``EscapedSurrogates``); a surrogate without its other half is an error at its escape.
    private mutating func quoted(from start: SourcePosition) throws(InputFileError) -> String {
        advance()
        var text = String.UnicodeScalarView()
        var surrogates = EscapedSurrogates<SourcePosition>()
        func lone(_ error: EscapedSurrogates<SourcePosition>.LoneSurrogate) -> InputFileError {
            self.error(at: error.position, error.problem(escape: "\\U"), expected: error.expected(escape: "\\U"))
        }
        /// Appends a character that is not a `\U` escape.
        func literal(_ scalar: Unicode.Scalar) throws(InputFileError) {
            do throws(EscapedSurrogates<SourcePosition>.LoneSurrogate) {
                try surrogates.interrupt()
            } catch {
                throw lone(error)
            }
            text.append(scalar)
        }
        while true {
            guard let scalar = current else {
                throw error(at: start, "unterminated string", expected: "'\"' before the end of the file")
            }
            let scalarStart = position
            advance()
            switch scalar {
            case "\"":
                do throws(EscapedSurrogates<SourcePosition>.LoneSurrogate) {
                    try surrogates.interrupt()
                } catch {
                    throw lone(error)
                }
                return String(text)
            case "\\":
                guard let escaped = current else {
                    throw error(at: start, "unterminated string", expected: "'\"' before the end of the file")
                }
                advance()
                switch escaped {
                case "U":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, let scalar = current, let digit = Self.hexValue(scalar) {
                        value = value << 4 | digit
                        digits += 1
                        advance()
                    }
                    guard digits > 0 else {
                        try literal(escaped)
                        continue
                    }
                    do throws(EscapedSurrogates<SourcePosition>.LoneSurrogate) {
                        if let decoded = try surrogates.escaped(value, at: scalarStart) { text.append(decoded) }
                    } catch {
                        throw lone(error)
                    }
                case "0"..."7":
                    var value = escaped.value - 0x30
                    var digits = 1
                    while digits < 3, let digit = current, ("0"..."7").contains(digit) {
                        value = value << 3 | (digit.value - 0x30)
                        digits += 1
                        advance()
                    }
                    try literal(Unicode.Scalar(value) ?? "\u{FFFD}")
                default:
                    let simple: [Unicode.Scalar: Unicode.Scalar] = [
                        "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
                    ]
                    try literal(simple[escaped] ?? escaped)
                }
            default:
                try literal(scalar)
            }
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}

extension String {
    /// The text with line breaks shown as `\n`, for quoting in a one-line message.
    fileprivate func replacingNewlines() -> String {
        var result = ""
        for character in self { result += character == "\n" ? "\\n" : String(character) }
        return result
    }
}
