internal import CFontconfig
internal import Glibc
import DynamicType
import PackageSupport

// All of this module's raw fontconfig calls. Nothing here is public: `FontMatcher` turns these Swift values into its
// API, and no fontconfig type or pointer leaves this file.

/// The process-wide lock around fontconfig.
///
/// fontconfig (since 2.10) documents its matching as thread-safe, but its configuration objects share global caches
/// (font-set caches, the config reference counts), and a matcher is rarely hot: `FontMatcher` caches its decisions.
/// So every fontconfig call in this module — loading, matching, destroying — runs under this one lock, for every
/// configuration, which costs little and rules out data races inside the C library.
let fontconfigLock = Lock()

/// What to ask fontconfig for, in Swift terms.
struct FontconfigRequest: Hashable, Sendable {
    /// The family name, or a generic alias (`sans-serif`, `monospace`) that fontconfig's configuration expands.
    var family: String
    /// The OpenType `usWeightClass` (100 … 900); converted with `FcWeightFromOpenTypeDouble`.
    var weightClass: Int
    /// Whether to ask for an italic slant (`FC_SLANT_ITALIC`) rather than roman.
    var isItalic: Bool
    /// Characters the font must have (an `FcCharSet`); empty for a plain family match.
    var characters: [Unicode.Scalar] = []
    /// A language tag (BCP 47 or POSIX), or `nil` for fontconfig's default (the process locale).
    var language: String? = nil
}

/// What fontconfig answered, copied out of its pattern.
struct FontconfigFont: Hashable, Sendable {
    /// `FC_FILE`.
    var path: String
    /// `FC_INDEX`: the face in the low 16 bits, a variable font's named instance (1-based) above, as FreeType's
    /// `FT_New_Face` takes it.
    var faceIndex: Int
    /// Every `FC_FAMILY` value, in fontconfig's order (the first is its preferred name).
    var families: [String]
    /// The first `FC_STYLE` value, or "" when the font has none.
    var style: String
    /// Whether the font's `FC_CHARSET` has every requested character (`FcCharSetHasChar`); true when none were asked.
    var coversCharacters: Bool
}

/// The one owner of an `FcConfig`: loaded with `FcInitLoadConfigAndFonts`, never changed after `init`, destroyed with
/// `FcConfigDestroy` in `deinit`.
///
/// `@unchecked Sendable` is safe because its state is the immutable `config` pointer and the ``FallbackIndex``, and
/// every call that touches either — in `init`, ``bestMatch(for:)`` and `deinit` — holds ``fontconfigLock``.
final class FontconfigConfiguration: @unchecked Sendable {
    /// The `FcConfig *`; owned, never escapes this object.
    private let config: OpaquePointer
    /// Fallback answers found without scoring every font; read and changed only under ``fontconfigLock``.
    private let fallbackIndex = FallbackIndex()

    /// Loads the system's configuration and fonts, then adds application fonts.
    ///
    /// Uses `FcInitLoadConfigAndFonts`, `FcConfigAppFontAddFile`, `FcConfigAppFontAddDir` and `FcConfigGetFonts`.
    ///
    /// - Parameters:
    ///   - files: Font files to add (every face of each).
    ///   - directories: Directories to add, searched recursively.
    /// - Throws: ``MeasurementError/libraryFailure(library:code:message:)`` when fontconfig cannot load its
    ///   configuration or refuses a file or directory; ``MeasurementError/noFontsAvailable`` when it ends up with no
    ///   fonts at all.
    init(addingFiles files: [String], directories: [String]) throws(MeasurementError) {
        config = try fontconfigLock.withLock { () throws(MeasurementError) -> OpaquePointer in
            guard let config = FcInitLoadConfigAndFonts() else {
                throw .fontconfig(
                    "FcInitLoadConfigAndFonts", "could not load the configuration and fonts (see fontconfig's "
                        + "messages on standard error; FONTCONFIG_FILE and FONTCONFIG_PATH choose the configuration)")
            }
            do throws(MeasurementError) {
                for file in files {
                    guard FcConfigAppFontAddFile(config, file) != FcFalse else {
                        throw .fontconfig(
                            "FcConfigAppFontAddFile", "could not add \(file): not a font file it can read")
                    }
                }
                for directory in directories {
                    guard FcConfigAppFontAddDir(config, directory) != FcFalse else {
                        throw .fontconfig("FcConfigAppFontAddDir", "could not add the fonts in \(directory)")
                    }
                }
                let count = [FcSetSystem, FcSetApplication].reduce(0) { count, set in
                    count + Int(FcConfigGetFonts(config, set)?.pointee.nfont ?? 0)
                }
                guard count > 0 else { throw .noFontsAvailable }
            } catch {
                FcConfigDestroy(config)
                throw error
            }
            return config
        }
    }

    deinit {
        let config = config
        let fallbackIndex = fallbackIndex
        fontconfigLock.withLock {
            fallbackIndex.removeAll()
            FcConfigDestroy(config)
        }
    }

    /// How many fallback answers the index keeps (for tests).
    var indexedAnswerCount: Int {
        let fallbackIndex = fallbackIndex
        return fontconfigLock.withLock { fallbackIndex.answerCount }
    }

    /// The font fontconfig chooses for a request.
    ///
    /// Builds a pattern (`FC_FAMILY`, `FC_WEIGHT`, `FC_SLANT`, and `FC_CHARSET` and `FC_LANG` when asked), applies the
    /// configuration's substitutions (`FcConfigSubstitute`, `FcDefaultSubstitute`) and matches it (`FcFontMatch`),
    /// which always returns the best font there is, whether or not it has the family or the characters.
    ///
    /// - Throws: ``MeasurementError/noFontsAvailable`` when fontconfig finds no font at all;
    ///   ``MeasurementError/libraryFailure(library:code:message:)`` when it fails (runs out of memory) or its answer
    ///   has no file.
    /// - Parameter usingIndex: Whether a request for characters may be answered by the ``FallbackIndex`` (the same
    ///   answer, found faster); `false` always calls `FcFontMatch` (tests compare the two).
    func bestMatch(for request: FontconfigRequest, usingIndex: Bool = true) throws(MeasurementError) -> FontconfigFont {
        let config = config
        let fallbackIndex = fallbackIndex
        return try fontconfigLock.withLock { () throws(MeasurementError) -> FontconfigFont in
            if usingIndex, !request.characters.isEmpty,
                let font = try fallbackIndex.answer(for: request, config: config)
            {
                return font
            }
            guard let pattern = FcPatternCreate() else { throw .fontconfigOutOfMemory("FcPatternCreate") }
            defer { FcPatternDestroy(pattern) }
            try add(request, to: pattern)
            try check(FcConfigSubstitute(config, pattern, FcMatchPattern), "FcConfigSubstitute")
            FcDefaultSubstitute(pattern)

            var result = FcResultMatch
            guard let font = FcFontMatch(config, pattern, &result) else {
                if result == FcResultNoMatch { throw .noFontsAvailable }
                throw .fontconfig("FcFontMatch", code: result, "found no font")
            }
            defer { FcPatternDestroy(font) }
            return try read(font, characters: request.characters)
        }
    }
}

// MARK: - Fallback without scoring every font (called with the lock held)

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

// MARK: - Patterns (called with the lock held)

/// Adds the request's properties to an empty pattern.
private func add(_ request: FontconfigRequest, to pattern: OpaquePointer) throws(MeasurementError) {
    try check(FcPatternAddString(pattern, FC_FAMILY, request.family), "FcPatternAddString")
    let weight = FcWeightFromOpenTypeDouble(Double(request.weightClass))
    try check(FcPatternAddDouble(pattern, FC_WEIGHT, weight), "FcPatternAddDouble")
    let slant = request.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN
    try check(FcPatternAddInteger(pattern, FC_SLANT, slant), "FcPatternAddInteger")

    if !request.characters.isEmpty {
        try addCharacters(request.characters, to: pattern)
    }

    if let language = request.language.flatMap(fontconfigLanguage) {
        try check(FcPatternAddString(pattern, FC_LANG, language), "FcPatternAddString")
    }
}

/// Adds the characters a font must have (`FC_CHARSET`).
private func addCharacters(_ characters: [Unicode.Scalar], to pattern: OpaquePointer) throws(MeasurementError) {
    guard let charset = FcCharSetCreate() else { throw .fontconfigOutOfMemory("FcCharSetCreate") }
    // The pattern takes its own reference.
    defer { FcCharSetDestroy(charset) }
    for scalar in characters {
        try check(FcCharSetAddChar(charset, scalar.value), "FcCharSetAddChar")
    }
    try check(FcPatternAddCharSet(pattern, FC_CHARSET, charset), "FcPatternAddCharSet")
}

/// A language tag as fontconfig's language sets spell them: `ll` or `ll-tt`, lowercase.
///
/// Takes BCP 47 tags (`ja`, `zh-Hant-HK`, `pt-BR`) and POSIX locales (`zh_TW.UTF-8`, `sr_RS@latin`). A script subtag
/// is dropped, except that Chinese without a region becomes fontconfig's `zh-tw` for `Hant` and `zh-cn` for `Hans`.
/// This is done here rather than with `FcLangNormalize`, which rejects script subtags with a warning on standard
/// error. `nil` (no language preference) for a tag that does not start with a 2- or 3-letter language (`C`, `POSIX`).
func fontconfigLanguage(_ tag: String) -> String? {
    let locale = tag.prefix { $0 != "." && $0 != "@" }.lowercased().replacing("_", with: "-")
    let subtags = locale.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = subtags.first, (2...3).contains(language.count),
        language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    let rest = subtags.dropFirst()
    let script = rest.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
    if let region = rest.first(where: { $0.count == 2 && $0.allSatisfy(\.isLetter) }) {
        return "\(language)-\(region)"
    }
    switch (language, script) {
    case ("zh", "hant"): return "zh-tw"
    case ("zh", "hans"): return "zh-cn"
    default: return String(language)
    }
}

/// Copies what the module needs out of a matched pattern.
private func read(_ font: OpaquePointer, characters: [Unicode.Scalar]) throws(MeasurementError) -> FontconfigFont {
    guard let path = strings(FC_FILE, in: font).first else {
        throw .fontconfig("FcFontMatch", code: FcResultNoId, "matched a font without a file")
    }
    var index: Int32 = 0
    if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch {
        index = 0
    }

    var coversCharacters = true
    if !characters.isEmpty {
        var charset: OpaquePointer?
        if FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
            coversCharacters = characters.allSatisfy { FcCharSetHasChar(charset, $0.value) != FcFalse }
        } else {
            coversCharacters = false
        }
    }

    return FontconfigFont(
        path: path, faceIndex: Int(index), families: strings(FC_FAMILY, in: font),
        style: strings(FC_STYLE, in: font).first ?? "", coversCharacters: coversCharacters)
}

/// Every string value of a property (`FcPatternGetString` with n = 0, 1, … until it answers no match).
private func strings(_ object: String, in pattern: OpaquePointer) -> [String] {
    var values: [String] = []
    var value: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
        values.append(String(cString: value))
    }
    return values
}

/// Turns a false `FcBool` from a function that fails only when it cannot allocate into an error.
private func check(_ succeeded: FcBool, _ function: String) throws(MeasurementError) {
    if succeeded == FcFalse { throw .fontconfigOutOfMemory(function) }
}

// MARK: - Errors

extension MeasurementError {
    /// A fontconfig failure: the function, fontconfig's `FcResult` code where it gives one (0 where it returns only a
    /// null pointer or `FcFalse`), and what went wrong.
    fileprivate static func fontconfig(_ function: String, code: FcResult? = nil, _ reason: String)
        -> MeasurementError
    {
        let codeName = code.map { " (\(name(of: $0)))" } ?? ""
        return .libraryFailure(
            library: "fontconfig", code: code.map { Int32(bitPattern: $0.rawValue) } ?? 0,
            message: "\(function): \(reason)\(codeName)")
    }

    /// A fontconfig function that fails only when it cannot allocate memory failed.
    fileprivate static func fontconfigOutOfMemory(_ function: String) -> MeasurementError {
        .fontconfig(function, code: FcResultOutOfMemory, "out of memory")
    }

    /// The name of an `FcResult`, as fontconfig's header spells it.
    private static func name(of result: FcResult) -> String {
        switch result {
        case FcResultMatch: "FcResultMatch"
        case FcResultNoMatch: "FcResultNoMatch"
        case FcResultTypeMismatch: "FcResultTypeMismatch"
        case FcResultNoId: "FcResultNoId"
        case FcResultOutOfMemory: "FcResultOutOfMemory"
        default: "FcResult \(result.rawValue)"
        }
    }
}
