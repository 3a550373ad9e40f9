import DynamicType
import Foundation
import TestSupport
import Testing
@testable import TextMeasurement

// Expected values come from outside the code under test: the fixture font's names (Fixtures/Fonts/README.md), the
// files Debian's fonts-dejavu-core installs, and fontconfig's own command-line tools (`fc-match`, `fc-list`), run as
// separate processes over the same system configuration.

struct FontMatcherTests {
    // MARK: - Matching a family

    @Test func registeredTestSansMatchesItsFile() throws {
        let match = try makeMatcher().match(family: "TestSans", weight: .regular, isItalic: false)
        #expect(match.path == TestFonts.sansPath)
        #expect(match.faceIndex == 0)
        #expect(match.family == "TestSans")
        #expect(match.style == "Regular")
        #expect(match.requestedFamily == "TestSans")
        #expect(!match.isSubstitute)
    }

    @Test func familyNamesCompareCaseInsensitively() throws {
        let match = try makeMatcher().match(family: "testsans", weight: .regular, isItalic: false, strict: true)
        #expect(match.path == TestFonts.sansPath)
        #expect(match.family == "TestSans")
        #expect(match.requestedFamily == "testsans")
        #expect(!match.isSubstitute)
    }

    @Test func missingFamilyIsASubstitute() throws {
        let match = try makeMatcher().match(family: "NoSuchFamily 12345", weight: .regular, isItalic: false)
        #expect(match.isSubstitute)
        #expect(match.requestedFamily == "NoSuchFamily 12345")
        #expect(match.family != "NoSuchFamily 12345")
        #expect(!match.family.isEmpty)
        #expect(FileManager.default.fileExists(atPath: match.path))
    }

    @Test func missingFamilyInStrictModeThrowsNamingIt() throws {
        let matcher = try makeMatcher()
        let substitute = try matcher.match(family: "NoSuchFamily 12345", weight: .regular, isItalic: false)
        let expected = MeasurementError.familyNotInstalled(
            requested: "NoSuchFamily 12345", substitute: substitute.family)
        #expect(throws: expected) {
            try matcher.match(family: "NoSuchFamily 12345", weight: .regular, isItalic: false, strict: true)
        }
        // A family that is installed does not throw in strict mode.
        #expect(throws: Never.self) {
            try matcher.match(family: "TestSans", weight: .bold, isItalic: true, strict: true)
        }
    }

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-match"))
    func systemFontIsFontconfigsSansSerif() throws {
        let match = try makeMatcher().match(family: nil, weight: .regular, isItalic: false)
        #expect(FileManager.default.fileExists(atPath: match.path))
        #expect(!match.family.isEmpty)
        #expect(match.requestedFamily == nil)
        #expect(!match.isSubstitute)
        #expect(match.path == (try FontconfigTools.run("fc-match", "--format=%{file}", "sans-serif")))
        #expect(match.family == (try FontconfigTools.run("fc-match", "--format=%{family[0]}", "sans-serif")))
    }

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-match"))
    func genericFamilyIsNotASubstitute() throws {
        let match = try makeMatcher().match(family: "monospace", weight: .regular, isItalic: false, strict: true)
        #expect(!match.isSubstitute)
        #expect(match.path == (try FontconfigTools.run("fc-match", "--format=%{file}", "monospace")))
    }

    @Test func emptyFamilyIsRejected() throws {
        #expect(
            throws: MeasurementError.invalidValue(
                name: "family", value: "\"\"", accepted: "a family name, or nil for the system font")
        ) {
            try makeMatcher().match(family: "", weight: .regular, isItalic: false)
        }
    }

    /// fonts-dejavu-core's DejaVu Sans faces and their fontconfig weights: ExtraLight 40, Book 80, Bold 200. fontconfig
    /// takes the nearest: OpenType 100 → 0, 200 → 40, 300 → 50 give ExtraLight; 400 → 80, 500 → 100 give Book;
    /// 600 → 180, 700 → 200, 800 → 205, 900 → 210 give Bold.
    static let dejaVuWeights: [DejaVuCase] = [
        DejaVuCase(.ultraLight, false, style: "ExtraLight", file: "DejaVuSans-ExtraLight.ttf", fcMatch: "weight=thin"),
        DejaVuCase(.thin, false, style: "ExtraLight", file: "DejaVuSans-ExtraLight.ttf", fcMatch: "weight=extralight"),
        DejaVuCase(.light, false, style: "ExtraLight", file: "DejaVuSans-ExtraLight.ttf", fcMatch: "weight=light"),
        DejaVuCase(.regular, false, style: "Book", file: "DejaVuSans.ttf", fcMatch: "weight=regular"),
        DejaVuCase(.medium, false, style: "Book", file: "DejaVuSans.ttf", fcMatch: "weight=medium"),
        DejaVuCase(.semibold, false, style: "Bold", file: "DejaVuSans-Bold.ttf", fcMatch: "weight=semibold"),
        DejaVuCase(.bold, false, style: "Bold", file: "DejaVuSans-Bold.ttf", fcMatch: "weight=bold"),
        DejaVuCase(.heavy, false, style: "Bold", file: "DejaVuSans-Bold.ttf", fcMatch: "weight=extrabold"),
        DejaVuCase(.black, false, style: "Bold", file: "DejaVuSans-Bold.ttf", fcMatch: "weight=black"),
        DejaVuCase(.regular, true, style: "Oblique", file: "DejaVuSans-Oblique.ttf", fcMatch: "weight=regular:italic"),
        DejaVuCase(
            .bold, true, style: "Bold Oblique", file: "DejaVuSans-BoldOblique.ttf", fcMatch: "weight=bold:italic"),
    ]

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-match"), arguments: dejaVuWeights)
    func dejaVuSansWeightsAndSlants(_ testCase: DejaVuCase) throws {
        let match = try makeMatcher().match(
            family: "DejaVu Sans", weight: testCase.weight, isItalic: testCase.isItalic, strict: true)
        #expect(match.family == "DejaVu Sans")
        #expect(match.style == testCase.style)
        #expect(match.path == "/usr/share/fonts/truetype/dejavu/" + testCase.file)
        let fcMatch = try FontconfigTools.run("fc-match", "--format=%{file}", "DejaVu Sans:" + testCase.fcMatch)
        #expect(match.path == fcMatch)
    }

    // MARK: - Fallback

    @Test func fallbackForCoveredLetterIsTheBaseFont() throws {
        let matcher = try makeMatcher()
        let base = try matcher.match(family: "TestSans", weight: .regular, isItalic: false)
        let fallback = try #require(matcher.fallback(for: "A", near: base))
        #expect(fallback.path == TestFonts.sansPath)
        #expect(fallback.family == "TestSans")
        #expect(fallback.requestedFamily == "TestSans")
        #expect(!fallback.isSubstitute)
    }

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-list"))
    func fallbackForHanCharacterCoversItOrIsNil() throws {
        let matcher = try makeMatcher()
        let base = try matcher.match(family: "TestSans", weight: .regular, isItalic: false)
        let fallback = matcher.fallback(for: "中", near: base, language: "zh-CN")
        let covering = try FontconfigTools.files(covering: "4e2d")
        if covering.isEmpty {
            #expect(fallback == nil, "no installed font has U+4E2D, so there is no fallback")
        } else {
            let font = try #require(fallback, "an installed font has U+4E2D: \(covering.sorted())")
            #expect(covering.contains(font.path))
        }
    }

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-list"))
    func fallbackForArabicAlefIsAFontThatHasIt() throws {
        let matcher = try makeMatcher()
        let base = try matcher.match(family: "TestSans", weight: .regular, isItalic: false)
        let covering = try FontconfigTools.files(covering: "627")
        #expect(covering.contains("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), "fonts-dejavu-core covers Arabic")
        let fallback = try #require(matcher.fallback(for: "\u{627}", near: base, language: "ar"))
        #expect(covering.contains(fallback.path))
        #expect(fallback.requestedFamily == "TestSans")
        #expect(fallback.isSubstitute)
        // Without a base font or a language, too.
        let plain = try #require(matcher.fallback(for: "\u{627}", near: nil))
        #expect(covering.contains(plain.path))
        #expect(plain.requestedFamily == nil)
        #expect(!plain.isSubstitute)
    }

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-list"))
    func fallbackLooksAtScalarsNotCanonicalEquivalence() throws {
        let matcher = try makeMatcher()
        let base = try matcher.match(family: "TestSans", weight: .regular, isItalic: false)
        // TestSans maps `e` and U+0301 but not the precomposed U+00E9 (README, "Character map").
        let decomposed = try #require(matcher.fallback(for: "e\u{301}", near: base))
        #expect(decomposed.path == TestFonts.sansPath)
        let precomposed = try #require(matcher.fallback(for: "\u{E9}", near: base))
        #expect(precomposed.path != TestFonts.sansPath)
        #expect(try FontconfigTools.files(covering: "e9").contains(precomposed.path))
    }

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-list"))
    func fallbackForCharacterNoFontHasIsNil() throws {
        let matcher = try makeMatcher()
        try #require(
            try FontconfigTools.files(covering: "10fffd").isEmpty, "no font should map a plane-16 private-use code")
        #expect(matcher.fallback(for: "\u{10FFFD}", near: nil) == nil)
        // A cluster is covered only when every scalar is: `A` alone is, `A` + U+10FFFD is not.
        #expect(matcher.fallback(for: "A\u{10FFFD}", near: nil) == nil)
    }

    /// Clusters from several scripts, with a language; fontconfig's `fc-match` with the same pattern gives the file
    /// and face (the face matters for CJK collections, whose faces differ by language), unless no font has them.
    static let fallbackCases: [FallbackCase] = [
        FallbackCase("A", language: nil, charset: "41"),
        FallbackCase("\u{627}", language: "ar", charset: "627"),
        FallbackCase("中", language: "ja", fcLanguage: "ja", charset: "4e2d"),
        FallbackCase("中", language: "zh-CN", fcLanguage: "zh-cn", charset: "4e2d"),
        FallbackCase("中", language: "zh-Hant", fcLanguage: "zh-tw", charset: "4e2d"),
        FallbackCase("한", language: "ko", charset: "d55c"),
        FallbackCase("ก", language: "th", charset: "e01"),
        FallbackCase("ж", language: "ru", charset: "436"),
        FallbackCase("👍🏽", language: nil, charset: "1f44d 1f3fd"),
    ]

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-match and fc-list"), arguments: fallbackCases)
    func fallbackAgreesWithFcMatch(_ testCase: FallbackCase) throws {
        let fallback = try makeMatcher().fallback(
            for: testCase.text, near: nil, weight: .regular, isItalic: false, language: testCase.language)
        var covering: Set<String>?
        for hex in testCase.charset.split(separator: " ") {
            let files = try FontconfigTools.files(covering: String(hex))
            covering = covering?.intersection(files) ?? files
        }
        if covering?.isEmpty ?? true {
            #expect(fallback == nil, "no installed font has all of \(testCase.charset)")
            return
        }
        let font = try #require(fallback)
        #expect(covering?.contains(font.path) == true)
        var pattern = "sans-serif:weight=80:slant=0:charset=\(testCase.charset)"
        if let language = testCase.fcLanguage { pattern += ":lang=\(language)" }
        let fcMatch = try FontconfigTools.run("fc-match", "--format=%{file}#%{index}", pattern)
        #expect("\(font.path)#\(font.faceIndex)" == fcMatch)
    }

    @Test func fallbackForEmptyTextIsNil() throws {
        #expect(try makeMatcher().fallback(for: "", near: nil) == nil)
    }

    @Test func fallbackTakesSubstrings() throws {
        let matcher = try makeMatcher()
        let base = try matcher.match(family: "TestSans", weight: .regular, isItalic: false)
        let text = "xA\u{627}"
        let letter = text[text.index(after: text.startIndex)...].prefix(1)
        #expect(matcher.fallback(for: letter, near: base)?.path == TestFonts.sansPath)
    }

    // MARK: - Cache

    @Test func cacheIsBoundedAndClearable() throws {
        let matcher = try FontMatcher(addingFontsAt: [TestFonts.sansPath], cacheCapacity: 3)
        let base = try matcher.match(family: "TestSans", weight: .regular, isItalic: false)
        let first = matcher.fallback(for: "a", near: base)
        for letter in ["a", "b", "c", "a"] {
            _ = matcher.fallback(for: letter, near: base)
        }
        #expect(matcher.cachedDecisionCount.fallbacks == 3)
        _ = matcher.fallback(for: "d", near: base)
        #expect(matcher.cachedDecisionCount.fallbacks == 1, "full: cleared, then the new decision stored")
        #expect(matcher.cachedDecisionCount.matches == 1)

        matcher.clearCache()
        #expect(matcher.cachedDecisionCount == (0, 0) as (Int, Int))
        #expect(matcher.fallback(for: "a", near: base) == first)
        #expect(try matcher.match(family: "TestSans", weight: .regular, isItalic: false) == base)
        #expect(try FontMatcher().cacheCapacity == 4096)
    }

    // MARK: - Adding fonts

    @Test func addingAMissingPathThrowsFileNotFound() {
        #expect(throws: MeasurementError.fileNotFound(path: "/no/such/dir/Font.ttf")) {
            try FontMatcher(addingFontsAt: ["/no/such/dir/Font.ttf"])
        }
    }

    @Test func addingAFileThatIsNotAFontThrowsFontconfigFailure() {
        let readme = Fixtures.path("Fonts") + "/README.md"
        let error = #expect(throws: MeasurementError.self) { try FontMatcher(addingFontsAt: [readme]) }
        guard case .libraryFailure(let library, _, let message) = error else {
            Issue.record("expected a fontconfig failure, got \(String(describing: error))")
            return
        }
        #expect(library == "fontconfig")
        #expect(message.contains(readme))
    }

    @Test func addingADirectoryAddsEveryFontInIt() throws {
        let matcher = try FontMatcher(addingFontsAt: [Fixtures.path("Fonts")])
        let typo = try matcher.match(family: "TestSans Typo", weight: .regular, isItalic: false, strict: true)
        #expect(typo.path == Fixtures.path("Fonts") + "/TestSansTypo.ttf")
        let sans = try matcher.match(family: "TestSans", weight: .regular, isItalic: false, strict: true)
        #expect(sans.path == TestFonts.sansPath)
    }

    @Test func fontsAddedToOneMatcherStayInIt() throws {
        _ = try makeMatcher()
        let other = try FontMatcher()
        #expect(try other.match(family: "TestSans", weight: .regular, isItalic: false).isSubstitute)
    }

    // MARK: - Concurrency

    /// 8 tasks × 200 mixed requests on one matcher (cold cache, one task clearing it midway) answer exactly what a
    /// serial run on another matcher answers. Run under ThreadSanitizer by Scripts/test.
    @Test func sharedMatcherUnderConcurrencyAgreesWithSerialRun() async throws {
        let serial = try makeMatcher()
        let base = try serial.match(family: "TestSans", weight: .regular, isItalic: false)
        let requests = MixedRequest.all(count: 200, base: base)
        let expected = requests.map { $0.answer(from: serial) }

        let shared = try makeMatcher()
        let runs = await withTaskGroup(of: [MixedRequest.Answer].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var answers = [MixedRequest.Answer?](repeating: nil, count: requests.count)
                    for step in requests.indices {
                        // Each task walks the requests from a different start, so tasks race on different keys.
                        let index = (step + task * 25) % requests.count
                        answers[index] = requests[index].answer(from: shared)
                        if task == 3, step == 100 { shared.clearCache() }
                    }
                    return answers.compactMap { $0 }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(runs.count == 8)
        for run in runs {
            #expect(run == expected)
        }
    }
}

// MARK: - Helpers

/// One row of the DejaVu Sans table: the request, the style and file fonts-dejavu-core has for it, and the same
/// request in `fc-match` pattern syntax.
struct DejaVuCase: Sendable, CustomTestStringConvertible {
    var weight: FontWeight
    var isItalic: Bool
    var style: String
    var file: String
    var fcMatch: String

    init(_ weight: FontWeight, _ isItalic: Bool, style: String, file: String, fcMatch: String) {
        self.weight = weight
        self.isItalic = isItalic
        self.style = style
        self.file = file
        self.fcMatch = fcMatch
    }

    var testDescription: String { "\(weight.rawValue)\(isItalic ? " italic" : "") → \(style)" }
}

/// One row of the fallback table: a cluster, the language asked for, the same language as fontconfig spells it, and
/// the cluster's scalars in `fc-list` / `fc-match` charset syntax (hex, space-separated).
struct FallbackCase: Sendable, CustomTestStringConvertible {
    var text: String
    var language: String?
    var fcLanguage: String?
    var charset: String

    init(_ text: String, language: String?, fcLanguage: String? = nil, charset: String) {
        self.text = text
        self.language = language
        self.fcLanguage = fcLanguage ?? language
        self.charset = charset
    }

    var testDescription: String { "U+\(charset.uppercased()) \(language ?? "(no language)")" }
}

/// A request of the concurrency test.
private enum MixedRequest: Sendable {
    case match(family: String?, weight: FontWeight, isItalic: Bool, strict: Bool)
    case fallback(text: String, base: FontMatch?, weight: FontWeight, isItalic: Bool, language: String?)

    enum Answer: Equatable, Sendable {
        case match(FontMatch)
        case error(MeasurementError)
        case fallback(FontMatch?)
    }

    func answer(from matcher: FontMatcher) -> Answer {
        switch self {
        case .match(let family, let weight, let isItalic, let strict):
            do {
                return .match(try matcher.match(family: family, weight: weight, isItalic: isItalic, strict: strict))
            } catch {
                return .error(error)
            }
        case .fallback(let text, let base, let weight, let isItalic, let language):
            return .fallback(
                matcher.fallback(for: text, near: base, weight: weight, isItalic: isItalic, language: language))
        }
    }

    /// `count` requests, alternating matches and fallbacks, over families (installed, missing, generic, the system
    /// font), every weight, both slants, strict and not, and clusters from several scripts with and without a
    /// language.
    static func all(count: Int, base: FontMatch) -> [MixedRequest] {
        let families: [String?] = [
            "TestSans", nil, "DejaVu Sans", "NoSuchFamily 12345", "DejaVu Serif", "monospace", "testsans",
        ]
        let texts = ["A", "中", "\u{627}", "\u{E9}", "e\u{301}", "Ω", "あ", "\u{10FFFD}", "👍🏽", "ก", "ж", " "]
        let languages: [String?] = [nil, "ar", "ja", "zh-TW", "th"]
        let weights = FontWeight.allCases
        return (0..<count).map { index in
            let step = index / 2
            if index.isMultiple(of: 2) {
                return .match(
                    family: families[step % families.count], weight: weights[step % weights.count],
                    isItalic: step % 3 == 0, strict: step % 4 == 0)
            }
            return .fallback(
                text: texts[step % texts.count], base: step % 5 == 0 ? nil : base,
                weight: weights[step % weights.count], isItalic: step % 3 == 1,
                language: languages[step % languages.count])
        }
    }
}

/// A matcher over the system fonts plus TestSans.
private func makeMatcher() throws -> FontMatcher {
    try FontMatcher(addingFontsAt: [TestFonts.sansPath])
}

/// fontconfig's command-line tools, the independent answer.
enum FontconfigTools {
    static let directory = "/usr/bin"

    static var available: Bool {
        ["fc-match", "fc-list"].allSatisfy { FileManager.default.isExecutableFile(atPath: "\(directory)/\($0)") }
    }

    /// The standard output of a tool.
    static func run(_ tool: String, _ arguments: String...) throws -> String {
        try run(tool, arguments: arguments)
    }

    /// The standard output of a tool.
    static func run(_ tool: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "\(directory)/\(tool)")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The files of every installed font that maps the code point (hex, without `U+`).
    static func files(covering hex: String) throws -> Set<String> {
        let lines = try run("fc-list", ":charset=\(hex)", "--format=%{file}\\n").split(separator: "\n")
        return Set(lines.map(String.init))
    }
}

/// Language tags as fontconfig's language sets spell them (fontconfig's `fc-lang` orthographies are named `ll` or
/// `ll-tt`: `zh-tw`, `zh-cn`, `zh-hk`, `pt`, `sr`), Chinese, Japanese and Korean as Debian's `70-fonts-noto-cjk.conf`
/// tests them (`ja`, `ko`, `zh-cn`, `zh-tw`, `zh-hk`, nothing else): Simplified Chinese for `zh`, Singapore's and the
/// mainland's; Hong Kong's for Macau's and Cantonese, as iOS sets them in PingFang SC and HK.
struct FontconfigLanguageTests {
    static let cases: [(tag: String, expected: String?)] = [
        ("ja", "ja"), ("ja-JP", "ja"), ("ko_KR.UTF-8", "ko"), ("zh", "zh-cn"), ("zh-SG", "zh-cn"), ("zh-MO", "zh-hk"),
        ("yue", "zh-hk"), ("zh-Hant-TW", "zh-tw"), ("zh_HK.UTF-8", "zh-hk"),
        ("AR", "ar"), ("zh-Hant", "zh-tw"), ("zh-Hans", "zh-cn"), ("zh-Hant-HK", "zh-hk"),
        ("zh_TW.UTF-8", "zh-tw"), ("pt-BR", "pt-br"), ("sr_RS@latin", "sr-rs"), ("sr-Latn", "sr"), ("es-419", "es"),
        ("haw", "haw"), ("C", nil), ("POSIX", nil), ("", nil), ("C.UTF-8", nil),
    ]

    @Test(arguments: cases)
    func normalizes(_ tag: String, _ expected: String?) {
        #expect(fontconfigLanguage(tag) == expected)
    }
}
