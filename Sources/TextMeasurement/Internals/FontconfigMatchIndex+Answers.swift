internal import CFontconfig
import PackageSupport

// A request answered by matching over a few fonts: the candidates, the match, the answers kept.
extension MatchIndex {
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
}
