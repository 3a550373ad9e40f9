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
        // A regular file's size, from `fstat`, and one byte more, so that the read that finds its end needs no more
        // room (growing by a page there copied the whole file again); a pipe (`--batch <(…)`) or a file that grows
        // meanwhile is read to its end all the same.
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, count))) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            count += read
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }
}
