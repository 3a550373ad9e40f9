internal import CFontconfig
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
import PackageSupport

// Matching without scoring every font (called with the lock held).

/// Answers requests exactly as `FcFontMatch` does, at a fraction of its cost: a request for characters (a fallback)
/// and a request for a family (a font asked for by name).
///
/// `FcFontMatch` scores every installed font against the pattern, element by element in fontconfig's priority order,
/// and takes the lowest score (the first such font on a tie). The elements ranked highest are file, font format,
/// variable, scalable, colour and foundry, then the charset, then the family's strong names (fontconfig 2.14
/// `fcmatch.c`, `FcMatcherPriority`; after `FcDefaultSubstitute` a pattern has `variable`). Fonts with the same values
/// of those first few elements score the same on them, so one font of each group of equal values (a representative)
/// can stand for its group.
///
/// **Characters.** The characters are the `charset` element, which scores 0 for a font that has them all. So the
/// answer is among the fonts that have every character, unless a font scores better on the elements above the charset
/// than all of them — and the representatives stand for that case. `FcFontSetMatch` over those fonts and the
/// representatives, kept in fontconfig's order, therefore returns `FcFontMatch`'s font whenever that font has the
/// characters, prepared the same way (`FcFontRenderPrepare`). When it returns a font without them, the request goes to
/// `FcFontMatch`, which alone can say which such font. A font without a charset scores nothing on it, as in
/// `FcFontMatch`, so it stays a candidate. Once the fonts' family names are known (for family requests), a fallback
/// first scores only the fonts with the characters that have one of the pattern's strong family names (below), with
/// the representatives: `emoji` is strongly Noto Color Emoji, and most of the fonts with ❤ need not be scored.
///
/// **A family.** A pattern without characters is scored on the family right after those elements: a font scores the
/// position of the first of the pattern's strong family names it has (names compared as `FcStrCmpIgnoreBlanksAndCase`
/// compares them: case folded, spaces ignored; `FcCompareFamilies`), and 10^99 when it has none. Candidates are the
/// fonts with one of the strong names (and fonts without a family, which are not scored on it), plus the
/// representatives. If `FcFontSetMatch` over them answers a font with a strong name, that is `FcFontMatch`'s font: a
/// font outside the candidates has no strong name, so it could beat the answer only on the elements above the family,
/// and then its group's representative would have beaten it too. Otherwise the request goes to `FcFontMatch`.
///
/// What this saves: the substitution is done once per family, weight, slant and language (the configuration's rules
/// must not look at the charset, so the index is off when a loaded configuration file mentions `charset`), a request
/// scores a few fonts rather than all, and a fallback's answer is kept per set of fonts with the characters, which many
/// characters share (every common Han character is in the same fonts). Once the fonts' names are known, a substituted
/// pattern also loses the family names no font has (88 of the 91 that "Noto Sans Thai" gets on Debian 12), which
/// `FcFontSetMatch` would otherwise hash on every match (``removeFamiliesNoFontHas(from:)``).
///
/// Memory: one substituted pattern per family, weight, slant and language asked for, the fonts' family names once, and
/// at most ``capacity`` fallback answers (then they are all dropped and the index starts over).
final class MatchIndex {
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
        /// The pattern's strong family names, folded (``FamilyNames/key(_:)``), and the fonts that have one of them or
        /// have no family; found the first time the base answers a family request, or a fallback once the fonts'
        /// names are known.
        var strongFamilies: (names: Set<[UInt8]>, fonts: [UInt64])? = nil
        /// Whether the pattern lost family names no font has (``removeFamiliesNoFontHas(from:)``), so that a match
        /// is `FcFontMatch`'s only when it took its family names from the font (``tookFamiliesFromFont(_:)``).
        var lostFamilies = false
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
        case ready(patterns: [OpaquePointer], charsets: [OpaquePointer?])
    }

    /// Every font's family names, folded as fontconfig compares them: which fonts have each name.
    private struct FamilyNames {
        /// Folded name → bit `i` set when font `i` has it.
        var fonts: [[UInt8]: [UInt64]] = [:]
        /// Fonts without `FC_FAMILY`, which `FcCompare` does not score on the family (and, to be safe, fonts with a
        /// name fontconfig could not fold: they stay candidates).
        var fontsWithoutFamily: [UInt64]
        /// Every folded name's ``hash(ofKey:)``: a name whose hash is not here is no font's.
        var hashes: Set<UInt64> = []

        init(_ patterns: [OpaquePointer]) {
            let words = (patterns.count + 63) / 64
            fontsWithoutFamily = [UInt64](repeating: 0, count: words)
            for (index, pattern) in patterns.enumerated() {
                let bit: UInt64 = 1 << UInt64(index & 63)
                var value: UnsafeMutablePointer<FcChar8>?
                var count: Int32 = 0
                var alwaysCandidate = false
                while FcPatternGetString(pattern, FC_FAMILY, count, &value) == FcResultMatch, let value {
                    if let key = Self.key(value) {
                        fonts[key, default: [UInt64](repeating: 0, count: words)][index >> 6] |= bit
                    } else {
                        alwaysCandidate = true
                    }
                    count += 1
                }
                if count == 0 || alwaysCandidate { fontsWithoutFamily[index >> 6] |= bit }
            }
            hashes = Set(fonts.keys.map { Self.hash(ofKey: $0) })
        }

        /// FNV-1a (64 bits) of a folded name.
        static func hash(ofKey key: some Sequence<UInt8>) -> UInt64 {
            key.reduce(emptyHash, hashing)
        }

        private static let emptyHash: UInt64 = 0xcbf2_9ce4_8422_2325

        /// FNV-1a's step: `hash` with `byte` folded in.
        private static func hashing(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
            (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }

        /// ``hash(ofKey:)`` of the name's ``key(_:)``, without making the key of an ASCII name; `nil` when fontconfig
        /// cannot fold it.
        static func foldedHash(_ name: UnsafePointer<FcChar8>) -> UInt64? {
            var hash = emptyHash
            var byte = name
            while byte.pointee != 0 {
                guard byte.pointee < 0x80 else { return key(name).map { Self.hash(ofKey: $0) } }
                if let folded = foldedASCII(byte.pointee) { hash = hashing(hash, folded) }
                byte += 1
            }
            return hash
        }

        /// An ASCII byte of a name as ``key(_:)`` keeps it: A–Z as a–z, a space dropped (`nil`).
        private static func foldedASCII(_ byte: UInt8) -> UInt8? {
            byte == UInt8(ascii: " ") ? nil : (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        }

        /// A name as `FcStrCmpIgnoreBlanksAndCase` compares it: folded by fontconfig's own walker (`FcStrDowncase`,
        /// the same `FcStrCaseWalkerNext`), then without its spaces (the walker skips them in the name, and folding
        /// never makes one), so two names are equal to fontconfig exactly when their keys are equal. An ASCII name is
        /// folded here as the walker folds it (A–Z to a–z). `nil` when fontconfig cannot allocate a folded name.
        static func key(_ name: UnsafePointer<FcChar8>) -> [UInt8]? {
            let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            let bytes = UnsafeBufferPointer(start: name, count: length)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                return bytes.compactMap(foldedASCII)
            }
            guard let folded = FcStrDowncase(name) else { return nil }
            defer { FcStrFree(folded) }
            let count = strlen(UnsafeRawPointer(folded).assumingMemoryBound(to: CChar.self))
            return UnsafeBufferPointer(start: folded, count: count).filter { $0 != UInt8(ascii: " ") }
        }
    }

    /// Which fonts have any character in each 256-character page, so a request checks only those fonts' charsets.
    private struct PageIndex {
        /// Page (code point >> 8, 0 … 0x10FF) → bit `i` set when font `i` has a character in it; `nil`: no font does.
        var fontsWithPage = [[UInt64]?](repeating: nil, count: 0x1100)
        /// Fonts without a charset, which `FcFontMatch` never rules out by characters.
        var fontsWithoutCharset: [UInt64]

        /// Each font's pages (`FcCharSetFirstPage`, `FcCharSetNextPage`).
        init(_ charsets: [OpaquePointer?]) {
            let words = (charsets.count + 63) / 64
            fontsWithoutCharset = [UInt64](repeating: 0, count: words)
            var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
            for (index, charset) in charsets.enumerated() {
                let bit: UInt64 = 1 << UInt64(index & 63)
                guard let charset else {
                    fontsWithoutCharset[index >> 6] |= bit
                    continue
                }
                var next: FcChar32 = 0
                var base = FcCharSetFirstPage(charset, &map, &next)
                while base != FcChar32.max {  // FC_CHARSET_DONE
                    let page = Int(base >> 8)
                    if page < fontsWithPage.count {
                        if fontsWithPage[page] == nil { fontsWithPage[page] = [UInt64](repeating: 0, count: words) }
                        fontsWithPage[page]![index >> 6] |= bit
                    }
                    base = FcCharSetNextPage(charset, &map, &next)
                }
            }
        }
    }

    private var fonts = Fonts.unknown
    /// Whether a base pattern may lose the family names no font has (``removeFamiliesNoFontHas(from:)``).
    private var dropsUnknownFamilies = false
    /// Made the first time a fallback is asked for.
    private var pages: PageIndex?
    /// Made the first time a family is asked for.
    private var familyNames: FamilyNames?
    /// How many family requests the index was asked (the first goes to `FcFontMatch`).
    private var familyRequestCount = 0
    /// How many family requests the index answered (for tests).
    private(set) var familyAnswerCount = 0
    /// How many fallbacks the index answered with a font of the family's strong names (for tests).
    private(set) var namedFallbackCount = 0
    /// How many substituted patterns lost family names no font has (for tests).
    private(set) var shortenedPatternCount = 0
    private var bases: [BaseKey: Base] = [:]
    /// Representatives per set of elements present (the same for nearly every pattern).
    private var representatives: [[String]: [Int]] = [:]
    private var answers: [AnswerKey: FontconfigFont] = [:]

    /// `FcFontMatch`'s answer for `request` — with characters, if it is a font that has them; without, if it is a
    /// font with one of the family's strong names —; `nil` when it may not be, and only `FcFontMatch` can tell.
    func answer(for request: FontconfigRequest, config: OpaquePointer) throws(MeasurementError) -> FontconfigFont? {
        if request.characters.isEmpty {
            // The first family is left to FcFontMatch: one match costs less than reading every font's names.
            familyRequestCount += 1
            guard familyRequestCount > 1 else { return nil }
        }
        guard case .ready(let patterns, let charsets) = loadFonts(config) else { return nil }
        let baseKey = BaseKey(
            family: request.family, weightClass: request.weightClass, isItalic: request.isItalic,
            language: request.language)
        if request.characters.isEmpty && familyNames == nil { familyNames = FamilyNames(patterns) }
        var base: Base
        if let known = bases[baseKey] {
            base = known
        } else {
            base = try makeBase(for: request, config: config, patterns: patterns)
            bases[baseKey] = base
        }
        // A fallback looks at the strong names only once they are known for a family (reading every font's names
        // costs more than a few matches).
        if base.strongFamilies == nil, request.characters.isEmpty || familyNames != nil {
            base.strongFamilies = strongFamilies(of: base.pattern)
            bases[baseKey] = base
        }
        guard !request.characters.isEmpty else {
            return try familyAnswer(base, config: config, patterns: patterns)
        }

        // The fonts with every character: only those with a character in each character's page can have it.
        if pages == nil { pages = PageIndex(charsets) }
        guard let pages else { return nil }
        let words = (charsets.count + 63) / 64
        var possible = [UInt64](filledWith: ~0, count: words)
        for scalar in request.characters {
            guard let fonts = pages.fontsWithPage[Int(scalar.value >> 8)] else {
                possible = [UInt64](filledWith: 0, count: words)
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

        // The characters join the base pattern for these matches only (a copy of the pattern, with its dozens of
        // substituted families, cost more than the match).
        defer { FcPatternDel(base.pattern, FC_CHARSET) }
        try addCharacters(request.characters, to: base.pattern)
        if let named = try familyAnswer(
            base, among: candidates, characters: request.characters, config: config, patterns: patterns),
            named.coversCharacters
        {
            namedFallbackCount += 1
            return remember(named, for: key)
        }
        var included = candidates
        for index in base.representatives { included[index >> 6] |= 1 << UInt64(index & 63) }
        guard let font = try Self.match(base.pattern, among: included, of: patterns, config: config) else { return nil }
        defer { FcPatternDestroy(font) }
        guard !base.lostFamilies || Self.tookFamiliesFromFont(font) else { return nil }
        let answer = try read(font, characters: request.characters)
        // A font without the characters: FcFontMatch may prefer another such font.
        guard answer.coversCharacters else { return nil }
        return remember(answer, for: key)
    }

    /// Keeps a fallback's answer (forgetting them all first when there are ``capacity``).
    private func remember(_ answer: FontconfigFont, for key: AnswerKey) -> FontconfigFont {
        if answers.count >= Self.capacity { answers.removeAll() }
        answers[key] = answer
        return answer
    }

    /// `FcFontSetMatch`'s answer over the fonts with one of the base's strong family names (of those among
    /// `candidates`, the fonts with `characters`, for a fallback) and the representatives, when it has one of those
    /// names; else `nil`.
    ///
    /// Such an answer is `FcFontMatch`'s: see the type's comment. Among fonts with the characters (`candidates`) the
    /// same holds, since they all score 0 on the charset: one without a strong name could beat the answer only on the
    /// elements above the charset, and then its group's representative would have beaten the answer too.
    private func familyAnswer(
        _ base: Base, among candidates: [UInt64]? = nil, characters: [Unicode.Scalar] = [], config: OpaquePointer,
        patterns: [OpaquePointer]
    ) throws(MeasurementError) -> FontconfigFont? {
        guard let (names, fonts) = base.strongFamilies, !names.isEmpty else { return nil }
        var included = fonts
        if let candidates {
            var any = false
            for word in included.indices {
                included[word] &= candidates[word]
                any = any || included[word] != 0
            }
            guard any else { return nil }
        }
        for index in base.representatives { included[index >> 6] |= 1 << UInt64(index & 63) }
        guard let font = try Self.match(base.pattern, among: included, of: patterns, config: config) else { return nil }
        defer { FcPatternDestroy(font) }
        guard !base.lostFamilies || Self.tookFamiliesFromFont(font) else { return nil }
        var value: UnsafeMutablePointer<FcChar8>?
        var count: Int32 = 0
        var named = false
        while !named, FcPatternGetString(font, FC_FAMILY, count, &value) == FcResultMatch, let value {
            named = FamilyNames.key(value).map(names.contains) ?? false
            count += 1
        }
        guard named else { return nil }
        if candidates == nil { familyAnswerCount += 1 }
        return try read(font, characters: characters)
    }

    /// The pattern's strong family names (every `FC_FAMILY` value not bound weakly: `FcCompareDataInit`), folded, and
    /// the fonts that have one of them or no family at all (none before the fonts' names are known).
    private func strongFamilies(of pattern: OpaquePointer) -> (Set<[UInt8]>, [UInt64]) {
        guard let familyNames else { return ([], []) }
        var names = Set<[UInt8]>()
        var fonts = familyNames.fontsWithoutFamily
        var value = FcValue()
        var binding = FcValueBindingWeak
        var index: Int32 = 0
        while FcPatternGetWithBinding(pattern, FC_FAMILY, index, &value, &binding) == FcResultMatch {
            index += 1
            guard value.type == FcTypeString, binding != FcValueBindingWeak, let name = value.u.s else { continue }
            guard let key = FamilyNames.key(name) else { return ([], []) }  // (then FcFontMatch answers)
            guard names.insert(key).inserted, let having = familyNames.fonts[key] else { continue }
            for word in fonts.indices { fonts[word] |= having[word] }
        }
        return (names, fonts)
    }

    /// `FcFontSetMatch` of `pattern` over the fonts of `patterns` whose bits are set in `included`, in their order.
    private static func match(
        _ pattern: OpaquePointer, among included: [UInt64], of patterns: [OpaquePointer], config: OpaquePointer
    ) throws(MeasurementError) -> OpaquePointer? {
        guard let set = FcFontSetCreate() else { throw .fontconfigOutOfMemory("FcFontSetCreate") }
        defer { FcFontSetDestroy(set) }
        for (index, font) in patterns.enumerated() where included[index >> 6] & (1 << UInt64(index & 63)) != 0 {
            FcPatternReference(font)  // the set releases what it holds
            guard FcFontSetAdd(set, font) != FcFalse else {
                FcPatternDestroy(font)
                throw .fontconfigOutOfMemory("FcFontSetAdd")
            }
        }
        var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
        var result = FcResultMatch
        return FcFontSetMatch(config, &sets, 1, pattern, &result)
    }

    /// How many fallback answers are kept (for tests).
    var answerCount: Int { answers.count }

    /// Frees the substituted patterns and forgets every answer.
    func removeAll() {
        for base in bases.values { FcPatternDestroy(base.pattern) }
        bases = [:]
        answers = [:]
        representatives = [:]
        pages = nil
        familyNames = nil
    }

    private func loadFonts(_ config: OpaquePointer) -> Fonts {
        if case .unknown = fonts {
            let rules = FontconfigRules(of: config)
            fonts = rules.mentionCharset ? .disabled : Self.allFonts(config)
            // (From 2.14, whose `fcmatch.c` this follows: it scores the family by position, through a hash of the
            // pattern's names.)
            dropsUnknownFamilies = !rules.fontRulesReadPatternFamily && FcGetVersion() >= 21400
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
        return .ready(patterns: patterns, charsets: charsets)
    }

    /// The request's pattern without its characters, substituted as for `FcFontMatch`, and the first font of each
    /// group of fonts with equal values of the elements the pattern has that rank above the charset.
    private func makeBase(for request: FontconfigRequest, config: OpaquePointer, patterns: [OpaquePointer])
        throws(MeasurementError) -> Base
    {
        guard let pattern = FcPatternCreate() else { throw .fontconfigOutOfMemory("FcPatternCreate") }
        var withoutCharacters = request
        withoutCharacters.characters = []
        var lostFamilies = false
        do throws(MeasurementError) {
            try add(withoutCharacters, to: pattern)
            try check(FcConfigSubstitute(config, pattern, FcMatchPattern), "FcConfigSubstitute")
            FcDefaultSubstitute(pattern)
            if dropsUnknownFamilies { lostFamilies = try removeFamiliesNoFontHas(from: pattern) }
            if lostFamilies { shortenedPatternCount += 1 }
        } catch {
            FcPatternDestroy(pattern)
            throw error
        }

        let present = Self.aboveCharset.filter { object in
            var value = FcValue()
            return FcPatternGet(pattern, object, 0, &value) == FcResultMatch
        }
        guard !present.isEmpty else { return Base(pattern: pattern, representatives: [], lostFamilies: lostFamilies) }
        if let known = representatives[present] {
            return Base(pattern: pattern, representatives: known, lostFamilies: lostFamilies)
        }
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
        return Base(pattern: pattern, representatives: representatives, lostFamilies: lostFamilies)
    }

    /// Removes from a substituted pattern the family names no font has, once every font's names are known; whether
    /// it removed any.
    ///
    /// fontconfig scores a font on the family by the position, in the pattern, of the first of its names the pattern
    /// has, strong and weak names apart (`FcCompareDataInit`, `FcCompareFamilies`: a hash of the pattern's names, made
    /// for every match, which with the configuration's ninety-odd substituted names costs more than scoring the few
    /// fonts a match here has). A name no font has never gives a font its score; without it the names after it move
    /// up one place, which keeps every comparison of two positions as it was, so the same font wins. Left alone: a
    /// pattern with 1,000 names or more (newer fontconfig calls a position under 1,000 an exact match).
    ///
    /// The match's result is then the same only when `FcFontRenderPrepare` takes its family names from the font (it
    /// has `familylang`: ``tookFamiliesFromFont(_:)``), and when no rule run on the matched font reads the pattern's
    /// family (``FontconfigRules/fontRulesReadPatternFamily``, checked before this is used).
    private func removeFamiliesNoFontHas(from pattern: OpaquePointer) throws(MeasurementError) -> Bool {
        guard let familyNames else { return false }
        var value = FcValue()
        var binding = FcValueBindingWeak
        var kept: [(name: [FcChar8], isWeak: Bool)] = []
        var count: Int32 = 0
        while FcPatternGetWithBinding(pattern, FC_FAMILY, count, &value, &binding) == FcResultMatch {
            count += 1
            guard value.type == FcTypeString, let name = value.u.s else { return false }
            // (A hash that is some font's, by chance, keeps a name: harmless.)
            if let hash = FamilyNames.foldedHash(name), !familyNames.hashes.contains(hash) { continue }
            let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            kept.append((Array(UnsafeBufferPointer(start: name, count: length + 1)), binding == FcValueBindingWeak))
        }
        guard count < 1000, kept.count < count else { return false }
        // The kept names again, in order; "same" binds as strong (`FcCompareDataInit` counts every name not bound
        // weakly as strong).
        FcPatternDel(pattern, FC_FAMILY)
        for (name, isWeak) in kept {
            let added = name.withUnsafeBufferPointer { name in
                var value = FcValue()
                value.type = FcTypeString
                value.u.s = name.baseAddress
                return isWeak ? FcPatternAddWeak(pattern, FC_FAMILY, value, FcTrue)
                    : FcPatternAdd(pattern, FC_FAMILY, value, FcTrue)
            }
            try check(added, "FcPatternAdd")
        }
        return true
    }

    /// Whether `FcFontRenderPrepare` gave the matched font its own family names, ordered by the pattern's
    /// `familylang` (the font has `familylang`, as every font `fc-cache` scans does), rather than the pattern's name
    /// that matched best; `familylang` is in the result only then.
    private static func tookFamiliesFromFont(_ font: OpaquePointer) -> Bool {
        var value = FcValue()
        return FcPatternGet(font, FC_FAMILYLANG, 0, &value) == FcResultMatch
    }
}
