/// The process's standard output and error, written with `write(2)` until every byte is out. Without Foundation's
/// `FileHandle`, whose `Data` every answer would be copied into, and whose `Data` from a string makes Swift's runtime
/// look up conformances among every one in the program.
enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// Standard output's descriptor.
    static let outputDescriptor = Syscalls.standardOutput

    /// Writes `bytes`; when the stream refuses them (a closed pipe, a full disk) the rest is dropped: there is nowhere
    /// left to say so.
    func write(_ bytes: UnsafeRawBufferPointer) {
        Syscalls.writeAll(bytes, to: rawValue)
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
