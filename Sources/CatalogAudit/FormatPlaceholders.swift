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
    public func fill(_ text: String) -> String {
        // Bytes, not `contains("%")`: with Foundation imported that is a substring search through `range(of:)`, which
        // cost an audit as much per string as filling its placeholders.
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
            var cursor = text.index(after: index)
            guard cursor < text.endIndex else {
                result.append("%")
                break
            }
            if text[cursor] == "%" {
                result.append("%")
                index = text.index(after: cursor)
                continue
            }
            // %#@name@ (a .stringsdict variable) is replaced by its variant's text before this point; treat any left
            // as an object.
            if text[cursor] == "#", let end = text[text.index(after: cursor)...].dropFirst().firstIndex(of: "@") {
                result += object
                index = text.index(after: end)
                continue
            }
            // Flags, width, precision, position (1$) and length modifiers, then the conversion.
            while cursor < text.endIndex, "0123456789$.-+ 'hlqLzjt".contains(text[cursor]) {
                cursor = text.index(after: cursor)
            }
            guard cursor < text.endIndex else {
                result += text[index...]
                break
            }
            switch text[cursor] {
            case "d", "i", "u", "x", "X", "o", "D", "U", "O", "c", "C": result += integer
            case "f", "F", "e", "E", "g", "G", "a", "A": result += decimal
            case "@", "s", "S", "p": result += object
            default:
                // Not a conversion this knows: keep the text as written.
                result += text[index...cursor]
            }
            index = text.index(after: cursor)
        }
        return result
    }
}
