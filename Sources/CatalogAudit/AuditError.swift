/// Why an audit could not run. (A catalog that cannot be read does not stop it: it is in the report's
/// `unreadable`, beside the audit of the rest.)
public enum AuditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A text whose label has no width: neither the spec's default and rules nor the base give one.
    case noWidth(key: String)

    public var description: String {
        switch self {
        case .noWidth(let key):
            "no width for '\(key)': give --width, or a width in the spec's default or rules"
        }
    }
}
