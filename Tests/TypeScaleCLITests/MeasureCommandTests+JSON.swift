import Foundation
import TestSupport
import Testing
import TypeScaleCLI

/// One text measured, read from the JSON answer: every field, the modes, the defaults and the options that change it.
extension MeasureCommandTests {
    // MARK: - JSON

    @Test("JSON has every field of the result, exactly")
    func jsonFields() throws {
        let result = Self.measure("Hello World", "--size", "10", "--width", "40", "--lines", "0", "--format", "json")
        #expect(result.status == 0)
        let object = try Self.object(result.stdout)
        #expect(Set(object.keys) == [
            "lineCount", "width", "height", "roundedWidth", "roundedHeight", "isTruncated", "lines", "font", "faces",
            "size", "fontSet",
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
}
