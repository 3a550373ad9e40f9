internal import CFontconfig
internal import Glibc
import DynamicType

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
/// `@unchecked Sendable` is safe because the only state is the immutable `config` pointer, and every fontconfig call
/// that touches it — in `init`, ``bestMatch(for:)`` and `deinit` — holds ``fontconfigLock``.
final class FontconfigConfiguration: @unchecked Sendable {
    /// The `FcConfig *`; owned, never escapes this object.
    private let config: OpaquePointer

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
        fontconfigLock.withLock { FcConfigDestroy(config) }
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
    func bestMatch(for request: FontconfigRequest) throws(MeasurementError) -> FontconfigFont {
        let config = config
        return try fontconfigLock.withLock { () throws(MeasurementError) -> FontconfigFont in
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

// MARK: - Patterns (called with the lock held)

/// Adds the request's properties to an empty pattern.
private func add(_ request: FontconfigRequest, to pattern: OpaquePointer) throws(MeasurementError) {
    try check(FcPatternAddString(pattern, FC_FAMILY, request.family), "FcPatternAddString")
    let weight = FcWeightFromOpenTypeDouble(Double(request.weightClass))
    try check(FcPatternAddDouble(pattern, FC_WEIGHT, weight), "FcPatternAddDouble")
    let slant = request.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN
    try check(FcPatternAddInteger(pattern, FC_SLANT, slant), "FcPatternAddInteger")

    if !request.characters.isEmpty {
        guard let charset = FcCharSetCreate() else { throw .fontconfigOutOfMemory("FcCharSetCreate") }
        // The pattern takes its own reference.
        defer { FcCharSetDestroy(charset) }
        for scalar in request.characters {
            try check(FcCharSetAddChar(charset, scalar.value), "FcCharSetAddChar")
        }
        try check(FcPatternAddCharSet(pattern, FC_CHARSET, charset), "FcPatternAddCharSet")
    }

    if let language = request.language.flatMap(fontconfigLanguage) {
        try check(FcPatternAddString(pattern, FC_LANG, language), "FcPatternAddString")
    }
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
