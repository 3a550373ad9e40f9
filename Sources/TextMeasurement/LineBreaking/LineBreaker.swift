import DynamicType

/// One line chosen by the breaker: its text, and where its content ends before hanging white space.
struct WrappedLine: Hashable {
    var range: Range<Int>
    var contentEnd: Int
}

/// Greedy line breaking, as UIKit's: put as many pieces on a line as fit the width; white space at a line's end hangs.
///
/// A piece is the text between two break opportunities (``LineBreakMode/byCharWrapping``: between two grapheme
/// clusters). A piece too wide for an empty line is broken between grapheme clusters, at least one cluster per line,
/// with no hyphen. With ``LineBreakStrategy/pushOut`` a paragraph's lone last word pulls the word before it down.
struct LineBreaker {
    let paragraph: ShapedParagraph
    let size: Double
    /// The weight the paragraph was shaped for (the ellipsis is shaped the same way).
    let weight: FontWeight
    let tracking: Double
    /// Rounding noise allowed when comparing widths.
    let tolerance = 1e-9
    /// Whether a line may jump ahead over the break opportunities that surely fit (``lastSurelyFitting``); `false`
    /// tries every one in turn (tests compare the two).
    var allowsJumps = true

    func width(_ range: Range<Int>) -> Double {
        paragraph.width(range.lowerBound..<paragraph.contentEnd(of: range), size: size, tracking: tracking)
    }

    /// ``width(_:)``, shaping again only within `budget` (past it, from the paragraph's own advances).
    func width(_ range: Range<Int>, budget: inout ReshapingBudget) -> Double {
        let content = range.lowerBound..<paragraph.contentEnd(of: range)
        if let exact = paragraph.widthWithoutReshaping(content, size: size, tracking: tracking) { return exact }
        return reshapedWidth(content, budget: &budget)
    }

    /// The width of `content` (a range without its hanging white space), shaped again where it is cut unsafely while
    /// `budget` lasts.
    private func reshapedWidth(_ content: Range<Int>, budget: inout ReshapingBudget) -> Double {
        paragraph.width(content, size: size, tracking: tracking, reshaping: budget.spend(content.count))
    }

    /// `width(range)` without shaping again: see ``ShapedParagraph/roughWidth(_:size:tracking:)``.
    func roughWidth(_ range: Range<Int>) -> Double? {
        paragraph.roughWidth(range.lowerBound..<paragraph.contentEnd(of: range), size: size, tracking: tracking)
    }

    /// Whether `width(range)` is at most `limit`: from the paragraph's own advances when they leave
    /// ``ShapedParagraph/reshapingMargin`` ems to spare, else measured exactly (shaped again where cut unsafely, within
    /// `budget`).
    /// Shaping every candidate line again would make fitting a long line quadratic in its length (found by
    /// Fuzz/FuzzMeasure on a line of Myanmar letters); the exact width is still what decides near the limit.
    func fits(_ range: Range<Int>, within limit: Double, budget: inout ReshapingBudget) -> Bool {
        let content = range.lowerBound..<paragraph.contentEnd(of: range)
        if let exact = paragraph.widthWithoutReshaping(content, size: size, tracking: tracking) { return exact <= limit }
        if let rough = paragraph.roughWidth(content, size: size, tracking: tracking),
            rough + ShapedParagraph.reshapingMargin * size <= limit
        {
            return true
        }
        return reshapedWidth(content, budget: &budget) <= limit
    }

    func line(_ range: Range<Int>) -> WrappedLine {
        WrappedLine(range: range, contentEnd: paragraph.contentEnd(of: range))
    }

    func breakLines(width maxWidth: Double?, mode: LineBreakMode, strategy: LineBreakStrategy) -> [WrappedLine] {
        let range = paragraph.range
        guard let maxWidth, !range.isEmpty else { return [line(range)] }
        let limit = maxWidth + tolerance
        let jumps = allowsJumps && tracking >= 0 && paragraph.hasMonotoneRoughWidths
        // A paragraph that surely fits whole is one line: the loop below would jump there from its first stop
        // (``lastSurelyFitting``, every stop surely fitting as the rough widths grow), so no stop need be found.
        if jumps, let rough = roughWidth(range), rough + ShapedParagraph.reshapingMargin * size <= limit {
            return [line(range)]
        }
        let stops = mode == .byCharWrapping ? paragraph.graphemeBoundaries : paragraph.breakOpportunities
        var lines: [WrappedLine] = []
        lines.reserveCapacity(4)
        var lineStart = range.lowerBound
        var lineEnd = range.lowerBound

        // Whether the current line may still jump ahead by ``lastSurelyFitting``: tried once per line, as the line's
        // first candidate is checked (later candidates are the ones near the limit, where a jump never helps).
        var mayJump = jumps
        func close() {
            lines.append(line(lineStart..<lineEnd))
            lineStart = lineEnd
            mayJump = jumps
        }
        // The first grapheme boundary after the line's start, found from a cursor that only moves forward (lines only
        // start later): scanning all of a paragraph's boundaries for each too-wide piece would be quadratic.
        let graphemes = paragraph.graphemeBoundaries
        var grapheme = 0

        var budget = ReshapingBudget(paragraphLength: paragraph.text.count)
        var index = 0
        while index < stops.count {
            let stop = stops[index]
            index += 1
            if stop <= lineEnd { continue }
            if mayJump {
                mayJump = false
                if let last = lastSurelyFitting(stops, from: index - 1, lineStart: lineStart, limit: limit) {
                    lineEnd = stops[last]
                    index = last + 1
                    continue
                }
            }
            if fits(lineStart..<stop, within: limit, budget: &budget) {
                lineEnd = stop
                continue
            }
            if lineEnd > lineStart { close() }
            if fits(lineStart..<stop, within: limit, budget: &budget) {
                lineEnd = stop
                continue
            }
            // The piece alone is too wide: break it between grapheme clusters.
            while grapheme < graphemes.count && graphemes[grapheme] <= lineStart { grapheme += 1 }
            while grapheme < graphemes.count && graphemes[grapheme] <= stop {
                let boundary = graphemes[grapheme]
                // White space never starts a line of its own: it hangs at the end of the line before.
                let grows = paragraph.contentEnd(of: lineStart..<boundary) > lineEnd
                if grows && !fits(lineStart..<boundary, within: limit, budget: &budget) && lineEnd > lineStart {
                    close()
                }
                lineEnd = boundary
                grapheme += 1
            }
        }
        if lineEnd > lineStart || lines.isEmpty { close() }
        if strategy.contains(.pushOut) && mode != .byCharWrapping {
            pushOut(&lines, width: maxWidth)
        }
        return lines
    }

    /// The index of the last of `stops[first...]` that ``fits(_:within:)`` accepts from its rough width alone (with
    /// ``ShapedParagraph/reshapingMargin`` ems to spare); `nil` when `stops[first]` is not such a stop.
    ///
    /// Where rough widths grow with the range's end (no negative advance, no negative tracking), those stops are a
    /// prefix of the rest, and the greedy loop would accept each of them in turn: jumping to the last is the same line.
    /// Found by galloping (1, 2, 4 … stops ahead) and then halving, so in O(log k) for a line of k stops: a long text
    /// that fits on one line — the usual label at most categories — costs a few look-ups rather than one per word.
    private func lastSurelyFitting(_ stops: [Int], from first: Int, lineStart: Int, limit: Double) -> Int? {
        func surely(_ index: Int) -> Bool {
            guard let rough = roughWidth(lineStart..<stops[index]) else { return false }
            return rough + ShapedParagraph.reshapingMargin * size <= limit
        }
        guard surely(first) else { return nil }
        var low = first, step = 1  // surely(low) holds
        var high = stops.count - 1
        while low + step <= high {
            if !surely(low + step) {
                high = low + step - 1
                break
            }
            low += step
            step *= 2
        }
        while low < high {  // surely(low) holds, and not beyond high + 1; find the last index where it does
            let middle = low + (high - low + 1) / 2
            if surely(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Moves the last word of the next-to-last line down when the last line holds a single word and both still fit.
    private func pushOut(_ lines: inout [WrappedLine], width maxWidth: Double) {
        guard lines.count >= 2 else { return }
        let last = lines[lines.count - 1], previous = lines[lines.count - 2]
        let opportunities = paragraph.breakOpportunities
        let isOneWord = !opportunities.contains { $0 > last.range.lowerBound && $0 < last.contentEnd }
        guard isOneWord,
            let split = opportunities.last(where: { $0 > previous.range.lowerBound && $0 < previous.range.upperBound })
        else { return }
        let moved = split..<last.range.upperBound
        guard width(moved) <= maxWidth + tolerance else { return }
        lines[lines.count - 2] = line(previous.range.lowerBound..<split)
        lines[lines.count - 1] = line(moved)
    }
}
