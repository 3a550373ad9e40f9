/// Where UTF-8 text is written, a byte or a run of bytes at a time: an array, or a JSON line writer's buffer. The
/// package's writers of numbers and quoted strings write to either.
package protocol ByteSink {
    mutating func write(_ byte: UInt8)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension ByteSink {
    /// A string's UTF-8, from its own contiguous storage.
    package mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }
}

extension Array: ByteSink where Element == UInt8 {
    package mutating func write(_ byte: UInt8) {
        append(byte)
    }

    package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}
