import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing
@testable import TypeScaleCLI

/// `typescale audit` on small catalogs measured in the synthetic TestSans (Fixtures/Fonts/README.md: lowercase
/// letters 500 units, space 250, line 1100 units), so expected results are worked out by hand.
@Suite("typescale audit")
struct AuditCommandTests {
    static let font = TestFonts.sansPath

    func audit(_ catalog: String, name: String = "strings.json", _ arguments: String...) throws
        -> (status: Int32, stdout: String, stderr: String, file: URL)
    {
        let file = try temporaryFile(catalog, name: name)
        let (status, output) = TypeScaleCLI.run(["audit", file.path, "--font-file", Self.font] + arguments)
        return (status, output.standardOutput, output.standardError, file)
    }

    @Test("a fixed size: what fits exits 0 with a summary only; what does not is listed with its key and exits 1")
    func fixedSize() throws {
        // At 10 pt: "ab cd" = 10 + 2.5 + 10 = 22.5 pt; "abcdefgh" = 40 pt. Width 30, one line.
        let result = try audit(#"{"short": "ab cd", "long": "abcdefgh"}"#, "--size", "10", "--width", "30")
        defer { try? FileManager.default.removeItem(at: result.file.deletingLastPathComponent()) }
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("\(result.file.path):1: long: \"abcdefgh\" needs 2 lines at XS…AX5 (max 1) at 30 pt"))
        #expect(lines[1] == "1 of 2 strings does not fit.")  // (issue 13: "do not fit" for one)
        #expect(lines[2] + "\n" == ReportedFonts.textLine)

        let fits = try audit(#"{"short": "ab cd"}"#, "--size", "10", "--width", "30")
        defer { try? FileManager.default.removeItem(at: fits.file.deletingLastPathComponent()) }
        #expect(fits.status == 0)
        #expect(fits.stdout == "The 1 string fits at every category checked (1 catalog).\n" + ReportedFonts.textLine)

        // One string that does not fit: the summary's verb agrees with one (issue 13: "1 of 1 string do not fit").
        let one = try audit(#"{"long": "abcdefgh"}"#, "--size", "10", "--width", "30")
        defer { try? FileManager.default.removeItem(at: one.file.deletingLastPathComponent()) }
        #expect(one.stdout.hasSuffix("\n1 of 1 string does not fit.\n" + ReportedFonts.textLine))
    }

    @Test("--color always colours the failures, never and piped auto do not; NO_COLOR and TERM=dumb turn auto off (issue 13)")
    func colour() throws {
        let catalog = #"{"long": "abcdefgh"}"#
        let always = try audit(catalog, "--size", "10", "--width", "30", "--color", "always")
        defer { try? FileManager.default.removeItem(at: always.file.deletingLastPathComponent()) }
        #expect(always.stdout.contains("\u{1B}[31m"))
        for choice in ["never", "auto"] {  // (auto: standard output is not a terminal in a test)
            let plain = try audit(catalog, "--size", "10", "--width", "30", "--color", choice)
            defer { try? FileManager.default.removeItem(at: plain.file.deletingLastPathComponent()) }
            #expect(!plain.stdout.contains("\u{1B}"))
        }
        let bad = try audit(catalog, "--size", "10", "--width", "30", "--color", "allways")
        defer { try? FileManager.default.removeItem(at: bad.file.deletingLastPathComponent()) }
        #expect(bad.status == 64 && bad.stderr.contains("did you mean 'always'?"))
    }

    @Test("audit - reads one catalog from standard input in the format given (issue 13)")
    func standardInput() throws {
        // TestSans at 10 pt in 30 pt, one line: "ab cd" (22.5 pt) fits, "abcdefgh" (40 pt) does not.
        let catalog = "\"short\" = \"ab cd\";\n\"long\" = \"abcdefgh\";\n"
        let result = try runExecutable(
            ["audit", "-", "--catalog-format", "strings", "--font-file", Self.font, "--size", "10", "--width", "30"],
            input: catalog)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("(standard input).strings:2: long: \"abcdefgh\" needs 2 lines"))
        #expect(result.stdout.hasSuffix("1 of 2 strings does not fit.\n" + ReportedFonts.textLine))
        let malformed = try runExecutable(
            ["audit", "-", "--catalog-format", "json", "--width", "30"], input: #"{"a": "x""#)
        #expect(malformed.status == 65)
        #expect(malformed.stdout.hasPrefix("(standard input).json:1:10: unexpected end of file"))
        #expect(malformed.stderr == "typescale audit: 1 catalog could not be read (exit 65)\n")
        for (arguments, message) in [
            (["audit", "-", "--width", "30"], "'-' needs --catalog-format"),
            (["audit", "-", "x.strings", "--catalog-format", "strings"], "give it alone"),
            (["audit", "x.strings", "--catalog-format", "strings"], "--catalog-format is for '-'"),
        ] {
            let (status, output) = TypeScaleCLI.run(arguments)
            #expect(status == 64 && output.standardError.contains(message), "\(arguments)")
        }
    }

    @Test("a text style: the failing categories follow the type scale's sizes")
    func textStyle() throws {
        // "abcd" is 2 em: at xxxLarge (23 pt) 46 pt, at AX1 (28 pt) 56 pt, so it stops fitting 50 pt at AX1.
        let result = try audit(#"{"word": "abcd"}"#, "--style", "body", "--width", "50", "--format", "json")
        defer { try? FileManager.default.removeItem(at: result.file.deletingLastPathComponent()) }
        #expect(result.status == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let item = try #require((object["results"] as? [[String: Any]])?.first)
        // Every category checked, in order: one line up to xxxLarge (46 pt), two from AX1 ("ab" is 1 em: 28 … 47 pt
        // fits 50), four at AX5 (53 pt: one letter of 26.5 pt a line).
        #expect(item["categories"] as? String == "XS…AX5")
        #expect(item["linesNeeded"] as? [Int] == [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4])
        // One figure per failing category (AX1…AX5): each line after the first is the style's leading (34, 40, 48,
        // 56, 62 pt in Apple's table), taller than TestSans's own 1.1 em (30.8 pt at AX1); AX5 has three, 3 × 62.
        #expect(item["overflowHeight"] as? [Double] == [34, 40, 48, 56, 186])
        #expect((item["truncatedAt"] as? [Int])?.count == 5)
        #expect(item["maxLines"] as? Int == 1)
        #expect(item["fits"] as? Bool == false)
        #expect((object["summary"] as? [String: Any])?["failing"] as? Double == 1)
    }

    @Test("placeholders are filled with wide samples before measuring")
    func placeholders() throws {
        let result = try audit(#"{"count": "%d items for %@"}"#, "--size", "10", "--width", "1000", "--format", "json")
        defer { try? FileManager.default.removeItem(at: result.file.deletingLastPathComponent()) }
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let item = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(item["measuredText"] as? String == "888 items for MMMMMMMM")
    }

    @Test("a spec gives widths per key pattern; a rule that matches nothing is a warning")
    func spec() throws {
        let spec = try temporaryFile("""
            {"default": {"size": 10, "width": 100, "lines": 1},
             "rules": [{"match": "button.*", "width": 20}, {"match": "unused.*", "width": 5}]}
            """, name: "spec.json")
        defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
        // "abcde" = 25 pt: fits the default 100, not a button's 20.
        let result = try audit(#"{"title": "abcde", "button.ok": "abcde"}"#, "--spec", spec.path)
        defer { try? FileManager.default.removeItem(at: result.file.deletingLastPathComponent()) }
        #expect(result.status == 1)
        #expect(result.stdout.contains(": button.ok: "))
        #expect(!result.stdout.contains(": title: "))
        #expect(result.stderr.contains("warning: rules[1] \"unused.*\" matches no key"))
    }

    @Test("JUnit: one testcase per key, locale and variant; failures name the categories")
    func junit() throws {
        let result = try audit(#"{"a": "ab", "b": "abcdefgh"}"#, "--size", "10", "--width", "30", "--format", "junit")
        defer { try? FileManager.default.removeItem(at: result.file.deletingLastPathComponent()) }
        #expect(result.status == 1)
        let document = try XMLDocument(data: Data(result.stdout.utf8), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "2")
        let suite = try #require(root.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        for attribute in ["name", "tests", "failures", "errors", "time", "timestamp", "hostname"] {
            #expect(suite.attribute(forName: attribute) != nil, "testsuite lacks \(attribute)")
        }
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a", "b"])
        for testcase in cases {
            for attribute in ["name", "classname", "time"] { #expect(testcase.attribute(forName: attribute) != nil) }
        }
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue?.contains("needs 2 lines at XS…AX5 (max 1)") == true)
        #expect(cases[0].elements(forName: "failure").isEmpty)
    }

    @Test("markdown lists what does not fit in a table")
    func markdown() throws {
        let result = try audit(#"{"b": "abcdefgh"}"#, "--size", "10", "--width", "30", "--format", "markdown")
        defer { try? FileManager.default.removeItem(at: result.file.deletingLastPathComponent()) }
        #expect(result.stdout.contains("| Key | Locale | Variant | Does not fit at | Details |"))
        #expect(result.stdout.contains("| b |  |  | XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5 |"))
    }

    @Test("catalogs of every format in a folder are audited in a fixed order, locales from their folders")
    func folder() throws {
        let shop = Fixtures.path("Catalogs/Shop")
        let first = TypeScaleCLI.run(["audit", shop, "--size", "10", "--width", "300", "--lines", "0", "--format", "json"])
        let second = TypeScaleCLI.run(["audit", shop, "--size", "10", "--width", "300", "--lines", "0", "--format", "json"])
        #expect(first.status == 0)
        #expect(first.output.standardOutput == second.output.standardOutput)
        let object = try #require(JSONSerialization.jsonObject(with: Data(first.output.standardOutput.utf8)) as? [String: Any])
        let locales = Set(((object["results"] as? [[String: Any]]) ?? []).compactMap { $0["locale"] as? String })
        #expect(locales.isSuperset(of: ["en", "de", "ar", "ja", "zh-Hant"]))
    }

    @Test("a malformed catalog exits 65, its position in the report; nothing is reported as fitting")
    func malformed() throws {
        let result = try audit("{\"a\": \"x\",\n \"b\": nope}", "--size", "10", "--width", "30")
        defer { try? FileManager.default.removeItem(at: result.file.deletingLastPathComponent()) }
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("\(result.file.path):2:7: unexpected 'nope'") == true)
        #expect(lines[1] == "No strings read: nothing was checked. 1 catalog could not be read.")
        #expect(result.stderr == "typescale audit: 1 catalog could not be read (exit 65)\n")
    }

    @Test("usage errors exit 64", arguments: [
        ["audit"],
        ["audit", "x.json", "--width", "-1"],
        ["audit", "x.json", "--lines", "two"],
        ["audit", "x.json", "--style", "body", "--size", "10"],
        ["audit", "x.json", "--format", "xml"],
        ["audit", "x.json", "--categories", "AX9"],
        ["audit", "x.json", "--mode", "wrap"],
    ])
    func usage(_ arguments: [String]) {
        let (status, output) = TypeScaleCLI.run(arguments)
        #expect(status == 64)
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    @Test("no width anywhere is a usage error naming the key")
    func noWidth() throws {
        let result = try audit(#"{"a": "x"}"#, "--size", "10")
        defer { try? FileManager.default.removeItem(at: result.file.deletingLastPathComponent()) }
        #expect(result.status == 64)
        #expect(result.stderr.contains("no width for 'a'"))
    }
}

/// `auto`'s rule, on a terminal or not, with the environment given (no-color.org: NO_COLOR set to anything but empty).
@Test func colourChoiceReadsTheEnvironment() {
    #expect(ColourChoice.auto.colours(toTerminal: true, environment: ["TERM": "xterm-256color"]))
    #expect(!ColourChoice.auto.colours(toTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"]))
    #expect(ColourChoice.auto.colours(toTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]))
    #expect(!ColourChoice.auto.colours(toTerminal: true, environment: ["TERM": "dumb"]))
    #expect(!ColourChoice.auto.colours(toTerminal: false, environment: [:]))
    #expect(!ColourChoice.never.colours(toTerminal: true, environment: [:]))
    #expect(ColourChoice.always.colours(toTerminal: false, environment: ["NO_COLOR": "1"]))
}

@Suite("typescale audit: which system font")
struct AuditSystemFontTests {
    @Test("the JSON and the Markdown name the system font's stand-in, or the family --system-font gives, and the fonts")
    func systemFontNamed() throws {
        let catalog = Fixtures.path("Catalogs/Shop/en.lproj/Localizable.strings")
        let json = typescale("audit", catalog, "--style", "body", "--width", "300", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["systemFont"] as? String == "Inter with SF Pro's tracking and line metrics")
        let fontSet = try #require(object["fontSet"] as? [String: Any])
        #expect(fontSet["pinned"] as? Bool == true && fontSet["faces"] as? Int == 357)
        #expect((fontSet["versions"] as? [String: String])?["Inter"] == "3.019")
        #expect(fontSet["digest"] as? String == ReportedFonts.fontSet.digest)
        let markdown = typescale(
            "audit", catalog, "--style", "body", "--width", "300", "--format", "markdown", "--system-font", "DejaVu Sans")
        #expect(markdown.stdout.hasSuffix(
            "\n<sub>System font: DejaVu Sans (SF Pro is not available off Apple's systems). Fonts: \(ReportedFonts.fontSet).</sub>\n"))
        let junit = typescale("audit", catalog, "--style", "body", "--width", "300", "--format", "junit")
        #expect(junit.stdout.contains(
            "    <properties>\n      <property name=\"systemFont\" value=\"Inter with SF Pro&apos;s tracking and line metrics\"/>\n"
                + "      <property name=\"fontSet\" value=\"\(ReportedFonts.fontSet)\"/>\n    </properties>\n"))
    }
}
