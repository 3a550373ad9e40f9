/// The names in a folder, as `FileManager.contentsOfDirectory(atPath:)` gives them: every entry but `.` and `..`,
/// hidden ones included, in the order the file system lists them.
package enum FolderListing {
    /// The names in the folder at `path`; `nil` when it cannot be opened or read.
    package static func names(in path: String) -> [String]? {
        Syscalls.folderEntries(path)?.filter { $0 != "." && $0 != ".." }
    }
}
