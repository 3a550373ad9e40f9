internal import CFontconfig
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

// The substituted patterns without characters that requests start from, and their representatives.
extension MatchIndex {
    /// The request's pattern without its characters, substituted as for `FcFontMatch`, and the first font of each
    /// group of fonts with equal values of the elements the pattern has that rank above the charset.
    func makeBase(for request: FontconfigRequest, config: OpaquePointer, patterns: [OpaquePointer])
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
    static func tookFamiliesFromFont(_ font: OpaquePointer) -> Bool {
        var value = FcValue()
        return FcPatternGet(font, FC_FAMILYLANG, 0, &value) == FcResultMatch
    }
}
