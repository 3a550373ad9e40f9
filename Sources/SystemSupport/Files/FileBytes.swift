/// A whole file read into memory with `open`, `fstat` and `read`: no `URL` and no `Data` in between
/// (`Data(contentsOf:)` of a path first makes a `URL`, and the first `URL.path` costs the runtime a search of every
/// protocol conformance in the program), one copy of the bytes.
package enum FileBytes {
    /// The bytes of the file at `path`; `nil` when it cannot be opened or read (``FileProblem/of(_:)`` says why, in a
    /// message's words, for the usual reasons).
    package static func read(_ path: String) -> [UInt8]? {
        let descriptor = Syscalls.openForReading(path)
        guard descriptor >= 0 else { return nil }
        defer { Syscalls.closeDescriptor(descriptor) }
        return read(descriptor: descriptor)
    }

    /// The bytes left to read from the open file `descriptor` (standard input: 0), to its end; `nil` when reading
    /// fails.
    package static func read(descriptor: Int32) -> [UInt8]? {
        // A regular file's size, from `fstat`, and one byte more, so that the read that finds its end needs no more
        // room; a pipe (`--batch <(…)`) or a file that grows meanwhile is read to its end all the same, in parts as
        // large as what is read so far. The memory is not zeroed first: every byte of it is read into.
        let size = Syscalls.regularFileSize(descriptor) ?? 0
        var bytes: [UInt8] = []
        var partSize = size + 1
        while true {
            var ended = false, failed = false
            let part = [UInt8](unsafeUninitializedCapacity: partSize) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let read = Syscalls.readBytes(
                        descriptor, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[initialized...])))
                    if read > 0 {
                        initialized += read
                    } else if read == 0 {
                        ended = true
                        return
                    } else if Syscalls.errorNumber != Syscalls.interrupted {
                        failed = true
                        return
                    }
                }
            }
            if failed { return nil }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            if ended { return bytes }
            partSize = max(4096, bytes.count)
        }
    }
}
