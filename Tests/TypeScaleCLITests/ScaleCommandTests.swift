import TypeScaleCLI
import Foundation
import TestSupport
import Testing

@Suite("typescale scale")
struct ScaleCommandTests {
    @Test("17 pt body at AX5 is 48, as on a device (17 × 62/22 = 47.9)")
    func bodyAX5() {
        let result = typescale("scale", "17", "--style", "body", "--category", "AX5")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        // 62/22 = 2.81818… → 2.8182; 17 × 62/22 = 47.909 → nearest 1/3 = 48.
        #expect(lines.last == ["accessibility5", "2.8182", "48"])
    }

    @Test("json output with a font size and a maximum, at 2×")
    func jsonWithFont() throws {
        let result = typescale(
            "scale", "17", "--style", "body", "--category", "medium", "--display-scale", "2", "--font-size", "17",
            "--max", "16", "--format", "json")
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let row = try #require((object["results"] as? [[String: Any]])?.first)
        // 17 × 21/22 = 16.227 → 2×: 32.45 → 32/2 = 16; font 16.227 → 16, max 16 → 16.
        #expect(row["scaledValue"] as? Double == 16)
        #expect(row["scaledFontSize"] as? Double == 16)
        #expect(row["category"] as? String == "medium")
    }

    @Test("the largest value accepted scales to a number at AX5 (1e9 × 62/22 = 2818181818.18…, to the nearest third)")
    func largestValue() throws {
        let result = typescale("scale", "1e9", "--style", "body", "--category", "AX5", "--format", "json")
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let row = try #require((object["results"] as? [[String: Any]])?.first)
        let value = try #require(row["scaledValue"] as? Double)
        // 1e9 × 62/22 × 3 = 8454545454.5… → 8454545455 (rounded) / 3 = 2818181818.33…
        #expect(abs(value - 8_454_545_455.0 / 3) < 1e-3)
    }

    @Test("a style's name in any case, printed as the scale spells it (issue 13: --style Body was refused)")
    func styleInAnyCase() {
        let result = typescale("scale", "17", "--style", "Body", "--category", "AX5")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("17 pt scaled with body (iOS)"))
        let table = typescale("table", "--styles", "LARGETITLE,Body,body", "--categories", "L")
        #expect(table.status == 0)
        let rows = table.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(rows.contains("largeTitle") && rows.contains("body") && !rows.contains("Body"))
        #expect(rows.filter { $0 == "body" }.count == 1)
    }

    @Test("every category by default, one line each")
    func allCategories() {
        let result = typescale("scale", "10", "--style", "caption2")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 2 + 12)
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test("usage errors exit 64 with a message naming what is wrong and what is accepted", arguments: [
        UsageCase(arguments: ["scale", "--style", "body"], message: "needs a VALUE"),
        UsageCase(arguments: ["scale", "abc", "--style", "body"], message: "VALUE: 'abc' is not accepted; expected a number of points from -1000000000 to 1000000000"),
        // (Issue 13: 1e19 trapped converting to Int; 1e308 printed inf, and null in JSON.)
        UsageCase(arguments: ["scale", "1e19", "--style", "body", "--category", "L"], message: "VALUE: '1e19' is not accepted; expected a number of points from"),
        UsageCase(arguments: ["scale", "1e308", "--style", "body", "--category", "AX5", "--format", "json"], message: "VALUE: '1e308' is not accepted"),
        UsageCase(arguments: ["scale", "17"], message: "needs --style, one of largeTitle"),
        UsageCase(arguments: ["scale", "17", "--style", "display"], message: "no style 'display'; the scale has"),
        UsageCase(arguments: ["scale", "17", "--style", "body", "--display-scale", "4"], message: "--display-scale: '4' is not accepted; expected 1, 2 or 3"),
        UsageCase(arguments: ["scale", "17", "--style", "body", "--category", "XXL", "--all"], message: "cannot be used together"),
        UsageCase(arguments: ["scale", "17", "--style", "body", "--max", "30"], message: "give --font-size too"),
        UsageCase(arguments: ["scale", "17", "--style", "body", "--category", "huge"], message: "unknown content size category 'huge'"),
        UsageCase(arguments: ["table", "--format", "yaml"], message: "'yaml' is not accepted; expected text, markdown, csv, json, css, tokens, swift"),
        UsageCase(arguments: ["table", "--platform", "android"], message: "'android' is not accepted; expected ios, ipados, watchos, macos, tvos"),
        UsageCase(arguments: ["table", "--styles", "hero"], message: "has no style 'hero'"),
        UsageCase(arguments: ["table", "--bogus"], message: "unknown option '--bogus'"),
        UsageCase(arguments: ["table", "--format"], message: "--format needs a value"),
        UsageCase(arguments: ["table", "--format", "csv", "--format", "json"], message: "given more than once"),
        UsageCase(arguments: ["frobnicate"], message: "unknown command 'frobnicate'; expected table, scale"),
    ])
    func usageErrors(_ usage: UsageCase) {
        let (status, output) = TypeScaleCLIRun(usage.arguments)
        #expect(status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains(usage.message))
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test("a bad scale file exits 65 and names the entry")
    func badScaleFile() throws {
        let file = try temporaryFile("""
            {"name": "Acme", "categories": ["large", "xLarge"], "styles": [
              {"style": "body", "entries": {"large": {"size": 17, "leading": 22, "weight": "regular"},
                                            "xLarge": {"size": 16, "leading": 22, "weight": "regular"}}}]}
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = typescale("table", "--scale", file.path)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        // Where the smaller size is: line 3, after 32 spaces, `"xLarge": {"size": ` (19 characters).
        #expect(result.stderr == "typescale table: \(file.path):3:52: body: size shrinks from 17 at large to 16 at xLarge"
            + " (set \"allowsShrinking\": true if intended)\n")
    }

    @Test("a scale file that is not JSON names the line and column")
    func malformedScaleFile() throws {
        let file = try temporaryFile("{\"name\": \"Acme\",\n  \"styles\": [ nope ]}")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = typescale("table", "--scale", file.path)
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(file.path):2:15: unexpected 'nope'; expected a value"))
    }

    @Test("a folder given as an input file is said to be one, in our words (issue 13: NSCocoaErrorDomain error 256)")
    func folderGivenAsAFile() throws {
        let folder = try temporaryFile("", name: "x").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path
        let cases: [([String], String)] = [
            (["table", "--scale", path], "typescale table: \(path): a folder, not a scale file\n"),
            (["measure", "Hi", "--font-file", path],
             "typescale measure: \(path): a folder, not a font file; expected a TrueType, OpenType or TrueType collection file\n"),
            (["layout", path], "typescale layout: \(path): a folder, not a layout document\n"),
            (["measure", "--batch", path], "typescale measure: \(path): a folder, not a batch file\n"),
            // The audit reports a catalog it cannot open beside the rest (issue 14): in the report, then the status.
            (["audit", "/nonexistent/catalogs"], "typescale audit: 1 catalog could not be read (exit 66)\n"),
            (["audit", path, "--spec", path], "typescale audit: \(path): a folder, not a layout spec\n"),
            (["audit", path, "--font-file", path, "--width", "100"],
             "typescale audit: \(path): a folder, not a font file; expected a TrueType, OpenType or TrueType collection file\n"),
        ]
        for (arguments, message) in cases {
            let (status, output) = TypeScaleCLI.run(arguments)
            let result = (status: status, stderr: output.standardError)
            #expect(result.status == 66, "\(arguments)")  // EX_NOINPUT
            #expect(result.stderr == message, "\(arguments)")
        }
    }

    @Test("did you mean: a misspelt command, option or value gets the nearest accepted one (issue 13)", arguments: [
        UsageCase(arguments: ["mesure", "Hi"], message: "unknown command 'mesure'; expected table, scale, measure, audit, specimen, layout, completions; did you mean 'measure'?"),
        UsageCase(arguments: ["tabel"], message: "did you mean 'table'?"),
        UsageCase(arguments: ["measure", "Hi", "--widht", "40"], message: "unknown option '--widht' for 'typescale measure'; expected"),
        UsageCase(arguments: ["measure", "Hi", "--style", "bdy"], message: "--style: 'bdy' is not accepted; expected a text style of the iOS type scale: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2; did you mean 'body'?"),
        UsageCase(arguments: ["scale", "17", "--style", "hedline"], message: "did you mean 'headline'?"),
        UsageCase(arguments: ["table", "--format", "jsn"], message: "did you mean 'json'?"),
        UsageCase(arguments: ["measure", "Hi", "--size", "10", "--weight", "bolt"], message: "did you mean 'bold'?"),
    ])
    func didYouMean(_ usage: UsageCase) {
        let (status, output) = TypeScaleCLI.run(usage.arguments)
        #expect(status == 64)
        #expect(output.standardError.contains(usage.message), "\(output.standardError)")
    }

    @Test("nothing is suggested for a word far from every accepted one")
    func noSuggestion() {
        let (_, output) = TypeScaleCLI.run(["measure", "Hi", "--style", "qqqqqq"])
        #expect(!output.standardError.contains("did you mean"))
        let widht = TypeScaleCLI.run(["measure", "Hi", "--widht", "40"]).output.standardError
        #expect(widht.hasSuffix("; did you mean '--width'?\n"))
    }

    @Test("help measure-json lists every field a batch request accepts, and no other (issue 13)")
    func measureJSONHelp() throws {
        let (status, output) = TypeScaleCLI.run(["help", "measure-json"])
        #expect(status == 0)
        let listed = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        // The batch's own list of accepted fields, from its error for an unknown one.
        let file = try temporaryFile(#"{"text": "Hi", "colour": "red"}"#, name: "r.jsonl")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let answer = TypeScaleCLI.run(["measure", "--batch", file.path]).output.standardOutput
        let accepted = try #require(answer.components(separatedBy: "accepted fields: ").last?
            .prefix { $0 != "\"" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(listed == accepted)
        #expect(listed.first == "text" && listed.contains("lineHeight") && listed.last == "id")
    }

    @Test("--version and version print the release")
    func version() {
        for word in ["--version", "version"] {
            let (status, output) = TypeScaleCLI.run([word])
            #expect(status == 0)
            #expect(output.standardOutput == "typescale 0.2.0\n")
        }
        #expect(TypeScaleCLI.run(["--help"]).output.standardOutput.contains("'typescale --version'"))
    }

    @Test("--help on every command, and the overview")
    func help() {
        for command in ["table", "scale"] {
            let result = typescale(command, "--help")
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("USAGE: typescale \(command)"))
        }
        #expect(typescale("--help").stdout.contains("COMMANDS:"))
        #expect(typescale().status == 64)
    }
}

private func TypeScaleCLIRun(_ arguments: [String]) -> (Int32, (stdout: String, stderr: String)) {
    let (status, output) = TypeScaleCLI.run(arguments)
    return (status, (output.standardOutput, output.standardError))
}
