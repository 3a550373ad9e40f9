/// A layout spec that cannot be used: the file, and what is wrong where (`rules[2].width: expected a number of points
/// ≥ 0`).
public struct AuditSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec's path, as given.
    public var path: String
    /// What is wrong, starting with where in the spec.
    public var message: String

    /// An error in the spec at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
