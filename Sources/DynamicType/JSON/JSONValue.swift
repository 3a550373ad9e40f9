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
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            if members.count <= 6, members.allSatisfy({ $0.1.isScalar }) {
                return "{" + members.map { "\(JSONValue.quote($0.0)): \($0.1.serialized())" }.joined(separator: ", ") + "}"
            }
            let lines = members.map { "\(inner)\(JSONValue.quote($0.0)): \($0.1.serialized(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            if elements.allSatisfy(\.isScalar) {
                return "[" + elements.map { $0.serialized() }.joined(separator: ", ") + "]"
            }
            return "[\n" + elements.map { inner + $0.serialized(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let text):
            return JSONValue.quote(text)
        case .number(let value):
            // JSON has no NaN or infinity; the formats only hold finite numbers, so this guards, not converts.
            guard value.isFinite else { return "null" }
            return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value):
            return value ? "true" : "false"
        case .null:
            return "null"
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
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
