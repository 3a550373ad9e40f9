import Foundation
import TestSupport
import Testing

/// Other installed fonts change no answer: with a CJK font standing in for WenQuanYi Micro Hei and a Latin font, both
/// preferred by fontconfig rules as fonts-wqy-microhei's are (Fixtures/ExtraFonts), in the system's configuration
/// (`FONTCONFIG_FILE`), the measurer's corpus, an audit and a storyboard's layout answer byte for byte as without them;
/// a family named outright is still found among them.
@Suite struct PinnedFontSetIsolationTests {
    /// A folder holding the extra fonts and a configuration that adds them to the system's: `FONTCONFIG_FILE`'s value.
    static func extraFontsConfiguration() throws -> (folder: URL, file: String) {
        let folder = try Fixtures.temporaryDirectory()
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["TestCJKHei.ttf", "TestLatinExtra.ttf"] {
            try FileManager.default.copyItem(
                at: Fixtures.url("ExtraFonts/\(name)"), to: fonts.appendingPathComponent(name))
        }
        let template = try String(contentsOf: Fixtures.url("ExtraFonts/extra-fonts.conf.in"), encoding: .utf8)
        let file = folder.appendingPathComponent("fonts.conf")
        try template.replacingOccurrences(of: "@FOLDER@", with: folder.path).write(to: file, atomically: true, encoding: .utf8)
        return (folder, file.path)
    }

    /// The measurer's corpus (Fixtures/Corpus) as batch requests, each case's family by name.
    static func corpusRequests() throws -> String {
        let lines = try String(contentsOf: Fixtures.url("Corpus/corpus.jsonl"), encoding: .utf8).split(separator: "\n")
        return try lines.map { line in
            let item = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let request: [String: Any?] = [
                "id": item["id"], "text": item["text"], "font": item["family"], "size": item["size"],
                "width": item["width"], "numberOfLines": item["maxLines"], "language": item["language"],
            ]
            let data = try JSONSerialization.data(withJSONObject: request.compactMapValues { $0 }, options: .sortedKeys)
            return String(decoding: data, as: UTF8.self)
        }.joined(separator: "\n") + "\n"
    }

    @Test func extraFontsChangeNoAnswer() throws {
        let (folder, configuration) = try Self.extraFontsConfiguration()
        defer { try? FileManager.default.removeItem(at: folder) }
        let extra = ["FONTCONFIG_FILE": configuration]
        let requests = folder.appendingPathComponent("corpus.jsonl")
        try Self.corpusRequests().write(to: requests, atomically: true, encoding: .utf8)

        // The configuration has teeth: fontconfig itself now prefers the extra fonts, and a family named outright is
        // found among them.
        let fcMatch = Process()
        fcMatch.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        fcMatch.arguments = ["--format=%{family[0]}", "sans-serif:charset=6f22"]
        fcMatch.environment = ProcessInfo.processInfo.environment.merging(extra) { _, given in given }
        let output = Pipe()
        fcMatch.standardOutput = output
        try fcMatch.run()
        fcMatch.waitUntilExit()
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "Test CJK Hei")
        let named = try runExecutable(
            ["measure", "漢", "--font", "Test CJK Hei", "--strict", "--format", "json"], environment: extra)
        #expect(named.status == 0 && named.stdout.contains(#""family": "Test CJK Hei""#), "\(named.stderr)")

        let commands: [[String]] = [
            ["measure", "--batch", requests.path, "--jobs", "1"],
            ["measure", "カートに追加", "--style", "body", "--language", "ja", "--format", "json"],
            ["measure", "カートに追加", "--style", "body", "--format", "json"],
            ["audit", Fixtures.path("Catalogs/Shop"), "--width", "160", "--format", "json"],
            ["layout", Fixtures.path("Layouts/SignIn.storyboard"), "--all-categories", "--format", "json"],
        ]
        for command in commands {
            let plain = try runExecutable(command)
            let withExtraFonts = try runExecutable(command, environment: extra)
            #expect(plain.stdout.count > 100, "\(command): \(plain.stderr)")
            #expect(withExtraFonts.stdout == plain.stdout, "\(command)")
            #expect(withExtraFonts.status == plain.status, "\(command)")
        }
    }

    /// `measure` names the face each language's text is set in, as iOS picks the font by language (Hiragino Sans,
    /// PingFang SC and TC, Apple SD Gothic Neo; Docs/font-set.md): Noto Sans CJK's JP, SC, TC and KR faces.
    @Test(arguments: [("ja", "JP"), ("zh-Hans", "SC"), ("zh-Hant", "TC"), ("ko", "KR"), ("zh-HK", "HK")])
    func measureNamesTheFaceForTheLanguage(language: String, face: String) throws {
        let result = try runExecutable(["measure", "カートに追加", "--style", "body", "--language", language])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nset in     Noto Sans CJK \(face) Regular\n"), "\(result.stdout)")
    }
}
