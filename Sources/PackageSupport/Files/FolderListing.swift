import Glibc

/// The names in a folder, as `FileManager.contentsOfDirectory(atPath:)` gives them: every entry but `.` and `..`,
/// hidden ones included, in the order the file system lists them.
package enum FolderListing {
    /// The names in the folder at `path`; `nil` when it cannot be opened or read.
    package static func names(in path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return errno == 0 ? names : nil
    }
}
