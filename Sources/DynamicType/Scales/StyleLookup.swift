/// A type scale's entries in one flat array, found by style without hashing the style's name with the standard
/// hasher: the name's UTF-8 bytes are folded with a multiply (far less work for a style name than SipHash through
/// `Dictionary`), then an open-addressing table of style indices is probed and the name compared.
///
/// Immutable after `init`; a class, so copying a ``TypeScale`` retains one object rather than four arrays.
/// `@usableFromInline`: ``TypeScale/entry(for:at:)`` is inlined into callers, so reading `TypeScale.iOS.entry(…)`
/// touches this object only, instead of copying the whole scale (which would retain and release each of its arrays).
@usableFromInline
final class StyleLookup: Sendable {
    /// Style names in the scale's order.
    private let names: [String]
    /// Each name's ``fold(_:)``, compared before the name itself.
    private let folds: [UInt64]
    /// Each name's two words (``bits(_:)``), and a table of style indices by ``mix(_:)`` of them.
    private let nameBits: [Bits]
    private let bitSlots: [Int32]

    struct Bits: Equatable {
        var low: UInt64
        var high: UInt64
    }
    /// `entries[style * categoryCount + category.rawValue]`.
    private let entries: [TypeScale.Entry]
    /// Open addressing: each slot holds a style index, or -1 when empty. A power of two, at least twice the styles.
    private let slots: [Int32]
    private let categoryCount = ContentSizeCategory.allCases.count

    /// A lookup over `rows`: each style's entry at every one of the 12 categories (index = raw value).
    init(_ rows: [(style: TextStyle, entries: [TypeScale.Entry])]) {
        names = rows.map(\.style.name)
        folds = rows.map { Self.fold($0.style.name) }
        entries = rows.flatMap(\.entries)
        var size = 8
        while size < rows.count * 2 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (index, row) in rows.enumerated() {
            var slot = Int(truncatingIfNeeded: Self.fold(row.style.name)) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
        nameBits = rows.map { Self.bits($0.style.name) }
        var bitSlots = [Int32](repeating: -1, count: size)
        for (index, bits) in nameBits.enumerated() {
            var slot = Self.mix(bits) & (size - 1)
            while bitSlots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            bitSlots[slot] = Int32(index)
        }
        self.bitSlots = bitSlots
    }

    /// A string's two machine words as they are stored. Equal words are the same string value (a short string's
    /// words are its bytes and length; a long one's, its storage and length); equal strings may have different words
    /// (the same text stored twice), which is why a miss here goes on to compare names.
    @inline(__always)
    private static func bits(_ name: String) -> Bits {
        unsafeBitCast(name, to: Bits.self)
    }

    @inline(__always)
    private static func mix(_ bits: Bits) -> Int {
        let mixed = (bits.low ^ (bits.high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    /// The entry for `style` at the category with raw value `category`, or `nil` when the scale has no such style.
    @usableFromInline
    func entry(_ style: TextStyle, category: Int) -> TypeScale.Entry? {
        guard let index = index(of: style) else { return nil }
        return entries[index * categoryCount + category]
    }

    /// The style's row, or `nil`.
    func index(of style: TextStyle) -> Int? {
        // First by the string's two words: the very same string value as a stored name (a style constant such as
        // `.body`, or any short name, which Swift keeps inline) is that name. Anything else takes the general path.
        let bits = Self.bits(style.name)
        let bitMask = bitSlots.count - 1
        var bitSlot = Self.mix(bits) & bitMask
        while true {
            let index = Int(bitSlots[bitSlot])
            if index < 0 { break }
            if nameBits[index] == bits { return index }
            bitSlot = (bitSlot + 1) & bitMask
        }
        let mask = slots.count - 1
        let fold = Self.fold(style.name)
        var slot = Int(truncatingIfNeeded: fold) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if folds[index] == fold && names[index] == style.name { return index }
            slot = (slot + 1) & mask
        }
    }

    /// The name's UTF-8 bytes folded into a table position (not a general-purpose hash: the table is a handful of
    /// known names, and a collision only costs one more probe).
    @inline(__always)
    private static func fold(_ name: String) -> UInt64 {
        let folded = name.utf8.withContiguousStorageIfAvailable { bytes in
            var state: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return state ^ (state >> 29)
        }
        if let folded { return folded }
        var state: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return state ^ (state >> 29)
    }
}
