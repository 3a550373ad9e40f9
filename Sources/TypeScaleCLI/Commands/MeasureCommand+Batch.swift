import Dispatch
import Glibc
import PackageSupport
import SystemSupport
import TextMeasurement

extension MeasureCommand {
    /// Measures every request of a JSON Lines file, answering each line with a result or an error object.
    static func runBatch(
        _ path: String, arguments: ParsedArguments, format: MeasureResultFormat?, output: inout CommandOutput
    ) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("--batch reads the texts from FILE; give no TEXT (got '\(arguments.positionals[0])')")
        }
        if arguments.has(MeasureOptions.png) {
            throw UsageError("--png draws one measurement; it cannot be used with --batch")
        }
        for option in MeasureOptions.request where arguments.has(option) {
            guard let key = option.jsonKey else { continue }
            throw UsageError("--\(option.name) cannot be used with --batch; give \"\(key)\" in each request instead")
        }
        if arguments.has(MeasureOptions.allCategories) {
            throw UsageError("--all-categories cannot be used with --batch; send one request per category instead")
        }
        if format == .text {
            throw UsageError("--batch writes JSON Lines; --format accepts only json with it")
        }
        let strict = arguments.has(MeasureOptions.strict)
        AllocatorTuning.backMainHeapWithHugePages()
        let measurer = try SystemFontOption.measurer(arguments)
        let jobs = try arguments.value(MeasureOptions.jobs) ?? AvailableProcessors.count
        if path == "-" && arguments.has(MeasureOptions.jobs) {
            throw UsageError("--jobs is for a --batch FILE; requests from standard input are answered one by one, as they arrive")
        }
        var failed: [Int] = []
        var count = 0
        defer { output.flushAnswers() }
        func record(_ answer: BatchAnswer?, line: Int, flush: Bool, output: inout CommandOutput) {
            guard let answer else { return }
            count += 1
            if answer.failed { failed.append(line) }
            output.answer(answer.bytes, flush: flush)
        }

        if path == "-" {
            // Standard input, a line at a time: each request is answered as soon as it is read, so that another
            // program can drive the batch interactively (written at once when the answers go to a terminal, a pipe or
            // a socket; to a file, in large writes).
            // (A stream of its own on descriptor 0, never closed: standard input stays open.)
            guard let input = fdopen(STDIN_FILENO, "r") else {
                output.standardError += "typescale measure: standard input cannot be read\n"
                return ExitStatus.noInput
            }
            var buffer: UnsafeMutablePointer<CChar>?
            var capacity = 0
            defer { free(buffer) }
            var index = 0
            var fonts = ResolvedFonts()
            var memo = BatchAnswerMemo()
            let flush = InteractiveOutput.isInteractive(STDOUT_FILENO)
            while case let length = getline(&buffer, &capacity, input), length >= 0, let buffer {
                let read = UnsafeRawBufferPointer(start: buffer, count: length)
                let line = read.last == UInt8(ascii: "\n") ? UnsafeRawBufferPointer(rebasing: read.dropLast()) : read
                let hash = LineTable<[UInt8]>.hash(line)
                var answer = memo.answer(to: line, hash: hash).map { BatchAnswer(bytes: $0, failed: false) }
                if answer == nil {
                    answer = Self.answer(line, line: index + 1, strict: strict, measurer: measurer, fonts: &fonts)
                    if let answer, !answer.failed { memo.remember(answer.bytes, for: line, hash: hash) }
                }
                record(answer, line: index + 1, flush: flush, output: &output)
                index += 1
            }
        } else {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path)
            } catch {
                output.standardError += "typescale measure: \(path): \(error.describing("batch file"))\n"
                return ExitStatus.noInput
            }
            if output.streamsAnswers { OutputPipe.enlarge(STDOUT_FILENO) }  // (the answers go out in 64 KiB writes)
            // The lines' bounds, found once with `memchr` (`Data.split` cost a fifth of a batch, an access check per
            // byte; `firstIndex(of:)`, six instructions a byte).
            var lines: [Range<Int>] = []
            bytes.withUnsafeBytes { bytes in
                var start = 0
                while start <= bytes.count {
                    let rest = bytes.count - start
                    let newline = rest == 0 ? nil : memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), rest)
                    let end = newline.map { UnsafeRawPointer($0) - bytes.baseAddress! } ?? bytes.count
                    lines.append(start..<end)
                    start = end + 1
                }
            }
            // Blocks of lines answered on `jobs` threads, each line into its own slot, written in request order (so
            // answers go out as a block is done, and memory holds one block's); each thread keeps its fonts. A line
            // answered before, in an earlier block or earlier in the block, is not measured again.
            let block = 256 * jobs
            var fonts = [ResolvedFonts](repeating: ResolvedFonts(), count: jobs)
            var memo = BatchAnswerMemo()
            var first = 0
            while first < lines.count {
                let range = first..<min(first + block, lines.count)
                let answers = Self.answers(bytes, lines: range, of: lines, memo: &memo, fonts: &fonts) {
                    line, number, fonts in
                    Self.answer(line, line: number, strict: strict, measurer: measurer, fonts: &fonts)
                }
                for (offset, answer) in answers.enumerated() {
                    record(answer, line: range.lowerBound + offset + 1, flush: false, output: &output)
                }
                first = range.upperBound
            }
        }
        guard failed.isEmpty else {
            let shown = failed.prefix(10).map(String.init).joined(separator: ", ") + (failed.count > 10 ? " …" : "")
            output.standardError += "typescale measure: \(failed.count) of \(count) request\(count == 1 ? "" : "s") "
                + "failed (line\(failed.count == 1 ? "" : "s") \(shown))\n"
            return ExitStatus.dataError
        }
        return ExitStatus.success
    }

    /// A batch line's answer: its JSON Lines text, and whether the request failed.
    struct BatchAnswer: Sendable {
        var bytes: [UInt8]
        var failed: Bool
    }

    /// The answer to one batch line (`line` counts from 1); `nil` for a blank line, which is counted but not answered.
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
                MeasureResultFormat.describe(measured, id: id, to: &line)
                line.write(UInt8(ascii: "\n"))
                return BatchAnswer(bytes: line.bytes, failed: false)
            case .allCategories(let style, let results):  // not requested in a batch; answered in full if it were
                answer = .object((id.map { [("id", $0)] } ?? []) + [
                    ("style", .string(style.name)),
                    ("results", .array(results.map { MeasureResultFormat.json($0, includingCategory: true) })),
                ])
            }
        } catch {
            failed = true
            answer = MeasureResultFormat.errorJSON(line: line, id: id, message: "\(error)")
        }
        var text = answer.oneLine
        text.append(UInt8(ascii: "\n"))
        return BatchAnswer(bytes: text, failed: failed)
    }

    /// `answer` of the lines `block` of `lines` (ranges of `bytes`; index `i` is line `i + 1`), in order: a line
    /// `memo` knows, or that repeats an earlier line of the block, from that answer; the others on a thread for each
    /// of `fonts` (thread `i` resolving through `fonts[i]`), then remembered in `memo`.
    private static func answers(
        _ bytes: [UInt8], lines block: Range<Int>, of lines: [Range<Int>], memo: inout BatchAnswerMemo,
        fonts: inout [ResolvedFonts], _ answer: @Sendable (ArraySlice<UInt8>, Int, inout ResolvedFonts) -> BatchAnswer?
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
        let results = onThreads(measured.count, fonts: &fonts) { [measured] index, fonts in
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
        _ count: Int, fonts: inout [ResolvedFonts], _ work: @Sendable (Int, inout ResolvedFonts) -> BatchAnswer?
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
                AllocatorTuning.backThreadHeapWithHugePages()
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

    /// Reads one batch line: a JSON object, each key once (RFC 8259, strictly: ``PackageSupport/JSONParser``).
    ///
    /// - Throws: ``UsageError`` when the line is not JSON, is JSON but not an object, or gives a key twice.
    private static func object(fromLine line: [UInt8]) throws(UsageError) -> RequestObject {
        let value: JSONValue
        do {
            value = try JSONParser.parseValue(line)
        } catch {
            let place = error.position.map { "column \($0.column): " } ?? ""
            throw UsageError("not valid JSON: \(place)\(error.problem); expected \(error.expected) (one JSON object per line)")
        }
        guard case .object(var members) = value else {
            throw UsageError("expected a JSON object such as {\"text\": \"Hello\"}, got " + MeasureResultFormat.compact(value))
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
