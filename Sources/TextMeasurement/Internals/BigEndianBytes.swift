extension UnsafeRawBufferPointer {
    /// The big-endian `UInt16` at `offset` (font tables' byte order); `nil` when it does not lie wholly inside.
    func bigEndianUInt16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset <= count - 2 else { return nil }
        return UInt16(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    /// The big-endian `Int16` at `offset`; `nil` when it does not lie wholly inside.
    func bigEndianInt16(at offset: Int) -> Int16? {
        bigEndianUInt16(at: offset).map { Int16(bitPattern: $0) }
    }

    /// The big-endian `UInt32` at `offset`; `nil` when it does not lie wholly inside.
    func bigEndianUInt32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset <= count - 4 else { return nil }
        return UInt32(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
