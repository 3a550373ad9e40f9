/// Stand-ins for printf-style placeholders (`%@`, `%d`, `%1$@`, `%.2f`, `%#@count@`), so a localized format string is
/// measured as a person would see it filled in.
///
/// The defaults are deliberately wide rather than typical: a number becomes `888` (three of the widest digits of most
/// fonts), a decimal `888.88`, and an object or C string (`%@`, `%s`) `MMMMMMMM` — eight of the widest Latin capital,
/// about the width of a long first name. A layout spec can replace them. `%%` is a literal percent sign.
public struct FormatPlaceholders: Hashable, Sendable {
    /// For `%d`, `%i`, `%u`, `%ld`, `%lld` … : three of the widest digits.
    public var integer = "888"
    /// For `%f`, `%.2f`, `%g` … .
    public var decimal = "888.88"
    /// For `%@` and `%s`: eight of the widest Latin capital.
    public var object = "MMMMMMMM"

    /// The default stand-ins, or others.
    public init(integer: String = "888", decimal: String = "888.88", object: String = "MMMMMMMM") {
        self.integer = integer
        self.decimal = decimal
        self.object = object
    }

    /// `text` with every placeholder replaced.
    ///
    /// A `%` before a letter that is no conversion (`%I`, a translator's typo for `%d`) shows as CoreFoundation
    /// formats it: the one character after the `%`, the rest of the specifier dropped (`__CFParseFormatSpec` makes an
    /// unknown conversion a literal of that one character, CFString.c) — `%Id` shows `Id`. ``unknownSpecifiers(in:)``
    /// finds them, for a warning. A `%` before anything else (`50 %)`) is kept as written: most such texts are prose,
    /// never passed through a format (formatted, CoreFoundation would drop the `%`).
    public func fill(_ text: String) -> String {
        // Bytes, not `contains("%")`: one byte looked for, not a substring search (which, wherever Foundation is
        // imported, goes through its `range(of:)`).
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "%" else {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            let specifier = Self.specifier(in: text, at: index)
            switch specifier.kind {
            case .percent: result.append("%")
            case .variable: result += object  // replaced by its variant's text before this point; any left is an object
            case .integer: result += integer
            case .decimal: result += decimal
            case .object: result += object
            case .count: break
            case .unknown: result.append(text[text.index(after: index)])
            case .literal: result += text[index..<specifier.end]
            case .unfinished: result += text[index...]
            }
            index = specifier.end
        }
        return result
    }

    /// The specifiers of `text` whose conversion is a letter iOS does not know (`%I`, `%Id`'s `%I`, `%1$K`): what a
    /// translator probably mistyped, and what iOS shows as text. A `%` before anything else (`50 %)`) is prose.
    public static func unknownSpecifiers(in text: String) -> [Substring] {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        var found: [Substring] = []
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            let specifier = specifier(in: text, at: percent)
            if specifier.kind == .unknown { found.append(text[percent..<specifier.end]) }
            index = specifier.end
        }
        return found
    }

    private enum Kind {
        /// `%%`, a `%#@name@` variable, the conversions (`%n`, which stores a count, shows nothing).
        case percent, variable, integer, decimal, object, count
        /// A letter that is no conversion: a typo (`%I`), shown as CoreFoundation shows it.
        case unknown
        /// A `%` before something that is no letter (`50 %)`, `100% η`): a percent sign in prose, kept as written.
        case literal
        /// A `%` at the end.
        case unfinished
    }

    /// The specifier starting at the `%` at `percent`: what it is and where it ends.
    private static func specifier(in text: String, at percent: String.Index) -> (kind: Kind, end: String.Index) {
        var cursor = text.index(after: percent)
        guard cursor < text.endIndex else { return (.unfinished, text.endIndex) }
        if text[cursor] == "%" { return (.percent, text.index(after: cursor)) }
        // %#@name@, a .stringsdict variable.
        if text[cursor] == "#", let end = text[text.index(after: cursor)...].dropFirst().firstIndex(of: "@") {
            return (.variable, text.index(after: end))
        }
        // Flags, width, precision, position (1$) and length modifiers, then the conversion.
        while cursor < text.endIndex, "0123456789$.-+ '*#hlqLzjt".contains(text[cursor]) {
            cursor = text.index(after: cursor)
        }
        guard cursor < text.endIndex else { return (.unfinished, text.endIndex) }
        let kind: Kind =
            switch text[cursor] {
            case "d", "i", "u", "x", "X", "o", "D", "U", "O", "c", "C": .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": .decimal
            case "@", "s", "S", "p", "P": .object
            case "n": .count
            case let other where other.isASCII && other.isLetter: .unknown
            default: .literal
            }
        return (kind, text.index(after: cursor))
    }
}
