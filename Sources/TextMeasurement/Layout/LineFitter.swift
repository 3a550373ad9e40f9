/// One line chosen by the fitter: its text, and where its content ends before hanging white space.
struct FittedLine {
    var range: Range<Int>
    var contentEnd: Int
}

/// Greedy line fitting, as UIKit's: put as many pieces on a line as fit the width; white space at a line's end hangs.
///
/// A piece is the text between two break opportunities (``LineBreakMode/byCharWrapping``: between two grapheme
/// clusters). A piece too wide for an empty line is broken between grapheme clusters, at least one cluster per line,
/// with no hyphen.
enum LineFitter {
    static func fit(_ paragraph: ShapedParagraph, width: Double?, mode: LineBreakMode) -> [FittedLine] {
        let range = paragraph.range
        guard let width, !range.isEmpty else {
            return [FittedLine(range: range, contentEnd: paragraph.contentEnd(of: range))]
        }
        let tolerance = 1e-9
        let stops = mode == .byCharWrapping ? paragraph.graphemeBoundaries : paragraph.breakOpportunities
        var lines: [FittedLine] = []
        var lineStart = range.lowerBound
        var lineEnd = range.lowerBound

        func close() {
            lines.append(FittedLine(range: lineStart..<lineEnd, contentEnd: paragraph.contentEnd(of: lineStart..<lineEnd)))
            lineStart = lineEnd
        }

        for stop in stops where stop > lineEnd {
            let candidate = lineStart..<stop
            if paragraph.width(lineStart..<paragraph.contentEnd(of: candidate)) <= width + tolerance {
                lineEnd = stop
                continue
            }
            if lineEnd > lineStart { close() }
            // The piece alone on a line: if it is too wide, break it between grapheme clusters.
            let piece = lineStart..<stop
            if paragraph.width(lineStart..<paragraph.contentEnd(of: piece)) <= width + tolerance {
                lineEnd = stop
                continue
            }
            for boundary in paragraph.graphemeBoundaries where boundary > lineStart && boundary <= stop {
                let fits = paragraph.width(lineStart..<paragraph.contentEnd(of: lineStart..<boundary)) <= width + tolerance
                if !fits && lineEnd > lineStart { close() }
                lineEnd = boundary
            }
        }
        if lineEnd > lineStart || lines.isEmpty { close() }
        return lines
    }
}
