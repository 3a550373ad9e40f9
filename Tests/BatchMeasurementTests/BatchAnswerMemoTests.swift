@testable import BatchMeasurement
import Testing

/// The memo of a batch's answers (``BatchAnswerMemo``) and the table it keeps them in (``LineTable``).
@Suite struct BatchAnswerMemoTests {
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
