import CatalogAudit
import DynamicType
import StringCatalogs
import TextMeasurement

/// An input that could not be opened: a file that is not there, a folder where a file belongs, a file this user may
/// not read. `typescale` exits 66 for it (`EX_NOINPUT`), and 65 (``DataError``) for an input it opened and found wrong.
struct InputError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    /// A library's error as the command line reports it: an ``InputError`` when it says an input could not be opened,
    /// a ``DataError`` otherwise.
    static func reporting(_ error: any Error) -> any Error {
        let cannotOpen =
            switch error {
            case let error as MeasurementError:
                switch error {
                case .fileNotFound, .unreadableFile: true
                default: false
                }
            case let error as CatalogError: error.reason == .unreadable
            default: false
            }
        let text = "\(error)"
        return cannotOpen ? InputError(text) : DataError(text)
    }
}
