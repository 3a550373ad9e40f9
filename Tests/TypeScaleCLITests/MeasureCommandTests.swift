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

    /// A batch file in a temporary directory, removed by the caller.
    static func batchFile(_ lines: [String]) throws -> URL {
        try temporaryFile(lines.joined(separator: "\n") + "\n", name: "requests.jsonl")
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
}

/// `text` as a JSON string literal, for building batch lines.
func jsonString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
