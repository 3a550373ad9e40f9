/// Fitting the last allowed line with an ellipsis (U+2026, or three full stops in a font without it).
struct Truncation {
    let breaker: LineBreaker
    /// The ellipsis's width in points.
    let ellipsisWidth: Double

    /// The text kept on a truncated last line that starts at `start`, and its width with the ellipsis.
    ///
    /// The line's candidate text runs from `start` to the paragraph's end. Tail keeps the longest start that fits
    /// with the ellipsis after it; head the longest end, less leading white space, with the ellipsis before it;
    /// middle both ends, taking clusters from the start and the end in turn. With no width limit the whole candidate
    /// is kept. A width narrower than the ellipsis keeps no text, only the ellipsis.
    func truncate(from start: Int, mode: LineBreakMode, width: Double?) -> (range: Range<Int>, width: Double) {
        let paragraph = breaker.paragraph
        let end = paragraph.contentEnd(of: start..<paragraph.range.upperBound)
        let boundaries = paragraph.graphemeBoundaries.filter { $0 >= start && $0 <= end }
        let available = (width ?? .infinity) - ellipsisWidth + breaker.tolerance
        var budget = ReshapingBudget(paragraphLength: paragraph.text.count)
        switch mode {
        case .byTruncatingHead:
            // From the end backwards, stopping at the first start that does not fit: a width cut where breaking is
            // unsafe is shaped again, at a cost linear in its length, so trying every start of a long paragraph would
            // be quadratic (found with Scripts/limits).
            var from = width == nil ? start : end
            for boundary in boundaries.reversed() where width != nil {
                guard breaker.fits(boundary..<end, within: available, budget: &budget) else { break }
                from = boundary
            }
            from = paragraph.contentStart(of: from..<end)  // "…World", not "… World"
            return (from..<end, breaker.width(from..<end) + ellipsisWidth)
        case .byTruncatingMiddle:
            let (head, tail) = middleCut(from: start, end: end, boundaries: boundaries, available: available)
            // The kept text is start..<head and tail..<end; the line's range spans both.
            return (start..<end, breaker.width(start..<head) + breaker.width(tail..<end) + ellipsisWidth)
        default:
            var cut = width == nil ? end : start
            // Up to the first end that does not fit (not every end of the paragraph: see the head case).
            for boundary in boundaries where width != nil {
                guard breaker.fits(start..<boundary, within: available, budget: &budget) else { break }
                cut = boundary
            }
            cut = paragraph.contentEnd(of: start..<cut)
            return (start..<cut, breaker.width(start..<cut) + ellipsisWidth)
        }
    }

    /// The two parts middle truncation keeps of a last line starting at `start`: `start..<head` before the ellipsis
    /// and `tail..<end` after it (the line's range spans both), for `width` points.
    func middleParts(from start: Int, width: Double?) -> (head: Range<Int>, tail: Range<Int>) {
        let paragraph = breaker.paragraph
        let end = paragraph.contentEnd(of: start..<paragraph.range.upperBound)
        let boundaries = paragraph.graphemeBoundaries.filter { $0 >= start && $0 <= end }
        let available = (width ?? .infinity) - ellipsisWidth + breaker.tolerance
        let (head, tail) = middleCut(from: start, end: end, boundaries: boundaries, available: available)
        return (start..<head, tail..<end)
    }

    /// Middle truncation's cut: clusters taken from the start and the end in turn while both parts fit `available`.
    private func middleCut(from start: Int, end: Int, boundaries: [Int], available: Double) -> (head: Int, tail: Int) {
        // No width limit: the parts meet where the loop below would bring them, without measuring every step (each a
        // reshaping as long as the part: quadratic in the paragraph's length).
        if available == .infinity, !boundaries.isEmpty {
            let middle = boundaries[boundaries.count / 2]
            return (middle, middle)
        }
        var head = start, tail = end
        var headIndex = 0, tailIndex = boundaries.count - 1
        var budget = ReshapingBudget(paragraphLength: breaker.paragraph.text.count)
        var takeHead = true
        while headIndex < tailIndex {
            let nextHead = takeHead ? boundaries[headIndex + 1] : head
            let nextTail = takeHead ? tail : boundaries[tailIndex - 1]
            // Clear from the paragraph's own advances, or measured exactly (see LineBreaker.fits).
            let rough = breaker.roughWidth(start..<nextHead).flatMap { head in
                breaker.roughWidth(nextTail..<end).map { head + $0 }
            }
            let clearlyFits = rough.map { $0 + 2 * ShapedParagraph.reshapingMargin * breaker.size <= available } ?? false
            guard
                clearlyFits
                    || breaker.width(start..<nextHead, budget: &budget) + breaker.width(nextTail..<end, budget: &budget)
                        <= available
            else {
                break
            }
            if takeHead { head = nextHead; headIndex += 1 } else { tail = nextTail; tailIndex -= 1 }
            takeHead.toggle()
        }
        return (head, tail)
    }
}
