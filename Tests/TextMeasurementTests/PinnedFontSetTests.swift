import Foundation
import Testing
import TestSupport
@testable import TextMeasurement

/// The fonts answers come from: the pinned set (Debian 12's packages that Scripts/setup installs), and Chinese,
/// Japanese and Korean text in the face for its language, as iOS chooses (PingFang SC, TC and HK, Hiragino Sans,
/// Apple SD Gothic Neo; Noto Sans CJK's SC, TC, HK, JP and KR faces stand in).
@Suite struct PinnedFontSetTests {
    static let matcher = try! FontMatcher()

    @Test func theSetIsExactlyThePackagesFiles() throws {
        #expect(Self.matcher.usesPinnedFonts)
        let files = Set(Self.matcher.faces.map(\.path))
        #expect(files == Set(PinnedFontSet.debian.files))
        // 331 files of six packages (`dpkg -L`), 357 faces: the CJK collections hold ten (Sans) and five (Serif) each.
        #expect(files.count == 331)
        #expect(Self.matcher.faces.count == 357)
    }

    /// The configuration the library writes names the set's folders and includes the rules by path: nothing of
    /// `/etc/fonts/fonts.conf`'s own folders (`/usr/local/share/fonts`, `~/.fonts`) or conf.d; a file another package
    /// put into one of the folders is rejected by path.
    @Test func theConfigurationNamesOnlyTheSet() throws {
        let text = PinnedFontSet.debian.configuration
        #expect(!text.contains("/usr/local/share/fonts") && !text.contains("~/.fonts") && !text.contains("conf.d"))
        #expect(!text.contains("50-user.conf") && !text.contains("charset"))
        #expect(text.contains("<dir>/usr/share/fonts/truetype/noto</dir>"))
        #expect(text.contains("<include ignore_missing=\"yes\">/usr/share/fontconfig/conf.avail/70-fonts-noto-cjk.conf"))

        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appendingPathComponent("Mine.ttf").path, theirs = folder.appendingPathComponent("sub/Theirs.ttf")
        try FileManager.default.createDirectory(at: theirs.deletingLastPathComponent(), withIntermediateDirectories: true)
        for path in [mine, theirs.path] { _ = FileManager.default.createFile(atPath: path, contents: Data()) }
        let set = PinnedFontSet(files: [mine], folders: [folder.path], rules: [])
        #expect(set.otherFiles == [theirs.path])
        #expect(set.configuration.contains("<rejectfont>\n      <glob>\(theirs.path)</glob>\n    </rejectfont>"))
    }

    /// The fingerprint reports print: the main families' versions as fc-scan(1) reads the files (`%{fontversion}`,
    /// 197853 / 65536 = 3.019 for Inter), and a digest worked out from fc-scan's own lines for the 331 files.
    @Test func theFingerprintIsTheFilesNamesAndVersions() throws {
        let fingerprint = Self.matcher.fontSet
        #expect(fingerprint.isPinned && fingerprint.faceCount == 357 && fingerprint.added.isEmpty)
        #expect(
            fingerprint.versions.map { "\($0.name) \($0.version)" } == [
                "Inter 3.019", "DejaVu Sans 2.370", "Noto Sans 2.004", "Noto Sans CJK 2.004", "Noto Color Emoji 2.042",
            ])
        let format = "--format=%{file|basename}\t%{index}\t%{family[0]}\t%{style[0]}\t%{fontversion}\n"
        let scanned = try FontconfigTools.run("fc-scan", arguments: [format] + PinnedFontSet.debian.files)
        let lines = scanned.split(separator: "\n")
        #expect(lines.count == 357)
        // Each line's FNV-1a, sorted, and those 8 bytes each (most significant first) hashed again.
        let bytes = lines.map { FNV1a.hash(of: $0.utf8) }.sorted().flatMap { hash in
            stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: hash >> UInt64($0)) }
        }
        let digest = String(FNV1a.hash(of: bytes), radix: 16)
        #expect(fingerprint.digest == String(repeating: "0", count: 16 - digest.count) + digest)
        #expect(fingerprint.description.hasPrefix("pinned set, 357 faces: Inter 3.019, DejaVu Sans 2.370, "))
    }

    /// A face added to the set is named with its version, and changes the digest.
    @Test func anAddedFaceChangesTheFingerprint() throws {
        let fingerprint = try FontMatcher(addingFontsAt: [TestFonts.sansPath]).fontSet
        #expect(fingerprint.faceCount == 358 && fingerprint.added.map(\.name) == ["TestSans Regular"])
        #expect(fingerprint.digest != Self.matcher.fontSet.digest && fingerprint.versions == Self.matcher.fontSet.versions)
        #expect(fingerprint.description.hasSuffix("; added: TestSans Regular \(fingerprint.added[0].version)"))
    }

    /// FNV-1a's published test vectors (draft-eastlake-fnv, appendix C: "" , "a", "foobar"), and 16.16 versions to
    /// three decimals, rounded.
    @Test func theDigestAndVersionArithmetic() {
        #expect(FNV1a.hash(of: "".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash(of: "a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash(of: "foobar".utf8) == 0x8594_4171_f739_67e8)
        #expect(FontSetFingerprint.decimal(197_853) == "3.019")
        #expect(FontSetFingerprint.decimal(155_320) == "2.370")
        #expect(FontSetFingerprint.decimal(65_536) == "1.000")
        #expect(FontSetFingerprint.decimal(32_768 + 32) == "0.500")
        #expect(FontSetFingerprint.decimal(0) == "0.000")
    }

    /// "カートに追加" (kana and Han) in each language's face; without a language, Simplified Chinese's, as on an iPhone
    /// set to English alone.
    @Test(arguments: [
        (nil, "Noto Sans CJK SC"), ("ja", "Noto Sans CJK JP"), ("zh-Hans", "Noto Sans CJK SC"),
        ("zh-Hant", "Noto Sans CJK TC"), ("zh-HK", "Noto Sans CJK HK"), ("ko", "Noto Sans CJK KR"),
        ("ja-JP", "Noto Sans CJK JP"), ("ko-KR", "Noto Sans CJK KR"), ("zh-SG", "Noto Sans CJK SC"),
        ("yue", "Noto Sans CJK HK"),
    ] as [(String?, String)])
    func eachLanguageItsFace(language: String?, family: String) throws {
        let measurer = TextMeasurer(fontMatcher: Self.matcher)
        var label = LabelConfiguration()
        label.language = language
        let layout = try measurer.measure("カートに追加", font: LabelFont(.fixed(17)), label: label)
        #expect(layout.faces.map(\.family) == ["Inter", family] || layout.faces.map(\.family) == [family])
        #expect(layout.lines[0].fonts.last?.family == family)
    }

    /// The language a cluster without one is given: its script decides, never the process's locale.
    @Test(arguments: [
        ("漢", "zh-Hans"), ("カ", "zh-Hans"), ("。", "zh-Hans"), ("ｶ", "zh-Hans"), ("𠀀", "zh-Hans"),
        ("가", "ko"), ("ㄱ", "ko"), ("A", "en"), ("─", "en"), ("ж", "en"), ("👍", "en"),
    ])
    func aClusterWithoutALanguage(text: String, language: String) {
        #expect(FallbackLanguage.default(for: Array(text.unicodeScalars)) == language)
    }
}

@Suite("Concurrency: a matcher's fingerprint, worked out once")
struct FontSetFingerprintConcurrencyTests {
    /// Tasks asking a fresh matcher for its fingerprint at once all get the one a single task gets afterwards.
    @Test func tasksAskingAtOnceGetTheSameFingerprint() async throws {
        let matcher = try FontMatcher(addingFontsAt: [TestFonts.sansPath])
        let fingerprints = await withTaskGroup(of: FontSetFingerprint.self) { group in
            for _ in 0..<8 { group.addTask { matcher.fontSet } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let expected = matcher.fontSet
        #expect(fingerprints.count == 8 && fingerprints.allSatisfy { $0 == expected })
        #expect(expected.added.map(\.name) == ["TestSans Regular"])
    }
}
