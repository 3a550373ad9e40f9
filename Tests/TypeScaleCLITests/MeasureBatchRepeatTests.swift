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
    /// The column of `-1` in ``bad``, which ends `-1}` (the font's path is ASCII: a character a byte).
    static let badColumn = bad.utf8.count - 2

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
                    #expect(answer == #"{"line": \#(number), "column": \#(Self.badColumn), "id": "b", "#
                        + #""error": "lines: -1 is not accepted; "#
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
            #"{"line": \#(line), "column": \#(Self.badColumn), "id": "b", "#
                + #""error": "lines: -1 is not accepted; expected a whole number of lines ≥ 0 "#
                + #"(0: no limit)"}"# + "\n"
        }
        // A line ending in CR LF is the same request, measured once more (its bytes differ), with the same answer.
        #expect(stdout == good + error(2) + good + error(5) + good + good)
    }
}
