/// Apple's published tracking (letter spacing) for a system font, by point size.
///
/// Values are in thousandths of an em, as the HIG's "Tracking values" tables give them; ``tracking(atSize:)`` turns
/// them into points. The HIG publishes every whole size from 6 to 54 pt and then even steps up to 72 and steps of 4
/// up to 96; a size between two published ones is interpolated linearly (54 → 6, 56 → 6 gives 55 → 6).
/// Outside 6 … 96 pt nothing is published and the answer is `nil`.
///
/// Source: Apple HIG *Typography*, "Tracking values" (revisions of June 21 2023 and Dec 16 2025, whose transcriptions
/// agree); see `shared/reference/apple-dynamic-type.md` §2e and `data/apple-tracking.json`. The HIG's points column is
/// rounded by Apple and not always consistently (17 pt: −26/1000 em = −0.442 pt, printed −0.43); this type computes
/// points from the 1/1000 em column.
public struct TrackingTable: Sendable, Equatable {
    /// Published (point size, tracking in 1/1000 em) pairs, ascending by size.
    public let values: [(size: Double, thousandthsOfEm: Double)]

    /// A table of (size, 1/1000 em) pairs; sizes must ascend.
    public init(_ values: [(size: Double, thousandthsOfEm: Double)]) {
        precondition(zip(values, values.dropFirst()).allSatisfy { $0.size < $1.size }, "sizes must ascend")
        self.values = values
    }

    /// Tracking in thousandths of an em at `size`, interpolated between published sizes; `nil` outside the table.
    public func thousandthsOfEm(atSize size: Double) -> Double? {
        guard let upper = values.firstIndex(where: { $0.size >= size }) else { return nil }
        let high = values[upper]
        if high.size == size { return high.thousandthsOfEm }
        guard upper > 0 else { return nil }
        let low = values[upper - 1]
        let t = (size - low.size) / (high.size - low.size)
        return low.thousandthsOfEm + t * (high.thousandthsOfEm - low.thousandthsOfEm)
    }

    /// Tracking in points at `size`: `size × thousandthsOfEm / 1000`; `nil` outside the table.
    public func tracking(atSize size: Double) -> Double? {
        thousandthsOfEm(atSize: size).map { size * $0 / 1000 }
    }

    public static func == (lhs: TrackingTable, rhs: TrackingTable) -> Bool {
        lhs.values.elementsEqual(rhs.values) { $0.size == $1.size && $0.thousandthsOfEm == $1.thousandthsOfEm }
    }
}

extension TrackingTable {
    /// SF Pro, the iOS, iPadOS and visionOS system font. macOS and tvOS publish the same 1/1000 em values (their
    /// points columns differ only in Apple's rounding at 52 and 53 pt).
    ///
    /// Source: Apple HIG *Typography* › Tracking values › "iOS, iPadOS, visionOS" and "macOS", "tvOS".
    public static let sfPro = TrackingTable([
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10),
        (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8),
        (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
        (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ])

    /// SF Compact, the watchOS system font. The HIG prints 20 pt as 0 between 19 pt (−12) and 21 pt (−2) in both
    /// revisions; it is kept as published.
    ///
    /// Source: Apple HIG *Typography* › Tracking values › "watchOS" (SF Compact).
    public static let sfCompact = TrackingTable([
        (6, 50), (7, 30), (8, 30), (9, 30), (10, 30), (11, 24), (12, 20), (13, 16), (14, 14), (15, 4), (16, 0),
        (17, -4), (18, -8), (19, -12), (20, 0), (21, -2), (22, -4), (23, -6), (24, -8), (25, -10), (26, -11),
        (27, -12), (28, -12), (29, -14), (30, -14), (31, -15), (32, -16), (33, -17), (34, -18), (35, -18), (36, -20),
        (37, -20), (38, -20), (39, -20), (40, -20), (41, -20), (42, -20), (43, -20), (44, -20), (45, -20), (46, -20),
        (47, -20), (48, -20), (49, -21), (50, -21), (51, -21), (52, -21), (53, -22), (54, -22), (56, -22), (58, -22),
        (60, -22), (62, -22), (64, -23), (66, -24), (68, -24), (70, -24), (72, -24), (76, -25), (80, -26), (84, -26),
        (88, -26), (92, -28), (96, -28),
    ])
}
