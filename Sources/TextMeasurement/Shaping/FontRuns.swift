/// Splitting a paragraph into runs of one font and one script, the units HarfBuzz shapes.
///
/// Each grapheme cluster goes to the primary face when it has a glyph for every scalar that needs one, and otherwise
/// to the face the fallback chooses for the whole cluster, so a cluster never splits across fonts. Default-ignorable
/// scalars (ZWJ, variation selectors, ZWSP, soft hyphen, word joiner) and controls need no glyph of their own.
/// Within a font, runs split where the script changes; Common and Inherited characters (spaces, punctuation, marks)
/// join the script before them, or the one after at a paragraph's start.
enum FontRuns {
    struct Run {
        var range: Range<Int>
        /// Index into the paragraph's faces (0 = the primary face).
        var face: Int
        var script: Script
    }

    static func itemize(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, graphemes: [Int], primary: FontFace,
        fallback: (String) -> FontFace?
    ) -> (runs: [Run], faces: [FontFace]) {
        var faces = [primary]
        var runs: [Run] = []
        var pending: Run?
        for (start, end) in zip(graphemes, graphemes.dropFirst()) {
            let scalars = Self.scalars(text, start..<end)
            var faceIndex = 0
            if !scalars.allSatisfy({ !needsGlyph($0) || primary.covers($0) }),
                let face = fallback(String(String.UnicodeScalarView(scalars))), face != primary
            {
                if let known = faces.firstIndex(of: face) {
                    faceIndex = known
                } else {
                    faces.append(face)
                    faceIndex = faces.count - 1
                }
            }
            let script = scalars.lazy.map(Script.init(of:)).first { !$0.isWeak } ?? .common
            if var run = pending, run.face == faceIndex, script.isWeak || run.script == script || run.script.isWeak {
                run.range = run.range.lowerBound..<end
                if run.script.isWeak { run.script = script }
                pending = run
            } else {
                if let run = pending { runs.append(run) }
                pending = Run(range: start..<end, face: faceIndex, script: script)
            }
        }
        if let run = pending { runs.append(run) }
        return (runs, faces)
    }

    /// Whether a scalar is drawn with a glyph of its own.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isDefaultIgnorableCodePoint { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    private static func scalars(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        var iterator = UnsafeBufferPointer(rebasing: text[range]).makeIterator()
        var decoder = UTF16()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { scalars.append(scalar) }
        return scalars
    }
}
