import DynamicType

/// Shaped paragraphs kept for reuse, bounded by the text they hold.
///
/// A shaped paragraph is independent of point size, width and line limit, so one entry serves every content-size
/// category, every width and every truncation of the same text in the same font. Entries are keyed by the paragraph's
/// text, its primary face, the weight (and the size, for a face with an optical-size axis), the language, the line-break strategy bits that change break opportunities, and whether
/// fallback is on.
///
/// Memory: an entry costs about 40 bytes per UTF-16 unit of its text (advance and cluster prefixes, flags, breaks)
/// plus a fixed overhead; the cache holds at most ``capacity`` UTF-16 units in all (default 1,000,000 ≈ 40 MB). When
/// an insertion would exceed it, the oldest entries are dropped first. Paragraphs longer than a tenth of the capacity
/// are not kept.
final class ShapingCache: Sendable {
    struct Key: Hashable, Sendable {
        var text: [UInt16]
        var face: FontFace
        /// The weight, which picks a variable font's `wght` instance (and fallback fonts).
        var weight: FontWeight
        /// The point size, for a face with an optical-size axis; `nil` otherwise.
        var opticalSize: Double?
        var language: String?
        var hangulWordPriority: Bool
        var fallback: Bool
    }

    private struct State {
        var entries: [Key: ShapedParagraph] = [:]
        var order: [Key] = []
        var orderStart = 0
        var units = 0
    }

    /// The most UTF-16 units of paragraph text kept.
    let capacity: Int
    private let state = LockedValue(State())

    init(capacity: Int) {
        self.capacity = capacity
    }

    func paragraph(for key: Key, make: () throws(MeasurementError) -> ShapedParagraph) throws(MeasurementError)
        -> ShapedParagraph
    {
        if let hit = state.withLock({ $0.entries[key] }) { return hit }
        let paragraph = try make()
        let size = key.text.count
        guard size <= capacity / 10 else { return paragraph }
        let capacity = self.capacity
        state.withLock { state in
            guard state.entries[key] == nil else { return }
            while state.units + size > capacity && state.orderStart < state.order.count {
                let oldest = state.order[state.orderStart]
                state.orderStart += 1
                if state.entries.removeValue(forKey: oldest) != nil { state.units -= oldest.text.count }
            }
            if state.orderStart > 1024 && state.orderStart * 2 > state.order.count {
                state.order.removeFirst(state.orderStart)
                state.orderStart = 0
            }
            state.entries[key] = paragraph
            state.order.append(key)
            state.units += size
        }
        return paragraph
    }

    /// How many UTF-16 units are held.
    var unitCount: Int { state.withLock { $0.units } }

    func removeAll() {
        state.withLock { $0 = State() }
    }
}
