import DynamicType
import PackageSupport

/// A paragraph's one pass through the text libraries, which ``ShapedParagraph`` is built from: ICU's grapheme
/// clusters and bidi levels, the runs of one font, script and direction (with fallback faces), and HarfBuzz's advance
/// of every cluster in ems. Line-break opportunities are found only when a line must be broken
/// (``lineBreakOpportunities(in:language:keepsHangulWords:)``).
struct ParagraphShaping {
    /// Offsets where a grapheme cluster starts, plus the paragraph's end.
    private(set) var graphemes: [Int] = [0]
    private(set) var runs: [FontRuns.Run] = []
    /// The primary face first, then fallbacks.
    private(set) var faces: [FontFace]
    /// Whether the paragraph's first strong character runs right to left (UAX #9 rules P2–P3).
    private(set) var isRightToLeft = false
    /// Each UTF-16 unit's advance in ems (on the first unit of its cluster).
    private(set) var advances: [Double]
    /// Where HarfBuzz's clusters start, and whether breaking there is unsafe.
    private(set) var clusters: [ClusterStart]

    init(
        text: [UInt16], primary: FontFace, weight: FontWeight, size: Double, language: String?,
        strategy: LineBreakStrategy, fallback: (_ scalars: [Unicode.Scalar], _ emoji: Bool) -> FontFace?
    ) throws(MeasurementError) {
        let count = text.count
        faces = [primary]
        advances = [Double](filledWith: 0, count: count)
        clusters = [ClusterStart](filledWith: .none, count: count)
        guard count > 0 else { return }
        try text.withUnsafeBufferPointer { buffer throws(MeasurementError) in
            graphemes += try ICUBreaks.graphemeBreaks(in: buffer)
            try Self.checkClusterLengths(graphemes)
            let bidi = try ICUBidi.levels(in: buffer)
            isRightToLeft = (bidi?.paragraphLevel ?? 0) & 1 == 1
            (runs, faces) = FontRuns.itemize(
                buffer, range: 0..<count, graphemes: graphemes, primary: primary, levels: bidi?.levels,
                fallback: fallback)
            for run in runs {
                let face = faces[run.face]
                face.shaper(weight: weight, size: size).addClusterAdvances(
                    of: buffer, range: run.range, script: run.script, language: language,
                    scale: 1 / Double(face.unitsPerEm), into: &advances, base: 0, clusters: &clusters,
                    rightToLeft: run.isRightToLeft)
            }
        }
    }

    /// The line-break opportunities of `text` (UAX #14, by ICU's line break iterator for `language`), ascending and
    /// ending with the text's end; none between two Hangul syllables when `keepsHangulWords`
    /// (``LineBreakStrategy/hangulWordPriority``). ICU fails only when it cannot allocate memory: the text then breaks
    /// only where a piece too wide for a line must (between grapheme clusters).
    static func lineBreakOpportunities(in text: [UInt16], language: String?, keepsHangulWords: Bool) -> [Int] {
        guard !text.isEmpty else { return [0] }
        return text.withUnsafeBufferPointer { buffer in
            guard var opportunities = try? ICUBreaks.lineBreaks(in: buffer, locale: language ?? "").map(\.offset)
            else { return [text.count] }
            if keepsHangulWords {
                opportunities.removeAll { $0 < text.count && isHangul(buffer[$0 - 1]) && isHangul(buffer[$0]) }
            }
            return opportunities
        }
    }

    /// A ligature spanning several grapheme clusters gets its advance shared among them, so a break inside it is
    /// measured by its parts (the exact width comes from shaping again; this is for choosing the break).
    mutating func shareLigatureAdvances() {
        let count = advances.count
        var isGraphemeStart = [Bool](filledWith: false, count: count + 1)
        for boundary in graphemes { isGraphemeStart[boundary] = true }
        var start = 0
        while start < count {
            var end = start + 1
            while end < count && clusters[end] == .none { end += 1 }
            // Counted first, so that no list of the parts is allocated per cluster.
            var partCount = 0
            for offset in start..<end where isGraphemeStart[offset] { partCount += 1 }
            if partCount > 1 {
                let share = advances[start] / Double(partCount)
                for offset in start..<end where isGraphemeStart[offset] { advances[offset] = share }
            }
            start = end
        }
    }

    /// `prefix[i]`: the grapheme clusters starting before offset `i` (tracking is per cluster).
    func clusterPrefix() -> [Int32] {
        let count = advances.count
        var prefix = [Int32](filledWith: 0, count: count + 1)
        var next = 0  // the next grapheme boundary to pass
        for index in 0..<count {
            while next < graphemes.count && graphemes[next] < index { next += 1 }
            let starts = next < graphemes.count && graphemes[next] == index
            prefix[index + 1] = prefix[index] + (starts ? 1 : 0)
        }
        return prefix
    }

    /// Throws for a grapheme cluster longer than ``TextMeasurer/maximumClusterLength``: HarfBuzz attaches each mark
    /// of a cluster by looking back over the marks before it, so shaping time grows with the square of a cluster's
    /// length (found with Scripts/limits; SECURITY.md).
    private static func checkClusterLengths(_ graphemes: [Int]) throws(MeasurementError) {
        let limit = TextMeasurer.maximumClusterLength
        for boundary in graphemes.indices.dropLast() where graphemes[boundary + 1] - graphemes[boundary] > limit {
            let (start, end) = (graphemes[boundary], graphemes[boundary + 1])
            throw .invalidValue(
                name: "grapheme cluster", value: "of \(end - start) UTF-16 units",
                accepted: "at most \(limit) UTF-16 units in one cluster (TextMeasurer.maximumClusterLength)")
        }
    }

    /// Hangul syllables and jamo (U+1100–11FF, U+3130–318F, U+A960–A97F, U+AC00–D7AF, U+D7B0–D7FF).
    private static func isHangul(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: true
        default: false
        }
    }
}
