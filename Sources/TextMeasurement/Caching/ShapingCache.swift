import DynamicType
import PackageSupport

/// Shaped paragraphs kept for reuse, bounded by the text they hold.
///
/// A shaped paragraph is independent of point size, width and line limit, so one entry serves every content-size
/// category, every width and every truncation of the same text in the same font. Entries are keyed by the paragraph's
/// text (the caller's string itself when it is one paragraph, compared byte for byte, so a warm look-up converts nothing
/// to UTF-16; else the paragraph's UTF-16 units), its primary face, the weight (and the size, for a face with an
/// optical-size axis), the language, the line-break strategy bits that change break opportunities, and whether
/// fallback is on.
///
/// Memory: an entry costs about 30 bytes per UTF-16 unit of its text (advance and cluster prefixes, flags, breaks) plus
/// about 1 KB whatever its length (a dozen arrays, the objects, the key); so each entry is charged its UTF-16 units
/// plus ``entryOverhead``, and the cache holds at most ``capacity`` charged units in all (default 1,000,000 ≈ 35 MB;
/// Benchmarks/README.md, "The cache bound", has what a full cache adds to a process's peak). When an insertion would
/// exceed it, the oldest entries are dropped first. Paragraphs charged more than a tenth of the capacity are not kept.
///
/// A cache of at least ``shardingThreshold`` units is held in ``shardCount`` shards, each with its own lock and an
/// equal share of the capacity, a key's shard chosen by the top bits of its folded word: measurers on several
/// threads (a batch measured on every core) then rarely wait for one another, and the oldest entries go first within
/// each shard. A smaller cache is one shard, its entries dropped in the order they came, whatever their words.
final class ShapingCache: Sendable {
    /// A paragraph's text as the key holds it.
    enum Text: Equatable, Sendable {
        /// A whole string that is one paragraph: found again without converting it to UTF-16 first.
        case string(Bytes)
        /// A paragraph of a longer text, in UTF-16.
        case units([UInt16])
    }

    /// A string compared by its exact UTF-8 bytes. (`String`'s own `==` is canonical equivalence: "é" as one scalar
    /// equals "e" + U+0301, which shape and measure differently.)
    struct Bytes: Equatable, Sendable {
        let string: String

        static func == (lhs: Bytes, rhs: Bytes) -> Bool {
            let left = lhs.string.utf8, right = rhs.string.utf8
            guard left.count == right.count else { return false }
            let compared = left.withContiguousStorageIfAvailable { a in
                right.withContiguousStorageIfAvailable { b in haveSameBytes(a, b) }
            }
            if let compared, let equal = compared { return equal }
            return left.elementsEqual(right)  // (a string without contiguous UTF-8: none in Swift on Linux)
        }
    }

    /// What a paragraph is kept under. Found by its ``word`` (the cache's dictionary is keyed by it), then compared
    /// whole.
    struct Key: Equatable, Sendable {
        let text: Text
        let face: FontFace
        /// The weight, which picks a variable font's `wght` instance (and fallback fonts).
        let weight: FontWeight
        /// The point size, for a face with an optical-size axis; `nil` otherwise.
        let opticalSize: Double?
        let language: String?
        let hangulWordPriority: Bool
        let fallback: Bool
        /// Every field folded into one word, once, when the key is made: outside the cache's lock, which a look-up
        /// then holds only for one word's hashing and one comparison of the texts' bytes, however long the text, rather
        /// than hashing each field (the language's characters among them) and the text unit by unit.
        /// Of the face only its index and the length of its path are folded (equal faces have equal paths; the text
        /// tells the rest apart, and `==` compares whole paths).
        let word: UInt64

        init(
            text: Text, face: FontFace, weight: FontWeight, opticalSize: Double?, language: String?,
            hangulWordPriority: Bool, fallback: Bool
        ) {
            var word =
                switch text {
                case .string(let bytes): Self.fold(bytes.string)
                case .units(let units): Self.fold(units)
                }
            word = Self.mix(word, UInt64(truncatingIfNeeded: face.faceIndex) << 32 | UInt64(face.path.utf8.count))
            // Equal weights, equal values; cheaper than the name the weight is raw-valued by. The flags above them.
            word = Self.mix(
                word,
                UInt64(weight.cssValue) | (hangulWordPriority ? 1 << 16 : 0) | (fallback ? 1 << 17 : 0)
                    | (opticalSize == nil ? 0 : 1 << 18) | (language == nil ? 0 : 1 << 19))
            if let opticalSize { word = Self.mix(word, opticalSize.bitPattern) }
            if let language { word = Self.mix(word, Self.fold(language)) }
            self.word = word
            self.text = text
            self.face = face
            self.weight = weight
            self.opticalSize = opticalSize
            self.language = language
            self.hangulWordPriority = hangulWordPriority
            self.fallback = fallback
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.word == rhs.word && lhs.text == rhs.text && lhs.face == rhs.face && lhs.weight == rhs.weight
                && lhs.opticalSize == rhs.opticalSize && lhs.language == rhs.language
                && lhs.hangulWordPriority == rhs.hangulWordPriority && lhs.fallback == rhs.fallback
        }

        /// A per-process random start, so the folding is not the same in every process (the hasher's seed, drawn once).
        private static let seed: UInt64 = {
            var hasher = Hasher()
            hasher.combine(0x5EED as UInt64)
            return UInt64(truncatingIfNeeded: hasher.finalize())
        }()

        /// The text folded eight bytes at a time with a multiply and a shift (a multiplicative hash).
        static func fold(_ text: String) -> UInt64 {
            text.utf8.withContiguousStorageIfAvailable { bytes in
                var state = seed ^ UInt64(bytes.count) ^ 0x5554_4638  // apart from the UTF-16 folding
                var index = 0
                while index + 8 <= bytes.count {
                    let word = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    state = mix(state, word)
                    index += 8
                }
                while index < bytes.count {
                    state = mix(state, UInt64(bytes[index]))
                    index += 1
                }
                return state
            } ?? fold(Array(text.utf16))
        }

        static func fold(_ text: [UInt16]) -> UInt64 {
            text.withUnsafeBufferPointer { units in
                var state = seed ^ UInt64(units.count)
                var index = 0
                while index + 4 <= units.count {
                    let word = UInt64(units[index]) | UInt64(units[index + 1]) << 16 | UInt64(units[index + 2]) << 32
                        | UInt64(units[index + 3]) << 48
                    state = mix(state, word)
                    index += 4
                }
                while index < units.count {
                    state = mix(state, UInt64(units[index]))
                    index += 1
                }
                return state
            }
        }

        /// One step of the folding: the word mixed in with a multiply (by 2⁶⁴ / φ) and a shift.
        @inline(__always)
        private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
            let multiplied = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
            return multiplied ^ multiplied >> 29
        }
    }

    /// A kept paragraph with the key it was made for (a class: a look-up copies one reference, not the key's fields).
    private final class Entry: Sendable {
        let key: Key
        let paragraph: ShapedParagraph
        /// What the entry is charged: its UTF-16 units plus ``entryOverhead``.
        let size: Int

        init(key: Key, paragraph: ShapedParagraph, size: Int) {
            self.key = key
            self.paragraph = paragraph
            self.size = size
        }

        /// Whether this entry is `key`'s (a method, so that the comparison borrows the stored key instead of copying it).
        func isKept(for key: Key) -> Bool {
            self.key == key
        }
    }

    /// Entries by their key's folded word, each checked against the whole key on a hit. Two keys with one word (never
    /// seen, but possible) share a slot: the later replaces the earlier, which is shaped again when next asked for.
    private struct State {
        var entries: [UInt64: Entry] = [:]
        /// Words in the order they were stored, oldest from `orderStart`.
        var order: [UInt64] = []
        var orderStart = 0
        var units = 0
    }

    /// The most charged units kept: UTF-16 units of paragraph text plus ``entryOverhead`` per entry.
    let capacity: Int
    /// What an entry's fixed memory (about 1 KB) is charged, in units of text (about 30–40 bytes each).
    static let entryOverhead = 32
    /// The capacity from which a cache is sharded: each of its shards then holds at least 8,192 units (a few hundred
    /// paragraphs), where first-in, first-out within a shard is as good as over the whole cache.
    static let shardingThreshold = 65_536
    /// How many shards a large cache has (a power of two: a key's shard is the top bits of its word).
    static let shardCount = 8
    /// The shards; one for a cache below ``shardingThreshold``.
    private let shards: [ReadWriteLockedValue<State>]
    /// What each shard holds at most: an equal share of ``capacity``.
    private let shardCapacity: Int
    /// How far a word is shifted right to give its shard: the top bits, which the folding mixes as well as the rest.
    private let shardShift: UInt64

    init(capacity: Int) {
        self.capacity = capacity
        let count = capacity >= Self.shardingThreshold ? Self.shardCount : 1
        shards = (0..<count).map { _ in ReadWriteLockedValue(State()) }
        shardCapacity = capacity / count
        shardShift = UInt64(64 - count.trailingZeroBitCount)
    }

    /// The shard that holds a word's entry.
    private func shard(for word: UInt64) -> ReadWriteLockedValue<State> {
        shards.count == 1 ? shards[0] : shards[Int(truncatingIfNeeded: word >> shardShift)]
    }

    func paragraph(for key: Key, make: () throws(MeasurementError) -> ShapedParagraph) throws(MeasurementError)
        -> ShapedParagraph
    {
        let word = key.word  // (captured alone: a closure capturing the key copied all its fields)
        let shard = shard(for: word)
        if let hit = shard.read({ $0.entries[word] }), hit.isKept(for: key) { return hit.paragraph }
        let paragraph = try make()
        let size = paragraph.text.count + Self.entryOverhead
        guard size <= capacity / 10 else { return paragraph }
        let capacity = shardCapacity
        let entry = Entry(key: key, paragraph: paragraph, size: size)
        // The entries dropped, released once the lock is let go: freeing a paragraph's dozen arrays — often memory
        // another thread allocated, whose arena's lock `free` then takes — under the shard's lock would keep the
        // other measuring threads waiting for it.
        var dropped: [Entry] = []
        shard.write { state in
            if let existing = state.entries[key.word] {
                if existing.isKept(for: key) { return }  // made meanwhile by another task
                state.entries[key.word] = nil
                state.units -= existing.size
                dropped.append(existing)
            }
            while state.units + size > capacity && state.orderStart < state.order.count {
                let oldest = state.order[state.orderStart]
                state.orderStart += 1
                if let removed = state.entries.removeValue(forKey: oldest) {
                    state.units -= removed.size
                    dropped.append(removed)
                }
            }
            if state.orderStart > 1024 && state.orderStart * 2 > state.order.count {
                state.order.removeFirst(state.orderStart)
                state.orderStart = 0
            }
            state.entries[key.word] = entry
            state.order.append(key.word)
            state.units += size
        }
        withExtendedLifetime(dropped) {}
        return paragraph
    }

    /// How many units are charged for what is held (UTF-16 units plus ``entryOverhead`` per entry).
    var unitCount: Int { shards.reduce(0) { sum, shard in sum + shard.read { $0.units } } }

    func removeAll() {
        for shard in shards { shard.write { $0 = State() } }
    }
}
