/// A ``JSONBuilder`` that writes JSON on one line, as JSON Lines needs it — one space after `:` and `,` (none when
/// not ``spaced``), nothing else between tokens — straight into UTF-8 ``bytes``, without making a tree
/// (``JSONValue/oneLine`` is a tree's line).
///
/// A batch answer is a few hundred bytes written in some sixty pieces, so each piece is copied into memory of the
/// writer's own (grown by doubling), its length kept in the writer, rather than appended to an array, whose every
/// append checks its storage and may copy it. Copies of a writer share nothing: each builder call on a copy first
/// gives it memory of its own.
package struct JSONLineWriter: JSONBuilder, ByteSink {
    /// Whether a space follows each `:` and `,` (`typescale measure`'s answers); not for the compact audit report.
    package let spaced: Bool
    private var memory: Memory
    private var count = 0
    /// Whether a key was just written, so the value that follows takes no comma.
    private var afterKey = false
    /// How many containers are open, and for each whether a value was written in it: bit `i` of `levels` for the
    /// `i + 1`th, then `deeper` past 64.
    private var depth = 0
    private var levels: UInt64 = 0
    private var deeper: [Bool] = []

    package init(capacity: Int = 512, spaced: Bool = true) {
        self.spaced = spaced
        memory = Memory(capacity: capacity)
    }

    /// The text so far.
    package var bytes: [UInt8] {
        [UInt8](UnsafeBufferPointer(start: memory.start, count: count))
    }

    package mutating func beginObject() {
        unique()
        startValue()
        put(UInt8(ascii: "{"))
        open()
    }

    package mutating func key(_ key: String) {
        unique()
        separate()
        JSONValue.writeQuoted(key, to: &self)
        writeColon()
    }

    package mutating func key(_ key: StaticString) {
        unique()
        separate()
        guard key.hasPointerRepresentation else {  // (a key of one character may be stored as its scalar)
            put(UInt8(ascii: "\""))
            key.withUTF8Buffer { put($0) }
            put(UInt8(ascii: "\""))
            writeColon()
            return
        }
        // The quoted key, the colon and the space in one reserved run (a batch answer writes some thirty keys).
        let length = key.utf8CodeUnitCount
        if count + length + 4 > memory.capacity { grow(by: length + 4) }
        let start = memory.start + count
        start[0] = UInt8(ascii: "\"")
        (start + 1).update(from: key.utf8Start, count: length)
        start[length + 1] = UInt8(ascii: "\"")
        start[length + 2] = UInt8(ascii: ":")
        start[length + 3] = UInt8(ascii: " ")
        count += spaced ? length + 4 : length + 3
        afterKey = true
    }

    package mutating func endObject() {
        unique()
        close()
        put(UInt8(ascii: "}"))
    }

    package mutating func beginArray() {
        unique()
        startValue()
        put(UInt8(ascii: "["))
        open()
    }

    package mutating func endArray() {
        unique()
        close()
        put(UInt8(ascii: "]"))
    }

    package mutating func string(_ value: String) {
        unique()
        startValue()
        JSONValue.writeQuoted(value, to: &self)
    }

    package mutating func number(_ value: Double) {
        unique()
        startValue()
        JSONValue.writeNumber(value, to: &self)
    }

    package mutating func bool(_ value: Bool) {
        unique()
        startValue()
        write(value ? "true" : "false")
    }

    package mutating func null() {
        unique()
        startValue()
        write("null")
    }

    /// Appends a byte as it is (the newline that ends a line of JSON Lines, after the value).
    package mutating func write(_ byte: UInt8) {
        unique()
        put(byte)
    }

    /// Appends bytes as they are.
    package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        unique()
        put(bytes)
    }

    /// A byte into memory of this writer's own (``unique()`` was called).
    @inline(__always) private mutating func put(_ byte: UInt8) {
        if count == memory.capacity { grow(by: 1) }
        memory.start[count] = byte
        count += 1
    }

    @inline(__always) private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > memory.capacity { grow(by: bytes.count) }
        (memory.start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    // MARK: - Separators

    /// Before a value: nothing after a key; in an array, a comma before all but the first.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            separate()
        }
    }

    /// A comma (and a space) before all but a container's first value or member.
    @inline(__always) private mutating func separate() {
        guard depth > 0 else { return }
        if depth <= 64 {
            let bit: UInt64 = 1 << (depth - 1)
            if levels & bit == 0 {
                levels |= bit
                return
            }
        } else if !deeper[depth - 65] {
            deeper[depth - 65] = true
            return
        }
        put(UInt8(ascii: ","))
        if spaced { put(UInt8(ascii: " ")) }
    }

    private mutating func writeColon() {
        put(UInt8(ascii: ":"))
        if spaced { put(UInt8(ascii: " ")) }
        afterKey = true
    }

    private mutating func open() {
        depth += 1
        if depth <= 64 { levels &= ~(1 << (depth - 1)) } else { deeper.append(false) }
    }

    private mutating func close() {
        if depth > 64 { deeper.removeLast() }
        depth -= 1
    }

    // MARK: - Memory

    /// Memory of this writer's own before it changes (a copy's first call copies it).
    private mutating func unique() {
        if !isKnownUniquelyReferenced(&memory) { memory = memory.copy(count: count, capacity: memory.capacity) }
    }

    private mutating func grow(by more: Int) {
        var capacity = memory.capacity * 2
        while capacity < count + more { capacity *= 2 }
        memory = memory.copy(count: count, capacity: capacity)
    }

    /// The writer's memory: fixed once made (a writer that needs more makes a larger one), so that reading where it
    /// is needs no exclusive access to a class's stored property.
    private final class Memory {
        let start: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = Swift.max(capacity, 16)
            start = .allocate(capacity: self.capacity)
        }

        deinit { start.deallocate() }

        /// Memory of `capacity` bytes holding this one's first `count`.
        func copy(count: Int, capacity: Int) -> Memory {
            let copy = Memory(capacity: capacity)
            copy.start.update(from: start, count: count)
            return copy
        }
    }
}
