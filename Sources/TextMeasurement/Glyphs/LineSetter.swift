import DynamicType
import PackageSupport

/// Sets one line of a shaped paragraph as glyphs: the line's text (and the ellipsis or hyphen the layout added) shaped
/// again run by run, placed left to right with the tracking, tab stops and advances the measurement counted.
struct LineSetter {
    let paragraph: ShapedParagraph
    /// The paragraph's UTF-16 offset in the whole text.
    let offset: Int
    let size: Double
    let weight: FontWeight
    let tracking: Double
    let language: String?

    /// A part of a line in logical order.
    private enum Piece {
        /// Text of the paragraph (its offsets), trailing hanging white space removed.
        case text(Range<Int>)
        /// The hyphen shown at a break after a soft hyphen.
        case hyphen
        case ellipsis
    }

    /// A piece shaped: glyphs in visual order, with the tracking after each.
    private struct Item {
        var glyphs: [(face: FontFace, glyph: ShapedGlyphs.Glyph, cluster: Int?, trackingAfter: Double, isTab: Bool)]
        /// The bidi embedding level: even left to right, odd right to left.
        var level: Int
        var isEllipsis = false
    }

    /// The line of paragraph offsets `range` (for a middle-truncated line, the range spanning both kept parts), ending
    /// in an ellipsis as `truncation` says (`nil`: no ellipsis), in a label `width` points wide.
    func line(_ range: Range<Int>, truncation: LineBreakMode?, width: Double?) -> GlyphLine {
        let pieces: [Piece]
        switch truncation {
        case nil, .byClipping?, .byWordWrapping?, .byCharWrapping?:
            pieces = segment(range)
        case .byTruncatingHead?:
            pieces = [.ellipsis] + segment(range)
        case .byTruncatingMiddle?:
            let breaker = LineBreaker(paragraph: paragraph, size: size, weight: weight, tracking: tracking)
            let parts = Truncation(breaker: breaker, ellipsisWidth: ellipsisWidth).middleParts(
                from: range.lowerBound, width: width)
            pieces = segment(parts.head) + [.ellipsis] + segment(parts.tail)
        case .byTruncatingTail?:
            pieces = segment(range) + [.ellipsis]
        }

        let baseLevel = isRightToLeft ? 1 : 0
        var items: [Item] = []
        for piece in pieces {
            switch piece {
            case .text(let range): items += textItems(range)
            case .hyphen: items.append(hyphenItem(level: items.last?.level ?? baseLevel))
            case .ellipsis: items.append(ellipsisItem(level: baseLevel))
            }
        }
        return place(Self.visualOrder(items))
    }

    /// Whether the paragraph runs right to left (its first strong character does).
    var isRightToLeft: Bool { paragraph.isRightToLeft }

    // MARK: - Pieces

    /// `range` less trailing hanging white space, and the hyphen if it ends after a soft hyphen inside the paragraph,
    /// as `ShapedParagraph.width` counts them.
    private func segment(_ range: Range<Int>) -> [Piece] {
        let trimmed = range.lowerBound..<paragraph.contentEnd(of: range)
        guard !trimmed.isEmpty else { return [] }
        let end = trimmed.upperBound
        let hyphen = end < paragraph.text.count && paragraph.text[end - 1] == 0xAD
        return [.text(trimmed)] + (hyphen ? [.hyphen] : [])
    }

    /// The runs of `range`, each shaped on its own with the range as context.
    private func textItems(_ range: Range<Int>) -> [Item] {
        let part = Array(paragraph.text[range])
        var isGraphemeStart = [Bool](filledWith: false, count: part.count + 1)
        for boundary in paragraph.graphemeBoundaries where range.contains(boundary) {
            isGraphemeStart[boundary - range.lowerBound] = true
        }
        var items: [Item] = []
        part.withUnsafeBufferPointer { buffer in
            for run in paragraph.runs where run.range.overlaps(range) {
                let clipped = max(run.range.lowerBound, range.lowerBound)..<min(run.range.upperBound, range.upperBound)
                let local = (clipped.lowerBound - range.lowerBound)..<(clipped.upperBound - range.lowerBound)
                let face = paragraph.faces[run.face]
                let shaped = face.shaper(weight: weight, size: size).glyphs(
                    of: buffer, range: local, script: run.script, language: language, rightToLeft: run.isRightToLeft)
                var item = Item(glyphs: [], level: Int(run.level))
                let tracked = trackingAfterGlyphs(
                    shaped.glyphs, end: local.upperBound, isGraphemeStart: isGraphemeStart)
                for (index, glyph) in shaped.glyphs.enumerated() {
                    let isTab = buffer.indices.contains(glyph.cluster) && buffer[glyph.cluster] == 0x09
                    item.glyphs.append(
                        (face, glyph, glyph.cluster + range.lowerBound + offset, tracked[index], isTab))
                }
                items.append(item)
            }
        }
        return items
    }

    /// The tracking to add after each glyph: after the last glyph of each HarfBuzz cluster, the tracking of every
    /// grapheme cluster the HarfBuzz cluster covers (a ligature of two letters gets twice the tracking).
    private func trackingAfterGlyphs(_ glyphs: [ShapedGlyphs.Glyph], end: Int, isGraphemeStart: [Bool]) -> [Double] {
        var after = [Double](filledWith: 0, count: glyphs.count)
        guard tracking != 0 else { return after }
        let starts = Set(glyphs.map(\.cluster)).sorted()
        var spanEnd: [Int: Int] = [:]
        for (index, start) in starts.enumerated() {
            spanEnd[start] = index + 1 < starts.count ? starts[index + 1] : end
        }
        for (index, glyph) in glyphs.enumerated() {
            let isLastOfCluster = index + 1 == glyphs.count || glyphs[index + 1].cluster != glyph.cluster
            guard isLastOfCluster, let stop = spanEnd[glyph.cluster], glyph.cluster < isGraphemeStart.count else {
                continue
            }
            let graphemes = (glyph.cluster..<min(stop, isGraphemeStart.count)).filter { isGraphemeStart[$0] }.count
            after[index] = Double(graphemes) * tracking
        }
        return after
    }

    /// U+2026, or three full stops where the primary face lacks it: the text `TextMeasurer` measures the ellipsis as.
    private var ellipsisText: [UInt16] { ShapedParagraph.ellipsisText(in: paragraph.faces[0]) }

    /// The ellipsis's width as the measurement counts it (each of its clusters tracked).
    private var ellipsisWidth: Double { paragraph.ellipsisWidth(size: size, tracking: tracking) }

    private func ellipsisItem(level: Int) -> Item {
        var item = addedItem(ellipsisText, level: level, tracked: true)
        item.isEllipsis = true
        return item
    }

    /// U+2010 HYPHEN where the primary face has it, else U+002D, untracked, as the measurement counts it.
    private func hyphenItem(level: Int) -> Item {
        addedItem(Array((paragraph.faces[0].covers("\u{2010}") ? "\u{2010}" : "-").utf16), level: level, tracked: false)
    }

    /// A text the layout adds (ellipsis, hyphen), shaped in the primary face; every UTF-16 unit of these texts is a
    /// grapheme cluster of its own.
    private func addedItem(_ units: [UInt16], level: Int, tracked: Bool) -> Item {
        let face = paragraph.faces[0]
        let shaped = units.withUnsafeBufferPointer { buffer in
            face.shaper(weight: weight, size: size).glyphs(
                of: buffer, range: 0..<buffer.count, script: .common, language: nil)
        }
        let after =
            tracked
            ? trackingAfterGlyphs(
                shaped.glyphs, end: units.count, isGraphemeStart: [Bool](filledWith: true, count: units.count + 1))
            : [Double](filledWith: 0, count: shaped.glyphs.count)
        return Item(
            glyphs: shaped.glyphs.enumerated().map { (face, $0.element, nil, after[$0.offset], false) }, level: level)
    }

    // MARK: - Placing

    /// Items reordered for display (rule L2 of UAX #9: from the highest level down to 1, reverse every run of items
    /// at that level or higher).
    private static func visualOrder(_ items: [Item]) -> [Item] {
        var items = items
        let highest = items.map(\.level).max() ?? 0
        var level = highest
        while level >= 1 {
            var index = 0
            while index < items.count {
                guard items[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < items.count && items[end].level >= level { end += 1 }
                items[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return items
    }

    /// The glyphs placed left to right from the line's left end.
    private func place(_ items: [Item]) -> GlyphLine {
        var glyphs: [GlyphLine.Glyph] = []
        var pen = 0.0
        var ellipsis: ClosedRange<Double>?
        for item in items {
            let start = pen
            for entry in item.glyphs {
                if entry.isTab {
                    // As ShapedParagraph.width: the tab's own advance and tracking are not counted.
                    pen = ((pen / ShapedParagraph.tabInterval).rounded(.down) + 1) * ShapedParagraph.tabInterval
                    continue
                }
                let scale = size / Double(entry.face.unitsPerEm)
                let advance = Double(entry.glyph.xAdvance) * scale
                glyphs.append(
                    GlyphLine.Glyph(
                        face: entry.face, id: entry.glyph.id, x: pen + Double(entry.glyph.xOffset) * scale,
                        y: Double(entry.glyph.yOffset) * scale, advance: advance, cluster: entry.cluster))
                pen += advance + entry.trackingAfter
            }
            if item.isEllipsis { ellipsis = start...pen }
        }
        return GlyphLine(glyphs: glyphs, advance: pen, ellipsis: ellipsis, isRightToLeft: isRightToLeft)
    }
}
