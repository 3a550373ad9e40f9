/// A paragraph shaped once: the advance of every cluster, so the width of any range is a subtraction.
struct ShapedParagraph {
    /// The paragraph's range in the whole text (UTF-16 offsets).
    let range: Range<Int>
    /// `prefix[i]` = width in points of the clusters that start before offset `range.lowerBound + i`.
    private let prefix: [Double]
    /// Offsets (absolute) where a grapheme cluster starts, plus the paragraph's end.
    let graphemeBoundaries: [Int]
    /// Line-break opportunities (absolute offsets, ascending, ending with the paragraph's end).
    let breakOpportunities: [Int]
    /// Whether each UTF-16 unit is white space that hangs at the end of a line.
    private let isHangingSpace: [Bool]

    init(
        text: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, size: Double, tracking: Double,
        language: String?
    ) throws(MeasurementError) {
        self.range = range
        let scale = size / Double(face.unitsPerEm)
        var advances = [Double](repeating: 0, count: range.count)
        if !range.isEmpty {
            for cluster in face.shaper.clusterAdvances(of: text, range: range, language: language)
            where range.contains(cluster.offset) {
                advances[cluster.offset - range.lowerBound] += Double(cluster.advance) * scale + tracking
            }
        }
        var running = 0.0
        var prefix = [0.0]
        prefix.reserveCapacity(range.count + 1)
        for advance in advances {
            running += advance
            prefix.append(running)
        }
        self.prefix = prefix

        let slice = UnsafeBufferPointer(rebasing: text[range])
        let base = range.lowerBound
        graphemeBoundaries = range.isEmpty ? [base] : [base] + (try ICUBreaks.graphemeBreaks(in: slice)).map { $0 + base }
        breakOpportunities = range.isEmpty
            ? [base] : (try ICUBreaks.lineBreaks(in: slice, locale: language ?? "")).map { $0.offset + base }
        isHangingSpace = slice.map(Self.hangs)
    }

    /// The width of `range` (absolute offsets within the paragraph).
    func width(_ range: Range<Int>) -> Double {
        prefix[range.upperBound - self.range.lowerBound] - prefix[range.lowerBound - self.range.lowerBound]
    }

    /// The end of `range` with trailing hanging white space removed.
    func contentEnd(of range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && isHangingSpace[end - 1 - self.range.lowerBound] { end -= 1 }
        return end
    }

    /// The start of `range` with leading hanging white space skipped.
    func contentStart(of range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound && isHangingSpace[start - self.range.lowerBound] { start += 1 }
        return start
    }

    /// White space that hangs past the line's end: spaces and tabs, but not the no-break spaces (U+00A0, U+2007,
    /// U+202F), which hold words together.
    private static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }
}
