/// A JSON value whose objects keep their keys in the order given, written deterministically.
///
/// Shared by the package's modules (`package` access), not part of the public API. The scale file format and the
/// command-line formats build their output as a `JSONValue` so that files diff cleanly and read in a sensible order
/// (categories xSmall … AX5, not alphabetically).
package indirect enum JSONValue: Equatable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// The value as JSON text, indented by two spaces per level, ending without a newline.
    package func serialized(indent: String = "") -> String {
        var text = ""
        write(to: &text, indent: indent)
        return text
    }

    /// Appends ``serialized(indent:)`` to `text`: one string written from start to end (returning each member's text
    /// and joining them would copy a deep document once per level).
    package func write(to text: inout String, indent: String = "") {
        switch self {
        case .object(let members):
            if members.isEmpty {
                text += "{}"
                return
            }
            if members.count <= 6, members.allSatisfy({ $0.1.isScalar }) {
                text += "{"
                for (index, (key, value)) in members.enumerated() {
                    if index > 0 { text += ", " }
                    JSONValue.writeQuoted(key, to: &text)
                    text += ": "
                    value.write(to: &text)
                }
                text += "}"
                return
            }
            let inner = indent + "  "
            text += "{\n"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += ",\n" }
                text += inner
                JSONValue.writeQuoted(key, to: &text)
                text += ": "
                value.write(to: &text, indent: inner)
            }
            text += "\n" + indent + "}"
        case .array(let elements):
            if elements.isEmpty {
                text += "[]"
                return
            }
            if elements.allSatisfy(\.isScalar) {
                text += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += ", " }
                    element.write(to: &text)
                }
                text += "]"
                return
            }
            let inner = indent + "  "
            text += "[\n"
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ",\n" }
                text += inner
                element.write(to: &text, indent: inner)
            }
            text += "\n" + indent + "]"
        case .string(let string):
            JSONValue.writeQuoted(string, to: &text)
        case .number(let value):
            // JSON has no NaN or infinity; the formats only hold finite numbers, so this guards, not converts.
            if !value.isFinite {
                text += "null"
            } else {
                text += DecimalText.of(value)
            }
        case .bool(let value):
            text += value ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// `text` as a JSON string literal (RFC 8259 §7).
    package static func quote(_ text: String) -> String {
        var result = ""
        writeQuoted(text, to: &result)
        return result
    }

    /// Appends ``quote(_:)`` of `string` to `text`; a string with nothing to escape is appended whole.
    private static func writeQuoted(_ string: String, to text: inout String) {
        text += "\""
        guard string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
            text += string
            text += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
