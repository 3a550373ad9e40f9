/// A whole file read into memory with `open`, `fstat` and `read`: what Foundation's `Data(contentsOf:)` gives, without
/// Foundation, with no `URL` made of the path and no `Data` in between; one copy of the bytes.
package enum FileBytes {
    /// The bytes of the file at `path`.
    ///
    /// - Throws: ``FileReadError`` with the `errno` of the `open` or `read` that failed (a folder opens, and its first
    ///   read fails with `EISDIR`).
    package static func read(_ path: String) throws(FileReadError) -> [UInt8] {
        let descriptor = Syscalls.openForReading(path)
        guard descriptor >= 0 else { throw FileReadError(errorNumber: Syscalls.errorNumber) }
        defer { Syscalls.closeDescriptor(descriptor) }
        return try read(descriptor: descriptor)
    }

    /// The bytes left to read from the open file `descriptor` (standard input: 0), to its end.
    ///
    /// - Throws: ``FileReadError`` with the `errno` of the `read` that failed.
    package static func read(descriptor: Int32) throws(FileReadError) -> [UInt8] {
        // A regular file's size, from `fstat`, and one byte more, so that the read that finds its end needs no more
        // room; a pipe (`--batch <(…)`) or a file that grows meanwhile is read to its end all the same, in parts as
        // large as what is read so far. The memory is not zeroed first: every byte of it is read into.
        let size = Syscalls.regularFileSize(descriptor) ?? 0
        var bytes: [UInt8] = []
        var partSize = size + 1
        while true {
            var ended = false, failure: Int32?
            let part = [UInt8](unsafeUninitializedCapacity: partSize) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let rest = UnsafeMutableBufferPointer(rebasing: buffer[initialized...])
                    let read = Syscalls.readBytes(descriptor, into: UnsafeMutableRawBufferPointer(rest))
                    if read > 0 {
                        initialized += read
                    } else if read == 0 {
                        ended = true
                        return
                    } else if Syscalls.errorNumber != Syscalls.interrupted {
                        failure = Syscalls.errorNumber
                        return
                    }
                }
            }
            if let failure { throw FileReadError(errorNumber: failure) }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            if ended { return bytes }
            partSize = max(4096, bytes.count)
        }
    }
}
