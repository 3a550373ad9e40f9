import Foundation
import TestSupport
import Testing
import TypeScaleCLI

/// `typescale measure`, with the synthetic TestSans font (Fixtures/Fonts/README.md): unitsPerEm 1000; hhea ascender
/// 800, descender −200, line gap 100 (a line is 1.1 × the size, the baseline 0.8 × the size below its top); capitals
/// 700 units, lowercase 500, space 250, ellipsis 900. So "Hello" and "World" are 2700 units each, 27 pt at 10 pt.
@Suite("typescale measure")
struct MeasureCommandTests {
    /// Fixtures/Fonts/TestSans.ttf, found from this file.
    static let font = TestFonts.sansPath

    /// `typescale measure` in process with TestSans; the output parsed as a JSON object when `--format json` is given.
    static func measure(_ arguments: String...) -> (status: Int32, stdout: String, stderr: String) {
        let (status, output) = TypeScaleCLI.run(["measure"] + arguments + ["--font-file", font])
        return (status, output.standardOutput, output.standardError)
    }

    static func object(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any], sourceLocation: sourceLocation)
    }

    static func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    // MARK: - Text

    @Test("'Hello World' at 10 pt in 40 pt wraps to two lines of 27 pt, 22 pt tall")
    func wrapsText() {
        let result = Self.measure("Hello World", "--size", "10", "--width", "40", "--lines", "0")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        // Two lines of 1100/1000 × 10 = 11 pt; baselines at 8 and 11 + 8 = 19.
        #expect(lines.contains(["size", "27", "×", "22", "pt"]))
        #expect(lines.contains(["rounded", "27", "×", "22", "pt", "(3x", "display)"]))
        #expect(lines.contains(["lines", "2"]))
        #expect(lines.contains(["truncated", "no"]))
        #expect(lines.contains(["line", "location", "length", "width", "baseline", "text"]))
        // "Hello " ends at its trailing space, which hangs: 0..<5; "World" is 6..<11.
        #expect(lines.contains(["1", "0", "5", "27", "8", "Hello"]))
        #expect(lines.contains(["2", "6", "5", "27", "19", "World"]))
    }

    @Test("enumerated values in any case (issue 13): --style Headline, --weight Bold and ULTRALIGHT, --mode TAIL")
    func enumeratedValuesInAnyCase() {
        #expect(Self.measure("Hi", "--style", "Headline") == Self.measure("Hi", "--style", "headline"))
        #expect(Self.measure("Hi", "--size", "10", "--weight", "Bold") == Self.measure("Hi", "--size", "10", "--weight", "bold"))
        let light = Self.measure("Hi", "--size", "10", "--weight", "ULTRALIGHT")
        #expect(light.status == 0 && light == Self.measure("Hi", "--size", "10", "--weight", "ultraLight"))
        #expect(Self.measure("Hi", "--size", "10", "--mode", "TAIL") == Self.measure("Hi", "--size", "10", "--mode", "tail"))
    }

    @Test("one line (UILabel's default) truncates: Hello + ellipsis = 2700 + 900 units = 36 pt")
    func truncatesTail() {
        let result = Self.measure("Hello World", "--size", "10", "--width", "40")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.contains(["size", "36", "×", "11", "pt"]))
        #expect(lines.contains(["truncated", "yes"]))
        #expect(lines.contains(["1", "0", "5", "36", "8", "Hello…"]))
    }

    @Test("the report lines up: every row of the line table has its numbers in the same columns")
    func alignedReport() {
        let result = Self.measure("Hello World", "--size", "10", "--width", "40", "--lines", "0")
        let table = result.stdout.split(separator: "\n").drop { !$0.hasPrefix("line ") }
        #expect(table.count == 3)
        let textColumn = table.map { $0.distance(from: $0.startIndex, to: $0.range(of: "  ", options: .backwards)!.upperBound) }
        #expect(Set(textColumn).count == 1)
        #expect(!result.stdout.contains(" \n"))
    }

    @Test("--all-categories: one row per category of the iOS scale")
    func allCategoriesText() throws {
        let result = Self.measure("Hello World", "--style", "body", "--all-categories", "--width", "100", "--lines", "0")
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["category", "size", "lines", "width", "height", "truncated"]))
        let names = rows.compactMap(\.first)
        for name in ["xSmall", "large", "xxxLarge", "accessibility5"] { #expect(names.contains(name)) }
        // Body at AX5 is 53 pt with a leading of 62: "Hello World" is 5650 units = 299.45 pt, so it wraps at 100. The
        // first line is TestSans's own height, 1100 units = 58.3 pt, each later one 62; rounded up to a 3× pixel.
        let ax5 = rows.first { $0.first == "accessibility5" }
        #expect(ax5?[1] == "53")
        #expect(ax5?.last == "no")
        #expect(ax5.flatMap { Int($0[2]) }.map { $0 > 1 } == true)
        let lines = try #require(ax5.flatMap { Double($0[2]) })
        let height = ((58.3 + (lines - 1) * 62) * 3).rounded(.up) / 3
        #expect(ax5.flatMap { Double($0[4]) }.map { abs($0 - height) < 0.001 } == true)
    }

    // MARK: - JSON

    @Test("JSON has every field of the result, exactly")
    func jsonFields() throws {
        let result = Self.measure("Hello World", "--size", "10", "--width", "40", "--lines", "0", "--format", "json")
        #expect(result.status == 0)
        let object = try Self.object(result.stdout)
        #expect(Set(object.keys) == [
            "lineCount", "width", "height", "roundedWidth", "roundedHeight", "isTruncated", "lines", "font", "faces",
            "size",
        ])
        #expect(Self.number(object["lineCount"]) == 2)
        #expect(Self.number(object["width"]).map { abs($0 - 27) < 1e-9 } == true)
        #expect(Self.number(object["height"]).map { abs($0 - 22) < 1e-9 } == true)
        #expect(Self.number(object["roundedWidth"]) == 27)
        #expect(Self.number(object["roundedHeight"]) == 22)
        #expect(object["isTruncated"] as? Bool == false)
        #expect(Self.number(object["size"]) == 10)
        let font = try #require(object["font"] as? [String: Any])
        #expect(font["family"] as? String == "TestSans")
        #expect(font["style"] as? String == "Regular")
        #expect(font["path"] as? String == Self.font)
        // TestSans has every letter: it is the only face used.
        let faces = try #require(object["faces"] as? [[String: Any]])
        #expect(faces.map { $0["family"] as? String } == ["TestSans"])

        let lines = try #require(object["lines"] as? [[String: Any]])
        try #require(lines.count == 2)
        #expect(Set(lines[0].keys) == ["location", "length", "width", "baseline", "top", "height", "text"])
        let expected: [(location: Double, length: Double, top: Double, baseline: Double, text: String)] = [
            (0, 5, 0, 8, "Hello"), (6, 5, 11, 19, "World"),
        ]
        for (line, want) in zip(lines, expected) {
            #expect(Self.number(line["location"]) == want.location)
            #expect(Self.number(line["length"]) == want.length)
            #expect(Self.number(line["width"]).map { abs($0 - 27) < 1e-9 } == true)
            #expect(Self.number(line["top"]).map { abs($0 - want.top) < 1e-9 } == true)
            #expect(Self.number(line["baseline"]).map { abs($0 - want.baseline) < 1e-9 } == true)
            #expect(Self.number(line["height"]).map { abs($0 - 11) < 1e-9 } == true)
            #expect(line["text"] as? String == want.text)
        }
    }

    @Test("JSON: one line truncates at the tail, width 36")
    func jsonTruncated() throws {
        let object = try Self.object(Self.measure("Hello World", "--size", "10", "--width", "40", "--format", "json").stdout)
        #expect(object["isTruncated"] as? Bool == true)
        #expect(Self.number(object["lineCount"]) == 1)
        #expect(Self.number(object["width"]).map { abs($0 - 36) < 1e-9 } == true)
        #expect(Self.number(object["height"]).map { abs($0 - 11) < 1e-9 } == true)
        let line = try #require((object["lines"] as? [[String: Any]])?.first)
        #expect(line["text"] as? String == "Hello")
    }

    struct ModeCase: Sendable, CustomTestStringConvertible {
        var mode: String
        var width: Double
        var location: Int
        var isTruncated: Bool
        var testDescription: String { mode }
    }

    @Test("--mode at the line limit: truncating modes add the ellipsis (900 units), the others cut", arguments: [
        ModeCase(mode: "byTruncatingTail", width: 36, location: 0, isTruncated: true),
        ModeCase(mode: "tail", width: 36, location: 0, isTruncated: true),
        ModeCase(mode: "head", width: 36, location: 6, isTruncated: true),
        ModeCase(mode: "byTruncatingHead", width: 36, location: 6, isTruncated: true),
        ModeCase(mode: "word", width: 27, location: 0, isTruncated: true),
        ModeCase(mode: "clip", width: 27, location: 0, isTruncated: true),
    ])
    func modes(_ mode: ModeCase) throws {
        let result = Self.measure("Hello World", "--size", "10", "--width", "40", "--mode", mode.mode, "--format", "json")
        #expect(result.status == 0)
        let object = try Self.object(result.stdout)
        #expect(Self.number(object["width"]).map { abs($0 - mode.width) < 1e-9 } == true)
        #expect(object["isTruncated"] as? Bool == mode.isTruncated)
        let line = try #require((object["lines"] as? [[String: Any]])?.first)
        #expect(Self.number(line["location"]) == Double(mode.location))
    }

    @Test("defaults: 17 pt, no width limit, natural line height, rounded up to 1/3 pt")
    func defaults() throws {
        let object = try Self.object(Self.measure("Hello World", "--format", "json").stdout)
        #expect(Self.number(object["size"]) == 17)
        // 5650 units × 17 / 1000 = 96.05 → 288.15 px → 289 px = 96.333…; 18.7 → 56.1 px → 57 px = 19.
        #expect(Self.number(object["width"]).map { abs($0 - 96.05) < 1e-9 } == true)
        #expect(Self.number(object["height"]).map { abs($0 - 18.7) < 1e-9 } == true)
        #expect(Self.number(object["roundedWidth"]).map { abs($0 - 289.0 / 3) < 1e-9 } == true)
        #expect(Self.number(object["roundedHeight"]).map { abs($0 - 19) < 1e-9 } == true)
        #expect(object["isTruncated"] as? Bool == false)
    }

    @Test("--line-height and --display-scale")
    func lineHeightAndScale() throws {
        let fixed = try Self.object(Self.measure(
            "Hello World", "--size", "10", "--width", "40", "--lines", "0", "--line-height", "15", "--format", "json").stdout)
        #expect(Self.number(fixed["height"]).map { abs($0 - 30) < 1e-9 } == true)
        let multiple = try Self.object(Self.measure(
            "Hello World", "--size", "10", "--width", "40", "--lines", "0", "--line-height", "x2", "--format", "json").stdout)
        #expect(Self.number(multiple["height"]).map { abs($0 - 44) < 1e-9 } == true)
        // 96.05 pt on a 2x display: 192.1 px → 193 px = 96.5 pt.
        let doubled = try Self.object(Self.measure("Hello World", "--display-scale", "2", "--format", "json").stdout)
        #expect(Self.number(doubled["roundedWidth"]) == 96.5)
    }

    @Test("the faces really used: a text TestSans lacks is set in fallback faces alone, and JSON and text say so")
    func facesReallyUsed() throws {
        // TestSans has no kana or kanji (Fixtures/Fonts/README.md): every glyph of カートに追加 comes from the system's
        // fonts, so TestSans is the requested font but not among the faces used.
        let cjk = try Self.object(Self.measure("カートに追加", "--size", "10", "--language", "ja", "--format", "json").stdout)
        #expect((cjk["font"] as? [String: Any])?["family"] as? String == "TestSans")
        let faces = try #require(cjk["faces"] as? [[String: Any]]).compactMap { $0["family"] as? String }
        #expect(!faces.isEmpty)
        #expect(!faces.contains("TestSans"))
        // Latin first: TestSans sets "Add", then the fallback for the kana.
        let mixed = try Self.object(Self.measure("Add カート", "--size", "10", "--format", "json").stdout)
        let mixedFaces = try #require(mixed["faces"] as? [[String: Any]]).compactMap { $0["family"] as? String }
        #expect(mixedFaces.first == "TestSans")
        #expect(mixedFaces.count == 2)
        let text = Self.measure("Add カート", "--size", "10").stdout
        #expect(text.contains("set in     TestSans Regular, \(mixedFaces[1])"))
        // A text TestSans sets alone has no "set in" line.
        #expect(!Self.measure("Add", "--size", "10").stdout.contains("set in"))
    }

    @Test("ranges count UTF-16 units, as NSRange: a character outside the BMP is 2")
    func utf16Ranges() throws {
        // The emoji is not in TestSans: fallback (or .notdef) gives it some width well under 30 pt; with the space and
        // "Hello" (27 pt) the line is wider than 30, so "Hello" starts a second line at UTF-16 offset 2 + 1 = 3.
        let object = try Self.object(Self.measure(
            "\u{1F600} Hello", "--size", "10", "--width", "30", "--lines", "0", "--format", "json").stdout)
        let lines = try #require(object["lines"] as? [[String: Any]])
        try #require(lines.count == 2)
        #expect(Self.number(lines[0]["location"]) == 0)
        #expect(Self.number(lines[0]["length"]) == 2)
        #expect(Self.number(lines[1]["location"]) == 3)
        #expect(Self.number(lines[1]["length"]) == 5)
        #expect(lines[1]["text"] as? String == "Hello")
    }

    @Test("--style and --category: the type scale's size; one line as tall as the font (body at AX5: 53 pt, 58.3)")
    func styleAndCategory() throws {
        let object = try Self.object(Self.measure("Hi", "--style", "body", "--category", "AX5", "--format", "json").stdout)
        #expect(Self.number(object["size"]) == 53)
        // One line: TestSans's 1100 units at 53 pt (the leading, 62, is the height of each further line).
        #expect(Self.number(object["height"]).map { abs($0 - 58.3) < 1e-9 } == true)
        // "Hi" is 1200 units: 63.6 pt at 53 pt, plus the style's tracking.
        #expect(Self.number(object["width"]).map { $0 >= 63.6 - 1e-9 } == true)
    }

    @Test("--all-categories as JSON: the style and twelve results, each with its category")
    func allCategoriesJSON() throws {
        let result = Self.measure("Hi", "--style", "caption2", "--all-categories", "--format", "json")
        #expect(result.status == 0)
        let object = try Self.object(result.stdout)
        #expect(object["style"] as? String == "caption2")
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["category"] as? String } == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
            "accessibility3", "accessibility4", "accessibility5",
        ])
        let sizes = results.compactMap { Self.number($0["size"]) }
        #expect(sizes.count == 12 && sizes == sizes.sorted())
        #expect(results.allSatisfy { $0["lines"] is [Any] && $0["font"] is [String: Any] })
    }

    @Test("empty text: no lines, zero by zero, as a UILabel with empty text")
    func emptyText() throws {
        let object = try Self.object(Self.measure("", "--format", "json").stdout)
        #expect(Self.number(object["lineCount"]) == 0)
        #expect(Self.number(object["width"]) == 0)
        #expect(Self.number(object["height"]) == 0)
    }

    // MARK: - Batch

    /// A batch file in a temporary directory, removed by the caller.
    static func batchFile(_ lines: [String]) throws -> URL {
        try temporaryFile(lines.joined(separator: "\n") + "\n", name: "requests.jsonl")
    }

    @Test("batch: 3 good lines and 1 bad one give 4 answers in order, the bad one an error object; exit 65")
    func batchWithAnError() throws {
        let font = jsonString(Self.font)
        let file = try Self.batchFile([
            #"{"id": "a", "text": "Hello World", "fontFile": \#(font), "size": 10, "width": 40, "lines": 0}"#,
            #"{"id": 2, "text": "Hello World", "fontFile": \#(font), "size": 10, "width": 40}"#,
            "",
            #"{"id": "bad", "text": "Hello", "fontFile": \#(font), "lines": -1}"#,
            #"{"text": "Hello World", "fontFile": \#(font), "size": 10, "width": null, "mode": "clip"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = TypeScaleCLI.run(["measure", "--batch", file.path])
        #expect(status == 65)
        let answers = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(answers.count == 4)
        let objects = try answers.map { try Self.object(String($0)) }

        #expect(objects[0]["id"] as? String == "a")
        #expect(Self.number(objects[0]["lineCount"]) == 2)
        #expect(Self.number(objects[0]["height"]).map { abs($0 - 22) < 1e-9 } == true)
        #expect(Self.number(objects[1]["id"]) == 2)
        #expect(objects[1]["isTruncated"] as? Bool == true)
        #expect(Self.number(objects[1]["width"]).map { abs($0 - 36) < 1e-9 } == true)
        // The blank line 3 is skipped, but counted: the bad request is line 4.
        #expect(Set(objects[2].keys) == ["line", "id", "error"])
        #expect(Self.number(objects[2]["line"]) == 4)
        #expect(objects[2]["id"] as? String == "bad")
        #expect((objects[2]["error"] as? String)?.hasPrefix("lines: -1 is not accepted") == true)
        #expect(objects[3]["id"] == nil)
        #expect(Self.number(objects[3]["width"]).map { abs($0 - 56.5) < 1e-9 } == true)
        #expect(output.standardError == "typescale measure: 1 of 4 requests failed (line 4)\n")
    }

    @Test("batch: every line good exits 0; each answer is one line of JSON")
    func batchSucceeds() throws {
        let font = jsonString(Self.font)
        let file = try Self.batchFile([
            #"{"text": "Hello", "fontFile": \#(font), "size": 10}"#,
            #"{"text": "Hi", "fontFile": \#(font), "style": "body", "category": "AX5", "id": {"row": 7}}"#,
            #"{"text": "Hi", "fontFile": \#(font), "language": "sr-Latn-RS"}"#,
            #"{"text": "Hi", "fontFile": \#(font), "language": "de-1996"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = TypeScaleCLI.run(["measure", "--batch", file.path])
        #expect(status == 0)
        #expect(output.standardError.isEmpty)
        let answers = output.standardOutput.split(separator: "\n")
        try #require(answers.count == 4)
        #expect(Self.number(try Self.object(String(answers[0]))["width"]).map { abs($0 - 27) < 1e-9 } == true)
        let second = try Self.object(String(answers[1]))
        #expect((second["id"] as? [String: Any]).flatMap { Self.number($0["row"]) } == 7)
        #expect(Self.number(second["size"]) == 53)
    }

    struct BatchErrorCase: Sendable, CustomTestStringConvertible {
        var line: String
        var message: String
        var testDescription: String { line }
    }

    @Test("batch: a bad line is answered with an error naming the problem", arguments: [
        BatchErrorCase(line: "not json", message: "not valid JSON: column 1: unexpected 'not'; expected a value"),
        BatchErrorCase(line: #"{"text": "Hi""#, message: "not valid JSON: column 14: unexpected end of file"),
        // (Issue 13: the first of two was taken silently.)
        BatchErrorCase(
            line: #"{"text": "Hi", "size": 10, "text": "Bye"}"#,
            message: "a second 'text' in the same request; expected each field once"),
        BatchErrorCase(line: "[1, 2]", message: "expected a JSON object"),
        BatchErrorCase(line: #"{"size": 10}"#, message: "missing field 'text'"),
        BatchErrorCase(
            line: #"{"text": "Hi", "colour": "red"}"#,
            message: "unknown field 'colour'; accepted fields: text, font, fontFile, faceIndex, style, category, size"),
        // (A key as long as a field and with its first letter, and an unknown key given twice.)
        BatchErrorCase(line: #"{"text": "Hi", "tent": 1}"#, message: "unknown field 'tent'; accepted fields: text,"),
        BatchErrorCase(
            line: #"{"text": "Hi", "colour": 1, "colour": 2}"#,
            message: "a second 'colour' in the same request; expected each field once"),
        BatchErrorCase(line: #"{"text": "Hi", "width": "40"}"#, message: #"width: "40" is not accepted"#),
        BatchErrorCase(
            line: #"{"text": "Hi", "language": "en_US"}"#,
            message: #"language: "en_US" is not accepted; expected a BCP 47 language tag"#),
        BatchErrorCase(line: #"{"text": "Hi", "language": "e"}"#, message: #"language: "e" is not accepted"#),
        BatchErrorCase(line: #"{"text": "Hi", "language": "en-"}"#, message: #"language: "en-" is not accepted"#),
        BatchErrorCase(line: #"{"text": "Hi", "language": "1996-de"}"#, message: #"language: "1996-de" is not accepted"#),
        BatchErrorCase(
            line: #"{"text": "Hi", "language": "en-abcdefghi"}"#, message: #"language: "en-abcdefghi" is not accepted"#),
        BatchErrorCase(line: #"{"text": "Hi", "lines": 1.5}"#, message: "lines: 1.5 is not accepted"),
        BatchErrorCase(line: #"{"text": "Hi", "mode": "foo"}"#, message: #"mode: "foo" is not accepted; expected byWordWrapping"#),
        BatchErrorCase(line: #"{"text": "Hi", "style": "body", "size": 12}"#, message: "style and size cannot be used together"),
        BatchErrorCase(line: #"{"text": "Hi", "fontFile": "/nonexistent/font.ttf"}"#, message: "/nonexistent/font.ttf: no such font file"),
    ])
    func batchErrors(_ error: BatchErrorCase) throws {
        let file = try Self.batchFile([error.line])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = TypeScaleCLI.run(["measure", "--batch", file.path])
        #expect(status == 65)
        let object = try Self.object(output.standardOutput)
        #expect(Self.number(object["line"]) == 1)
        #expect((object["error"] as? String)?.contains(error.message) == true, "\(object["error"] ?? "")")
    }

    @Test("batch: a file that is not there exits 66")
    func batchFileMissing() {
        let (status, output) = TypeScaleCLI.run(["measure", "--batch", "/nonexistent/requests.jsonl"])
        #expect(status == 66)
        #expect(output.standardError == "typescale measure: /nonexistent/requests.jsonl: no such batch file\n")
    }

    // MARK: - Errors

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test("usage errors exit 64 with one line naming what is wrong and what is accepted", arguments: [
        UsageCase(arguments: ["Hi", "--size", "NaN"], message: "--size: 'NaN' is not accepted; expected a point size"),
        UsageCase(arguments: ["Hi", "--size", "0"], message: "--size: '0' is not accepted"),
        UsageCase(arguments: ["Hi", "--width", "-3"], message: "--width: '-3' is not accepted; expected a width in points from 0 to 1000000000"),
        UsageCase(arguments: ["Hi", "--lines", "-1"], message: "--lines: '-1' is not accepted; expected a whole number"),
        UsageCase(arguments: ["Hi", "--lines", "two"], message: "--lines: 'two' is not accepted"),
        UsageCase(arguments: ["Hi", "--mode", "foo"], message: "--mode: 'foo' is not accepted; expected byWordWrapping, byCharWrapping"),
        UsageCase(arguments: ["Hi", "--strategy", "greedy"], message: "expected standard, pushOut, hangulWordPriority, none"),
        UsageCase(arguments: ["Hi", "--style", "body", "--size", "12"], message: "--style and --size cannot be used together"),
        UsageCase(arguments: ["Hi", "--style", "hero"], message: "expected a text style of the iOS type scale: largeTitle"),
        UsageCase(arguments: ["Hi", "--style", "body", "--category", "huge"], message: "--category: unknown content size category 'huge'"),
        UsageCase(arguments: ["Hi", "--category", "AX1"], message: "--category applies to --style"),
        UsageCase(arguments: ["Hi", "--all-categories"], message: "--all-categories needs --style"),
        UsageCase(arguments: ["Hi", "--style", "body", "--weight", "bold"], message: "--weight cannot be used with --style"),
        UsageCase(arguments: ["Hi", "--style", "body", "--line-height", "20"], message: "--line-height cannot be used with --style"),
        UsageCase(arguments: ["Hi", "--line-height", "tall"], message: "expected natural, a height in points"),
        UsageCase(arguments: ["Hi", "--display-scale", "4"], message: "--display-scale: '4' is not accepted; expected 1, 2 or 3"),
        UsageCase(arguments: ["Hi", "--weight", "450"], message: "--weight: '450' is not accepted"),
        UsageCase(arguments: ["Hi", "--font", "DejaVu Sans", "--font-file", "x.ttf"], message: "--font and --font-file cannot be used together"),
        UsageCase(arguments: ["Hi", "--face-index", "1"], message: "--face-index applies to --font-file"),
        UsageCase(arguments: ["Hi", "--strict"], message: "--strict applies to --font FAMILY"),
        UsageCase(arguments: [], message: "'typescale measure' needs a TEXT to measure"),
        UsageCase(arguments: ["Hello", "World"], message: "takes one TEXT, got 2"),
        UsageCase(arguments: ["Hi", "--format", "yaml"], message: "--format: 'yaml' is not accepted; expected text, json"),
        UsageCase(arguments: ["Hi", "--batch", "-"], message: "--batch reads the texts from FILE; give no TEXT"),
        UsageCase(arguments: ["--batch", "-", "--width", "3"], message: "--width cannot be used with --batch; give \"width\""),
        UsageCase(arguments: ["Hi", "--jobs", "2"], message: "--jobs is for --batch FILE"),
        UsageCase(arguments: ["--batch", "-", "--jobs", "2"], message: "--jobs is for a --batch FILE"),
        UsageCase(arguments: ["Hi", "--colour", "red"], message: "unknown option '--colour' for 'typescale measure'"),
    ])
    func usageErrors(_ usage: UsageCase) {
        let (status, output) = TypeScaleCLI.run(["measure"] + usage.arguments)
        #expect(status == 64)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("typescale measure: "))
        #expect(output.standardError.contains(usage.message), "\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    @Test("a missing font file exits 66 with the measurer's message")
    func missingFontFile() {
        let (status, output) = TypeScaleCLI.run(["measure", "Hi", "--font-file", "/nonexistent/font.ttf"])
        #expect(status == 66)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "typescale measure: /nonexistent/font.ttf: no such font file\n")
    }

    @Test("a file that is not a font exits 65 naming FreeType's error")
    func brokenFontFile() throws {
        let file = try temporaryFile("not a font", name: "broken.ttf")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = TypeScaleCLI.run(["measure", "Hi", "--font-file", file.path])
        #expect(status == 65)
        #expect(output.standardError.hasPrefix("typescale measure: \(file.path): not a usable font (FreeType error"))
    }

    @Test("a face index past the file's faces exits 65")
    func faceIndexOutOfRange() {
        let result = Self.measure("Hi", "--face-index", "3")
        #expect(result.status == 65)
        #expect(result.stderr.contains("face index 3 is out of range; the file has 1 face"))
    }

    @Test("a family that is not installed is substituted with a note on stderr, or with --strict exits 65")
    func missingFamily() {
        let family = "No Such Family 7f3a"
        let (status, output) = TypeScaleCLI.run(["measure", "Hi", "--font", family])
        #expect(status == 0)
        #expect(output.standardError.hasPrefix("typescale measure: note: font family '\(family)' is not installed"))
        #expect(output.standardOutput.contains("size"))
        let strict = TypeScaleCLI.run(["measure", "Hi", "--font", family, "--strict"])
        #expect(strict.status == 65)
        #expect(strict.output.standardOutput.isEmpty)
        #expect(strict.output.standardError.hasPrefix("typescale measure: font family '\(family)' is not installed"))
    }

    @Test("--help shows the usage, the options and examples")
    func help() {
        let (status, output) = TypeScaleCLI.run(["measure", "--help"])
        #expect(status == 0)
        for part in ["USAGE: typescale measure TEXT", "--font-file PATH", "--batch FILE", "--all-categories", "EXAMPLES:"] {
            #expect(output.standardOutput.contains(part))
        }
    }

    // MARK: - The executable

    @Test("the built executable measures and prints JSON to stdout")
    func executable() throws {
        let result = try runExecutable([
            "measure", "Hello World", "--font-file", Self.font, "--size", "10", "--width", "40", "--lines", "0",
            "--format", "json",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let object = try Self.object(result.stdout)
        #expect(Self.number(object["lineCount"]) == 2)
        #expect(Self.number(object["roundedHeight"]) == 22)
    }

    @Test("the built executable reads a batch from standard input ('-')")
    func executableBatchFromStandardInput() throws {
        let process = Process()
        process.executableURL = typescaleExecutable
        process.arguments = ["measure", "--batch", "-"]
        let input = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let font = jsonString(Self.font)
        input.fileHandleForWriting.write(Data((#"{"id": 1, "text": "Hello", "fontFile": \#(font), "size": 10}"# + "\n").utf8))
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        _ = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let object = try Self.object(String(decoding: stdout, as: UTF8.self))
        #expect(Self.number(object["id"]) == 1)
        #expect(Self.number(object["width"]).map { abs($0 - 27) < 1e-9 } == true)
    }
}

extension MeasureCommandTests {
    @Test("--batch - answers each request as soon as it is read, before the input ends (issue 13)")
    func executableBatchStreams() throws {
        let process = Process()
        process.executableURL = typescaleExecutable
        process.arguments = ["measure", "--batch", "-"]
        let input = Pipe(), out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Were answers held until the end of input, the read below would wait for ever: the process is stopped after
        // 60 s, and the read then sees the end of its output with no answer.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if process.isRunning { process.terminate() } }
        let font = jsonString(Self.font)
        input.fileHandleForWriting.write(Data((#"{"id": 1, "text": "Hello", "fontFile": \#(font), "size": 10}"# + "\n").utf8))
        var answer = Data()
        while !answer.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            answer += chunk
        }
        #expect(process.isRunning, "the answer came only when the process ended")
        try input.fileHandleForWriting.close()
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: answer.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let object = try Self.object(line)
        #expect(Self.number(object["id"]) == 1)
        #expect(process.terminationStatus == 0)
    }
}

/// `text` as a JSON string literal, for building batch lines.
func jsonString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

@Suite("typescale measure --system-font")
struct SystemFontOptionTests {
    @Test("the system font in an installed family; one that is not installed is refused")
    func systemFont() {
        let (status, output) = TypeScaleCLI.run(["measure", "Hi", "--style", "body", "--system-font", "DejaVu Sans"])
        #expect(status == 0)
        #expect(output.standardOutput.hasPrefix("font       DejaVu Sans Book, 17 pt ("))
        let (standIn, standInOutput) = TypeScaleCLI.run(["measure", "Hi", "--style", "body"])
        #expect(standIn == 0 && standInOutput.standardOutput.hasPrefix("font       Inter Regular, 17 pt ("))
        let (missing, missingOutput) = TypeScaleCLI.run(["measure", "Hi", "--system-font", "No Such Family"])
        #expect(missing == 65)
        #expect(missingOutput.standardError.contains("No Such Family"))
    }
}

extension MeasureCommandTests {
    @Test("--batch FILE to a pipe: the pipe enlarged to 1 MiB, the answers the same as in process")
    func executableBatchToAPipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = jsonString(Self.font)
        let requests = (1...3_000).map { #"{"id": \#($0), "text": "Hello \#($0)", "fontFile": \#(font), "size": 10}"# }
        let path = folder.appendingPathComponent("requests.jsonl").path
        try Data((requests.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))

        let process = Process()
        process.executableURL = typescaleExecutable
        process.arguments = ["measure", "--batch", path, "--jobs", "1"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let inProcess = typescale("measure", "--batch", path, "--jobs", "1")
        #expect(stdout.count > 1 << 16, "the answers fill more than a pipe's default 64 KiB")
        #expect(String(decoding: stdout, as: UTF8.self) == inProcess.stdout)
        // F_GETPIPE_SZ (1032): the read end shares the pipe whose size the process set.
        #expect(fcntl(out.fileHandleForReading.fileDescriptor, 1032) == 1 << 20)
    }
}
