import Glibc

/// What a path leads to, as `FileManager.fileExists(atPath:isDirectory:)` tells it: `stat`, so a link counts as what
/// it links to, and a broken link as nothing.
package enum PathKind: Equatable, Sendable {
    case nothing
    case folder
    /// A file, or anything else that is not a folder (a device, a pipe).
    case file

    package static func of(_ path: String) -> PathKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .nothing }
        return status.st_mode & S_IFMT == S_IFDIR ? .folder : .file
    }

    /// Whether `path` is itself a symbolic link (`lstat`), whatever it leads to.
    package static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
