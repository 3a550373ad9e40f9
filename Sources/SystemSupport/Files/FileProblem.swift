/// Why a path given as a file to read cannot be read, in the words a message uses rather than Foundation's
/// (`The operation could not be completed. (NSCocoaErrorDomain error 256.)`).
package enum FileProblem: Error, Hashable, Sendable {
    /// Nothing at the path.
    case missing
    /// A folder where a file belongs.
    case folder
    /// A file this user may not read.
    case permissionDenied

    /// What is wrong with `path` as a file to read; `nil` when it can be read (``PathKind``, then `access` for
    /// reading, as `FileManager.isReadableFile(atPath:)` asks).
    package static func of(_ path: String) -> FileProblem? {
        switch PathKind.of(path) {
        case .nothing: .missing
        case .folder: .folder
        case .file: Syscalls.isReadable(path) ? nil : .permissionDenied
        }
    }

    /// The problem said of a kind of file: `no such font file`, `a folder, not a font file`, `permission denied:
    /// this user may not read the font file`.
    package func describing(_ kind: String) -> String {
        switch self {
        case .missing: "no such \(kind)"
        case .folder: "a folder, not a \(kind)"
        case .permissionDenied: "permission denied: this user may not read the \(kind)"
        }
    }
}
