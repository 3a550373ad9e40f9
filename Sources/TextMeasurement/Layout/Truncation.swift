/// Fitting the last allowed line with an ellipsis (U+2026, or three full stops in a font without it).
enum Truncation {
    /// The text kept on a truncated last line that starts at `start`, and its width with the ellipsis.
    ///
    /// The line's candidate text runs from `start` to the paragraph's end. Tail keeps the longest start that fits
    /// with the ellipsis after it; head the longest end, less leading white space, with the ellipsis before it; middle both ends, taking clusters
    /// from the start and the end in turn. With no width limit the whole candidate is kept. At least nothing is kept,
    /// so a width narrower than the ellipsis gives the ellipsis alone.
    static func truncate(
        _ paragraph: ShapedParagraph, from start: Int, mode: LineBreakMode, width: Double?, face: FontFace,
        size: Double, tracking: Double, language: String?
    ) throws(MeasurementError) -> (range: Range<Int>, width: Double) {
        let ellipsis = try ellipsisWidth(face: face, size: size, tracking: tracking, language: language)
        let end = paragraph.contentEnd(of: start..<paragraph.range.upperBound)
        let boundaries = paragraph.graphemeBoundaries.filter { $0 >= start && $0 <= end }
        let available = (width ?? .infinity) - ellipsis + 1e-9
        switch mode {
        case .byTruncatingHead:
            var from = boundaries.first { paragraph.width($0..<end) <= available } ?? end
            from = paragraph.contentStart(of: from..<end)  // "…World", not "… World"
            return (from..<end, paragraph.width(from..<end) + ellipsis)
        case .byTruncatingMiddle:
            var head = start, tail = end
            var headIndex = 0, tailIndex = boundaries.count - 1
            var takeHead = true
            while headIndex < tailIndex {
                let nextHead = takeHead ? boundaries[headIndex + 1] : head
                let nextTail = takeHead ? tail : boundaries[tailIndex - 1]
                let used = paragraph.width(start..<nextHead) + paragraph.width(nextTail..<end)
                guard used <= available else { break }
                if takeHead { head = nextHead; headIndex += 1 } else { tail = nextTail; tailIndex -= 1 }
                takeHead.toggle()
            }
            // The kept text is start..<head and tail..<end; the line's range spans both.
            let kept = paragraph.width(start..<head) + paragraph.width(tail..<end)
            return (start..<end, kept + ellipsis)
        default:
            var cut = start
            for boundary in boundaries where paragraph.width(start..<paragraph.contentEnd(of: start..<boundary)) <= available {
                cut = boundary
            }
            cut = paragraph.contentEnd(of: start..<cut)
            return (start..<cut, paragraph.width(start..<cut) + ellipsis)
        }
    }

    /// The ellipsis's width: U+2026 shaped in the face, or three full stops if the face has no U+2026.
    static func ellipsisWidth(face: FontFace, size: Double, tracking: Double, language: String?) throws(MeasurementError)
        -> Double
    {
        let text = face.covers("\u{2026}") ? "\u{2026}" : "..."
        let units = Array(text.utf16)
        return try units.withUnsafeBufferPointer { buffer throws(MeasurementError) in
            let shaped = try ShapedParagraph(
                text: buffer, range: 0..<buffer.count, face: face, size: size, tracking: tracking, language: language)
            return shaped.width(0..<buffer.count)
        }
    }
}
