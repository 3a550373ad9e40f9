import Dispatch
import PackageSupport
import TextMeasurement

/// Measures requests given as JSON Lines — one object per line, `{"text": "Add to Cart", "style": "headline", "width":
/// 160}`, as `typescale measure --batch` reads them (`Docs/measure-json.md`) — and answers each line with one line of
/// JSON: what a server or a tool that measures many texts in process wants.
///
/// A line answered before is answered again from its first answer, without being read or measured (`BatchAnswerMemo`);
/// the fonts requests name are resolved once for the run. A document's lines are measured on ``jobs`` threads in blocks,
/// each answer in its line's place, so that the answers keep the requests' order and memory holds one block's.
///
/// Not `Sendable`: a measurer keeps its run's answers and fonts. Give each task its own; they share the
/// `TextMeasurer`.
public struct BatchMeasurer {
    /// What measures the texts and resolves their fonts.
    public let measurer: TextMeasurer
    /// Whether a family that is not installed is an error rather than substituted (`typescale measure --strict`).
    public let strict: Bool
    /// How many threads measure a document's lines (1: the calling thread alone).
    public let jobs: Int
    /// Called on each thread that measures a block of a document as it starts (`typescale` advises that thread's heap
    /// to the kernel there); `nil` for nothing.
    private let threadStart: (@Sendable () -> Void)?

    private var memo = BatchAnswerMemo()
    /// One set of resolved fonts per thread: they share no memory.
    private var fonts: [ResolvedFonts]

    /// A measurer of requests with `measurer`, on `jobs` threads.
    ///
    /// - Parameters:
    ///   - measurer: What measures the texts and resolves their fonts (the process's shared one by default).
    ///   - strict: Whether a family that is not installed is an error rather than substituted.
    ///   - jobs: Threads measuring a document's lines; at least 1.
    ///   - threadStart: Called on each measuring thread as it starts a block.
    public init(
        measurer: TextMeasurer = .shared, strict: Bool = false, jobs: Int = 1,
        threadStart: (@Sendable () -> Void)? = nil
    ) {
        precondition(jobs >= 1, "a batch needs at least one job")
        self.measurer = measurer
        self.strict = strict
        self.jobs = jobs
        self.threadStart = threadStart
        fonts = [ResolvedFonts](repeating: ResolvedFonts(), count: jobs)
    }

    /// The answer to one request line (`number` counts from 1, and names the line in an error's answer); `nil` for a
    /// blank line, which is counted but not answered. A trailing carriage return is ignored.
    public mutating func answer(toLine line: UnsafeRawBufferPointer, number: Int) -> BatchAnswer? {
        let hash = LineTable<[UInt8]>.hash(line)
        if let known = memo.answer(to: line, hash: hash) { return BatchAnswer(bytes: known, failed: false) }
        let answer = Self.answer(line, line: number, strict: strict, measurer: measurer, fonts: &fonts[0])
        if let answer, !answer.failed { memo.remember(answer.bytes, for: line, hash: hash) }
        return answer
    }

    /// The answer to one request line: ``answer(toLine:number:)`` of its bytes.
    public mutating func answer(toLine line: some Collection<UInt8>, number: Int) -> BatchAnswer? {
        let bytes = Array(line)
        return bytes.withUnsafeBytes { answer(toLine: $0, number: number) }
    }

    /// Answers every line of `document` (JSON Lines; a last line without a line feed is a line too), in order:
    /// `emit(answer, line)` for each line that is not blank, a block of lines at a time.
    public mutating func answerLines(of document: [UInt8], emit: (_ answer: BatchAnswer, _ line: Int) -> Void) {
        answerBlocks(of: document) { answers, firstLine in
            for (offset, answer) in answers.enumerated() {
                if let answer { emit(answer, firstLine + offset) }
            }
        }
    }

    /// Answers every line of `document` as ``answerLines(of:emit:)`` does, a block at a time: `emit(answers,
    /// firstLine)` with a block's answers in order, `nil` for a blank line, and the block's first line number — one
    /// call a block rather than one a line, for a caller that writes the answers out in a loop of its own.
    public mutating func answerBlocks(
        of document: [UInt8], emit: (_ answers: [BatchAnswer?], _ firstLine: Int) -> Void
    ) {
        let lines = Self.lineBounds(of: document)
        // Blocks of lines answered on `jobs` threads, each line into its own slot, written in request order (so
        // answers go out as a block is done, and memory holds one block's); each thread keeps its fonts. A line
        // answered before, in an earlier block or earlier in the block, is not measured again.
        let block = 256 * jobs
        let strict = strict, measurer = measurer
        var first = 0
        while first < lines.count {
            let range = first..<min(first + block, lines.count)
            let answers = answers(document, lines: range, of: lines) { line, number, fonts in
                Self.answer(line, line: number, strict: strict, measurer: measurer, fonts: &fonts)
            }
            emit(answers, range.lowerBound + 1)
            first = range.upperBound
        }
    }

    /// The lines' bounds, found once with `memchr`.
    private static func lineBounds(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        bytes.withUnsafeBytes { bytes in
            var start = 0
            while start <= bytes.count {
                let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
                let end = firstOffset(of: UInt8(ascii: "\n"), in: rest).map { start + $0 } ?? bytes.count
                lines.append(start..<end)
                start = end + 1
            }
        }
        return lines
    }

    /// The answer to one batch line (`line` counts from 1); `nil` for a blank line.
    static func answer(
        _ rawLine: some BidirectionalCollection<UInt8>, line: Int, strict: Bool, measurer: TextMeasurer,
        fonts: inout ResolvedFonts
    ) -> BatchAnswer? {
        let bytes = rawLine.last == UInt8(ascii: "\r") ? Array(rawLine.dropLast()) : Array(rawLine)
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return nil }
        var id: JSONValue?
        let answer: JSONValue
        var failed = false
        do {
            let object = try Self.object(fromLine: bytes)
            id = object["id"]
            let request = try MeasureRequest(object: object, strict: strict)
            switch try Measuring.measure(request, measurer: measurer, fonts: &fonts) {
            case .single(let measured):
                // Written straight out, the usual answer: no tree made.
                var line = JSONLineWriter()
                MeasureAnswer.describe(measured, id: id, to: &line)
                line.write(UInt8(ascii: "\n"))
                return BatchAnswer(bytes: line.bytes, failed: false)
            case .allCategories(let style, let results):  // not requested in a batch; answered in full if it were
                answer = .object((id.map { [("id", $0)] } ?? []) + [
                    ("style", .string(style.name)),
                    ("results", .array(results.map { MeasureAnswer.json($0, includingCategory: true) })),
                ])
            }
        } catch {
            failed = true
            let column = (error as? RequestError).flatMap { Self.column(of: $0, in: bytes) }
            answer = MeasureAnswer.errorJSON(line: line, column: column, id: id, message: "\(error)")
        }
        var text = answer.oneLine
        text.append(UInt8(ascii: "\n"))
        return BatchAnswer(bytes: text, failed: failed)
    }

    /// `answer` of the lines `block` of `lines` (ranges of `bytes`; index `i` is line `i + 1`), in order: a line
    /// `memo` knows, or that repeats an earlier line of the block, from that answer; the others on a thread for each
    /// of `fonts` (thread `i` resolving through `fonts[i]`), then remembered in `memo`.
    private mutating func answers(
        _ bytes: [UInt8], lines block: Range<Int>, of lines: [Range<Int>],
        _ answer: @Sendable (ArraySlice<UInt8>, Int, inout ResolvedFonts) -> BatchAnswer?
    ) -> [BatchAnswer?] {
        var answers = [BatchAnswer?](filledWith: nil, count: block.count)
        var hashes: [Int] = []  // of the lines measured
        var firstOfKind = LineTable<Int>()
        var copies: [(offset: Int, of: Int)] = []
        var measured: [Int] = []  // offsets in the block
        bytes.withUnsafeBytes { bytes in
            for offset in 0..<block.count {
                let line = UnsafeRawBufferPointer(rebasing: bytes[lines[block.lowerBound + offset]])
                let hash = LineTable<Int>.hash(line)
                if let known = memo.answer(to: line, hash: hash) {
                    answers[offset] = BatchAnswer(bytes: known, failed: false)
                } else if let earlier = firstOfKind.find(line, hash: hash) {
                    copies.append((offset, earlier))
                } else {
                    firstOfKind.insert(offset, for: line, hash: hash)
                    hashes.append(hash)
                    measured.append(offset)
                }
            }
        }
        let results = Self.onThreads(measured.count, fonts: &fonts, threadStart: threadStart) { [measured] index, fonts in
            let line = block.lowerBound + measured[index]
            return answer(bytes[lines[line]], line + 1, &fonts)
        }
        bytes.withUnsafeBytes { bytes in
            for ((offset, result), hash) in zip(zip(measured, results), hashes) {
                answers[offset] = result
                guard let result, !result.failed else { continue }
                let line = UnsafeRawBufferPointer(rebasing: bytes[lines[block.lowerBound + offset]])
                memo.remember(result.bytes, for: line, hash: hash)
            }
        }
        // A copy of a measured line has its answer; a copy of a blank or failed line is answered itself (an error
        // names its own line).
        for (offset, earlier) in copies {
            if let first = answers[earlier], !first.failed {
                answers[offset] = first
            } else {
                let line = block.lowerBound + offset
                answers[offset] = answer(bytes[lines[line]], line + 1, &fonts[0])
            }
        }
        return answers
    }

    /// `work(i, fonts)` for each `i` in `0..<count`, on a thread for each of `fonts` (thread `t` passing `fonts[t]`),
    /// in order.
    private static func onThreads(
        _ count: Int, fonts: inout [ResolvedFonts], threadStart: (@Sendable () -> Void)?,
        _ work: @Sendable (Int, inout ResolvedFonts) -> BatchAnswer?
    ) -> [BatchAnswer?] {
        guard fonts.count > 1, count > 1 else {
            return (0..<count).map { work($0, &fonts[0]) }
        }
        let slots = LockedValue([BatchAnswer?](filledWith: nil, count: count))
        let next = LockedValue(0)
        let threads = min(fonts.count, count)
        // Each thread its own element of `fonts`: they share no memory.
        fonts.withUnsafeMutableBufferPointer { fonts in
            nonisolated(unsafe) let fonts = fonts
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                threadStart?()
                // Each thread takes the next line until none is left (lines differ in cost), keeping its answers.
                var mine: [(Int, BatchAnswer?)] = []
                while true {
                    let index = next.withLock { next in
                        defer { next += 1 }
                        return next
                    }
                    guard index < count else { break }
                    mine.append((index, work(index, &fonts[thread])))
                }
                slots.withLock { slots in
                    for (index, value) in mine { slots[index] = value }
                }
            }
        }
        return slots.withLock { $0 }
    }

    /// The column of the line where the value `error` is about starts: the error's own column, or its key's value's,
    /// found by reading the line again with places (only for a line that failed, so answers cost nothing more).
    private static func column(of error: RequestError, in line: [UInt8]) -> Int? {
        if let column = error.column { return column }
        guard let key = error.key, case .object(let members)? = try? JSONParser.parse(line).value else { return nil }
        return members.filter { $0.key == key }.dropFirst(error.occurrence - 1).first?.node.position.column
    }

    /// Reads one batch line: a JSON object, each key once (RFC 8259, strictly: `PackageSupport`'s `JSONParser`).
    ///
    /// - Throws: ``RequestError`` when the line is not JSON, is JSON but not an object, or gives a key twice.
    private static func object(fromLine line: [UInt8]) throws(RequestError) -> RequestObject {
        let value: JSONValue
        do {
            value = try JSONParser.parseValue(line)
        } catch {
            let place = error.position.map { "column \($0.column): " } ?? ""
            throw RequestError(
                "not valid JSON: \(place)\(error.problem); expected \(error.expected) (one JSON object per line)",
                column: error.position?.column)
        }
        guard case .object(var members) = value else {
            throw RequestError("expected a JSON object such as {\"text\": \"Hello\"}, got " + MeasureAnswer.compact(value))
        }
        for index in members.indices {
            switch members[index].1 {
            case .object, .array: members[index].1 = keysSorted(members[index].1)
            default: continue
            }
        }
        return try RequestObject(members)
    }

    /// A value inside a request (an `id` is echoed back) with its objects' keys sorted and a repeated key's last
    /// value kept, as the answers have always given them.
    private static func keysSorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            .object(Dictionary(members.map { ($0.0, keysSorted($0.1)) }, uniquingKeysWith: { _, last in last })
                .sorted { $0.key < $1.key })
        case .array(let elements): .array(elements.map(keysSorted))
        default: value
        }
    }
}
