/// What a path leads to, as `FileManager.fileExists(atPath:isDirectory:)` tells it: `stat`, so a link counts as what
/// it links to, and a broken link as nothing.
package enum PathKind: Equatable, Sendable {
    case nothing
    case folder
    /// A file, or anything else that is not a folder (a device, a pipe).
    case file

    package static func of(_ path: String) -> PathKind {
        guard let status = Syscalls.status(path, followingLinks: true) else { return .nothing }
        return status.isFolder ? .folder : .file
    }

    /// Whether `path` is itself a symbolic link (`lstat`), whatever it leads to.
    package static func isLink(_ path: String) -> Bool {
        Syscalls.status(path, followingLinks: false)?.isLink == true
    }
}
