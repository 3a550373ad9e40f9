import Glibc

/// A whole file read into memory with `open`, `fstat` and `read`: no `URL` and no `Data` in between
/// (`Data(contentsOf:)` of a path first makes a `URL`, and the first `URL.path` costs the runtime a search of every
/// protocol conformance in the program), one copy of the bytes.
package enum FileBytes {
    /// The bytes of the file at `path`; `nil` when it cannot be opened or read (``FileProblem/of(_:)`` says why, in a
    /// message's words, for the usual reasons).
    package static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return read(descriptor: descriptor)
    }

    /// The bytes left to read from the open file `descriptor` (standard input: 0), to its end; `nil` when reading
    /// fails.
    package static func read(descriptor: Int32) -> [UInt8]? {
        // A regular file's size, from `fstat`, and one byte more, so that the read that finds its end needs no more
        // room; a pipe (`--batch <(…)`) or a file that grows meanwhile is read to its end all the same, in parts as
        // large as what is read so far. The memory is not zeroed first (zeroing a 470 KB batch file was 450,000
        // instructions, 1.4 % of a batch of one request sent 4,280 times).
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        var bytes: [UInt8] = []
        var partSize = size + 1
        while true {
            var ended = false, failed = false
            let part = [UInt8](unsafeUninitializedCapacity: partSize) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let read = Glibc.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if read > 0 {
                        initialized += read
                    } else if read == 0 {
                        ended = true
                        return
                    } else if errno != EINTR {
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
