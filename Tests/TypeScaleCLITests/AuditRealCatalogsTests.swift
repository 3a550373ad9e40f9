import CatalogAudit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing
@testable import TypeScaleCLI

/// A temporary folder of catalogs: relative path → contents.
private func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return root
}

/// Issue 14: what real apps' catalog folders did to the audit — one bad file hid everything, keys with line breaks
/// broke the one-line report, `--locale` overrode the folders' languages, symbolic links were not followed, and the
/// report gave no overview. Measured in TestSans (Fixtures/Fonts/README.md: lowercase letters 500 units, space 250),
/// so that at 10 pt in a 30 pt line "ab cd" (22.5 pt) fits and "abcdefgh" (40 pt) does not.
@Suite("typescale audit on real catalog folders")
struct AuditRealCatalogsTests {

    func audit(_ paths: [String], _ arguments: String...) -> (status: Int32, stdout: String, stderr: String) {
        let (status, output) = TypeScaleCLI.run(
            ["audit"] + paths + ["--font-file", TestFonts.sansPath, "--size", "10", "--width", "30"] + arguments)
        return (status, output.standardOutput, output.standardError)
    }

    @Test("a malformed file does not hide the others: each is reported in every format, the rest audited, exit 65")
    func oneBadFileHidesNothing() throws {
        let root = try folder([
            "a/en.lproj/Localizable.strings": "\"short\" = \"ab cd\";\n\"long\" = \"abcdefgh\";\n",
            "b/de.lproj/Localizable.strings": "\"broken\" = \"ab\n",
            "c/strings.json": "{\"ok\": \"ab\"}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = root.appendingPathComponent("b/de.lproj/Localizable.strings").path
        // Both orders give the same report: the error is not the first file's alone.
        for paths in [[root.path], [root.appendingPathComponent("c").path, root.appendingPathComponent("b").path,
                                    root.appendingPathComponent("a").path]] {
            let text = audit(paths)
            #expect(text.status == 65)
            let lines = text.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix(broken + ":1:") == true, "\(lines)")
            #expect(lines.contains { $0.contains(": long [en]: \"abcdefgh\" needs 2 lines") })
            #expect(lines.suffix(2) == ["1 of 3 strings does not fit. 1 catalog could not be read.", String(ReportedFonts.textLine.dropLast())])
            #expect(text.stderr == "typescale audit: 1 catalog could not be read; 1 of 3 texts do not fit (exit 65)\n")
        }

        let json = audit([root.path], "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let unreadable = try #require(object["unreadable"] as? [[String: Any]])
        #expect(unreadable.count == 1)
        #expect(unreadable.first?["file"] as? String == broken)
        #expect(unreadable.first?["line"] as? Int == 1)
        #expect(unreadable.first?["reason"] as? String == "malformed")
        #expect((object["summary"] as? [String: Any])?["unreadable"] as? Int == 1)
        #expect((object["results"] as? [Any])?.count == 3)
        // Written as it goes: the head and the results' opening, a line per text, then the summary.
        let lines = json.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.first?.hasPrefix("{\"catalogs\":[") == true && lines.first?.hasSuffix("\"results\":[") == true)
        #expect(lines.last?.hasPrefix("],\"summary\":{\"strings\":3,\"failing\":1,") == true)

        let junit = audit([root.path], "--format", "junit").stdout
        #expect(junit.contains("<testsuites name=\"typescale audit\" tests=\"4\">"))
        #expect(junit.contains("<testsuite id=\"2\" name=\"\(broken)\"") && junit.contains("tests=\"1\" failures=\"0\" errors=\"1\""))
        #expect(junit.contains("<error message=\"") && junit.contains("type=\"InputFileError\">\(broken):1:"))

        let markdown = audit([root.path], "--format", "markdown").stdout
        #expect(markdown.contains("❌ 1 of 3 strings does not fit. 1 catalog could not be read.\n"))
        #expect(markdown.contains("**Could not be read:**\n\n- `\(broken):1:"))
    }

    @Test("a file that cannot be opened outranks one that is malformed: 66; a folder with no catalog is reported too")
    func missingAndEmpty() throws {
        let root = try folder(["empty/notes.txt": "x", "x.json": "{\"a\": \"ab\"", "ok.json": "{\"a\": \"ab\"}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = audit([
            root.appendingPathComponent("missing.json").path, root.appendingPathComponent("empty").path,
            root.appendingPathComponent("x.json").path, root.appendingPathComponent("ok.json").path,
        ])
        #expect(result.status == 66)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == root.appendingPathComponent("missing.json").path + ": no such catalog file or folder")
        #expect(lines[1].hasPrefix(root.appendingPathComponent("empty").path + ": no catalogs found"))
        #expect(lines[2].hasPrefix(root.appendingPathComponent("x.json").path + ":1:"))
        #expect(lines[3] == "The 1 string fits at every category checked (2 catalogs). 3 catalogs could not be read.")
    }

    @Test("a key with a line break stays on one line in text, Markdown and JUnit, escaped as texts are")
    func keysWithLineBreaks() throws {
        let root = try folder(["strings.json": #"{"two\nlines": "abcdefgh", "tab\tbed": "abcdefgh"}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let text = audit([root.path])
        #expect(text.status == 1)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(#": tab\tbed: "abcdefgh" needs 2 lines"#) })
        #expect(lines.contains { $0.contains(#": two\nlines: "abcdefgh" needs 2 lines"#) })
        // 2 failure lines, the breakdown (4 lines: heading, the one locale, heading, XS), the summary, the fonts.
        #expect(lines.count == 8, "\(lines)")
        let markdown = audit([root.path], "--format", "markdown").stdout
        #expect(markdown.contains(#"| two\nlines |"#))
        let junit = audit([root.path], "--format", "junit").stdout
        #expect(junit.contains(#"<testcase name="two\nlines""#))
        // JSON keeps the key as it is: JSON escapes it itself.
        let json = audit([root.path], "--format", "json").stdout
        #expect(json.contains(#""key":"two\nlines""#) || json.contains(#""key": "two\nlines""#))
    }

    @Test("--locale is the fallback: a .lproj or values-XX folder's language wins, old .lproj names map")
    func localeIsAFallback() throws {
        let root = try folder([
            "de.lproj/Localizable.strings": "\"a\" = \"ab\";\n",
            "Korean.lproj/Localizable.strings": "\"a\" = \"ab\";\n",
            "res/values-fr/strings.xml": "<resources><string name=\"a\">ab</string></resources>",
            "pt_BR.json": "{\"a\": \"ab\"}",
            "strings.json": "{\"a\": \"ab\"}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let json = audit([root.path], "--locale", "es", "--format", "json")
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let locales = Dictionary(uniqueKeysWithValues: results.map {
            (URL(fileURLWithPath: $0["file"] as? String ?? "").deletingLastPathComponent().lastPathComponent
                + "/" + URL(fileURLWithPath: $0["file"] as? String ?? "").lastPathComponent,
             $0["locale"] as? String ?? "-")
        })
        #expect(locales == [
            "de.lproj/Localizable.strings": "de", "Korean.lproj/Localizable.strings": "ko",
            "values-fr/strings.xml": "fr", "\(root.lastPathComponent)/pt_BR.json": "pt-BR",
            "\(root.lastPathComponent)/strings.json": "es",
        ])
    }

    @Test("symbolic links to folders and files are followed; a link back up the tree is searched once")
    func symbolicLinks() throws {
        let shared = try folder(["de.lproj/Localizable.strings": "\"a\" = \"ab\";\n"])
        let app = try folder(["en.lproj/Localizable.strings": "\"a\" = \"ab\";\n"])
        defer {
            try? FileManager.default.removeItem(at: shared)
            try? FileManager.default.removeItem(at: app)
        }
        let manager = FileManager.default
        try manager.createSymbolicLink(at: app.appendingPathComponent("Shared"), withDestinationURL: shared)
        try manager.createSymbolicLink(at: app.appendingPathComponent("Loop"), withDestinationURL: app)
        try manager.createSymbolicLink(
            at: app.appendingPathComponent("linked.json"), withDestinationURL: shared.appendingPathComponent("none.json"))
        let result = audit([app.path])
        // The dangling linked.json is said (exit 66); the two real catalogs are audited.
        #expect(result.status == 66, "\(result)")
        #expect(result.stdout == app.appendingPathComponent("linked.json").path + ": a symbolic link to nothing\n"
            + "All 2 strings fit at every category checked (2 catalogs). 1 catalog could not be read.\n" + ReportedFonts.textLine)
        // Named directly, a link to a folder is searched too.
        let direct = audit([app.appendingPathComponent("Shared").path])
        #expect(direct.stdout == "The 1 string fits at every category checked (1 catalog).\n" + ReportedFonts.textLine)
    }

    @Test("a relative link up the tree ends; a linked copy of a folder is listed by its real path; a broken catalog link is said")
    func relativeLinks() throws {
        let app = try folder([
            "de.lproj/Localizable.strings": "\"a\" = \"ab\";\n", "Sub/en.lproj/Localizable.strings": "\"a\" = \"ab\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: app) }
        let manager = FileManager.default
        // ln -s .. Sub/up; ln -s de.lproj de-DE.lproj; ln -s missing.strings de.lproj/Gone.strings
        try manager.createSymbolicLink(atPath: app.appendingPathComponent("Sub/up").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: app.appendingPathComponent("de-DE.lproj").path, withDestinationPath: "de.lproj")
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("de.lproj/Gone.strings").path, withDestinationPath: "missing.strings")
        let json = audit([app.path], "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["catalogs"] as? [String] == [
            app.appendingPathComponent("Sub/en.lproj/Localizable.strings").path,
            app.appendingPathComponent("de.lproj/Localizable.strings").path,
        ].sorted())
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["locale"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") } == ["de", "en"])
        let unreadable = try #require(object["unreadable"] as? [[String: Any]])
        #expect(unreadable.map { $0["file"] as? String } == [app.appendingPathComponent("de.lproj/Gone.strings").path])
        #expect(unreadable.first?["message"] as? String == "a symbolic link to nothing")
        #expect(json.status == 66)
    }

    @Test("--locale does not break Android's fallback: values/ stays the default resources, then takes the locale")
    func localeWithAndroidReferences() throws {
        let root = try folder([
            "res/values/strings.xml": "<resources><string name=\"pay\">ab</string></resources>",
            "res/values-de/strings.xml": "<resources><string name=\"pay_button\">@string/pay</string></resources>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let json = audit([root.path], "--locale", "en", "--format", "json")
        #expect(json.status == 0, "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let texts = results.map { "\($0["locale"] as? String ?? "-") \($0["key"] as? String ?? "") \($0["text"] as? String ?? "")" }
        #expect(Set(texts) == ["en pay ab", "de pay_button ab"])
    }

    @Test("standard input is read as a file of its format: a .strings key given twice counts once")
    func standardInputFormat() throws {
        let result = try runExecutable(
            ["audit", "-", "--catalog-format", "strings", "--font-file", TestFonts.sansPath, "--size", "10", "--width", "30"],
            input: "\"a\" = \"abcdefgh\";\n\"a\" = \"ab\";\n")
        #expect(result.status == 0)
        #expect(result.stdout == "The 1 string fits at every category checked (1 catalog).\n" + ReportedFonts.textLine)
        #expect(result.stderr.contains("(standard input).strings:1: a: given again at line 2; iOS shows the last"))
    }

    @Test("--max-rows and the 65,000-character default keep the Markdown whole: summary, breakdown, then N more")
    func markdownRows() throws {
        var catalog: [String] = []
        for index in 0..<40 { catalog.append("\"key\(index)\": \"abcdefgh\"") }
        let root = try folder(["de.json": "{" + catalog.joined(separator: ", ") + "}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let limited = audit([root.path], "--format", "markdown", "--max-rows", "3").stdout
        #expect(limited.contains("❌ 40 of 40 strings do not fit."))
        #expect(limited.contains("| de | 40 | 40 | XS |"))
        #expect(limited.contains("| File | Key | Locale | Variant | Does not fit at | Details |"))
        let rows = limited.split(separator: "\n").filter { $0.hasPrefix("| " + root.path) }
        #expect(rows.count == 3)
        #expect(rows.first?.hasPrefix("| \(root.path)/de.json:1 | key0 | de |") == true)
        #expect(limited.contains("…and 37 more: the full report is `--format text`, `json` or `junit`."))
        let all = audit([root.path], "--format", "markdown").stdout
        #expect(all.split(separator: "\n").filter { $0.hasPrefix("| " + root.path) }.count == 40)
        #expect(!all.contains("more: the full report"))

        // A character limit: as many rows as keep the whole under it, the rest counted.
        let report = try CatalogAudit(base: AuditLabelFields(size: 10, fontFile: TestFonts.sansPath, width: 30))
            .run([root.path])
        for limit in [1_500, 3_000, 6_000] {
            let markdown = report.markdown(maxCharacters: limit)
            #expect(markdown.utf16.count <= limit, "\(markdown.utf16.count) > \(limit)")
            let shown = markdown.split(separator: "\n").filter { $0.hasPrefix("| " + root.path) }.count
            #expect(shown > 0 && shown < 40)
            #expect(markdown.contains("…and \(40 - shown) more"))
            #expect(markdown.contains("❌ 40 of 40 strings do not fit."))
        }
    }
}

/// Issue 14, items 10 and 11: each text measured once, as iOS shows it; what is left out is said.
@Suite("typescale audit measures what iOS shows, once")
struct AuditWhatIOSShowsTests {
    func audit(_ root: URL, _ arguments: String...) -> (status: Int32, stdout: String, stderr: String) {
        let (status, output) = TypeScaleCLI.run(
            ["audit", root.path, "--font-file", TestFonts.sansPath, "--size", "10", "--width", "30"] + arguments)
        return (status, output.standardOutput, output.standardError)
    }


    static let stringsDictionary = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>ab</string>
        \t\t\t<key>other</key>
        \t\t\t<string>ab cd</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """

    @Test("a .strings key given twice: the last is measured, the first warned about; the .stringsdict shadows .strings")
    func shadowed() throws {
        let root = try folder([
            // "dup" first too long, then short: iOS shows the last, which fits; "items" is the .stringsdict's.
            "en.lproj/Localizable.strings": "\"dup\" = \"abcdefgh\";\n\"items\" = \"abcdefgh\";\n\"dup\" = \"ab\";\n",
            "en.lproj/Localizable.stringsdict": Self.stringsDictionary,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let strings = root.appendingPathComponent("en.lproj/Localizable.strings").path
        let result = audit(root)
        #expect(result.status == 0, "\(result)")
        // dup (once) + items.one + items.other from the .stringsdict.
        #expect(result.stdout == "All 3 strings fit at every category checked (2 catalogs).\n" + ReportedFonts.textLine)
        #expect(result.stderr == """
            typescale audit: warning: \(strings):1: dup: given again at line 3; iOS shows the last
            typescale audit: warning: \(strings):2: items: shadowed by Localizable.stringsdict, whose text iOS shows

            """)
        let json = audit(root, "--format", "json").stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["warnings"] as? [[String: Any]])?.map { $0["key"] as? String } == ["dup", "items"])
    }

    @Test("a stale key and a mac variation are not audited, and said so; iPhone and iPad variations are")
    func staleAndOtherDevices() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "gone" : {
                  "extractionState" : "stale",
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "abcdefgh" } } }
                },
                "title" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "ab" } },
                          "ipad" : { "stringUnit" : { "state" : "translated", "value" : "ab cd" } },
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "abcdefgh abcdefgh" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let root = try folder(["Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Localizable.xcstrings").path
        let result = audit(root)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "All 2 strings fit at every category checked (1 catalog).\n" + ReportedFonts.textLine)
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        #expect(warnings.count == 2)
        #expect(warnings[0].hasPrefix("typescale audit: warning: \(file):"))
        #expect(warnings[0].hasSuffix(": gone: stale (Xcode no longer finds it in the app's source): not audited, 1 text"))
        #expect(warnings[1].hasSuffix(": title: its mac variations are not audited: the labels checked are iOS's (1 text)"))
        let markdown = audit(root, "--format", "markdown").stdout
        #expect(markdown.contains("<details><summary>2 warnings</summary>"))
    }

    @Test("a typo such as %Id is measured as iOS shows it (Id) and warned about with file, line and key")
    func formatTypos() throws {
        let root = try folder(["de.lproj/Localizable.strings": "\"ok\" = \"%d ab\";\n\"typo\" = \"%Id ab %I\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("de.lproj/Localizable.strings").path
        let json = audit(root, "--format", "json")
        #expect(json.stderr == "typescale audit: warning: \(file):2: typo: [de] '%I', '%I' are not formats iOS knows "
            + "(a typo for %d or %@?): shown as 'I', 'I'\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["measuredText"] as? String } == ["888 ab", "Id ab I"])
    }

    @Test("Android @string/ aliases are measured as the text they lead to; a broken one is an error, a framework one a warning")
    func androidReferences() throws {
        let root = try folder([
            "res/values/strings.xml": """
                <resources>
                    <string name="pay">ab</string>
                    <string name="pay_button">@string/pay</string>
                    <string name="broken">@string/nope</string>
                    <string name="cancel">@android:string/cancel</string>
                </resources>
                """,
            "res/values-de/strings.xml": """
                <resources>
                    <string name="pay">abcdefgh</string>
                    <string name="pay_button">@string/pay</string>
                </resources>
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("res/values/strings.xml").path
        let json = audit(root, "--format", "json")
        #expect(json.status == 65)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        // values-de's alias leads to de's own "pay"; values/'s to the default one.
        let texts = results.map { "\($0["locale"] as? String ?? "-") \($0["key"] as? String ?? "") \($0["text"] as? String ?? "")" }
        #expect(Set(texts) == ["de pay abcdefgh", "de pay_button abcdefgh", "- pay ab", "- pay_button ab"])
        let unreadable = try #require(object["unreadable"] as? [[String: Any]])
        #expect(unreadable.map { $0["file"] as? String } == [file])
        #expect(unreadable.first?["line"] as? Int == 4)
        #expect((unreadable.first?["message"] as? String)?.contains("nope") == true)
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["key"] as? String } == ["cancel"])
        #expect((warnings.first?["message"] as? String)?.hasSuffix("; not audited") == true)
    }

    @Test("every catalog fixture in one run — all formats, broken files among them: each read or reported, once")
    func everyFixtureAtOnce() throws {
        let root = Fixtures.path("Catalogs")
        let malformed = try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("Catalogs/Malformed"))
        let (status, output) = TypeScaleCLI.run(["audit", root, "--width", "320", "--lines", "2", "--format", "json"])
        #expect(status == 65)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let unreadable = try #require(object["unreadable"] as? [[String: Any]])
        let unreadableFiles = Set(unreadable.compactMap { $0["file"] as? String })
        // Every malformed fixture is reported, each at its file; the broken references of the Android fixture too.
        #expect(unreadableFiles.isSuperset(of: malformed.map { root + "/Malformed/" + $0 }))
        #expect(unreadableFiles.subtracting(malformed.map { root + "/Malformed/" + $0 }) == [
            root + "/RealApps/Android/res/values-de/references.xml", root + "/RealApps/Android/res/values/references.xml",
        ])
        // Every other file is read and audited — those with a broken reference too, for their other texts.
        let catalogs = try #require(object["catalogs"] as? [String])
        let results = try #require(object["results"] as? [[String: Any]])
        let audited = Set(results.compactMap { $0["file"] as? String })
        #expect(audited == Set(catalogs).subtracting(malformed.map { root + "/Malformed/" + $0 }))
        #expect(Set(catalogs).count == catalogs.count)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["strings"] as? Int == results.count)
        // The other formats agree on the count and are well formed.
        let junit = TypeScaleCLI.run(["audit", root, "--width", "320", "--lines", "2", "--format", "junit"]).output
        _ = try XMLDocument(data: Data(junit.standardOutput.utf8), options: [])
        let markdown = TypeScaleCLI.run(["audit", root, "--width", "320", "--lines", "2", "--format", "markdown"]).output
        #expect(markdown.standardOutput.utf16.count <= 65_000)
        #expect(markdown.standardOutput.contains("of \(results.count) strings do not fit."))
    }
}
