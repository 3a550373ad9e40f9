import CatalogAudit
import DynamicType
import StringCatalogs
import SystemSupport
import TextMeasurement

/// An input that could not be opened: a file that is not there, a folder where a file belongs, a file this user may
/// not read. `typescale` exits 66 for it (`EX_NOINPUT`), and 65 (``DataError``) for an input it opened and found wrong.
struct InputError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    /// The bytes of the input file at `path`, which `kind` names in the message (`no such scale file`).
    ///
    /// - Throws: ``InputError`` when the file cannot be read.
    static func reading(_ path: String, kind: String) throws(InputError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw InputError("\(path): " + error.describing(kind))
        }
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
            case let error as InputFileError: error.reason == .unreadable
            default: false
            }
        let text = "\(error)"
        return cannotOpen ? InputError(text) : DataError(text)
    }
}
