/// Why two labels could not be laid out side by side: a value the row does not accept, or a layout that failed.
public enum SideBySideLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter outside what is accepted: its name, the value given, and what is accepted.
    case invalidValue(name: String, value: String, accepted: String)
    /// The row could not be laid out: a label's font could not be resolved or its text measured.
    case layout(AdaptiveLayoutError)

    /// `spacing nan is not accepted; expected a finite number of points ≥ 0`, or the layout's error.
    public var description: String {
        switch self {
        case .invalidValue(let name, let value, let accepted): "\(name) \(value) is not accepted; expected \(accepted)"
        case .layout(let error): error.description
        }
    }
}
