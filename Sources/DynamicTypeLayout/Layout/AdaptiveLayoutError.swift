import AutoLayout
import TextMeasurement

/// Why a view tree could not be laid out: the tree or a constraint breaks the engine's rules, or a label's font or
/// text cannot be measured.
public enum AdaptiveLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The engine refused the tree or a constraint.
    case layout(LayoutError)
    /// A label's font could not be resolved or its text measured.
    case measurement(view: String, MeasurementError)

    public var description: String {
        switch self {
        case .layout(let error): error.description
        case .measurement(let view, let error): "\(view): \(error)"
        }
    }
}
