/// The text Android's `Html.fromHtml` shows for a string resource that holds HTML as text.
///
/// Markup written inline in a `<string>` (`Sale <b>now</b>`) is a styled string that the parser already gives as its
/// text. Markup that must survive `getString()` as characters is written in CDATA (`<![CDATA[<i>MMMM</i><br/>]]>`)
/// or with escaped brackets (`&lt;b&gt;bold&lt;/b&gt;`), and the app shows it through `Html.fromHtml`, as Android's
/// "String resources" guide says ("Styling with HTML markup": "write the HTML tags with escaped entities, which are
/// then recovered with fromHtml(String)"). Measuring such a text with its tags would measure characters the
/// user never sees, so a text that holds markup (``containsMarkup(_:)``: a tag, a comment, or a character reference
/// such as `&nbsp;` that only HTML would decode) is measured as `fromHtml` shows it (``displayed(_:)``). A text with
/// none is left as it is (`&lt;3 &amp; 1 &lt; 2` stays `<3 & 1 < 2`): nothing in it asks for HTML, and `a < b` is
/// text.
///
/// The rules follow `android.text.Html` (`HtmlToSpannedConverter`, `core/java/android/text/Html.java`) over TagSoup's
/// scanner (`org.ccil.cowan.tagsoup.HTMLScanner`, the parser `fromHtml` uses), in the legacy mode
/// (`FROM_HTML_MODE_LEGACY`, what `Html.fromHtml(String)` uses: "separate block-level elements with blank lines (two
/// newline characters) in between", the `android.text.Html` reference):
///
/// - Tags show nothing, whatever they are (`<b>`, `<font>`, `<a href=…>`, `<xliff:g>` …); attribute values in
///   quotes may hold `>`. A `<` followed by white space, or at the end of the text, is text (TagSoup's `S_TAG`
///   state); a `<` followed by anything else starts a tag, as in TagSoup (so in a text that holds markup, `a<b`
///   starts a tag `b`).
/// - `<br>`, `<br/>` and `<br />` are a line break (`handleBr` appends `\n`).
/// - `<p>`, `<div>`, `<ul>`, `<li>`, `<blockquote>` and `<h1>`…`<h6>` are blocks: their start and end each make sure
///   the text so far ends in two line breaks, unless it is empty (`startBlockElement`, `endBlockElement`,
///   `appendNewlines`, with the legacy margin of 2); a block still open at the end of the text is closed there, as
///   TagSoup closes every open element. A block start closes an open `<p>`, and an `<li>` start an open `<li>` (the
///   HTML content models TagSoup's schema follows).
/// - `<img>` shows U+FFFC, the object replacement character (`startImg`).
/// - Comments, `<!DOCTYPE …>` and `<?…?>` show nothing; a `<![CDATA[…]]>` section shows its text.
/// - Entities are decoded: the names of ``HTMLEntities`` (`&amp;`, `&nbsp;` → U+00A0, `&copy;` …), `&#NNN;` and
///   `&#xHHHH;`; the `;` may be left out; an unknown name stays as written (TagSoup's `A_ENTITY`). A decoded control
///   character becomes a space, U+0080…U+009F are read as Windows-1252, and a surrogate is dropped, as TagSoup does.
/// - White space: a space or line break (`\n`, which aapt2 made of a `\n` escape) right after another, or at the very
///   start, is dropped, and any other becomes one space (`HtmlToSpannedConverter.characters`); tabs and U+00A0 stay.
/// - The text's characters U+0080…U+009F are read as Windows-1252, line breaks `\r\n` and `\r` are `\n`, and other
///   control characters but the tab are dropped, as TagSoup's scanner reads its input.
enum AndroidHTMLText {
    /// Whether `text` holds HTML markup `fromHtml` would read: a start or end tag (`<` or `</`, an ASCII letter, and a
    /// `>` later on), a comment (`<!--`), or a whole character reference (`&` and an ``HTMLEntities`` name, `#` and
    /// digits, or `#x` and hex digits, then `;`).
    static func containsMarkup(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let lastGreater = scalars.lastIndex(of: ">") ?? -1
        for index in scalars.indices {
            let rest = scalars[(index + 1)...]
            switch scalars[index] {
            case "<":
                if rest.starts(with: "!--".unicodeScalars) { return true }
                let name = rest.first == "/" ? rest.dropFirst() : rest
                if let first = name.first, first.isASCII, first.properties.isAlphabetic, name.startIndex < lastGreater {
                    return true
                }
            case "&":
                guard let semicolon = rest.prefix(12).firstIndex(of: ";") else { continue }
                let reference = String(String.UnicodeScalarView(rest[..<semicolon]))
                if HTMLEntities.codePoints[reference] != nil { return true }
                let hex = reference.hasPrefix("#x") || reference.hasPrefix("#X")
                let digits = reference.dropFirst(hex ? 2 : 1)
                if reference.hasPrefix("#"), !digits.isEmpty,
                    digits.unicodeScalars.allSatisfy({ hex ? $0.properties.isASCIIHexDigit : ("0"..."9").contains($0) })
                {
                    return true
                }
            default:
                continue
            }
        }
        return false
    }

    /// What `Html.fromHtml(text)` shows: tags removed, line breaks and paragraphs made, entities decoded, white space
    /// collapsed (the rules above).
    static func displayed(_ text: String) -> String {
        var converter = Converter(input: normalized(text))
        converter.run()
        return String(converter.output)
    }

    /// Windows-1252's characters for the bytes 0x80…0x9F, U+FFFD for the five it leaves undefined (as Python's
    /// `cp1252` codec decodes them), which TagSoup's scanner substitutes for U+0080…U+009F.
    private static let windows1252: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD,
        0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    /// `scalar`, or its Windows-1252 reading when it is in U+0080…U+009F.
    private static func windows1252(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0x80...0x9F).contains(scalar.value) else { return scalar }
        return Unicode.Scalar(windows1252[Int(scalar.value - 0x80)]) ?? scalar
    }

    /// The text as TagSoup's scanner reads it: line breaks as `\n`, C1 controls as Windows-1252, other controls but
    /// the tab dropped.
    private static func normalized(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\r": result.append("\n")
            case "\n" where previousWasCarriageReturn: continue
            case "\n", "\t": result.append(scalar)
            case _ where scalar.value < 0x20: continue
            default: result.append(windows1252(scalar))
            }
        }
        return result
    }

    /// One pass of HTML over the text.
    private struct Converter {
        let input: [Unicode.Scalar]
        var index = 0
        var output = String.UnicodeScalarView()
        /// The block elements open, innermost last.
        var blocks: [String] = []

        static let blockNames: Set<String> = ["p", "div", "ul", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6"]

        init(input: [Unicode.Scalar]) {
            self.input = input
        }

        var current: Unicode.Scalar? { index < input.count ? input[index] : nil }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < input.count ? input[index + offset] : nil
        }

        func starts(with prefix: String) -> Bool {
            input[index...].starts(with: prefix.unicodeScalars)
        }

        /// Moves past `terminator`, or to the end of the text.
        mutating func skip(past terminator: String) {
            while index < input.count, !starts(with: terminator) { index += 1 }
            index = min(input.count, index + terminator.unicodeScalars.count)
        }

        mutating func run() {
            while let scalar = current {
                switch scalar {
                case "<": markup()
                case "&": entity()
                default:
                    text(scalar)
                    index += 1
                }
            }
            if !blocks.isEmpty { newlines(2) }
        }

        /// A character of text: a space or line break after another (or first) is dropped, any other is a space.
        mutating func text(_ scalar: Unicode.Scalar) {
            guard scalar == " " || scalar == "\n" else { return output.append(scalar) }
            let previous = output.last ?? "\n"
            if previous != " " && previous != "\n" { output.append(" ") }
        }

        /// Makes the text end in at least `count` line breaks, unless it is empty.
        mutating func newlines(_ count: Int) {
            guard !output.isEmpty else { return }
            let present = output.reversed().prefix { $0 == "\n" }.count
            for _ in present..<max(present, count) { output.append("\n") }
        }

        /// `<…` at `index`.
        mutating func markup() {
            switch peek(1) {
            case nil, " "?, "\n"?, "\t"?, "<"?:
                text("<")
                index += 1
            case "!"?:
                if starts(with: "<!--") {
                    skip(past: "-->")
                } else if starts(with: "<![CDATA[") {
                    index += 9
                    while index < input.count, !starts(with: "]]>") {
                        text(input[index])
                        index += 1
                    }
                    index = min(input.count, index + 3)
                } else {
                    skip(past: ">")
                }
            case "?"?:
                skip(past: ">")
            case "/"?:
                index += 2
                let name = tagName()
                skip(past: ">")
                end(name)
            default:
                index += 1
                let name = tagName()
                let selfClosing = skipAttributes()
                start(name)
                if selfClosing { end(name) }
            }
        }

        /// The tag name at `index`, lowercased: up to white space, `/` or `>`.
        mutating func tagName() -> String {
            var name = String.UnicodeScalarView()
            while let scalar = current, !" \n\t/>".unicodeScalars.contains(scalar) {
                name.append(scalar)
                index += 1
            }
            return String(name).lowercased()
        }

        /// Moves past a start tag's attributes and its `>`; whether it ended in `/>`.
        mutating func skipAttributes() -> Bool {
            var quote: Unicode.Scalar?
            var previous: Unicode.Scalar?
            while let scalar = current {
                index += 1
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == ">" {
                    return previous == "/"
                }
                previous = scalar
            }
            return false
        }

        mutating func start(_ name: String) {
            switch name {
            case "br":
                output.append("\n")
            case "img":
                output.append("\u{FFFC}")
            case _ where Self.blockNames.contains(name):
                if blocks.last == "p" || (name == "li" && blocks.last == "li") {
                    blocks.removeLast()
                    newlines(2)
                }
                newlines(2)
                blocks.append(name)
            default:
                break
            }
        }

        mutating func end(_ name: String) {
            guard Self.blockNames.contains(name), let open = blocks.lastIndex(of: name) else { return }
            blocks.removeSubrange(open...)
            newlines(2)
        }

        /// `&…` at `index`: a character reference, or the `&` as text.
        mutating func entity() {
            var cursor = index + 1
            var value: UInt32?
            if cursor < input.count, input[cursor] == "#" {
                cursor += 1
                let hex = cursor < input.count && (input[cursor] == "x" || input[cursor] == "X")
                if hex { cursor += 1 }
                func isDigit(_ scalar: Unicode.Scalar) -> Bool {
                    hex ? scalar.properties.isASCIIHexDigit : ("0"..."9").contains(scalar)
                }
                var digits = ""
                while cursor < input.count, isDigit(input[cursor]) {
                    digits.unicodeScalars.append(input[cursor])
                    cursor += 1
                }
                value = UInt32(digits, radix: hex ? 16 : 10).flatMap { $0 == 0 ? nil : $0 }
            } else {
                var name = ""
                while cursor < input.count, Character(input[cursor]).isLetter || Character(input[cursor]).isNumber {
                    name.unicodeScalars.append(input[cursor])
                    cursor += 1
                }
                value = HTMLEntities.codePoints[name]
            }
            guard let value else {
                text("&")
                index += 1
                return
            }
            index = cursor < input.count && input[cursor] == ";" ? cursor + 1 : cursor
            guard var scalar = Unicode.Scalar(value) else { return }  // a surrogate, or past U+10FFFF: dropped
            scalar = AndroidHTMLText.windows1252(scalar)
            text(scalar.value < 0x20 ? " " : scalar)
        }
    }
}
