import Foundation
import TestSupport
import Testing
@testable import TypeScaleCLI

/// `typescale measure --batch FILE --jobs N`: requests measured on N threads sharing the process's measurer, answers in
/// the requests' order. Scripts/test runs this suite under ThreadSanitizer too.
@Suite struct MeasureBatchConcurrencyTests {
    @Test("batch --jobs: the same answers in the same order with 1, 2 and 8 threads, failures counted by line")
    func batchJobs() throws {
        let font = jsonString(MeasureCommandTests.font)
        // 600 requests (more than one block of 512 with --jobs 2): widths 10 … 609, every 100th one bad.
        let lines = (0..<600).map { index in
            index % 100 == 99
                ? #"{"id": \#(index), "text": "x", "lines": -1}"#
                : #"{"id": \#(index), "text": "Hello World again", "fontFile": \#(font), "size": 10, "width": \#(10 + index), "lines": 0}"#
        }
        let file = try MeasureCommandTests.batchFile(lines)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let runs = ["1", "2", "8"].map { TypeScaleCLI.run(["measure", "--batch", file.path, "--jobs", $0]) }
        #expect(runs.allSatisfy { $0.0 == 65 })
        #expect(runs.allSatisfy { $0.1 == runs[0].1 })
        let answers = runs[1].1.standardOutput.split(separator: "\n")
        try #require(answers.count == 600)
        let ids = try answers.map { try MeasureCommandTests.number(MeasureCommandTests.object(String($0))["id"]) }
        #expect(ids == (0..<600).map { Double($0) })
        // "Hello World again" in TestSans at 10 pt: 27 + 2.5 (space) + 27 + 2.5 + 25 = 84 pt. At 27 pt wide (line 18)
        // a word a line; at 70 (line 61) "Hello World" and "again"; at 608 (line 599) one line: the answers follow
        // the widths, in order.
        #expect(try MeasureCommandTests.number(MeasureCommandTests.object(String(answers[17]))["lineCount"]) == 3)
        #expect(try MeasureCommandTests.number(MeasureCommandTests.object(String(answers[60]))["lineCount"]) == 2)
        #expect(try MeasureCommandTests.number(MeasureCommandTests.object(String(answers[598]))["lineCount"]) == 1)
        #expect(runs[0].1.standardError == "typescale measure: 6 of 600 requests failed (lines 100, 200, 300, 400, 500, 600)\n")
    }
}
