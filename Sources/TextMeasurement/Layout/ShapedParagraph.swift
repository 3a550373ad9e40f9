import DynamicType

/// A paragraph shaped once, on its own text (offsets count from its start), independent of the point size: every cluster's advance in ems, so the width of any range
/// at any size is a subtraction and a multiplication. One shaped paragraph serves every content-size category.
final class ShapedParagraph: Sendable {
    /// The paragraph's range in the whole text (UTF-16 offsets).
    let range: Range<Int>
    /// The fonts used: the primary face first, then fallbacks.
    let faces: [FontFace]
    /// Runs of one font and script, in text order.
    let runs: [FontRuns.Run]
    /// Offsets (absolute) where a grapheme cluster starts, plus the paragraph's end.
    let graphemeBoundaries: [Int]
    /// Line-break opportunities (absolute offsets, ascending, ending with the paragraph's end).
    let breakOpportunities: [Int]
    /// `emPrefix[i]`: advance in ems of the clusters starting before offset `range.lowerBound + i`.
    private let emPrefix: [Double]
    /// `clusterPrefix[i]`: grapheme clusters starting before offset `range.lowerBound + i` (tracking is per cluster).
    private let clusterPrefix: [Int32]
    /// Whether each UTF-16 unit is white space that hangs at the end of a line.
    private let isHangingSpace: [Bool]
    /// Offsets (absolute) of tab characters, which advance to the next tab stop.
    private let tabs: [Int]
    /// Offsets (absolute) just after a soft hyphen: breaking there shows a hyphen.
    private let softHyphenBreaks: Set<Int>
    /// The hyphen's advance in ems, in the primary face.
    private let hyphenEms: Double

    /// UIKit's default tab interval: `NSParagraphStyle.default.defaultTabInterval` is 28 points.
    static let tabInterval = 28.0

    init(
        text: UnsafeBufferPointer<UInt16>, range: Range<Int>, primary: FontFace, weight: FontWeight, size: Double,
        language: String?, strategy: LineBreakStrategy, fallback: (String) -> FontFace?
    ) throws(MeasurementError) {
        self.range = range
        let slice = UnsafeBufferPointer(rebasing: text[range])
        let base = range.lowerBound
        graphemeBoundaries = range.isEmpty ? [base] : [base] + (try ICUBreaks.graphemeBreaks(in: slice)).map { $0 + base }
        var opportunities = range.isEmpty
            ? [base] : (try ICUBreaks.lineBreaks(in: slice, locale: language ?? "")).map { $0.offset + base }
        if strategy.contains(.hangulWordPriority) {
            opportunities.removeAll { offset in
                offset > base && offset < range.upperBound
                    && Self.isHangul(text[offset - 1]) && Self.isHangul(text[offset])
            }
        }
        breakOpportunities = opportunities

        let (runs, faces) = FontRuns.itemize(
            text, range: range, graphemes: graphemeBoundaries, primary: primary, fallback: fallback)
        self.runs = runs
        self.faces = faces
        var advances = [Double](repeating: 0, count: range.count)
        for run in runs {
            let face = faces[run.face]
            face.shaper(weight: weight, size: size).addClusterAdvances(
                of: text, range: run.range, script: run.script, language: language,
                scale: 1 / Double(face.unitsPerEm), into: &advances, base: base)
        }
        var tabs: [Int] = []
        var softHyphenBreaks: Set<Int> = []
        var hanging = [Bool](repeating: false, count: range.count)
        for (index, unit) in slice.enumerated() {
            hanging[index] = Self.hangs(unit)
            if unit == 0x09 {
                tabs.append(base + index)
                advances[index] = 0
            }
            if unit == 0xAD { softHyphenBreaks.insert(base + index + 1) }
        }
        self.tabs = tabs
        self.softHyphenBreaks = softHyphenBreaks
        self.isHangingSpace = hanging

        var em = 0.0
        var emPrefix = [0.0]
        emPrefix.reserveCapacity(range.count + 1)
        for advance in advances {
            em += advance
            emPrefix.append(em)
        }
        self.emPrefix = emPrefix
        var clusters = [Int32](repeating: 0, count: range.count + 1)
        var isStart = [Bool](repeating: false, count: range.count)
        for boundary in graphemeBoundaries.dropLast() { isStart[boundary - base] = true }
        for index in 0..<range.count { clusters[index + 1] = clusters[index] + (isStart[index] ? 1 : 0) }
        self.clusterPrefix = clusters
        hyphenEms = softHyphenBreaks.isEmpty ? 0 : Self.hyphenEms(in: primary, weight: weight, size: size)
    }

    /// The width in points of `range` set as one line starting at `range.lowerBound`: glyph advances, tracking per
    /// cluster, tabs to the next 28-pt stop, and a hyphen if the line ends at a soft hyphen inside the paragraph.
    func width(_ range: Range<Int>, size: Double, tracking: Double) -> Double {
        guard !range.isEmpty else { return 0 }
        let base = self.range.lowerBound
        func plain(_ from: Int, _ to: Int) -> Double {
            (emPrefix[to - base] - emPrefix[from - base]) * size
                + Double(clusterPrefix[to - base] - clusterPrefix[from - base]) * tracking
        }
        var width: Double
        let tabsInRange = tabs.isEmpty ? [] : tabs.filter { range.contains($0) }
        if tabsInRange.isEmpty {
            width = plain(range.lowerBound, range.upperBound)
        } else {
            width = 0
            var position = range.lowerBound
            for tab in tabsInRange {
                width += plain(position, tab)
                width = ((width / Self.tabInterval).rounded(.down) + 1) * Self.tabInterval
                position = tab + 1
            }
            width += plain(position, range.upperBound)
        }
        if range.upperBound < self.range.upperBound && softHyphenBreaks.contains(range.upperBound) {
            width += hyphenEms * size
        }
        return width
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

    /// The faces whose runs overlap `range` (the primary face for an empty range).
    func faces(in range: Range<Int>) -> [FontFace] {
        let used = Set(runs.filter { $0.range.overlaps(range) }.map(\.face))
        return used.isEmpty ? [faces[0]] : used.sorted().map { faces[$0] }
    }

    /// White space that hangs past the line's end: spaces and tabs, but not the no-break spaces (U+00A0, U+2007,
    /// U+202F), which hold words together.
    private static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Hangul syllables and jamo (U+1100–11FF, U+3130–318F, U+A960–A97F, U+AC00–D7AF, U+D7B0–D7FF).
    private static func isHangul(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: true
        default: false
        }
    }

    /// The visible hyphen's advance: U+2010 HYPHEN where the face has it, else U+002D HYPHEN-MINUS.
    private static func hyphenEms(in face: FontFace, weight: FontWeight, size: Double) -> Double {
        let hyphen: Unicode.Scalar = face.covers("\u{2010}") ? "\u{2010}" : "-"
        let units = Array(String(hyphen).utf16)
        return units.withUnsafeBufferPointer { buffer in
            var advances = [0.0]
            face.shaper(weight: weight, size: size).addClusterAdvances(
                of: buffer, range: 0..<buffer.count, script: .common, language: nil,
                scale: 1 / Double(face.unitsPerEm), into: &advances, base: 0)
            return advances[0]
        }
    }
}
