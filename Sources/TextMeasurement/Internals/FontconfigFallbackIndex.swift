internal import CFontconfig
internal import Glibc

// Fallback without scoring every font (called with the lock held).

/// Answers a request for characters exactly as `FcFontMatch` does, at a fraction of its cost.
///
/// `FcFontMatch` scores every installed font against the pattern, element by element in fontconfig's priority order,
/// and takes the lowest score (the first such font on a tie). The characters are the `charset` element, which scores
/// 0 for a font that has them all; the elements ranked above it are file, font format, variable, scalable, colour and
/// foundry (fontconfig 2.14 `fcmatch.c`, `FcMatcherPriority`; after `FcDefaultSubstitute` a pattern has `variable`).
/// Fonts with the same values of those few elements score the same on them. So the answer is among the fonts that
/// have every character, unless a font scores better on those elements than all of them — and one font of each group
/// of equal values (a representative) stands for that case. `FcFontSetMatch` over those fonts and the
/// representatives, kept in fontconfig's order, therefore returns `FcFontMatch`'s font whenever that font has the
/// characters, prepared the same way (`FcFontRenderPrepare`). When it returns a font without them, the request goes to
/// `FcFontMatch`, which alone can say which such font. A font without a charset scores nothing on it, as in
/// `FcFontMatch`, so it stays a candidate.
///
/// What this saves: the substitution is done once per family, weight, slant and language (the configuration's rules
/// must not look at the charset, so the index is off when a loaded configuration file mentions `charset`), a request
/// scores a few fonts rather than all, and the answer is kept per set of fonts with the characters, which many
/// characters share (every common Han character is in the same fonts).
///
/// Memory: one substituted pattern per family, weight, slant and language asked for, and at most ``capacity`` answers
/// (then they are all dropped and the index starts over).
final class FallbackIndex {
    /// The most answers kept.
    static let capacity = 4096

    /// The pattern elements fontconfig ranks above the charset (`fontwrapper` exists from 2.15 on).
    private static let aboveCharset = [FC_FILE, FC_FONTFORMAT, FC_VARIABLE, FC_SCALABLE, FC_COLOR, FC_FOUNDRY, "fontwrapper"]

    private struct BaseKey: Hashable {
        var family: String
        var weightClass: Int
        var isItalic: Bool
        var language: String?
    }

    /// A substituted pattern without characters, and the fonts that stand for each group of equal values of the
    /// elements ranked above the charset.
    private struct Base {
        /// Owned.
        var pattern: OpaquePointer
        var representatives: [Int]
    }

    private struct AnswerKey: Hashable {
        var base: BaseKey
        /// Bit `i`: font `i` (in fontconfig's order) has every character, or has no charset.
        var candidates: [UInt64]
    }

    private enum Fonts {
        case unknown
        /// The configuration's rules mention the charset: always `FcFontMatch`.
        case disabled
        /// Every font of the configuration, system then application (the order `FcFontMatch` scores them in), and each
        /// one's `FC_CHARSET` (`nil` when it has none). Borrowed from the configuration, which outlives this index.
        case ready(patterns: [OpaquePointer], charsets: [OpaquePointer?], pages: PageIndex)
    }

    /// Which fonts have any character in each 256-character page, so a request checks only those fonts' charsets.
    private struct PageIndex {
        /// Page (code point >> 8, 0 … 0x10FF) → bit `i` set when font `i` has a character in it; `nil`: no font does.
        var fontsWithPage = [[UInt64]?](repeating: nil, count: 0x1100)
        /// Fonts without a charset, which `FcFontMatch` never rules out by characters.
        var fontsWithoutCharset: [UInt64]
    }

    private var fonts = Fonts.unknown
    private var bases: [BaseKey: Base] = [:]
    /// Representatives per set of elements present (the same for nearly every pattern).
    private var representatives: [[String]: [Int]] = [:]
    private var answers: [AnswerKey: FontconfigFont] = [:]

    /// `FcFontMatch`'s answer for `request` (which has characters) when it is a font with those characters; `nil`
    /// when it may not be, and only `FcFontMatch` can tell.
    func answer(for request: FontconfigRequest, config: OpaquePointer) throws(MeasurementError) -> FontconfigFont? {
        guard case .ready(let patterns, let charsets, let pages) = loadFonts(config) else { return nil }
        let baseKey = BaseKey(
            family: request.family, weightClass: request.weightClass, isItalic: request.isItalic,
            language: request.language)
        let base: Base
        if let known = bases[baseKey] {
            base = known
        } else {
            base = try makeBase(for: request, config: config, patterns: patterns)
            bases[baseKey] = base
        }

        // The fonts with every character: only those with a character in each character's page can have it.
        let words = (charsets.count + 63) / 64
        var possible = [UInt64](repeating: ~0, count: words)
        for scalar in request.characters {
            guard let fonts = pages.fontsWithPage[Int(scalar.value >> 8)] else {
                possible = [UInt64](repeating: 0, count: words)
                break
            }
            for word in 0..<words { possible[word] &= fonts[word] }
        }
        var candidates = pages.fontsWithoutCharset
        var anyCandidate = candidates.contains { $0 != 0 }
        for word in 0..<words where possible[word] != 0 {
            var bits = possible[word]
            while bits != 0 {
                let index = word << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                guard let charset = charsets[index],
                    request.characters.allSatisfy({ FcCharSetHasChar(charset, $0.value) != FcFalse })
                else { continue }
                candidates[word] |= 1 << UInt64(index & 63)
                anyCandidate = true
            }
        }
        guard anyCandidate else { return nil }
        let key = AnswerKey(base: baseKey, candidates: candidates)
        if let known = answers[key] { return known }

        var included = candidates
        for index in base.representatives { included[index >> 6] |= 1 << UInt64(index & 63) }
        guard let set = FcFontSetCreate() else { throw .fontconfigOutOfMemory("FcFontSetCreate") }
        defer { FcFontSetDestroy(set) }
        for (index, pattern) in patterns.enumerated() where included[index >> 6] & (1 << UInt64(index & 63)) != 0 {
            FcPatternReference(pattern)  // the set releases what it holds
            guard FcFontSetAdd(set, pattern) != FcFalse else {
                FcPatternDestroy(pattern)
                throw .fontconfigOutOfMemory("FcFontSetAdd")
            }
        }
        guard let pattern = FcPatternDuplicate(base.pattern) else { throw .fontconfigOutOfMemory("FcPatternDuplicate") }
        defer { FcPatternDestroy(pattern) }
        try addCharacters(request.characters, to: pattern)
        var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
        var result = FcResultMatch
        guard let font = FcFontSetMatch(config, &sets, 1, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        let answer = try read(font, characters: request.characters)
        // A font without the characters: FcFontMatch may prefer another such font.
        guard answer.coversCharacters else { return nil }
        if answers.count >= Self.capacity { answers.removeAll() }
        answers[key] = answer
        return answer
    }

    /// How many answers are kept (for tests).
    var answerCount: Int { answers.count }

    /// Frees the substituted patterns and forgets every answer.
    func removeAll() {
        for base in bases.values { FcPatternDestroy(base.pattern) }
        bases = [:]
        answers = [:]
        representatives = [:]
    }

    private func loadFonts(_ config: OpaquePointer) -> Fonts {
        if case .unknown = fonts {
            fonts = Self.rulesMentionCharset(config) ? .disabled : Self.allFonts(config)
        }
        return fonts
    }

    private static func allFonts(_ config: OpaquePointer) -> Fonts {
        var patterns: [OpaquePointer] = []
        var charsets: [OpaquePointer?] = []
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind), let fonts = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = fonts[index] else { continue }
                var charset: OpaquePointer?
                if FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) != FcResultMatch { charset = nil }
                patterns.append(pattern)
                charsets.append(charset)
            }
        }
        // Each font's pages (`FcCharSetFirstPage`, `FcCharSetNextPage`), once.
        let words = (charsets.count + 63) / 64
        var pages = PageIndex(fontsWithoutCharset: [UInt64](repeating: 0, count: words))
        var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
        for (index, charset) in charsets.enumerated() {
            let bit: UInt64 = 1 << UInt64(index & 63)
            guard let charset else {
                pages.fontsWithoutCharset[index >> 6] |= bit
                continue
            }
            var next: FcChar32 = 0
            var base = FcCharSetFirstPage(charset, &map, &next)
            while base != FcChar32.max {  // FC_CHARSET_DONE
                let page = Int(base >> 8)
                if page < pages.fontsWithPage.count {
                    if pages.fontsWithPage[page] == nil { pages.fontsWithPage[page] = [UInt64](repeating: 0, count: words) }
                    pages.fontsWithPage[page]![index >> 6] |= bit
                }
                base = FcCharSetNextPage(charset, &map, &next)
            }
        }
        return .ready(patterns: patterns, charsets: charsets, pages: pages)
    }

    /// Whether any configuration file fontconfig loaded mentions `charset` (a rule that tests or edits it would make
    /// the substitution depend on the characters). Uses `FcConfigGetConfigFiles`.
    private static func rulesMentionCharset(_ config: OpaquePointer) -> Bool {
        guard let list = FcConfigGetConfigFiles(config) else { return true }
        defer { FcStrListDone(list) }
        while let path = FcStrListNext(list) {
            guard let file = fopen(UnsafeRawPointer(path).assumingMemoryBound(to: CChar.self), "r") else { continue }
            defer { fclose(file) }
            var contents: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = fread(&chunk, 1, chunk.count, file)
                if count == 0 { break }
                contents.append(contentsOf: chunk[0..<count])
            }
            if contains(contents, caseInsensitive: Array("charset".utf8)) { return true }
        }
        return false
    }

    /// Whether `bytes` contain `word` (lowercase ASCII), ignoring ASCII case.
    private static func contains(_ bytes: [UInt8], caseInsensitive word: [UInt8]) -> Bool {
        guard bytes.count >= word.count, let first = word.first else { return false }
        for start in 0...(bytes.count - word.count) where bytes[start] | 0x20 == first {
            var index = 1
            while index < word.count && bytes[start + index] | 0x20 == word[index] { index += 1 }
            if index == word.count { return true }
        }
        return false
    }

    /// The request's pattern without its characters, substituted as for `FcFontMatch`, and the first font of each
    /// group of fonts with equal values of the elements the pattern has that rank above the charset.
    private func makeBase(for request: FontconfigRequest, config: OpaquePointer, patterns: [OpaquePointer])
        throws(MeasurementError) -> Base
    {
        guard let pattern = FcPatternCreate() else { throw .fontconfigOutOfMemory("FcPatternCreate") }
        var withoutCharacters = request
        withoutCharacters.characters = []
        do throws(MeasurementError) {
            try add(withoutCharacters, to: pattern)
            try check(FcConfigSubstitute(config, pattern, FcMatchPattern), "FcConfigSubstitute")
        } catch {
            FcPatternDestroy(pattern)
            throw error
        }
        FcDefaultSubstitute(pattern)

        let present = Self.aboveCharset.filter { object in
            var value = FcValue()
            return FcPatternGet(pattern, object, 0, &value) == FcResultMatch
        }
        guard !present.isEmpty else { return Base(pattern: pattern, representatives: []) }
        if let known = representatives[present] { return Base(pattern: pattern, representatives: known) }
        var representatives: [Int] = []
        var groups: [OpaquePointer] = []  // each representative's values of `present`, owned until the end
        defer { groups.forEach { FcPatternDestroy($0) } }
        guard let objects = FcObjectSetCreate() else {
            FcPatternDestroy(pattern)
            throw .fontconfigOutOfMemory("FcObjectSetCreate")
        }
        defer { FcObjectSetDestroy(objects) }
        for object in present { _ = FcObjectSetAdd(objects, object) }
        for (index, font) in patterns.enumerated() {
            guard let values = FcPatternFilter(font, objects) else {
                FcPatternDestroy(pattern)
                throw .fontconfigOutOfMemory("FcPatternFilter")
            }
            if groups.contains(where: { FcPatternEqual($0, values) != FcFalse }) {
                FcPatternDestroy(values)
            } else {
                groups.append(values)
                representatives.append(index)
            }
        }
        self.representatives[present] = representatives
        return Base(pattern: pattern, representatives: representatives)
    }
}
