import PackageSupport
import SystemSupport

/// Why a font could not be used or a text could not be measured, with what the user needs to fix it.
public enum MeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(path: String)
    /// Something at the path that cannot be read as a font file: a folder, or a file this user may not read.
    case unreadableFile(path: String, problem: String)
    /// The file is not a font FreeType can read; carries FreeType's error code and message.
    case notAFont(path: String, code: Int32, message: String)
    /// The file has fewer faces than the index asked for.
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// In strict mode: the family asked for is not installed; `substitute` is what fontconfig would have used.
    case familyNotInstalled(requested: String, substitute: String?)
    /// No font at all could be found (fontconfig has no fonts configured).
    case noFontsAvailable
    /// A parameter outside what is accepted: its name, the value given, and what is accepted.
    case invalidValue(name: String, value: String, accepted: String)
    /// A library failed: which one, its error code and name.
    case libraryFailure(library: String, code: Int32, message: String)

    /// The error for a font file at `path` that cannot be opened for `failure`.
    package static func opening(_ path: String, _ failure: FileReadError) -> MeasurementError {
        failure.isMissing
            ? .fileNotFound(path: path) : .unreadableFile(path: path, problem: failure.describing("font file"))
    }

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such font file"
        case .unreadableFile(let path, let problem):
            return "\(path): \(problem); expected a TrueType, OpenType or TrueType collection file"
        case .notAFont(let path, let code, let message):
            return "\(path): not a usable font (FreeType error \(code): \(message)); expected a TrueType, OpenType or "
                + "TrueType collection file"
        case .faceIndexOutOfRange(let path, let index, let count):
            return "\(path): face index \(index) is out of range; the file has \(count) face\(count == 1 ? "" : "s")"
                + " (0…\(max(count - 1, 0)))"
        case .familyNotInstalled(let requested, let substitute):
            return "font family '\(requested)' is not installed"
                + (substitute.map { "; fontconfig would substitute '\($0)'" } ?? "")
        case .noFontsAvailable:
            return "fontconfig found no fonts; install one (e.g. Debian's fonts-dejavu-core)"
        case .invalidValue(let name, let value, let accepted):
            return "\(name) \(value) is not accepted; expected \(accepted)"
        case .libraryFailure(let library, let code, let message):
            return "\(library) failed with error \(code): \(message)"
        }
    }
}
