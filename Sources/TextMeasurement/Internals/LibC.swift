#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

// The C library calls of this module's files outside Internals, each wrapped in a function of Swift values, so that
// only files in Internals import the C library.

/// The current directory's absolute path, or `nil` when it cannot be had (removed, or too deep to name).
///
/// Uses `getcwd(3)`, which allocates the path.
func currentDirectoryPath() -> String? {
    guard let directory = getcwd(nil, 0) else { return nil }
    defer { free(directory) }
    return String(cString: directory)
}

/// Whether two buffers of the same length hold the same bytes (two empty ones do).
///
/// Uses `memcmp(3)`.
@inline(__always)
func haveSameBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = first.baseAddress, let otherStart = second.baseAddress else { return true }
    return memcmp(start, otherStart, first.count) == 0
}
