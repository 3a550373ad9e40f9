import DynamicType
import PackageSupport
import SystemSupport

/// Finds installed font files by family, weight and slant, and the fallback font for characters a font lacks, the way
/// the system's text stack does on Linux: with fontconfig.
///
/// A matcher loads its fontconfig configuration once — the pinned set's (``Fonts/pinned``: the fonts `Scripts/setup`
/// installs, so that other installed fonts never change an answer) or the system's — plus any font files or
/// directories you add (a test's fixture font, an app's bundled fonts), and never changes it afterwards. It remembers
/// its decisions, so asking again for the same font or the same characters costs a dictionary lookup.
///
/// ```swift
/// let matcher = try FontMatcher()
/// let body = try matcher.match(family: nil, weight: .regular, isItalic: false)   // the system's sans-serif
/// let arabic = matcher.fallback(for: "\u{627}", near: body)                       // a font that has ALEF, or nil
/// ```
///
/// Thread safety: a matcher is `Sendable`; share one across tasks. Every fontconfig call takes one process-wide lock,
/// and the decision cache is behind its own lock (the two are never held together). Both are `pthread_mutex_t`s
/// rather than `Synchronization.Mutex`, whose contended path ThreadSanitizer cannot see on Linux.
public final class FontMatcher: Sendable {
    /// The most decisions the matcher remembers, per kind (family matches and fallbacks each): 4096. When a kind's
    /// cache is full, the next new decision clears it and starts over, which bounds the memory to a few hundred
    /// kilobytes whatever the text.
    public let cacheCapacity: Int

    /// Which fonts a matcher chooses from.
    public enum Fonts: Sendable, Hashable {
        /// The pinned set (Debian 12's fonts-inter, fonts-dejavu, fonts-noto-core, fonts-noto-cjk and
        /// fonts-noto-color-emoji, which `Scripts/setup` installs), through a configuration the library writes, so
        /// that nothing else installed changes an answer; a family named outright that the set lacks is still looked
        /// for among the system's fonts. Where the set is not installed, the system's fonts.
        case pinned
        /// The system's fontconfig configuration (`/etc/fonts` or `FONTCONFIG_FILE`) and every font it finds.
        case system
    }

    /// The owner of the `FcConfig` the system font, generic families and every fallback come from: the pinned set's
    /// (or the system's).
    private let configuration: FontconfigConfiguration
    /// The system's configuration, for a family named outright that the pinned set does not have; loaded the first
    /// time one is asked for (never, for a matcher over the system's fonts).
    private let systemConfiguration: LockedValue<FontconfigConfiguration?>
    /// ``fontSet``, worked out the first time it is asked for (the configuration never changes).
    private let fingerprint = LockedValue<FontSetFingerprint?>(nil)
    /// The files and folders added to both configurations.
    private let added: (files: [String], directories: [String])
    /// Decisions already made.
    private let decisions: ReadWriteLockedValue<Decisions>

    /// A matcher over the pinned font set (``Fonts/pinned``).
    ///
    /// - Throws: ``MeasurementError/noFontsAvailable`` when fontconfig finds no fonts;
    ///   ``MeasurementError/libraryFailure(library:code:message:)`` when it cannot load its configuration.
    public convenience init() throws(MeasurementError) {
        try self.init(addingFontsAt: [])
    }

    /// A matcher over `fonts` plus the font files and folders at `paths`.
    ///
    /// The pinned set is loaded through the configuration the library writes (its folders, the system's font cache,
    /// Debian's rule files for its packages); the system's configuration as `FcInitLoadConfigAndFonts` loads it — the
    /// configuration in `/etc/fonts` (or `FONTCONFIG_FILE`), and fontconfig's caches of the installed fonts — without
    /// its scan of the unused templates in `conf.avail`, which cannot change a match. The added fonts are matched like
    /// installed ones (by their family names), for this matcher only, and are fallback candidates too: a team's own
    /// fonts join the set.
    /// Uses `FcConfigAppFontAddFile` for a file (every face in it) and `FcConfigAppFontAddDir` for a folder (searched
    /// recursively).
    ///
    /// - Parameters:
    ///   - fonts: The pinned set (the default) or the system's fonts.
    ///   - paths: Font files and folders; a relative path is resolved against the current directory.
    /// - Throws: ``MeasurementError/fileNotFound(path:)`` for a path where there is nothing,
    ///   ``MeasurementError/unreadableFile(path:problem:)`` for a file this user may not read;
    ///   ``MeasurementError/libraryFailure(library:code:message:)`` when fontconfig cannot load its configuration or
    ///   cannot read a file as a font; ``MeasurementError/noFontsAvailable`` when there are no fonts at all.
    public convenience init(fonts: Fonts, addingFontsAt paths: [String] = []) throws(MeasurementError) {
        try self.init(fonts: fonts, addingFontsAt: paths, cacheCapacity: 4096)
    }

    /// A matcher over the pinned font set plus the font files and folders at `paths` (``init(fonts:addingFontsAt:)``).
    ///
    /// - Parameter paths: Font files and directories; a relative path is resolved against the current directory.
    /// - Throws: ``MeasurementError/fileNotFound(path:)`` for a path where there is nothing,
    ///   ``MeasurementError/unreadableFile(path:problem:)`` for a file this user may not read;
    ///   ``MeasurementError/libraryFailure(library:code:message:)`` when fontconfig cannot load its configuration or
    ///   cannot read a file as a font; ``MeasurementError/noFontsAvailable`` when there are no fonts at all.
    public convenience init(addingFontsAt paths: [String]) throws(MeasurementError) {
        try self.init(fonts: .pinned, addingFontsAt: paths, cacheCapacity: 4096)
    }

    /// A matcher with a given cache bound (tests use a small one).
    init(fonts: Fonts = .pinned, addingFontsAt paths: [String], cacheCapacity: Int) throws(MeasurementError) {
        precondition(cacheCapacity > 0, "the cache capacity must be positive")
        var files: [String] = []
        var directories: [String] = []
        for path in paths {
            // fontconfig keeps a relative path as it is, which would break when the current directory changes.
            if PathKind.of(path) == .folder {
                directories.append(Self.absolute(path))
            } else {
                if let failure = FileReadError.ofOpening(path) { throw .opening(path, failure) }
                files.append(Self.absolute(path))
            }
        }
        configuration = try FontconfigConfiguration(
            pinned: fonts == .pinned ? .debian : nil, addingFiles: files, directories: directories)
        systemConfiguration = LockedValue(nil)
        added = (files, directories)
        decisions = ReadWriteLockedValue(Decisions())
        self.cacheCapacity = cacheCapacity
    }

    // MARK: - Matching a family

    /// The installed font fontconfig chooses for a family, weight and slant.
    ///
    /// fontconfig always finds some font; when it is not of the family asked for, the match's
    /// ``FontMatch/isSubstitute`` is `true`, or in strict mode this throws. Uses `FcConfigSubstitute`,
    /// `FcDefaultSubstitute` and `FcFontMatch`, with the weight converted by `FcWeightFromOpenTypeDouble`.
    ///
    /// - Parameters:
    ///   - family: The family name (case does not matter), a generic family such as `"monospace"`, or `nil` for
    ///     fontconfig's `sans-serif` (Noto Sans with Debian's `fonts-noto-core`, DejaVu Sans on a plain Debian; the
    ///     measurer's system font is ``TextMeasurer/systemFont``).
    ///   - weight: The weight; fontconfig picks the nearest the family has (its OpenType `usWeightClass`,
    ///     `FontWeight.cssValue`).
    ///   - isItalic: Whether to ask for an italic; fontconfig takes an oblique face where the family has no italic.
    ///   - strict: Whether a substitute is an error rather than a match.
    /// - Returns: The font file and face.
    /// - Throws: ``MeasurementError/familyNotInstalled(requested:substitute:)`` in strict mode when the family is not
    ///   installed; ``MeasurementError/invalidValue(name:value:accepted:)`` for an empty family name;
    ///   ``MeasurementError/libraryFailure(library:code:message:)`` when fontconfig fails.
    /// - Complexity: One fontconfig match the first time; a cache lookup afterwards.
    public func match(
        family: String?, weight: FontWeight = .regular, isItalic: Bool = false, strict: Bool = false
    ) throws(MeasurementError) -> FontMatch {
        if let family, family.isEmpty {
            throw .invalidValue(name: "family", value: "\"\"", accepted: "a family name, or nil for the system font")
        }
        let key = MatchKey(family: family, weight: weight, isItalic: isItalic)
        let match: FontMatch
        if let cached = decisions.read({ $0.matches[key] }) {
            match = cached
        } else {
            let request = FontconfigRequest(
                family: family ?? Self.systemFamily, weightClass: weight.cssValue, isItalic: isItalic,
                language: Self.familyLanguage)
            match = try Self.named(family, in: configuration, orElse: systemFontsIfPinned, request)
            let capacity = cacheCapacity
            decisions.write { $0.matches.insert(match, for: key, capacity: capacity) }
        }
        if strict, match.isSubstitute, let family {
            throw .familyNotInstalled(requested: family, substitute: match.family)
        }
        return match
    }

    // MARK: - Fallback

    /// The font fontconfig chooses for characters, near a base font: the base font itself when it has them all, else
    /// the best installed font that does.
    ///
    /// Asks fontconfig for a font with every scalar of `text` (an `FcCharSet`), of the base font's family, weight and
    /// slant, for `language`; fontconfig ranks coverage above the family, so the answer is the base font where it
    /// covers the text and otherwise the font the configuration prefers for those characters (and that language: Han
    /// characters differ between Chinese, Japanese and Korean fonts). The answer is checked with `FcCharSetHasChar`.
    ///
    /// - Parameters:
    ///   - text: One grapheme cluster (as a layout engine asks, so that a cluster never splits across fonts); any text
    ///     works and means "a font with all of these scalars". Scalars count, not canonical equivalence: `"é"` as one
    ///     scalar (U+00E9) and as `e` + U+0301 may get different fonts.
    ///   - base: The font the text is set in, or `nil` for the system font.
    ///   - weight: The weight to prefer among fonts that have the characters.
    ///   - isItalic: Whether to prefer an italic.
    ///   - language: A language tag (`"ja"`, `"zh-Hant"`, `"ar"`, or a POSIX locale such as `"zh_TW.UTF-8"`), or `nil`
    ///     for the language iOS uses for text without one on a device set to English (`FallbackLanguage`: Han and
    ///     kana as Simplified Chinese, Hangul as Korean, the rest as English), never the process's locale. fontconfig
    ///     knows languages and regions, not scripts: `zh-Hant` becomes `zh-tw` and `zh-Hans` `zh-cn`; another script
    ///     subtag is ignored, and so is a tag that does not start with a language (`"C"`).
    /// - Returns: The font, or `nil` when no installed font has every scalar, when `text` is empty, or when fontconfig
    ///   fails (runs out of memory; such a failure is not remembered). Its ``FontMatch/requestedFamily`` is the base
    ///   font's family, so ``FontMatch/isSubstitute`` is `true` when the characters come from another family.
    /// - Complexity: One fontconfig match the first time; a cache lookup afterwards. Decisions are keyed by the
    ///   scalars, the base family, weight, slant and language.
    public func fallback(
        for text: some StringProtocol, near base: FontMatch?, weight: FontWeight = .regular, isItalic: Bool = false,
        language: String? = nil
    ) -> FontMatch? {
        fallback(for: Array(text.unicodeScalars), near: base, weight: weight, isItalic: isItalic, language: language)
    }

    /// ``fallback(for:near:weight:isItalic:language:)`` for a cluster's scalars.
    func fallback(
        for scalars: [Unicode.Scalar], near base: FontMatch?, weight: FontWeight = .regular, isItalic: Bool = false,
        language: String? = nil
    ) -> FontMatch? {
        guard !scalars.isEmpty else { return nil }
        let key = FallbackKey(
            scalars: scalars, family: base?.family, weight: weight, isItalic: isItalic, language: language)
        if let cached = decisions.read({ $0.fallbacks[key] }) {
            return cached
        }
        let request = FontconfigRequest(
            family: base?.family ?? Self.systemFamily, weightClass: weight.cssValue, isItalic: isItalic,
            characters: scalars, language: language ?? FallbackLanguage.default(for: scalars))
        guard let font = try? configuration.bestMatch(for: request) else { return nil }
        let match = font.coversCharacters ? FontMatch(font, requestedFamily: base?.family) : nil
        let capacity = cacheCapacity
        decisions.write { $0.fallbacks.insert(match, for: key, capacity: capacity) }
        return match
    }

    /// The match for `request` in `configuration`; for a family named outright that it substitutes, the system's
    /// fonts' match when they have the family (`system` loads them), else the substitute.
    private static func named(
        _ family: String?, in configuration: FontconfigConfiguration, orElse system: () -> FontconfigConfiguration?,
        _ request: FontconfigRequest
    ) throws(MeasurementError) -> FontMatch {
        let match = FontMatch(try configuration.bestMatch(for: request), requestedFamily: family)
        guard match.isSubstitute, let system = system(), let font = try? system.bestMatch(for: request) else {
            return match
        }
        let found = FontMatch(font, requestedFamily: family)
        return found.isSubstitute ? match : found
    }

    /// The system's configuration, loaded the first time it is asked for, when this matcher's is the pinned set's;
    /// `nil` when it is the system's already, or cannot be loaded (the pinned set's answer stands).
    private func systemFontsIfPinned() -> FontconfigConfiguration? {
        guard configuration.isPinned else { return nil }
        if let loaded = systemConfiguration.withLock({ $0 }) { return loaded }
        // Loaded outside the lock (fontconfig's own lock is taken inside); a second load in a race is let go.
        guard let made = try? FontconfigConfiguration(pinned: nil, addingFiles: added.files, directories: added.directories)
        else { return nil }
        return systemConfiguration.withLock { kept in
            if kept == nil { kept = made }
            return kept
        }
    }

    /// Whether the system font and fallbacks come from the pinned set (``Fonts/pinned``, installed here) rather than the
    /// system's fonts.
    public var usesPinnedFonts: Bool { configuration.isPinned }

    /// Every face fallbacks are chosen from, the pinned set's (or the system's) then the added ones.
    var faces: [InstalledFace] { configuration.fonts }

    /// The fonts this matcher chooses from, in a line (``FontSetFingerprint``): what reports print so that runs on
    /// machines with other fonts can be told apart.
    ///
    /// - Complexity: The first time, reads every face's names and version from fontconfig and hashes them: 2.4 M
    ///   instructions (under a millisecond) for the pinned set's 357 faces; afterwards, a lock and a copy.
    public var fontSet: FontSetFingerprint {
        if let known = fingerprint.withLock({ $0 }) { return known }
        let made = FontSetFingerprint(faces: faces, isPinned: configuration.isPinned)
        fingerprint.withLock { $0 = made }
        return made
    }

    /// The language a family match is made for: English, written out, so that the process's locale (which
    /// fontconfig would otherwise add) never changes which font a family or its substitute is.
    static let familyLanguage = "en"

    // MARK: - Cache

    /// Forgets every decision; the next requests ask fontconfig again.
    ///
    /// The configuration does not change, so the answers will be the same; this only frees memory.
    public func clearCache() {
        decisions.write { $0 = Decisions() }
    }

    /// How many decisions are remembered (for tests).
    var cachedDecisionCount: (matches: Int, fallbacks: Int) {
        decisions.read { ($0.matches.count, $0.fallbacks.count) }
    }

    /// `path` if it is absolute, else `path` in the current directory.
    private static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory = currentDirectoryPath() else { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") {
            relative = relative.dropFirst(2)
        }
        return directory + "/" + relative
    }

    /// The family fontconfig is asked for when none is given: its generic sans-serif, which the configuration resolves
    /// to the installed default (DejaVu Sans on a plain Debian).
    static let systemFamily = "sans-serif"

    /// fontconfig's generic families: asking for one of these is asking for the configured default, never a
    /// substitute.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "cursive", "fantasy", "system-ui", "emoji", "math",
    ]
}

// MARK: - Making matches

extension FontMatch {
    /// A match from fontconfig's answer, judged against the family asked for.
    fileprivate init(_ font: FontconfigFont, requestedFamily: String?) {
        let requested = requestedFamily?.lowercased()
        let named = requested.flatMap { requested in font.families.first { $0.lowercased() == requested } }
        let isGeneric = requested.map { FontMatcher.genericFamilies.contains($0) } ?? false
        self.init(
            path: font.path, faceIndex: font.faceIndex, family: named ?? font.families.first ?? "", style: font.style,
            requestedFamily: requestedFamily, isSubstitute: requested != nil && named == nil && !isGeneric)
    }
}

// MARK: - Decisions

/// The remembered answers of one matcher.
private struct Decisions {
    var matches: [MatchKey: FontMatch] = [:]
    var fallbacks: [FallbackKey: FontMatch?] = [:]
}

/// What a family match depends on (strict mode only changes how the answer is reported).
private struct MatchKey: Hashable {
    var family: String?
    var weight: FontWeight
    var isItalic: Bool
}

/// What a fallback depends on.
private struct FallbackKey: Hashable {
    var scalars: [Unicode.Scalar]
    var family: String?
    var weight: FontWeight
    var isItalic: Bool
    var language: String?
}

extension Dictionary {
    /// Stores a value, first emptying the dictionary when it already holds `capacity` entries.
    fileprivate mutating func insert(_ value: Value, for key: Key, capacity: Int) {
        if count >= capacity, self[key] == nil {
            removeAll()
        }
        self[key] = value
    }
}
