/// The language a fallback font is chosen for when the text has none: the one iOS uses on a device set to English
/// alone, so that an answer never depends on the process's locale.
///
/// Han characters are drawn in different forms in Chinese, Japanese and Korean fonts, and which one a label without a
/// language gets is the system's choice. CoreText falls back through a cascade list ordered by the text's language, or
/// by the user's preferred languages when it has none (Apple, `CTFontCopyDefaultCascadeListForLanguages`: "An ordered
/// list of CTFontDescriptors for font fallback according to the given language preferences"). For a device whose only
/// language is English, that list puts Simplified Chinese first: WebKit's iOS fallback says "By default, Chinese font
/// is preferred, fall back on Japanese" (WebCore `FontCacheIOS.mm`, `systemFallbackForCharacters`), and an
/// English-only device shows kanji and kana in Chinese forms (davidsansome/tsurukame issue 127; usagimaru, "iOS
/// で日本語文章に発生する中華フォント現象とは", Qiita 2015: "not a bug but iOS's specification"). Hangul, which the
/// Chinese fonts lack, goes on to the Korean font. So:
///
/// - Han, kana, bopomofo and CJK symbols and punctuation: `zh-Hans` (Noto Sans CJK SC, standing in for PingFang SC);
/// - Hangul: `ko` (Noto Sans CJK KR, for Apple SD Gothic Neo);
/// - anything else: `en`.
///
/// Give a label its language (`LabelConfiguration.language`, `--language`, a catalog's locale) and the font is that
/// language's: `ja` Noto Sans CJK JP (Hiragino Sans), `zh-Hant` TC (PingFang TC), `zh-HK` HK (PingFang HK).
enum FallbackLanguage {
    /// The language for a cluster of `scalars` without one.
    static func `default`(for scalars: [Unicode.Scalar]) -> String {
        var isCJK = false
        for scalar in scalars {
            if isHangul(scalar) { return "ko" }
            if isHanOrKana(scalar) { isCJK = true }
        }
        return isCJK ? "zh-Hans" : "en"
    }

    /// Hangul Jamo, Compatibility Jamo, Jamo Extended-A and -B, Syllables, halfwidth Hangul (Unicode's blocks).
    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC: true
        default: false
        }
    }

    /// CJK Radicals to Ideographic Description Characters, CJK Symbols and Punctuation, Hiragana, Katakana, Bopomofo,
    /// Kanbun to Katakana Phonetic Extensions, Enclosed CJK Letters and Months, CJK Compatibility, Extension A, Unified
    /// Ideographs, Compatibility Ideographs, Compatibility Forms, Halfwidth and Fullwidth Forms (but halfwidth Hangul),
    /// Kana Extended and Supplement, Extensions B onwards and the Compatibility Supplement (Unicode's blocks).
    private static func isHanOrKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3000...0x312F, 0x3190...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF9F, 0xFFE0...0xFFEF, 0x1AFF0...0x1B16F, 0x20000...0x3134F:
            true
        default: false
        }
    }
}
