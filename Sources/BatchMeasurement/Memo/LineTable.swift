import PackageSupport

/// A hash table keyed by lines of bytes, looked up with the bytes where they lie (a line of the batch file, a buffer
/// `getline` filled) rather than with a copy: a line answered before costs a hash and a comparison, no allocation.
///
/// Open addressing with linear probing over a power-of-two array of slots, at most half full; entries are kept in
/// the order inserted, their keys' bytes one after another in one array (an array of its own for each key would be
/// an allocation a line, and would scatter the table's keys over the heap). Keys are compared byte for byte
/// (`memcmp`) and hashed eight bytes at a time, each word folded in by a 64 × 64 → 128-bit multiply whose halves are
/// added (as wyhash and rapidhash mix): a tenth of the work of `Hasher`'s SipHash for a line. A batch is its own
/// user's input, so the hash is not seeded.
package struct LineTable<Value> {
    /// The entry index + 1 in each slot; 0 for an empty slot.
    private var slots = [Int32](filledWith: 0, count: 16)
    private var hashes: [Int] = []
    /// Every key's bytes, in the order inserted.
    private var keyBytes: [UInt8] = []
    /// Where each key ends in `keyBytes` (it starts where the one before ends).
    private var keyEnds: [Int] = []
    private var values: [Value] = []

    package var count: Int { keyEnds.count }

    /// An empty table.
    package init() {}

    /// The hash `find` and `insert` take: computed once per line for every table it is looked up in.
    package static func hash(_ line: UnsafeRawBufferPointer) -> Int {
        var hash = UInt64(line.count) ^ 0x243F_6A88_85A3_08D3  // (π's first hexadecimal digits)
        var offset = 0
        while offset + 8 <= line.count {
            hash = mix(hash ^ line.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<line.count { tail |= UInt64(line[index]) << (8 * (index - offset)) }
        return Int(truncatingIfNeeded: mix(hash ^ tail ^ 0x1319_8A2E_0370_7344))
    }

    private static func mix(_ word: UInt64) -> UInt64 {
        let product = word.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high &+ product.low
    }

    /// The value kept for `line` (whose ``hash(_:)`` is `hash`), if any.
    package func find(_ line: UnsafeRawBufferPointer, hash: Int) -> Value? {
        var slot = hash & (slots.count - 1)
        while case let entry = Int(slots[slot]), entry != 0 {
            if hashes[entry - 1] == hash, key(entry - 1, equals: line) { return values[entry - 1] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Keeps `value` for `line`, which the table does not have (its hash is `hash`), copying the line's bytes.
    package mutating func insert(_ value: Value, for line: UnsafeRawBufferPointer, hash: Int) {
        if (count + 1) * 2 > slots.count { grow() }
        hashes.append(hash)
        keyBytes.append(contentsOf: line)
        keyEnds.append(keyBytes.count)
        values.append(value)
        place(entry: count, hash: hash)
    }

    /// Forgets every entry, keeping the memory.
    package mutating func removeAll() {
        for index in slots.indices { slots[index] = 0 }
        hashes.removeAll(keepingCapacity: true)
        keyBytes.removeAll(keepingCapacity: true)
        keyEnds.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    private mutating func place(entry: Int, hash: Int) {
        var slot = hash & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entry)
    }

    private mutating func grow() {
        slots = [Int32](filledWith: 0, count: slots.count * 2)
        for (index, hash) in hashes.enumerated() { place(entry: index + 1, hash: hash) }
    }

    /// Whether entry `index`'s key is `line`, byte for byte.
    private func key(_ index: Int, equals line: UnsafeRawBufferPointer) -> Bool {
        let start = index == 0 ? 0 : keyEnds[index - 1]
        let length = keyEnds[index] - start
        return length == line.count && (length == 0 || keyBytes.withUnsafeBytes { keys in
            bytesEqual(keys.baseAddress! + start, line.baseAddress!, count: length)
        })
    }
}
