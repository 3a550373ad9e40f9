#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

// The C library calls StringCatalogs makes, each wrapped in a function that takes and returns Swift values, so that no
// other file of the module imports the C library.

/// The device and inode number of what `path` leads to, symbolic links followed, or `nil` when it leads nowhere.
///
/// Uses `stat(2)`.
func deviceAndInode(ofPath path: String) -> (device: UInt64, inode: UInt64)? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return (UInt64(status.st_dev), UInt64(status.st_ino))
}

/// How many UTF-8 bytes at the start of `text` C's `strtod` reads as a number (white space before it included); 0
/// when it reads none.
///
/// Uses `strtod(3)`.
func numberPrefixLength(_ text: String) -> Int {
    text.withCString { start in
        var end: UnsafeMutablePointer<CChar>?
        _ = strtod(start, &end)
        return end.map { $0 - UnsafeMutablePointer(mutating: start) } ?? 0
    }
}
