import StringCatalogs

/// Why an audit could not run.
public enum AuditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A catalog could not be found or read, or is malformed.
    case catalog(CatalogError)
    /// A text whose label has no width: neither the spec's default and rules nor the base give one.
    case noWidth(key: String)

    public var description: String {
        switch self {
        case .catalog(let error): error.description
        case .noWidth(let key):
            "no width for '\(key)': give --width, or a width in the spec's default or rules"
        }
    }
}
