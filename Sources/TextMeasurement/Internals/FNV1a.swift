/// FNV-1a, the 64-bit Fowler–Noll–Vo hash (offset basis 0xcbf29ce484222325, prime 0x100000001b3; IETF draft
/// draft-eastlake-fnv, "The FNV Non-Cryptographic Hash Algorithm"): a fast hash of bytes for telling values apart,
/// not for security.
struct FNV1a {
    /// The hash of the bytes added so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Folds one byte in.
    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Folds bytes in, in order.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        // A string's bytes are contiguous: a loop over a buffer, not the sequence's generic iteration.
        let added: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { add(byte) }
        }
        if added == nil {
            for byte in bytes { add(byte) }
        }
    }

    /// The hash of `bytes`.
    static func hash(of bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.value
    }
}
