internal import CFontconfig

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
///
/// Its facets share its state (internal for that; only `FontconfigConfiguration` holds an index, behind its lock):
/// the request answered (`+Answers`), the configuration's fonts (`+Fonts`), the substituted base patterns
/// (`+BasePatterns`), and the indexes of the fonts' family names (`+FamilyNames`) and Unicode pages (`+PageIndex`).
final class MatchIndex {
    /// The most answers kept.
    static let capacity = 4096

    /// An index for a configuration, loaded from `configurationText` when it was (empty for a configuration fontconfig
    /// read from its files).
    init(configurationText: [UInt8] = []) {
        self.configurationText = configurationText
    }

    /// The pattern elements fontconfig ranks above the charset (`fontwrapper` exists from 2.15 on).
    static let aboveCharset = [FC_FILE, FC_FONTFORMAT, FC_VARIABLE, FC_SCALABLE, FC_COLOR, FC_FOUNDRY, "fontwrapper"]

    struct BaseKey: Hashable {
        var family: String
        var weightClass: Int
        var isItalic: Bool
        var language: String?
    }

    /// A substituted pattern without characters, and the fonts that stand for each group of equal values of the
    /// elements ranked above the charset.
    struct Base {
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

    struct AnswerKey: Hashable {
        var base: BaseKey
        /// Bit `i`: font `i` (in fontconfig's order) has every character, or has no charset.
        var candidates: [UInt64]
    }

    enum Fonts {
        case unknown
        /// The configuration's rules mention the charset: always `FcFontMatch`.
        case disabled
        /// Every font of the configuration, system then application (the order `FcFontMatch` scores them in), and each
        /// one's `FC_CHARSET` (`nil` when it has none). Borrowed from the configuration, which outlives this index.
        case ready(patterns: [OpaquePointer], charsets: [OpaquePointer?])
    }

    var fonts = Fonts.unknown
    /// The text of a configuration loaded from memory (the pinned set's), which fontconfig does not list among its
    /// files: its rules are read with theirs.
    let configurationText: [UInt8]
    /// Whether a base pattern may lose the family names no font has (``removeFamiliesNoFontHas(from:)``).
    var dropsUnknownFamilies = false
    /// Made the first time a fallback is asked for.
    var pages: PageIndex?
    /// Made the first time a family is asked for.
    var familyNames: FamilyNames?
    /// How many family requests the index was asked (the first goes to `FcFontMatch`).
    var familyRequestCount = 0
    /// How many family requests the index answered (for tests).
    var familyAnswerCount = 0
    /// How many fallbacks the index answered with a font of the family's strong names (for tests).
    var namedFallbackCount = 0
    /// How many substituted patterns lost family names no font has (for tests).
    var shortenedPatternCount = 0
    var bases: [BaseKey: Base] = [:]
    /// Representatives per set of elements present (the same for nearly every pattern).
    var representatives: [[String]: [Int]] = [:]
    var answers: [AnswerKey: FontconfigFont] = [:]

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
}
