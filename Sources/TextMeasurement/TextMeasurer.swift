import DynamicType
import PackageSupport

/// Works out the size a `UILabel` gives a text: lines wrapped to a width, limited in number, truncated, each as tall as
/// its fonts say, and the whole rounded up to the pixel grid.
///
/// A measurer is `Sendable`: share one across tasks. It keeps the faces it has loaded and a bounded cache of shaped
/// paragraphs (see ``cacheCapacity``), so measuring the same text again — at another width, line limit or
/// content-size category — does not shape it again.
public final class TextMeasurer: Sendable {
    /// Finds fonts by family and falls back for characters the font lacks; `nil`: no fallback, fonts by file only.
    public let fontMatcher: FontMatcher?
    /// Why there is no ``fontMatcher`` for the shared measurer (fontconfig found no fonts): what asking for a family
    /// throws.
    let fontMatcherError: MeasurementError?
    /// What the system font (``FontSource/system``) is set in: a family, its tracking and line metrics.
    public let systemFont: SystemFontStandIn
    /// The faces loaded, by file and face index: whichever way a face was asked for (a family's match, a fallback, a
    /// font file), one load and one set of caches per face. (Keyed by the whole match, a file matched for two requests
    /// — a family and a fallback — would be loaded twice, each load parsing and sanitising its tables again.)
    private let faces = ReadWriteLockedValue<[FileFace: FontFace]>([:])
    /// The system font's faces with the stand-in's line metrics, by the face whose metrics they replace.
    private let standInFaces = ReadWriteLockedValue<[FileFace: FontFace]>([:])
    private let cache: ShapingCache
    private let fallbacks = FallbackFaceCache()

    /// The most UTF-16 units of shaped text kept (about 40 bytes each, each paragraph also charged 32 for its fixed
    /// memory); the oldest go first.
    public var cacheCapacity: Int { cache.capacity }

    /// A measurer.
    ///
    /// - Parameters:
    ///   - fontMatcher: The matcher for families and fallback; `nil` measures with the given face alone (characters it
    ///     lacks are measured as its `.notdef` glyph).
    ///   - systemFont: What the system font is set in: by default Inter with SF Pro's tracking and line metrics.
    ///   - cacheCapacity: The most UTF-16 units of shaped paragraphs to keep, each paragraph charged 32 more for its
    ///     fixed memory (1,000,000 ≈ 35 MB); 0 keeps none.
    public init(
        fontMatcher: FontMatcher? = nil, systemFont: SystemFontStandIn = .inter, cacheCapacity: Int = 1_000_000
    ) {
        self.fontMatcher = fontMatcher
        self.fontMatcherError = nil
        self.systemFont = systemFont
        self.cache = ShapingCache(capacity: max(cacheCapacity, 0))
    }

    /// A measurer without fallback whose family look-ups throw `error`.
    private init(fontMatcherError error: MeasurementError) {
        fontMatcher = nil
        fontMatcherError = error
        systemFont = .inter
        cache = ShapingCache(capacity: 1_000_000)
    }

    /// A measurer over the pinned font set, with fallback: `FontMatcher()` (``FontMatcher/Fonts/pinned``).
    ///
    /// - Parameters:
    ///   - systemFont: What the system font is set in: by default Inter with SF Pro's tracking and line metrics.
    ///   - cacheCapacity: The most UTF-16 units of shaped paragraphs to keep (``init(fontMatcher:systemFont:cacheCapacity:)``).
    /// - Throws: ``MeasurementError/noFontsAvailable`` when fontconfig has no fonts.
    public static func systemFonts(systemFont: SystemFontStandIn = .inter, cacheCapacity: Int = 1_000_000)
        throws(MeasurementError) -> TextMeasurer
    {
        TextMeasurer(fontMatcher: try FontMatcher(), systemFont: systemFont, cacheCapacity: cacheCapacity)
    }

    /// One measurer over the pinned font set for the whole process, made the first time it is asked for, so that every
    /// part of a program (and every test) shares its loaded faces and shaped text; it is `Sendable`, so tasks running
    /// in parallel share it safely.
    ///
    /// When fontconfig has no fonts at all, it is a measurer without fallback: fonts from files (``FontSource/file(path:faceIndex:)``,
    /// ``FontSource/face(_:)``) still measure, and asking for a family or the system font throws
    /// ``MeasurementError/noFontsAvailable``.
    public static let shared: TextMeasurer = {
        switch Result(catching: { () throws(MeasurementError) in try systemFonts() }) {
        case .success(let measurer): measurer
        case .failure(let error): TextMeasurer(fontMatcherError: error)
        }
    }()

    /// Forgets shaped paragraphs and fallback decisions (loaded faces stay).
    public func clearCaches() {
        cache.removeAll()
        fallbacks.removeAll()
        fontMatcher?.clearCache()
    }

    // MARK: - Fonts

    /// The face fontconfig matches for a family, weight and slant (`nil` family: fontconfig's sans-serif; the system
    /// font is ``face(_:weight:)`` of ``FontSource/system``).
    ///
    /// - Throws: ``MeasurementError/familyNotInstalled(requested:substitute:)`` in strict mode when the family is not
    ///   installed; ``MeasurementError/invalidValue(name:value:accepted:)`` when this measurer has no font matcher; the
    ///   errors of ``FontFace/init(contentsOfFile:faceIndex:)`` for a file that will not load.
    public func face(family: String?, weight: FontWeight = .regular, isItalic: Bool = false, strict: Bool = false)
        throws(MeasurementError) -> FontFace
    {
        guard let fontMatcher else { throw noMatcherError(for: family.map { .family($0) } ?? .system) }
        return try face(for: fontMatcher.match(family: family, weight: weight, isItalic: isItalic, strict: strict))
    }

    /// The loaded face for a match, loading it the first time.
    public func face(for match: FontMatch) throws(MeasurementError) -> FontFace {
        try face(file: match.path, faceIndex: match.faceIndex)
    }

    /// The face for a match with the stand-in's line metrics, made the first time.
    func standInFace(for match: FontMatch, lineMetrics: FontLineMetrics) throws(MeasurementError) -> FontFace {
        let key = FileFace(path: match.path, faceIndex: match.faceIndex)
        if let face = standInFaces.read({ $0[key] }) { return face }
        let face = try face(for: match).withLineMetrics(lineMetrics)
        return standInFaces.write { faces in
            if let existing = faces[key] { return existing }
            faces[key] = face
            return face
        }
    }

    /// Face `faceIndex` of the font file at `path`, loaded the first time.
    ///
    /// - Throws: the errors of ``FontFace/init(contentsOfFile:faceIndex:)``.
    public func face(file path: String, faceIndex: Int = 0) throws(MeasurementError) -> FontFace {
        let key = FileFace(path: path, faceIndex: faceIndex)
        if let face = faces.read({ $0[key] }) { return face }
        let face = try FontFace(contentsOfFile: path, faceIndex: faceIndex)
        return faces.write { faces in
            if let existing = faces[key] { return existing }
            faces[key] = face
            return face
        }
    }

    /// A face of a font file: what a loaded face is kept by.
    private struct FileFace: Hashable {
        var path: String
        var faceIndex: Int
    }

    // MARK: - Measuring

    /// The longest text measured: 16,777,216 (2²⁴) UTF-16 units. A longer one throws
    /// ``MeasurementError/invalidValue(name:value:accepted:)`` before any work, rather than exhausting memory (shaping
    /// holds about 50 bytes a unit: some 800 MB at the limit) or overflowing ICU's and HarfBuzz's 32-bit lengths.
    /// Time is linear in the length (SECURITY.md gives the rate `Scripts/limits` measures).
    public static let maximumTextLength = 1 << 24

    /// The longest grapheme cluster measured: 1,024 UTF-16 units (a base and its marks, an emoji ZWJ sequence). A text
    /// with a longer one throws ``MeasurementError/invalidValue(name:value:accepted:)``: shaping time grows with the
    /// square of a cluster's length (SECURITY.md). Real clusters are a few units long; Unicode's stream-safe format
    /// allows 30 marks in a row.
    public static let maximumClusterLength = 1_024

    /// The largest point size measured: 1,000,000. With it (and the limits on constraints: lengths up to 1,000,000
    /// points, factors up to 1,000) every figure of a layout is finite; far larger sizes overflow to infinity and
    /// NaN.
    public static let maximumPointSize = 1_000_000.0

    /// Lays out `text` in `face` at `size` points, in a label configured by `label`.
    ///
    /// - Parameters:
    ///   - text: The text; hard breaks (LF, CR, CR LF, NEL, U+2028, U+2029) start new paragraphs. An empty text has no
    ///     lines and measures zero by zero, as a `UILabel` with empty text reports `intrinsicContentSize == .zero`.
    ///   - face: The font. Characters it lacks are measured in the font the ``fontMatcher`` chooses for each grapheme
    ///     cluster, and a line grows to the tallest font on it, as on iOS.
    ///   - size: The point size, a finite number above 0.
    ///   - weight: The weight fallback fonts are chosen for.
    ///   - label: Width, line limit, line break mode and strategy, line height, tracking, display scale, language.
    /// - Throws: ``MeasurementError/invalidValue(name:value:accepted:)`` for a size or configuration value out of
    ///   range, or a text longer than ``maximumTextLength`` or with a grapheme cluster longer than
    ///   ``maximumClusterLength``; ``MeasurementError/libraryFailure(library:code:message:)`` if ICU fails.
    public func measure(
        _ text: String, face: FontFace, size: Double, weight: FontWeight = .regular,
        label: LabelConfiguration = LabelConfiguration()
    ) throws(MeasurementError) -> TextLayout {
        try measure(text, in: ResolvedFont(face: face, pointSize: size, weight: weight), label: label)
    }

    /// Lays out `text` in a resolved font (``resolve(_:at:)``), in a label configured by `label` — with a text style's
    /// leading, where the font has one, in place of the configuration's line height (``ResolvedFont/leadingRule``), and
    /// the font's own tracking added to the configuration's (``LabelConfiguration/applying(_:)``).
    ///
    /// - Throws: as ``measure(_:face:size:weight:label:)``.
    public func measure(_ text: String, in font: ResolvedFont, label: LabelConfiguration = LabelConfiguration())
        throws(MeasurementError) -> TextLayout
    {
        try Self.validate(pointSize: font.pointSize)
        var configuration = label
        configuration.apply(font)
        try configuration.validate()
        let paragraphs = try shape(
            text, face: font.face, weight: font.weight, size: font.pointSize, language: configuration.language,
            strategy: configuration.lineBreakStrategy)
        return layout(paragraphs, font: font, configuration: configuration)
    }

    /// The paragraphs of `text`, shaped (from the cache where possible), each with its UTF-16 offset in `text`.
    /// (Given the two constraints shaping depends on rather than all of them, so that a cached measurement does not
    /// copy the whole value, twice.)
    func shape(
        _ text: String, face: FontFace, weight: FontWeight, size: Double, language: String?,
        strategy: LineBreakStrategy
    ) throws(MeasurementError) -> [(paragraph: ShapedParagraph, offset: Int)]
    {
        guard size <= Self.maximumPointSize else {
            throw .invalidValue(
                name: "size", value: "\(size)",
                accepted: "at most \(Int(Self.maximumPointSize)) points (TextMeasurer.maximumPointSize)")
        }
        guard !text.isEmpty else { return [] }
        // UTF-8 length first: O(1), and never less than the UTF-16 length.
        guard text.utf8.count <= Self.maximumTextLength || text.utf16.count <= Self.maximumTextLength else {
            throw .invalidValue(
                name: "text", value: "of \(text.utf16.count) UTF-16 units",
                accepted: "at most \(Self.maximumTextLength) UTF-16 units (TextMeasurer.maximumTextLength)")
        }
        let matcher = fontMatcher
        let opticalSize = face.hasOpticalSize ? size : nil
        let hangulWordPriority = strategy.contains(.hangulWordPriority)
        // A text of one paragraph (the usual case) is looked up by the string itself, and converted to UTF-16 only
        // when it has to be shaped.
        if !Paragraphs.hasHardBreak(text) {
            let key = ShapingCache.Key(
                text: .string(ShapingCache.Bytes(string: text)), face: face, weight: weight, opticalSize: opticalSize,
                language: language, hangulWordPriority: hangulWordPriority, fallback: matcher != nil)
            let paragraph = try cache.paragraph(for: key) { () throws(MeasurementError) in
                try ShapedParagraph(
                    text: UTF16Units.of(text), primary: face, weight: weight, size: size, language: language,
                    strategy: strategy, fallback: fallbackFaces(near: face, weight: weight, language: language))
            }
            return [(paragraph, 0)]
        }
        let units = UTF16Units.of(text)
        return try units.withUnsafeBufferPointer { buffer throws(MeasurementError) in
            var paragraphs: [(paragraph: ShapedParagraph, offset: Int)] = []
            try Paragraphs.forEachRange(in: buffer) { (range: Range<Int>) throws(MeasurementError) in
                let paragraphText = Array(buffer[range])
                let key = ShapingCache.Key(
                    text: .units(paragraphText), face: face, weight: weight, opticalSize: opticalSize,
                    language: language, hangulWordPriority: hangulWordPriority, fallback: matcher != nil)
                let paragraph = try cache.paragraph(for: key) { () throws(MeasurementError) in
                    try ShapedParagraph(
                        text: paragraphText, primary: face, weight: weight, size: size, language: language,
                        strategy: strategy, fallback: fallbackFaces(near: face, weight: weight, language: language))
                }
                paragraphs.append((paragraph, range.lowerBound))
            }
            return paragraphs
        }
    }

    /// The fallback for clusters `face` lacks: the font the matcher chooses near it (near fontconfig's "emoji" family
    /// first for a cluster shown as an emoji), loaded once; one-scalar clusters through ``FallbackFaceCache``.
    private func fallbackFaces(near face: FontFace, weight: FontWeight, language: String?)
        -> (_ scalars: [Unicode.Scalar], _ emoji: Bool) -> FontFace?
    {
        let fallbacks = fallbacks
        var context: UInt32?  // numbered at the paragraph's first one-scalar fallback
        return { [self] scalars, emoji in
            guard scalars.count == 1 else {
                return chooseFallback(for: scalars, emoji: emoji, near: face, weight: weight, language: language)
            }
            let number = context ?? fallbacks.number(
                of: .init(path: face.path, faceIndex: face.faceIndex, weight: weight, language: language))
            context = number
            // (A method called with its arguments: a nested function here would make a closure for every cluster,
            // copying what it captures — the face's path, family and style — each time.)
            return fallbacks.face(for: scalars[0], emoji: emoji, context: number) {
                chooseFallback(for: scalars, emoji: emoji, near: face, weight: weight, language: language)
            }
        }
    }

    /// The face the matcher chooses for a cluster `face` lacks, loaded: near fontconfig's generic family "emoji"
    /// first for a cluster shown as an emoji (it names the installed colour emoji font, Noto Color Emoji on Debian),
    /// else near `face`.
    private func chooseFallback(
        for scalars: [Unicode.Scalar], emoji: Bool, near face: FontFace, weight: FontWeight, language: String?
    ) -> FontFace? {
        guard let matcher = fontMatcher else { return nil }
        let base = FontMatch(path: face.path, faceIndex: face.faceIndex, family: face.family, style: face.style)
        let near = emoji ? Self.emojiFamily : base
        guard let match = matcher.fallback(for: scalars, near: near, weight: weight, language: language)
            ?? (emoji ? matcher.fallback(for: scalars, near: base, weight: weight, language: language) : nil)
        else { return nil }
        return try? self.face(for: match)
    }

    /// Lines for shaped paragraphs (each with its offset in the text) in a font and a configuration (already
    /// validated, with the font's leading and tracking applied).
    func layout(
        _ paragraphs: [(paragraph: ShapedParagraph, offset: Int)], font: ResolvedFont,
        configuration constraints: LabelConfiguration
    ) -> TextLayout {
        let size = font.pointSize, weight = font.weight
        guard !paragraphs.isEmpty else {
            return TextLayout(
                size: .init(width: 0, height: 0), roundedSize: .init(width: 0, height: 0), lines: [], isTruncated: false,
                font: font, configuration: constraints)
        }
        let limit = constraints.numberOfLines == 0 ? Int.max : constraints.numberOfLines
        // Each line names its paragraph by index (plain values, cheap to copy); breakers are remade from it.
        func breaker(_ index: Int) -> LineBreaker {
            LineBreaker(paragraph: paragraphs[index].paragraph, size: size, weight: weight, tracking: constraints.tracking)
        }
        // The lines of every paragraph in order, and which paragraph each is in (not kept for a single paragraph,
        // the usual case, which so needs no second array).
        var fitted: [WrappedLine]
        var paragraphOfLine: [Int] = []
        if paragraphs.count == 1 {
            fitted = breaker(0).breakLines(
                width: constraints.width, mode: constraints.lineBreakMode, strategy: constraints.lineBreakStrategy)
        } else {
            fitted = []
            for index in paragraphs.indices {
                if fitted.count > limit { break }
                for line in breaker(index).breakLines(
                    width: constraints.width, mode: constraints.lineBreakMode, strategy: constraints.lineBreakStrategy)
                {
                    fitted.append(line)
                    paragraphOfLine.append(index)
                }
            }
        }
        let isTruncated = fitted.count > limit
        if isTruncated {
            fitted.removeLast(fitted.count - limit)
            if !paragraphOfLine.isEmpty { paragraphOfLine.removeLast(paragraphOfLine.count - limit) }
        }

        var top = 0.0, widest = 0.0
        // (`map`, which allocates the array once at its size: appending to a reserved one still grows it each time.)
        let lines = fitted.indices.map { index -> TextLayout.Line in
            let fittedLine = fitted[index]
            let paragraph = paragraphOfLine.isEmpty ? 0 : paragraphOfLine[index]
            let breaker = breaker(paragraph), offset = paragraphs[paragraph].offset
            var range = fittedLine.range.lowerBound..<fittedLine.contentEnd
            var width = breaker.width(fittedLine.range)
            var hasEllipsis = false
            if isTruncated && index == fitted.count - 1 && constraints.lineBreakMode.truncates {
                sharedEllipsis(of: breaker.paragraph)
                let truncation = Truncation(
                    breaker: breaker, ellipsisWidth: breaker.paragraph.ellipsisWidth(size: size, tracking: constraints.tracking))
                (range, width) = truncation.truncate(
                    from: fittedLine.range.lowerBound, mode: constraints.lineBreakMode, width: constraints.width)
                hasEllipsis = true
            }
            let fonts = breaker.paragraph.faces(in: fittedLine.range)
            let metrics = LineMetrics(faces: fonts, size: size)
            let height = constraints.lineHeight(natural: metrics.height, isFirstLine: index == 0)
            // Extra height goes above the glyphs, as UIKit places a line taller than its font (baseline at the bottom).
            let line = TextLayout.Line(
                range: (range.lowerBound + offset)..<(range.upperBound + offset), width: width, top: top, height: height,
                baseline: top + (height - metrics.height) + metrics.ascent, ascent: metrics.ascent,
                descent: metrics.descent, hasEllipsis: hasEllipsis, fonts: fonts)
            top += height + (index < fitted.count - 1 ? constraints.lineSpacing : 0)
            widest = index == 0 ? width : max(widest, width)
            return line
        }
        let exact = TextLayout.Size(width: widest, height: top)
        let scale = constraints.displayScale
        let rounded = TextLayout.Size(
            width: Self.ceilToPixel(exact.width, scale: scale), height: Self.ceilToPixel(exact.height, scale: scale))
        return TextLayout(
            size: exact, roundedSize: rounded, lines: lines, isTruncated: isTruncated, font: font, configuration: constraints)
    }

    /// The paragraph's ellipsis, taken from the shaping cache the first time: it is the same text in the same face
    /// and weight for every paragraph of that face (the cache's key for it is the one measuring the ellipsis's text
    /// without fallback would use, and gives the same shaping), so an audit of many truncated texts shapes it once.
    @discardableResult
    func sharedEllipsis(of paragraph: ShapedParagraph) -> ShapedParagraph? {
        paragraph.ellipsis { request in
            let key = ShapingCache.Key(
                text: .units(request.text), face: request.face, weight: request.weight,
                opticalSize: request.face.hasOpticalSize ? request.size : nil, language: nil, hangulWordPriority: false,
                fallback: false)
            return try? cache.paragraph(for: key) { () throws(MeasurementError) in
                try ShapedParagraph.shapeEllipsis(request)
            }
        }
    }

    /// The base font for emoji fallback: fontconfig's generic "emoji" family.
    private static let emojiFamily = FontMatch(path: "", family: "emoji", style: "")

    /// `value` rounded up to a multiple of 1/`scale`, ignoring floating-point noise below a millionth of a pixel
    /// (1100/1000 × 17 is 18.700000000000003, which is 18.7, not 18.7 + one pixel).
    static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        (value * scale - 1e-6).rounded(.up) / scale
    }
}
