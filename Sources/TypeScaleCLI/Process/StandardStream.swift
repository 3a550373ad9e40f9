import Glibc

/// The process's standard output and error, written with `write(2)` until every byte is out (a pipe may take a write
/// in parts; a signal may interrupt one). Without Foundation's `FileHandle`, whose `Data` every answer had to be
/// copied into, and whose `Data` from a string makes Swift's runtime look up conformances among every one in the
/// program (0.3 million instructions of each run; 2.5 million for a batch of 4,280 answers with the copies).
enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// Writes `bytes`; when the stream refuses them (a closed pipe, a full disk) the rest is dropped: there is nowhere
    /// left to say so.
    func write(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes
        while let start = rest.baseAddress, !rest.isEmpty {
            let written = Glibc.write(rawValue, start, rest.count)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }

    /// Writes `bytes`.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Writes `text` as UTF-8.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }
}
