import BatchMeasurement
import Foundation
import TestSupport
import Testing

/// ``BatchMeasurer`` in process, as a server measuring JSON Lines would use it: answers in the requests' order, the
/// same whether a document is answered whole on several threads or line by line, blank lines unanswered, errors
/// naming their line.
///
/// TestSans at 10 pt (Fixtures/Fonts/README.md): a lowercase letter 5 wide, an uppercase one 7, a space 2.5, a line
/// 11 tall. "Hello World" is 27 + 2.5 + 27 = 56.5 wide: in 40 points it wraps after the space into two lines of 27.
@Suite struct BatchMeasurerTests {
    static let font = String(decoding: try! JSONEncoder().encode(TestFonts.sansPath), as: UTF8.self)
    static let hello = #"{"id": 1, "text": "Hello World", "fontFile": \#(font), "size": 10, "width": 40, "lines": 0}"#
    static let bad = #"{"id": 2, "text": "Hello", "fontFile": \#(font), "lines": -1}"#

    static func object(_ answer: BatchAnswer) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
    }

    @Test func aDocumentOnTwoThreadsAnswersAsLineByLine() throws {
        let lines = (0..<600).map { $0 % 3 == 1 ? Self.bad : $0 % 3 == 2 ? "  " : Self.hello }
        let document = Array(lines.joined(separator: "\n").utf8)
        var whole = BatchMeasurer(measurer: TestFonts.measurer, jobs: 2)
        var answered: [(BatchAnswer, Int)] = []
        whole.answerLines(of: document) { answered.append(($0, $1)) }
        // Every blank line (2, 5, 8 …) unanswered; the others in order.
        #expect(answered.map(\.1) == (1...600).filter { $0 % 3 != 0 })
        var single = BatchMeasurer(measurer: TestFonts.measurer)
        for (answer, line) in answered {
            #expect(single.answer(toLine: Array(lines[line - 1].utf8), number: line) == answer)
        }

        let first = try Self.object(answered[0].0)
        #expect(first["id"] as? Int == 1 && first["lineCount"] as? Int == 2 && answered[0].0.failed == false)
        let widths = try #require(first["lines"] as? [[String: Any]]).map { $0["width"] as? Double }
        #expect(widths == [27, 27])
        #expect(answered[0].0.bytes.last == UInt8(ascii: "\n"))

        let error = try Self.object(answered[1].0)
        #expect(answered[1].0.failed && answered[1].1 == 2)
        #expect(error["line"] as? Int == 2 && error["id"] as? Int == 2)
        // The column of `-1`: the request ends `-1}` and its font's path is ASCII.
        #expect(error["column"] as? Int == Self.bad.utf8.count - 2)
        #expect(error["error"] as? String
            == "lines: -1 is not accepted; expected a whole number of lines ≥ 0 (0: no limit)")
    }

    @Test func aLineThatIsNotAnObjectIsAnErrorAtItsLine() throws {
        var batch = BatchMeasurer(measurer: TestFonts.measurer)
        let given = batch.answer(toLine: Array("[1]".utf8), number: 7)
        let answer = try #require(given)
        #expect(answer.failed)
        #expect(try Self.object(answer)["error"] as? String == #"expected a JSON object such as {"text": "Hello"}, got [1]"#)
        #expect(batch.answer(toLine: Array(" \t\r".utf8), number: 8) == nil)
        // `{"text": ` is 9 characters: the JSON goes wrong in column 10.
        let wrong = batch.answer(toLine: Array(#"{"text": tru}"#.utf8), number: 9)
        let syntax = try #require(wrong)
        #expect(try Self.object(syntax)["column"] as? Int == 10)
    }
}
