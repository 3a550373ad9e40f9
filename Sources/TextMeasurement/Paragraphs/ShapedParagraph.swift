import DynamicType
import PackageSupport

/// A paragraph shaped once, on its own text (offsets count from its start), independent of the point size: every
/// cluster's advance in ems, so the width of any range at any size is a subtraction and a multiplication. One shaped
/// paragraph serves every content-size category — except in a font with an optical-size axis, whose advances change
/// with the size: such a paragraph is shaped at one size and serves that size only.
///
/// Widths of ranges that start or end where HarfBuzz says breaking is unsafe (inside a ligature, between a kerning pair,
/// within joined Arabic) are shaped again on their own, as the line will be drawn.
final class ShapedParagraph: Sendable {
    /// The paragraph's text (UTF-16).
    let text: [UInt16]
    /// `0..<text.count`.
    var range: Range<Int> { 0..<text.count }
    /// The fonts used: the primary face first, then fallbacks.
    let faces: [FontFace]
    /// The primary face alone (`faces` itself when there is no other): what a line without fallback text is set in.
    private let primaryFace: [FontFace]
    /// Runs of one font, script and bidi level, in text order.
    let runs: [FontRuns.Run]
    /// Whether the paragraph runs right to left: its first strong character is (UAX #9 rules P2–P3).
    let isRightToLeft: Bool
    /// Offsets where a grapheme cluster starts, plus the paragraph's end.
    let graphemeBoundaries: [Int]
    /// Line-break opportunities (ascending, ending with the paragraph's end), found the first time a line of the
    /// paragraph must be broken: most labels fit whole on their line (``LineBreaker`` tells without them), and running
    /// ICU's line break iterator would be a noticeable part of measuring a new short label.
    var breakOpportunities: [Int] {
        memo.breakOpportunities {
            ParagraphShaping.lineBreakOpportunities(in: text, language: language, keepsHangulWords: keepsHangulWords)
        }
    }
    /// `emPrefix[i]`: advance in ems of the clusters starting before offset `i`.
    private let emPrefix: [Double]
    /// `clusterPrefix[i]`: grapheme clusters starting before offset `i` (tracking is per cluster).
    private let clusterPrefix: [Int32]
    /// Whether each UTF-16 unit is white space that hangs at the end of a line.
    private let isHangingSpace: [Bool]
    /// Whether breaking before each offset changes the shaping.
    private let isUnsafeBreak: [Bool]
    /// No tabs, no soft hyphens and no offset where breaking is unsafe: every width is a plain subtraction.
    private let isPlain: Bool
    /// Whether ``roughWidth(_:size:tracking:)`` is defined (no tabs, no soft hyphens) and, for tracking ≥ 0, never
    /// smaller for a longer range from the same start (no cluster advances less than nothing): what lets the line
    /// breaker find a line's end by binary search.
    let hasMonotoneRoughWidths: Bool
    /// Offsets of tab characters, which advance to the next tab stop.
    private let tabs: [Int]
    /// Offsets just after a soft hyphen: breaking there shows a hyphen.
    private let softHyphenBreaks: Set<Int>
    /// The hyphen's advance in ems, in the primary face.
    private let hyphenEms: Double
    /// What the paragraph was shaped with, to shape a part of it again.
    let weight: FontWeight
    let shapingSize: Double
    private let language: String?
    /// ``LineBreakStrategy/hangulWordPriority``: no break between two Hangul syllables.
    private let keepsHangulWords: Bool

    /// Advances in ems of ranges shaped again on their own (``reshapedEms(_:)``), so measuring the paragraph again — at
    /// another category, or the same text again — does not shape them again (at most ``reshapedCapacity`` entries);
    /// and the ``ellipsis``.
    let memo = ParagraphMemo()
    /// The most reshaped ranges remembered per paragraph (about 50 bytes each).
    static let reshapedCapacity = 64

    /// UIKit's default tab interval: `NSParagraphStyle.default.defaultTabInterval` is 28 points.
    static let tabInterval = 28.0

    init(
        text: [UInt16], primary: FontFace, weight: FontWeight, size: Double, language: String?,
        strategy: LineBreakStrategy, fallback: (_ scalars: [Unicode.Scalar], _ emoji: Bool) -> FontFace?
    ) throws(MeasurementError) {
        self.text = text
        self.weight = weight
        self.shapingSize = size
        self.language = language
        keepsHangulWords = strategy.contains(.hangulWordPriority)
        var shaped = try ParagraphShaping(
            text: text, primary: primary, weight: weight, size: size, language: language, strategy: strategy,
            fallback: fallback)
        shaped.shareLigatureAdvances()
        graphemeBoundaries = shaped.graphemes
        runs = shaped.runs
        faces = shaped.faces
        primaryFace = shaped.faces.count == 1 ? shaped.faces : [shaped.faces[0]]
        isRightToLeft = shaped.isRightToLeft

        var advances = shaped.advances
        var tabs: [Int] = []
        var softHyphenBreaks: Set<Int> = []
        var hanging = [Bool](filledWith: false, count: text.count)
        for (index, unit) in text.enumerated() {
            hanging[index] = Self.hangs(unit)
            if unit == 0x09 {
                tabs.append(index)
                advances[index] = 0
            }
            if unit == 0xAD { softHyphenBreaks.insert(index + 1) }
        }
        self.tabs = tabs
        self.softHyphenBreaks = softHyphenBreaks
        isHangingSpace = hanging
        isUnsafeBreak = shaped.clusters.map { $0 == .unsafe } + [false]
        isPlain = tabs.isEmpty && softHyphenBreaks.isEmpty && !shaped.clusters.contains(.unsafe)

        var em = 0.0
        var emPrefix = [0.0]
        emPrefix.reserveCapacity(text.count + 1)
        for advance in advances {
            em += advance
            emPrefix.append(em)
        }
        self.emPrefix = emPrefix
        hasMonotoneRoughWidths = tabs.isEmpty && softHyphenBreaks.isEmpty && advances.allSatisfy { $0 >= 0 }
        clusterPrefix = shaped.clusterPrefix()
        hyphenEms = softHyphenBreaks.isEmpty ? 0 : Self.hyphenEms(in: primary, weight: weight, size: size)
    }

    /// The width in points of `range` set as one line starting at `range.lowerBound`: glyph advances, tracking per
    /// cluster, tabs to the next 28-pt stop, and a hyphen if the line ends at a soft hyphen inside the paragraph.
    /// A range cut where breaking is unsafe is shaped again on its own (unless `reshaping` is `false`: then its
    /// advances are the paragraph's).
    func width(_ range: Range<Int>, size: Double, tracking: Double, reshaping: Bool = true) -> Double {
        guard !range.isEmpty else { return 0 }
        if isPlain { return plainWidth(range.lowerBound, range.upperBound, size: size, tracking: tracking) }
        var width: Double
        let cutUnsafely = reshaping
            && ((range.lowerBound > 0 && isUnsafeBreak[range.lowerBound])
                || (range.upperBound < text.count && isUnsafeBreak[range.upperBound]))
        if tabs.isEmpty && softHyphenBreaks.isEmpty {  // the common case, without the general path's arrays
            return cutUnsafely
                ? reshapedEms(range) * size
                    + Double(clusterPrefix[range.upperBound] - clusterPrefix[range.lowerBound]) * tracking
                : plainWidth(range.lowerBound, range.upperBound, size: size, tracking: tracking)
        }
        let tabsInRange = tabs.isEmpty ? [] : tabs.filter { range.contains($0) }
        if cutUnsafely && tabsInRange.isEmpty {
            width = reshapedEms(range) * size
                + Double(clusterPrefix[range.upperBound] - clusterPrefix[range.lowerBound]) * tracking
        } else if tabsInRange.isEmpty {
            width = plainWidth(range.lowerBound, range.upperBound, size: size, tracking: tracking)
        } else {
            width = 0
            var position = range.lowerBound
            for tab in tabsInRange {
                width += plainWidth(position, tab, size: size, tracking: tracking)
                width = ((width / Self.tabInterval).rounded(.down) + 1) * Self.tabInterval
                position = tab + 1
            }
            width += plainWidth(position, range.upperBound, size: size, tracking: tracking)
        }
        if !softHyphenBreaks.isEmpty && range.upperBound < text.count && softHyphenBreaks.contains(range.upperBound) {
            width += hyphenEms * size
        }
        return width
    }

    /// ``width(_:size:tracking:)`` when it needs no shaping again — no tab or soft hyphen in the paragraph, and the
    /// range not cut where breaking is unsafe —, else `nil`.
    func widthWithoutReshaping(_ range: Range<Int>, size: Double, tracking: Double) -> Double? {
        guard tabs.isEmpty && softHyphenBreaks.isEmpty else { return nil }
        guard !range.isEmpty else { return 0 }
        if !isPlain
            && ((range.lowerBound > 0 && isUnsafeBreak[range.lowerBound])
                || (range.upperBound < text.count && isUnsafeBreak[range.upperBound]))
        {
            return nil
        }
        return plainWidth(range.lowerBound, range.upperBound, size: size, tracking: tracking)
    }

    /// The most that shaping a range again can change its width, in ems: a cut where breaking is unsafe changes the
    /// glyphs within a few clusters of it (a kerning pair, a ligature, an Arabic joining form), well under 8 ems.
    static let reshapingMargin = 8.0

    /// The width of `range` from the paragraph's own shaping, without shaping any of it again: what
    /// ``width(_:size:tracking:)`` gives, to within ``reshapingMargin`` ems at each end cut where breaking is unsafe.
    /// `nil` where tabs or soft hyphens make a width more than a sum.
    func roughWidth(_ range: Range<Int>, size: Double, tracking: Double) -> Double? {
        guard tabs.isEmpty && softHyphenBreaks.isEmpty else { return nil }
        return range.isEmpty ? 0 : plainWidth(range.lowerBound, range.upperBound, size: size, tracking: tracking)
    }

    private func plainWidth(_ from: Int, _ to: Int, size: Double, tracking: Double) -> Double {
        (emPrefix[to] - emPrefix[from]) * size + Double(clusterPrefix[to] - clusterPrefix[from]) * tracking
    }

    /// The advance in ems of `range` shaped on its own, run by run, as a line holding just that text is drawn.
    private func reshapedEms(_ range: Range<Int>) -> Double {
        if let known = memo.ems(range) { return known }
        let ems = shapedEms(range)
        memo.remember(ems, for: range, capacity: Self.reshapedCapacity)
        return ems
    }

    /// The advance in ems of `range` shaped on its own.
    private func shapedEms(_ range: Range<Int>) -> Double {
        let part = Array(text[range])
        var ems = 0.0
        part.withUnsafeBufferPointer { buffer in
            var advances = [Double](filledWith: 0, count: part.count)
            for run in runs[firstRun(endingAfter: range.lowerBound)...] {
                if run.range.lowerBound >= range.upperBound { break }
                let clipped = max(run.range.lowerBound, range.lowerBound)..<min(run.range.upperBound, range.upperBound)
                let face = faces[run.face]
                face.shaper(weight: weight, size: shapingSize).addClusterAdvances(
                    of: buffer, range: (clipped.lowerBound - range.lowerBound)..<(clipped.upperBound - range.lowerBound),
                    script: run.script, language: language, scale: 1 / Double(face.unitsPerEm), into: &advances, base: 0,
                    rightToLeft: run.isRightToLeft)
            }
            ems = advances.reduce(0, +)
        }
        return ems
    }

    /// The end of `range` with trailing hanging white space removed.
    func contentEnd(of range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && isHangingSpace[end - 1] { end -= 1 }
        return end
    }

    /// The start of `range` with leading hanging white space skipped.
    func contentStart(of range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound && isHangingSpace[start] { start += 1 }
        return start
    }

    /// The index of the first run that ends after `offset` (`runs.count` if none): runs are in text order and do not
    /// overlap, so a binary search. Scanning from the first run for every line and every reshaped range would make
    /// long multi-script paragraphs quadratic (found with Scripts/limits).
    private func firstRun(endingAfter offset: Int) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The faces whose runs overlap `range` (the primary face for an empty range), in face order.
    ///
    /// Without building an array where one is kept: all the faces (a line with every script of its paragraph) and the
    /// primary face alone are the paragraph's own arrays; any other set is made once at its size (this runs for every
    /// line laid out).
    func faces(in range: Range<Int>) -> [FontFace] {
        guard faces.count > 1 else { return faces }
        // Runs are in text order: mark the faces of those that overlap, as bits while there are at most 64 faces.
        guard faces.count <= UInt64.bitWidth else { return facesMarkedOneByOne(in: range) }
        var used: UInt64 = 0
        forEachFace(overlapping: range) { used |= 1 << UInt64($0) }
        if used == UInt64.max >> (UInt64.bitWidth - faces.count) { return faces }
        if used <= 1 { return primaryFace }
        return Array(unsafeUninitializedCapacity: used.nonzeroBitCount) { buffer, count in
            var remaining = used
            while remaining != 0 {
                buffer.initializeElement(at: count, to: faces[remaining.trailingZeroBitCount])
                count += 1
                remaining &= remaining - 1
            }
        }
    }

    /// ``faces(in:)`` for a paragraph of more than 64 faces.
    private func facesMarkedOneByOne(in range: Range<Int>) -> [FontFace] {
        var used = [Bool](filledWith: false, count: faces.count)
        forEachFace(overlapping: range) { used[$0] = true }
        let list = used.indices.compactMap { used[$0] ? faces[$0] : nil }
        return list.isEmpty ? primaryFace : list
    }

    /// Calls `body` with the face index of each run that overlaps `range` (runs are in text order).
    private func forEachFace(overlapping range: Range<Int>, _ body: (Int) -> Void) {
        for run in runs[firstRun(endingAfter: range.lowerBound)...] {
            if run.range.lowerBound >= range.upperBound { break }
            if run.range.overlaps(range) { body(run.face) }
        }
    }

    /// White space that hangs past a line's end: spaces, tabs and the no-break spaces (U+00A0, U+2007, U+202F) —
    /// these give no break opportunity, but when a too-long word is broken right after one, it hangs like any space
    /// (as CoreText's trailing-whitespace rule, which uses the Unicode space separators, and Pango do).
    private static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
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
