#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

// The C library calls the batch makes, each wrapped once in Swift types: no other file of the module imports it.

/// Whether the `count` bytes at `first` and `second` are the same (`memcmp`).
@inline(__always)
func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
    memcmp(first, second, count) == 0
}

/// The offset of the first `byte` in `bytes` (`memchr`), or `nil` when there is none.
@inline(__always)
func firstOffset(of byte: UInt8, in bytes: UnsafeRawBufferPointer) -> Int? {
    guard let start = bytes.baseAddress, bytes.count > 0,
        let found = memchr(start, Int32(byte), bytes.count)
    else { return nil }
    return UnsafeRawPointer(found) - start
}
