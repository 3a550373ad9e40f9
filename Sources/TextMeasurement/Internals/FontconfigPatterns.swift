internal import CFontconfig

// Patterns, and fontconfig's errors as MeasurementError (called with the lock held).

/// Adds the request's properties to an empty pattern.
func add(_ request: FontconfigRequest, to pattern: OpaquePointer) throws(MeasurementError) {
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
func addCharacters(_ characters: [Unicode.Scalar], to pattern: OpaquePointer) throws(MeasurementError) {
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
/// Takes BCP 47 tags (`ja`, `zh-Hant-HK`, `pt-BR`) and POSIX locales (`zh_TW.UTF-8`, `sr_RS@latin`). Chinese,
/// Japanese and Korean become the tags fontconfig's CJK rules test (Debian's `70-fonts-noto-cjk.conf` compares the
/// whole string: `ja`, `ko`, `zh-cn`, `zh-tw`, `zh-hk`), as iOS chooses among PingFang SC, TC and HK: `zh`,
/// `zh-Hans`, `zh-CN` and `zh-SG` Simplified; `zh-Hant` and `zh-TW` Traditional; `zh-HK`, `zh-MO` and Cantonese
/// (`yue`) Hong Kong's; `ja-JP` is `ja`, `ko-KR` `ko`. Another language keeps its region and drops a script subtag.
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
    let region = rest.first { $0.count == 2 && $0.allSatisfy(\.isLetter) }
    switch (language, script, region) {
    case ("ja", _, _), ("ko", _, _): return String(language)
    case ("yue", _, _), ("zh", _, "hk"?), ("zh", _, "mo"?): return "zh-hk"
    case ("zh", _, "tw"?), ("zh", "hant", _): return "zh-tw"
    case ("zh", _, _): return "zh-cn"
    case (_, _, let region?): return "\(language)-\(region)"
    default: return String(language)
    }
}

/// Copies what the module needs out of a matched pattern.
func read(_ font: OpaquePointer, characters: [Unicode.Scalar]) throws(MeasurementError) -> FontconfigFont {
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
func strings(_ object: String, in pattern: OpaquePointer) -> [String] {
    var values: [String] = []
    var value: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
        values.append(String(cString: value))
    }
    return values
}

/// The first string value of `object` in `pattern`, or `nil`.
func firstString(_ object: String, in pattern: OpaquePointer) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
    return String(cString: value)
}

/// Turns a false `FcBool` from a function that fails only when it cannot allocate into an error.
func check(_ succeeded: FcBool, _ function: String) throws(MeasurementError) {
    if succeeded == FcFalse { throw .fontconfigOutOfMemory(function) }
}

// MARK: - Errors

extension MeasurementError {
    /// A fontconfig failure: the function, fontconfig's `FcResult` code where it gives one (0 where it returns only a
    /// null pointer or `FcFalse`), and what went wrong.
    static func fontconfig(_ function: String, code: FcResult? = nil, _ reason: String)
        -> MeasurementError
    {
        let codeName = code.map { " (\(name(of: $0)))" } ?? ""
        return .libraryFailure(
            library: "fontconfig", code: code.map { Int32(bitPattern: $0.rawValue) } ?? 0,
            message: "\(function): \(reason)\(codeName)")
    }

    /// A fontconfig function that fails only when it cannot allocate memory failed.
    static func fontconfigOutOfMemory(_ function: String) -> MeasurementError {
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
