internal import CFontconfig
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
import PackageSupport

// All of this module's raw fontconfig calls, here and in FontconfigMatchIndex*.swift, FontconfigPatterns.swift and
// FontconfigRules.swift.
// Nothing here is public: `FontMatcher` turns these Swift values into its API, and no fontconfig type or pointer leaves
// these files.

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
    /// A language tag (BCP 47 or POSIX), or `nil` for fontconfig's default (the process locale); ``FontMatcher`` always
    /// gives one, so that the locale never changes an answer.
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

/// One face of a configuration, as a fingerprint of the font set reads it.
struct InstalledFace {
    var path: String
    var faceIndex: Int
    /// Its first family name.
    var family: String
    /// Its first style name.
    var style: String
    /// `FC_FONTVERSION`: the `head` table's `fontRevision`, 16.16 fixed point.
    var version: Int
    /// Whether it was added to the configuration (`FcConfigAppFontAddFile`, `FcConfigAppFontAddDir`) rather than
    /// found by it.
    var isAdded: Bool
}

/// The one owner of an `FcConfig`: the pinned font set's (``PinnedFontSet``), or the system's loaded as
/// `FcInitLoadConfigAndFonts` loads it (``loadSystemConfiguration()``); never changed after `init`, destroyed with
/// `FcConfigDestroy` in `deinit`.
///
/// `@unchecked Sendable` is safe because its state is the immutable `config` pointer and the ``MatchIndex``, and
/// every call that touches either — in `init`, ``bestMatch(for:)`` and `deinit` — holds ``fontconfigLock``.
final class FontconfigConfiguration: @unchecked Sendable {
    /// The `FcConfig *`; owned, never escapes this object.
    private let config: OpaquePointer
    /// Answers found without scoring every font; read and changed only under ``fontconfigLock``.
    private let matchIndex: MatchIndex

    /// Whether the configuration is the pinned set's (``PinnedFontSet``) rather than the system's.
    let isPinned: Bool

    /// Loads a configuration and its fonts — the pinned set's when `pinned` is given and installed, else the
    /// system's — then adds application fonts.
    ///
    /// Uses `FcConfigCreate`, `FcConfigParseAndLoadFromMemory` and `FcConfigBuildFonts` for the pinned set,
    /// ``loadSystemConfiguration()`` otherwise, then `FcConfigAppFontAddFile`, `FcConfigAppFontAddDir` and
    /// `FcConfigGetFonts`.
    ///
    /// - Parameters:
    ///   - pinned: The font set to load instead of the system's configuration, or `nil` for the system's.
    ///   - files: Font files to add (every face of each).
    ///   - directories: Directories to add, searched recursively.
    /// - Throws: ``MeasurementError/libraryFailure(library:code:message:)`` when fontconfig cannot load its
    ///   configuration or refuses a file or directory; ``MeasurementError/noFontsAvailable`` when it ends up with no
    ///   fonts at all.
    init(pinned: PinnedFontSet? = nil, addingFiles files: [String], directories: [String]) throws(MeasurementError) {
        let pinnedText = pinned.flatMap { $0.isInstalled ? $0.configuration : nil }
        let (config, isPinned) = try fontconfigLock.withLock {
            () throws(MeasurementError) -> (OpaquePointer, Bool) in
            var loaded = pinnedText.flatMap(Self.loadConfiguration(from:)).map { ($0, true) }
            if loaded == nil { loaded = Self.loadSystemConfiguration().map { ($0, false) } }
            guard let (config, isPinned) = loaded else {
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
            return (config, isPinned)
        }
        self.config = config
        self.isPinned = isPinned
        matchIndex = MatchIndex(configurationText: pinnedText.map { Array($0.utf8) } ?? [])
    }

    /// A configuration loaded from `text` (`FcConfigParseAndLoadFromMemory`) and its fonts built; `nil` when fontconfig
    /// refuses the text or finds no font in it (the pinned set's files are not there after all). Call under
    /// ``fontconfigLock``.
    private static func loadConfiguration(from text: String) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let built = FcConfigParseAndLoadFromMemory(config, text, FcTrue) != FcFalse && FcConfigBuildFonts(config) != FcFalse
        guard built, Int(FcConfigGetFonts(config, FcSetSystem)?.pointee.nfont ?? 0) > 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The system's configuration and fonts, the `FcConfig` `FcInitLoadConfigAndFonts` returns, without the one step
    /// of it that cannot change a match; `nil` when fontconfig cannot load them. Call under ``fontconfigLock``.
    ///
    /// fontconfig 2.14's `FcInitLoadConfigAndFonts` (`fcinit.c`) creates a configuration, loads the default file
    /// (`FcConfigParseAndLoad`: `fonts.conf` or `FONTCONFIG_FILE`, and all it includes), then *scans* every template in
    /// `conf.avail` (`FcConfigParseOnly`: their rules are kept disabled and their `<dir>`, `<cachedir>` and font
    /// selectors skipped — they are read only so that `fc-conflist` can describe them), adds the default cache
    /// directories when the configuration names none, and builds the font set (`FcConfigBuildFonts`). On Debian 12
    /// the scan parses 55 files instead of 35, much of the function's work and of `typescale`'s start.
    /// This does the same without it: `FcConfigCreate`, `FcConfigParseAndLoad`, `FcConfigBuildFonts`.
    /// Whenever the rest of `FcInitLoadConfigAndFonts` would act — there is no default file or it fails to load
    /// (fontconfig then uses its built-in fallback), the configuration names no cache directory, or `FC_DEBUG` asks
    /// fontconfig to report (read only there) — it is called itself, so its fallbacks, warnings and reports stay its
    /// own (when a file is there but fails to parse, its messages appear twice).
    private static func loadSystemConfiguration() -> OpaquePointer? {
        let debugging = getenv("FC_DEBUG").map { $0.pointee != 0 } ?? false
        if !debugging, let config = FcConfigCreate() {
            if let file = FcConfigGetFilename(config, nil) {
                FcStrFree(file)
                if FcConfigParseAndLoad(config, nil, FcTrue) != FcFalse, namesCacheDirectory(config),
                    FcConfigBuildFonts(config) != FcFalse
                {
                    return config
                }
            }
            FcConfigDestroy(config)
        }
        return FcInitLoadConfigAndFonts()
    }

    /// Whether `config` has a cache directory (`FcConfigGetCacheDirs`).
    private static func namesCacheDirectory(_ config: OpaquePointer) -> Bool {
        guard let directories = FcConfigGetCacheDirs(config) else { return false }
        defer { FcStrListDone(directories) }
        return FcStrListNext(directories) != nil
    }

    deinit {
        let config = config
        let matchIndex = matchIndex
        fontconfigLock.withLock {
            matchIndex.removeAll()
            FcConfigDestroy(config)
        }
    }

    /// Every face of the configuration, in fontconfig's order: the configuration's own, then the added ones.
    var fonts: [InstalledFace] {
        let config = config
        return fontconfigLock.withLock {
            var fonts: [InstalledFace] = []
            for kind in [FcSetSystem, FcSetApplication] {
                guard let set = FcConfigGetFonts(config, kind), let patterns = set.pointee.fonts else { continue }
                for index in 0..<Int(set.pointee.nfont) {
                    guard let pattern = patterns[index], let path = firstString(FC_FILE, in: pattern) else { continue }
                    var face: Int32 = 0, version: Int32 = 0
                    if FcPatternGetInteger(pattern, FC_INDEX, 0, &face) != FcResultMatch { face = 0 }
                    if FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &version) != FcResultMatch { version = 0 }
                    fonts.append(
                        InstalledFace(
                            path: path, faceIndex: Int(face), family: firstString(FC_FAMILY, in: pattern) ?? "",
                            style: firstString(FC_STYLE, in: pattern) ?? "", version: Int(version),
                            isAdded: kind == FcSetApplication))
                }
            }
            return fonts
        }
    }

    /// How many fallback answers the index keeps (for tests).
    var indexedAnswerCount: Int {
        let matchIndex = matchIndex
        return fontconfigLock.withLock { matchIndex.answerCount }
    }

    /// How many fallbacks the index answered with a font of the family's strong names (for tests).
    var indexedNamedFallbackCount: Int {
        let matchIndex = matchIndex
        return fontconfigLock.withLock { matchIndex.namedFallbackCount }
    }

    /// How many of the index's substituted patterns lost family names no font has (for tests).
    var indexedShortenedPatternCount: Int {
        let matchIndex = matchIndex
        return fontconfigLock.withLock { matchIndex.shortenedPatternCount }
    }

    /// How many family requests the index has answered (for tests).
    var indexedFamilyAnswerCount: Int {
        let matchIndex = matchIndex
        return fontconfigLock.withLock { matchIndex.familyAnswerCount }
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
    /// - Parameter usingIndex: Whether the request may be answered by the ``MatchIndex`` (the same answer, found
    ///   faster); `false` always calls `FcFontMatch` (tests compare the two).
    func bestMatch(for request: FontconfigRequest, usingIndex: Bool = true) throws(MeasurementError) -> FontconfigFont {
        let config = config
        let matchIndex = matchIndex
        return try fontconfigLock.withLock { () throws(MeasurementError) -> FontconfigFont in
            if usingIndex, let font = try matchIndex.answer(for: request, config: config) {
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
