import DynamicType
import Foundation
import FuzzSupport
import TextMeasurement

// libFuzzer's entry point for measuring: the input decodes to a text, a font, a size and constraints, and is measured.
//
// The text is drawn from a table of ranges chosen to reach every script, every control and format character (bidi
// controls, joiners, variation selectors, tags, interlinear annotations, noncharacters), combining marks, emoji
// sequences and hard breaks, with a "repeat" step that builds long runs (a base with many marks, a long word).
// Widths, sizes and the other numbers are drawn from edge values (0, the smallest subnormal, huge, NaN, ±∞, negative)
// or read as raw bit patterns. The fonts are the fixtures, the installed DejaVu and Noto faces, and every face of
// Fixtures/HostileFonts that loads.
//
// What must hold: measuring returns a layout or throws a `MeasurementError` (invalid values are rejected, never
// trapped on); a layout's line ranges lie inside the text, ascending; it has no more lines than allowed and says it is
// truncated only when cut; every figure is finite; and measuring again (now from the shaping cache)
// gives the same layout.

/// The repository's root, found from this file's path.
private let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/"
        && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Fuzz/Package.swift").path)
    {
        url.deleteLastPathComponent()
    }
    return url
}()

/// Every face that loads: fixtures, installed fonts of several scripts (a collection, a variable font, a bitmap-only
/// emoji font), the hostile set's survivors, and Inter with SF Pro's line metrics (the system font's stand-in).
private let faces: [FontFace] = {
    var paths = ["Fixtures/Fonts/TestSans.ttf", "Fixtures/Fonts/TestSansTypo.ttf", "Fixtures/Fonts/TestSansVar.ttf"]
        .map { root.appendingPathComponent($0).path }
    paths += [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    ]
    let hostile = root.appendingPathComponent("Fixtures/HostileFonts")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: hostile.path)) ?? []
    paths += names.filter { $0.hasSuffix(".ttf") }.sorted().map { hostile.appendingPathComponent($0).path }
    var loaded = paths.compactMap { try? FontFace(contentsOfFile: $0) }
    FileHandle.standardError.write(Data("FuzzMeasure: \(loaded.count) faces of \(paths.count) load\n".utf8))
    if let inter = loaded.first(where: { $0.family == "Inter" }) { loaded.append(inter.withLineMetrics(.sfPro)) }
    return loaded
}()

/// Without fallback and without a cache; and with the system's fonts for fallback and a small cache.
private let plain = TextMeasurer(fontMatcher: nil, cacheCapacity: 0)
private let withFallback: TextMeasurer = {
    guard let measurer = try? TextMeasurer.systemFonts(cacheCapacity: 20_000) else {
        fatalError("fontconfig has no fonts: run Scripts/setup")
    }
    return measurer
}()

/// Scalar ranges to draw from, each as likely as the next.
private let ranges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0x7F...0x9F, 0xA0...0x24F,  // ASCII (twice), C0, DEL and C1, Latin
    0x300...0x36F, 0x1AB0...0x1AFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,  // combining marks
    0x370...0x52F, 0x530...0x58F,  // Greek, Cyrillic, Armenian
    0x590...0x5FF, 0x600...0x6FF, 0x700...0x7FF, 0x8A0...0x8FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,  // Hebrew, Arabic…
    0x900...0xDFF,  // Devanagari … Sinhala
    0xE00...0xEFF, 0xF00...0xFFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1800...0x18AF,  // Thai, Lao, Tibetan, Myanmar…
    0x10A0...0x10FF, 0x1100...0x11FF, 0x1200...0x139F, 0x13A0...0x13FF, 0x1680...0x169F,  // Georgian, Jamo, Ethiopic…
    0x2000...0x206F,  // general punctuation: spaces, ZWSP, ZWJ, LRM, LS, PS, bidi embeddings and isolates, WJ
    0x2070...0x2BFF,  // super/subscripts, symbols, arrows
    0x3000...0x30FF, 0x3100...0x31FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,  // CJK, kana, Hangul
    0xE000...0xF8FF, 0xF0000...0xF00FF,  // private use
    0xFE00...0xFE0F, 0xE0100...0xE01EF, 0xE0000...0xE007F,  // variation selectors, tags
    0xFFF0...0xFFFF,  // specials: interlinear annotations, U+FFFC, U+FFFD, noncharacters
    0x1D100...0x1D1FF,  // musical symbols (format controls U+1D173…U+1D17A)
    0x1F1E6...0x1F1FF, 0x1F300...0x1FAFF, 0x2600...0x27BF, 0x1F3FB...0x1F3FF,  // emoji, flags, skin tones
    0x10000...0x1FFFF, 0x20000...0x2FFFF,  // planes 1 and 2
]

/// Single characters worth drawing on their own: breaks, spaces, joiners, bidi controls, soft hyphen, tab, keycap.
private let specials: [UInt32] = [
    0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0x09, 0x20, 0xA0, 0x3000, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A,
    0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x061C, 0xAD, 0x2060, 0xFEFF, 0x034F, 0x20E3,
    0xFE0F, 0xFE0E, 0x1F469, 0x1F3FD, 0x2764, 0x0E01, 0x0E31, 0x0627, 0x0644, 0x05D0, 0x0915, 0x094D, 0x0301,
    0x1100, 0x1161, 0x11A8, 0xFFFC, 0xFFFD, 0x2026, 0x66, 0x69, 0x41, 0x56, 0x2010,
]

private func scalar(_ value: UInt32) -> Unicode.Scalar {
    Unicode.Scalar(value) ?? "\u{FFFD}"
}

/// A text decoded from the input: a length, then one step per scalar.
private func text(from input: inout FuzzInput) -> String {
    var scalars = String.UnicodeScalarView()
    let length = Int(input.uint16() % 512)
    while scalars.count < length && !input.isExhausted {
        switch input.byte() % 8 {
        case 0, 1, 2:  // from a range
            let range = input.pick(ranges)
            scalars.append(scalar(range.lowerBound + input.uint32() % (range.upperBound - range.lowerBound + 1)))
        case 3:
            scalars.append(scalar(input.pick(specials)))
        case 4:  // any scalar
            scalars.append(scalar(input.uint32() % 0x110000))
        case 5:  // repeat the last one (a base with many marks, a long word, many breaks)
            let count = Int(input.byte()) * (input.bool() ? 16 : 1)
            if let last = scalars.last { scalars.append(contentsOf: repeatElement(last, count: count)) }
        case 6:  // CR LF, or a word
            if input.bool() {
                scalars.append(contentsOf: "\r\n".unicodeScalars)
            } else {
                let words = ["Add to Cart", " AV fi ", "สวัสดีครับ", "مرحبا", "👩🏽‍💻", "🇯🇵", "1️⃣"]
                scalars.append(contentsOf: input.pick(words).unicodeScalars)
            }
        default:  // raw bytes read as UTF-8 (invalid sequences become U+FFFD)
            scalars.append(
                contentsOf: String(decoding: input.bytes(upTo: Int(input.byte() % 16)), as: UTF8.self).unicodeScalars)
        }
    }
    return String(scalars)
}

private let edgeDoubles: [Double] = [
    0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-9, 0.5, 1, 3, 17, 100, 320, 1e6, 1e15, 1e300,
    .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -1, -17, -1e300,
]

private func double(from input: inout FuzzInput, typical: [Double]) -> Double {
    switch input.byte() % 4 {
    case 0: input.anyDouble()
    case 1: input.pick(edgeDoubles)
    default: input.pick(typical)
    }
}

private func constraints(from input: inout FuzzInput) -> LabelConfiguration {
    var constraints = LabelConfiguration()
    constraints.maxWidth =
        input.byte() % 8 == 0 ? nil : double(from: &input, typical: [0, 1, 10, 50, 100, 160, 320, 1000])
    constraints.maxLines =
        switch input.byte() % 8 {
        case 0: Int(truncatingIfNeeded: input.uint64())
        case 1: input.pick([Int.max, Int.min, -1, 1_000_000])
        default: Int(input.byte() % 6)
        }
    constraints.lineBreakMode = input.pick(LineBreakMode.allCases)
    constraints.lineBreakStrategy = LineBreakStrategy(rawValue: Int(input.byte()) - (input.bool() ? 0 : 128))
    switch input.byte() % 5 {
    case 0: constraints.lineHeight = .fixed(double(from: &input, typical: [22, 1, 100]))
    case 1: constraints.lineHeight = .multiple(double(from: &input, typical: [1, 1.5, 0.5]))
    case 2: constraints.lineHeight = .afterFirstLine(double(from: &input, typical: [22, 1, 100]))
    default: constraints.lineHeight = .natural
    }
    if input.byte() % 4 == 0 {
        constraints.minimumLineHeight = double(from: &input, typical: [0, 10, 30])
        constraints.maximumLineHeight = double(from: &input, typical: [0, 10, 30])
        constraints.lineSpacing = double(from: &input, typical: [0, 2, -5])
        constraints.tracking = double(from: &input, typical: [0, 0.5, -0.4, -20])
    }
    constraints.displayScale = input.byte() % 4 == 0 ? double(from: &input, typical: [1, 2, 3]) : 3
    constraints.language =
        switch input.byte() % 8 {
        case 0: nil
        case 1: String(decoding: input.bytes(upTo: Int(input.byte() % 40)), as: UTF8.self)
        default:
            input.pick([
                "en", "th", "ja", "zh-Hant", "ko", "ar", "he", "hi", "my", "km", "lo", "", "x", "@@", "th_TH@lb=loose",
                "de-u-co-phonebk",
            ])
        }
    return constraints
}

private let describes = ProcessInfo.processInfo.environment["FUZZ_DESCRIBE"] != nil

/// Loads the faces and makes the measurers.
func setUp() {
    _ = faces
    _ = withFallback
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    guard !faces.isEmpty else { fatalError("no font loads") }
    let face = input.pick(faces)
    let measurer = input.bool() ? withFallback : plain
    let pointSize = double(from: &input, typical: [17, 11, 34, 53, 6, 0.1, 200])
    let weight = input.pick(FontWeight.allCases)
    let constraints = constraints(from: &input)
    let text = text(from: &input)
    if describes {  // FUZZ_DESCRIBE=1 Scripts/fuzz FuzzMeasure -- CRASHFILE: what the input decodes to.
        let scalars = text.unicodeScalars.prefix(64).map { String($0.value, radix: 16) }.joined(separator: " ")
        let more = text.unicodeScalars.count > 64 ? " …" : ""
        FileHandle.standardError.write(
            Data(
                """
                face \(face), \(measurer === plain ? "no fallback" : "fallback"), size \(pointSize), weight \(weight)
                \(constraints)
                text: \(text.unicodeScalars.count) scalars, \(text.utf16.count) UTF-16 units: \(scalars)\(more)

                """.utf8))
    }

    let layout: TextLayout
    do {
        layout = try measurer.measure(text, face: face, size: pointSize, weight: weight, label: constraints)
    } catch {
        // A typed error, and only for a value out of range (or ICU failing).
        switch error {
        case .invalidValue, .libraryFailure: return 0
        default: fatalError("measuring threw \(error)")
        }
    }
    check(layout, text: text, constraints: constraints)
    // Again, from the cache where there is one: the same layout.
    // (Compared as text, so that a NaN figure compares equal to itself.)
    guard
        let again = try? measurer.measure(text, face: face, size: pointSize, weight: weight, label: constraints),
        again == layout || String(describing: again) == String(describing: layout)
    else {
        let again = try? measurer.measure(text, face: face, size: pointSize, weight: weight, label: constraints)
        let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
        fuzzFailure(
            "measuring the same text twice gave different layouts: \(scalars) in \(face) at \(pointSize), "
                + "\(constraints)\nfirst:  \(layout)\nsecond: \(again.map { "\($0)" } ?? "an error")")
    }
    return 0
}

private func check(_ layout: TextLayout, text: String, constraints: LabelConfiguration) {
    let length = text.utf16.count
    if length == 0 {
        guard layout.lines.isEmpty, layout.size == .init(width: 0, height: 0) else {
            fuzzFailure("empty text has lines")
        }
        return
    }
    guard !layout.lines.isEmpty else { fuzzFailure("a text of \(length) units has no lines") }
    if constraints.maxLines > 0 && layout.lines.count > constraints.maxLines {
        fuzzFailure("\(layout.lines.count) lines, at most \(constraints.maxLines) allowed")
    }
    if layout.isTruncated && !(constraints.maxLines > 0 && layout.lines.count == constraints.maxLines) {
        fuzzFailure("truncated with \(layout.lines.count) lines of \(constraints.maxLines)")
    }
    var previous = 0
    for line in layout.lines {
        guard line.range.lowerBound >= previous, line.range.upperBound <= length else {
            fuzzFailure("line range \(line.range) out of order or outside 0..<\(length)")
        }
        previous = line.range.lowerBound
        guard !line.fonts.isEmpty else { fuzzFailure("a line with no fonts") }
    }
    // Every figure is finite: the measurer rejects sizes and lengths large enough to overflow.
    let figures =
        [layout.size.width, layout.size.height, layout.roundedSize.width, layout.roundedSize.height]
        + layout.lines.flatMap { [$0.width, $0.top, $0.height, $0.baseline, $0.ascent, $0.descent] }
    guard figures.allSatisfy(\.isFinite) else { fuzzFailure("a figure is not finite: \(layout)") }
    // (Rounding ignores a millionth of a pixel of noise.)
    let noise = 1e-6 / constraints.displayScale
    func covers(_ rounded: Double, _ exact: Double) -> Bool { rounded >= exact - noise - abs(exact) * 1e-12 }
    guard covers(layout.roundedSize.width, layout.size.width), covers(layout.roundedSize.height, layout.size.height)
    else { fuzzFailure("rounded size \(layout.roundedSize) is smaller than \(layout.size)") }
}
