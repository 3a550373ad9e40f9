import BatchMeasurement
import PackageSupport
import SystemSupport
import TextMeasurement

extension MeasureCommand {
    /// Measures every request of a JSON Lines file, answering each line with a result or an error object.
    static func runBatch(
        _ path: String, arguments: ParsedArguments, format: MeasureResultFormat?, hooks: ProcessHooks,
        output: inout CommandOutput
    ) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("--batch reads the texts from FILE; give no TEXT (got '\(arguments.positionals[0])')")
        }
        if arguments.has(MeasureOptions.png) {
            throw UsageError("--png draws one measurement; it cannot be used with --batch")
        }
        for option in MeasureOptions.request where arguments.has(option) {
            guard let key = option.jsonKey else { continue }
            throw UsageError(
                "--\(arguments.givenName(option)) cannot be used with --batch; give \"\(key)\" in each request instead")
        }
        if arguments.has(MeasureOptions.allCategories) {
            throw UsageError("--all-categories cannot be used with --batch; send one request per category instead")
        }
        if format == .text {
            throw UsageError("--batch writes JSON Lines; --format accepts only json with it")
        }
        let strict = arguments.has(MeasureOptions.strict)
        hooks.willAnswerBatch()
        let measurer = try MeasurerOptions.measurer(arguments)
        let jobs = try arguments.value(MeasureOptions.jobs) ?? AvailableProcessors.count
        if path == "-" && arguments.has(MeasureOptions.jobs) {
            throw UsageError("--jobs is for a --batch FILE; requests from standard input are answered one by one, as they arrive")
        }
        var batch = BatchMeasurer(
            measurer: measurer, strict: strict, jobs: path == "-" ? 1 : jobs, threadStart: hooks.threadWillMeasure)
        var tally = BatchTally()
        defer { output.flushAnswers() }

        if path == "-" {
            // Standard input, a line at a time: each request is answered as soon as it is read, so that another
            // program can drive the batch interactively (written at once when the answers go to a terminal, a pipe or
            // a socket; to a file, in large writes).
            guard let input = StandardInputLines() else {
                output.standardError += "typescale measure: standard input cannot be read\n"
                return ExitStatus.noInput
            }
            var index = 0
            let flush = InteractiveOutput.isInteractive(StandardStream.outputDescriptor)
            while let line = input.next() {
                let trimmed = line.last == UInt8(ascii: "\n") ? UnsafeRawBufferPointer(rebasing: line.dropLast()) : line
                if let answer = batch.answer(toLine: trimmed, number: index + 1) {
                    tally.record(answer, line: index + 1, flush: flush, output: &output)
                }
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
            if output.streamsAnswers { OutputPipe.enlarge(StandardStream.outputDescriptor) }  // (64 KiB writes)
            batch.answerBlocks(of: bytes) { answers, firstLine in
                for (offset, answer) in answers.enumerated() {
                    if let answer { tally.record(answer, line: firstLine + offset, flush: false, output: &output) }
                }
            }
        }
        let (failed, count) = (tally.failed, tally.count)
        guard failed.isEmpty else {
            let shown = failed.prefix(10).map(String.init).joined(separator: ", ") + (failed.count > 10 ? " …" : "")
            output.standardError += "typescale measure: \(failed.count) of \(count) request\(count == 1 ? "" : "s") "
                + "failed (line\(failed.count == 1 ? "" : "s") \(shown))\n"
            return ExitStatus.dataError
        }
        return ExitStatus.success
    }
}

/// A batch's answers as they are written: how many, and which lines failed.
private struct BatchTally {
    var failed: [Int] = []
    var count = 0

    /// Counts `answer`, to line `line`, and writes it to `output` (at once when `flush`).
    mutating func record(_ answer: BatchAnswer, line: Int, flush: Bool, output: inout CommandOutput) {
        count += 1
        if answer.failed { failed.append(line) }
        output.answer(answer.bytes, flush: flush)
    }
}
