/// Splitting a paragraph into runs of one font and one script, the units HarfBuzz shapes.
///
/// Each grapheme cluster goes to the primary face when it has a glyph for every scalar that needs one, and otherwise
/// to the face the fallback chooses for the whole cluster, so a cluster never splits across fonts. A cluster shown as
/// an emoji — one with the emoji presentation selector U+FE0F or a keycap U+20E3, or starting with a character whose
/// default presentation is emoji (Unicode `Emoji_Presentation`), and without the text selector U+FE0E — asks the
/// fallback for an emoji font first, even where the primary face has the character, as iOS draws ❤️ in Apple Color
/// Emoji. Default-ignorable
/// scalars (ZWJ, variation selectors, ZWSP, soft hyphen, word joiner) and controls need no glyph of their own.
/// Within a font, runs split where the script changes; Common and Inherited characters (spaces, punctuation, marks)
/// join the script before them, or the one after at a paragraph's start. Runs also split where the bidi embedding
/// level changes (UAX #9), as Pango and CoreText itemize: digits and Latin inside Arabic or Hebrew are a run of their
/// own, shaped left to right.
enum FontRuns {
    struct Run {
        var range: Range<Int>
        /// Index into the paragraph's faces (0 = the primary face).
        var face: Int
        var script: Script
        /// The bidi embedding level (even: left to right, odd: right to left).
        var level: UInt8

        /// Whether the run is shaped and set right to left.
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    /// - Parameter levels: Each UTF-16 unit's bidi level (``ICUBidi/levels(in:)``); `nil`: no right-to-left text, so
    ///   every run is left to right but for a right-to-left script's own (level 1).
    static func itemize(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, graphemes: [Int], primary: FontFace,
        levels: [UInt8]? = nil, fallback: (_ scalars: [Unicode.Scalar], _ emoji: Bool) -> FontFace?
    ) -> (runs: [Run], faces: [FontFace]) {
        var faces = [primary]
        var runs: [Run] = []
        var pending: Run?
        var scalars: [Unicode.Scalar] = []  // one buffer for every cluster
        scalars.reserveCapacity(8)
        // (Cluster by cluster through the boundaries' indices: a `zip` of the array and its slice costs the runtime a
        // search of every protocol conformance the first time.)
        for boundary in graphemes.indices.dropLast() {
            let start = graphemes[boundary], end = graphemes[boundary + 1]
            scalars.removeAll(keepingCapacity: true)
            Self.appendScalars(text, start..<end, to: &scalars)
            var faceIndex = 0
            let emoji = isEmojiPresentation(scalars)
            // Ask only for the scalars drawn with glyphs: an emoji font need not map U+FE0F or ZWJ. Whether to ask is
            // decided without building that list, which is needed only when asking.
            var anyDrawn = false
            var asks = emoji
            for scalar in scalars where needsGlyph(scalar) {
                anyDrawn = true
                if asks { break }
                if !primary.covers(scalar) { asks = true }
            }
            if anyDrawn, asks,
                let face = fallback(scalars.allSatisfy(needsGlyph) ? scalars : scalars.filter(needsGlyph), emoji),
                face != primary
            {
                if let known = faces.firstIndex(of: face) {
                    faceIndex = known
                } else {
                    faces.append(face)
                    faceIndex = faces.count - 1
                }
            }
            let script = scalars.lazy.map(Script.init(of:)).first { !$0.isWeak } ?? .common
            let level = levels.map { $0[start] } ?? (script.isRightToLeft ? 1 : 0)
            if var run = pending, run.face == faceIndex, script.isWeak || run.script == script || run.script.isWeak,
                levels == nil || run.level == level
            {
                run.range = run.range.lowerBound..<end
                if run.script.isWeak {
                    run.script = script
                    if levels == nil { run.level = level }
                }
                pending = run
            } else {
                if let run = pending { runs.append(run) }
                pending = Run(range: start..<end, face: faceIndex, script: script, level: level)
            }
        }
        if let run = pending { runs.append(run) }
        return (runs, faces)
    }

    /// Whether a cluster is shown as an emoji rather than as text.
    static func isEmojiPresentation(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, !scalars.contains("\u{FE0E}") else { return false }
        // No code point below U+231A WATCH has Emoji_Presentation (Unicode emoji-data.txt), so most text skips the
        // property look-up (a table search, a large part of splitting runs).
        return scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}")
            || (first.value >= 0x231A && first.properties.isEmojiPresentation)
    }

    /// Whether a scalar is drawn with a glyph of its own.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        // Ranges where every code point is drawn (no control, format, separator or default-ignorable code point):
        // printable ASCII, Latin-1 and Latin Extended but the soft hyphen; Greek and Cyrillic; Hebrew; Arabic but its
        // format characters (U+0600–0605, 061C, 06DD); Devanagari through Thai; CJK symbols, punctuation and kana; CJK
        // Unified Ideographs; Hangul syllables; halfwidth and fullwidth forms but the Hangul filler U+FFA0. They skip
        // the two property look-ups below (table searches, a noticeable part of shaping such text);
        // FontRunsFastPathTests checks every code point of them against the standard library.
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x52F, 0x591...0x5FF, 0x606...0x61B, 0x61D...0x6DC,
            0x6DE...0x6FF, 0x900...0xE7F, 0x3000...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF00...0xFF9F,
            0xFFA1...0xFFEF:
            return true
        default: break
        }
        if scalar.properties.isDefaultIgnorableCodePoint { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    private static func appendScalars(
        _ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, to scalars: inout [Unicode.Scalar]
    ) {
        var iterator = UnsafeBufferPointer(rebasing: text[range]).makeIterator()
        var decoder = UTF16()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { scalars.append(scalar) }
    }
}
