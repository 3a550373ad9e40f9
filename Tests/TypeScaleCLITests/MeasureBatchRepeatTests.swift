import Foundation
import TestSupport
import Testing
@testable import TypeScaleCLI

/// A batch line sent again is answered from the first answer (``BatchAnswerMemo``): the same bytes as measuring it
/// afresh, while an error still names its own line.
@Suite struct MeasureBatchRepeatTests {
    static let font = jsonString(MeasureCommandTests.font)
    static let good = #"{"id": "a", "text": "Hello World", "fontFile": \#(font), "size": 10, "width": 40, "lines": 0}"#
    static let bad = #"{"id": "b", "text": "Hello", "fontFile": \#(font), "lines": -1}"#

    /// The answer to `line` alone, in a batch of its own.
    static func alone(_ line: String) throws -> String {
        let file = try MeasureCommandTests.batchFile([line])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        return TypeScaleCLI.run(["measure", "--batch", file.path]).1.standardOutput
    }

    @Test("repeated lines, in one block and across blocks, answer as each line alone; errors keep their line numbers")
    func repeatedLines() throws {
        // 700 lines (two blocks with --jobs 1, one with --jobs 2 and 8): the good line at every 7th (1, 8, 15 …),
        // the bad one at every 100th (100, 200 …), blank lines at every 50th that is neither, a line of its own else.
        let lines = (1...700).map { number in
            number % 100 == 0 ? Self.bad
                : number % 7 == 1 ? Self.good
                : number % 50 == 0 ? ""
                : #"{"id": \#(number), "text": "Hi", "fontFile": \#(Self.font), "size": 10}"#
        }
        let file = try MeasureCommandTests.batchFile(lines)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let good = try Self.alone(Self.good).dropLast()
        // "Hello World" in TestSans at 10 pt, 40 pt wide: "Hello" and "World", 27 pt each, two 11-pt lines.
        #expect(good.hasPrefix(#"{"id": "a", "lineCount": 2, "width": 27, "height": 22,"#))
        // "Hi" at 10 pt: H 7 + i 5 (TestSans' capitals 700 and lowercase 500 units of 1000).
        let hi = try MeasureCommandTests.object(
            Self.alone(#"{"id": 2, "text": "Hi", "fontFile": \#(Self.font), "size": 10}"#))
        #expect(MeasureCommandTests.number(hi["width"]).map { abs($0 - 12) < 1e-9 } == true)

        for jobs in ["1", "2", "8"] {
            let (status, output) = TypeScaleCLI.run(["measure", "--batch", file.path, "--jobs", jobs])
            #expect(status == 65)
            // Six blank lines (150, 250 … 650; line 50 is the good one).
            #expect(output.standardError == "typescale measure: 7 of 694 requests failed (lines 100, 200, 300, 400, "
                + "500, 600, 700)\n")
            let answers = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let numbers = lines.indices.filter { !lines[$0].isEmpty }.map { $0 + 1 }
            try #require(answers.count == numbers.count)
            for (number, answer) in zip(numbers, answers) {
                if number % 100 == 0 {
                    #expect(answer == #"{"line": \#(number), "id": "b", "error": "lines: -1 is not accepted; "#
                        + #"expected a whole number of lines ≥ 0 (0: no limit)"}"#, "line \(number), --jobs \(jobs)")
                } else if number % 7 == 1 {
                    #expect(answer == good, "line \(number), --jobs \(jobs)")
                } else {
                    let object = try MeasureCommandTests.object(String(answer))
                    #expect(MeasureCommandTests.number(object["id"]) == Double(number))
                    #expect(MeasureCommandTests.number(object["width"]).map { abs($0 - 12) < 1e-9 } == true)
                }
            }
        }
    }

    @Test("from standard input, a line sent again is answered as the first time, and an error names its own line")
    func repeatedLinesFromStandardInput() throws {
        let lines = [Self.good, Self.bad, Self.good, "", Self.bad, Self.good + "\r", Self.good]
        let (status, stdout, stderr) = try runExecutable(
            ["measure", "--batch", "-"], input: lines.map { $0 + "\n" }.joined())
        #expect(status == 65)
        #expect(stderr == "typescale measure: 2 of 6 requests failed (lines 2, 5)\n")
        let good = try Self.alone(Self.good)
        let error = { (line: Int) in
            #"{"line": \#(line), "id": "b", "error": "lines: -1 is not accepted; expected a whole number of lines ≥ 0 "#
                + #"(0: no limit)"}"# + "\n"
        }
        // A line ending in CR LF is the same request, measured once more (its bytes differ), with the same answer.
        #expect(stdout == good + error(2) + good + error(5) + good + good)
    }

    @Test("the memo holds at most its capacity in lines and answers, then starts over")
    func capacity() {
        var memo = BatchAnswerMemo(capacity: 100)
        func remember(_ answer: [UInt8], for line: String) {
            Array(line.utf8).withUnsafeBytes { memo.remember(answer, for: $0, hash: LineTable<[UInt8]>.hash($0)) }
        }
        func answer(to line: String) -> [UInt8]? {
            Array(line.utf8).withUnsafeBytes { memo.answer(to: $0, hash: LineTable<[UInt8]>.hash($0)) }
        }
        remember(Array(repeating: 1, count: 40), for: "first")  // 5 + 40 bytes
        #expect(answer(to: "first") == Array(repeating: 1, count: 40))
        #expect(memo.size == 45)
        remember(Array(repeating: 2, count: 40), for: "second")  // 46 more: 91
        #expect(answer(to: "first") != nil && answer(to: "second") != nil)
        remember(Array(repeating: 2, count: 40), for: "second")  // known: nothing added
        #expect(memo.size == 91)
        remember(Array(repeating: 3, count: 40), for: "third")  // 45 more would pass 100: the memo starts over
        #expect(answer(to: "first") == nil && answer(to: "second") == nil)
        #expect(answer(to: "third") == Array(repeating: 3, count: 40))
        #expect(memo.size == 45)
        remember(Array(repeating: 4, count: 200), for: "first")  // larger than the whole memo: not kept
        #expect(answer(to: "first") == nil && memo.size == 45)
        // Lines are told apart by every byte: the same bytes in another order are another line.
        #expect(answer(to: "thrid") == nil && answer(to: "") == nil)
    }

    @Test("the line table finds each of 10,000 lines, and no other, through its growth")
    func lineTable() {
        var table = LineTable<Int>()
        let lines = (0..<10_000).map { Array("line \($0)".utf8) }
        for (index, line) in lines.enumerated() {
            line.withUnsafeBytes { table.insert(index, for: $0, hash: LineTable<Int>.hash($0)) }
        }
        #expect(table.count == 10_000)
        for (index, line) in lines.enumerated() {
            #expect(line.withUnsafeBytes { table.find($0, hash: LineTable<Int>.hash($0)) } == index)
        }
        for missing in ["line 10000", "line", "", "line 01"] {
            #expect(Array(missing.utf8).withUnsafeBytes { table.find($0, hash: LineTable<Int>.hash($0)) } == nil)
        }
        table.removeAll()
        #expect(table.count == 0 && lines[7].withUnsafeBytes { table.find($0, hash: LineTable<Int>.hash($0)) } == nil)
    }
}

/// A line's text from its UTF-16 range, found in the text's UTF-8 (`MeasuredText.text(_:utf16:)`): the expected
/// strings are the UTF-16 units of the range, decoded.
@Suite struct LineTextTests {
    @Test("a line's text from its UTF-16 range, whatever the scripts, clamped to the text")
    func lineText() {
        // "a" 1 unit, "é" (one scalar) 1, "😀" 2 (a surrogate pair), "日" 1, "👩‍💻" 2 + 1 + 2.
        let text = "aé😀日👩\u{200D}💻b"
        let cases: [(Range<Int>, String)] = [
            (0..<0, ""), (0..<1, "a"), (1..<2, "é"), (2..<4, "😀"), (0..<5, "aé😀日"), (4..<5, "日"),
            (5..<10, "👩\u{200D}💻"), (10..<11, "b"), (0..<11, text), (3..<11, "\u{FFFD}日👩\u{200D}💻b"),
            (2..<3, "\u{FFFD}"), (9..<40, "\u{FFFD}b"), (11..<20, ""), (30..<40, ""), (-3..<1, "a"),
        ]
        for (range, expected) in cases {
            #expect(MeasuredText.text(text, utf16: range) == expected, "\(range)")
        }
        for text in ["", "plain ASCII", "Ελληνικά και русский", "مرحبا", "🇯🇵🇺🇸"] {
            let units = Array(text.utf16)
            for lower in 0...units.count {
                for upper in lower...units.count {
                    #expect(MeasuredText.text(text, utf16: lower..<upper)
                        == String(decoding: units[lower..<upper], as: UTF16.self))
                }
            }
        }
    }
}
