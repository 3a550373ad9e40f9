/// Makes a folder and the folders above it that are missing, as `FileManager.createDirectory(atPath:
/// withIntermediateDirectories: true)` does (`mkdir -p`): a folder that is already there is fine.
package enum FolderCreation {
    /// Makes the folder at `path`; `nil` when it is there now, else the `errno` of the `mkdir` that failed. A file in
    /// the way above the folder is told by the folder's own `mkdir` (`ENOTDIR`, "not a directory").
    package static func make(_ path: String) -> Int32? {
        let components = path.split(separator: "/")
        var prefix = path.hasPrefix("/") ? "/" : ""
        for (index, component) in components.enumerated() {
            prefix += component
            if !Syscalls.makeFolder(prefix) {
                let failure = Syscalls.errorNumber
                let isLast = index == components.count - 1
                guard failure == Syscalls.alreadyExists, PathKind.of(prefix) == .folder || !isLast else { return failure }
            }
            prefix += "/"
        }
        return nil
    }
}
