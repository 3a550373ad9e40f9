/// Fitting the last allowed line with an ellipsis (U+2026, or three full stops in a font without it).
struct Truncation {
    let fitter: LineFitter
    /// The ellipsis's width in points.
    let ellipsisWidth: Double

    /// The text kept on a truncated last line that starts at `start`, and its width with the ellipsis.
    ///
    /// The line's candidate text runs from `start` to the paragraph's end. Tail keeps the longest start that fits
    /// with the ellipsis after it; head the longest end, less leading white space, with the ellipsis before it;
    /// middle both ends, taking clusters from the start and the end in turn. With no width limit the whole candidate
    /// is kept. A width narrower than the ellipsis keeps no text, only the ellipsis.
    func truncate(from start: Int, mode: LineBreakMode, width: Double?) -> (range: Range<Int>, width: Double) {
        let paragraph = fitter.paragraph
        let end = paragraph.contentEnd(of: start..<paragraph.range.upperBound)
        let boundaries = paragraph.graphemeBoundaries.filter { $0 >= start && $0 <= end }
        let available = (width ?? .infinity) - ellipsisWidth + fitter.tolerance
        switch mode {
        case .byTruncatingHead:
            var from = boundaries.first { fitter.width($0..<end) <= available } ?? end
            from = paragraph.contentStart(of: from..<end)  // "…World", not "… World"
            return (from..<end, fitter.width(from..<end) + ellipsisWidth)
        case .byTruncatingMiddle:
            var head = start, tail = end
            var headIndex = 0, tailIndex = boundaries.count - 1
            var takeHead = true
            while headIndex < tailIndex {
                let nextHead = takeHead ? boundaries[headIndex + 1] : head
                let nextTail = takeHead ? tail : boundaries[tailIndex - 1]
                guard fitter.width(start..<nextHead) + fitter.width(nextTail..<end) <= available else { break }
                if takeHead { head = nextHead; headIndex += 1 } else { tail = nextTail; tailIndex -= 1 }
                takeHead.toggle()
            }
            // The kept text is start..<head and tail..<end; the line's range spans both.
            return (start..<end, fitter.width(start..<head) + fitter.width(tail..<end) + ellipsisWidth)
        default:
            var cut = start
            for boundary in boundaries where fitter.width(start..<boundary) <= available { cut = boundary }
            cut = paragraph.contentEnd(of: start..<cut)
            return (start..<cut, fitter.width(start..<cut) + ellipsisWidth)
        }
    }
}
