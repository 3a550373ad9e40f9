import ConformanceCorpus
import Foundation
import Glibc

/// `batch`: `typescale measure --batch` as another program drives it — a whole process reading JSON Lines requests and
/// writing one answer a line — beside Pango doing the same layouts in one Python process (`Scripts/pango-reference.py`
/// on the same cases), in the same run:
/// - the corpus in its own fonts, 10 passes (each case its own family, size, width and line limit);
/// - the same with the pass in every `id`, so that no line repeats an earlier one (`BatchAnswerMemo` answers a line
///   sent again without reading it; here every request is read, measured from the warm caches and written);
/// - one request repeated as many times;
/// - 100,000 distinct multi-script strings (body at large, 320 pt, two lines) with `--jobs 1` and `--jobs` per core.
struct BatchBenchmark {
    let cases: [CorpusCase]
    let runs: Int
    static let passes = 10
    static let distinct = 100_000

    func run() throws {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        Report.heading(
            "batch", "`typescale measure --batch`, whole process: the corpus in its own fonts × \(Self.passes), one "
                + "request repeated, \(Self.distinct) distinct strings on 1 and \(cores) cores; Pango "
                + "(Scripts/pango-reference.py, one Python process) on the same corpus; the commands interleaved, "
                + "one run of each a round")
        guard let typescale = Paths.typescale else { return }
        let directory = NSTemporaryDirectory() + "batch-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let count = try Self.writeRequests(to: directory, from: cases)
        let corpus = directory + "/corpus.jsonl", corpusForPango = directory + "/corpus-pango.jsonl"
        let corpusOwnIDs = directory + "/corpus-own-ids.jsonl"
        let repeated = directory + "/repeated.jsonl", distinct = directory + "/distinct.jsonl"

        // Every command once per round, round-robin, after a warm-up round (the page cache, fontconfig's caches): the
        // commands a ratio compares see the same spells of the machine, whose speed moves by a third within minutes
        // (run one after the other, Pango's runs and ours fell in different spells: 30× to 51× in one evening). A
        // command of a few milliseconds runs once untimed just before its timed run, so that it does not pay for the
        // processor caches the second-long command before it emptied (the repeated request: 12 to 20 ms otherwise).
        let empty = directory + "/empty.jsonl"
        try Data().write(to: URL(fileURLWithPath: empty))
        let commands: [(path: String, arguments: [String], items: Int, label: String, short: Bool)] = [
            (typescale, ["measure", "--batch", corpus, "--jobs", "1"], count, "corpus ×10, --jobs 1", true),
            (typescale, ["measure", "--batch", corpusOwnIDs, "--jobs", "1"], count, "corpus ×10, no line repeated", true),
            ("/usr/bin/python3", [Paths.packageRoot + "/Scripts/pango-reference.py", corpusForPango], count,
             "Pango, the same layouts", false),
            (typescale, ["measure", "--batch", repeated, "--jobs", "1"], count, "one request repeated", true),
            (typescale, ["measure", "--batch", distinct, "--jobs", "1"], Self.distinct, "distinct, --jobs 1", false),
            (typescale, ["measure", "--batch", distinct, "--jobs", String(cores)], Self.distinct,
             "distinct, --jobs \(cores)", false),
            (typescale, ["measure", "--batch", empty], 1, "no requests (process start and exit)", true),
        ]
        var samples = [[Double]](repeating: [], count: commands.count)
        var processorTimes = [[Double]](repeating: [], count: commands.count)
        var firstOutputs = [String](repeating: "", count: commands.count)
        for round in 0...runs {
            for (index, command) in commands.enumerated() {
                if command.short && round > 0 { _ = try runChild(command.path, command.arguments) }
                let result = try runChild(command.path, command.arguments)
                guard result.status == 0 else {
                    throw UsageError("\(command.label) failed with status \(result.status)")
                }
                if round == 0 {
                    firstOutputs[index] = result.output
                    continue
                }
                guard result.output == firstOutputs[index] else {
                    throw UsageError("\(command.label) answered differently from run to run")
                }
                samples[index].append(result.seconds)
                processorTimes[index].append(result.processorSeconds)
            }
        }
        guard firstOutputs[4] == firstOutputs[5] else {
            throw UsageError("the distinct strings were answered differently with --jobs 1 and --jobs \(cores)")
        }
        let measured = zip(commands, samples).map { command, values in
            let measured = Samples(values)
            Report.line(command.label, measured, items: command.items, item: "request")
            return measured
        }
        let (ours, ownIDs, pango, again, oneCore, allCores, start) = (
            measured[0], measured[1], measured[2], measured[3], measured[4], measured[5], measured[6]
        )

        let ratio = pango.median / ours.median
        Report.note(
            "the corpus: \(Report.ratio(ratio)) Pango's whole-process time (\(Report.ratio(pango.median / ownIDs.median)) "
                + "with no line repeated); a request beyond process start: "
                + TimeUnit.us.format((ours.median - start.median) / Double(count)) + " (corpus), "
                + TimeUnit.us.format((ownIDs.median - start.median) / Double(count)) + " (no line repeated), "
                + TimeUnit.us.format((again.median - start.median) / Double(count)) + " (repeated)")
        Targets.check("the corpus ×10 on one core ≥ 40× Pango, whole process", Report.ratio(ratio), ratio >= 40)
        Targets.check(
            "one request repeated ≤ 3 µs a request", TimeUnit.us.format(again.median / Double(count)),
            again.median / Double(count) <= 3e-6)
        let speedup = oneCore.median / allCores.median
        // Processor time tells the machine's part from the work's: the threads of `--jobs` slow each other down when
        // the virtual processors they run on share hardware (on this VM, 1.01× the processor time of one thread in
        // one spell and 1.27–1.31× in another, for the same binary: Benchmarks/README.md, eighth round).
        let oneCoreProcessor = Samples(processorTimes[4]).median, allCoresProcessor = Samples(processorTimes[5]).median
        Report.note(
            "distinct strings, processor time (user and system, all threads): --jobs 1 "
                + TimeUnit.s.format(oneCoreProcessor) + ", --jobs \(cores) " + TimeUnit.s.format(allCoresProcessor)
                + " (" + Report.ratio(allCoresProcessor / oneCoreProcessor) + " of one thread's: the "
                + "threads' cost of running together)")
        Targets.check(
            "--jobs \(cores) ≥ 1.7× one core on \(Self.distinct) distinct strings", Report.ratio(speedup),
            cores >= 2 && speedup >= 1.7)
    }

    /// Writes the requests into `directory` (made if missing): `corpus.jsonl` (the corpus × ``passes``), the same with
    /// the pass in each `id` (`corpus-own-ids.jsonl`: `latin-001 #2`), and the same cases for Pango,
    /// `corpus-pango.jsonl`; `repeated.jsonl` (its first case as many times); `distinct.jsonl` (``distinct`` strings).
    /// `Benchmarks --child batch-requests DIR` writes them alone, for a profiler.
    ///
    /// - Returns: The corpus's number of requests.
    @discardableResult
    static func writeRequests(to directory: String, from cases: [CorpusCase]) throws -> Int {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // The corpus as requests (its family by name, as a tool names a font) and, for Pango, as corpus cases.
        let corpusRequests = (0..<passes).flatMap { _ in cases.map(request) }
        try write(corpusRequests, to: directory + "/corpus.jsonl")
        try write(
            (0..<passes).flatMap { pass in
                cases.map { item in
                    var item = item
                    item.id += " #\(pass + 1)"
                    return request(item)
                }
            }, to: directory + "/corpus-own-ids.jsonl")
        try write((0..<passes).flatMap { _ in cases.map(pangoCase) }, to: directory + "/corpus-pango.jsonl")
        try write(Array(repeating: request(cases[0]), count: corpusRequests.count), to: directory + "/repeated.jsonl")
        try write(
            MemoryBenchmark.strings(distinct, from: cases).map {
                json(["text": $0, "style": "body", "width": 320, "lines": 2])
            }, to: directory + "/distinct.jsonl")
        return corpusRequests.count
    }

    /// A corpus case as a batch request: its text, family, size, width, line limit and language.
    static func request(_ item: CorpusCase) -> String {
        var fields: [String: Any] = [
            "id": item.id, "text": item.text, "font": item.family, "size": item.size, "lines": item.maxLines,
        ]
        if let width = item.width { fields["width"] = width }
        if let language = item.language { fields["language"] = language }
        return json(fields)
    }

    /// A corpus case as `Scripts/pango-reference.py` reads it.
    static func pangoCase(_ item: CorpusCase) -> String {
        var fields: [String: Any] = [
            "id": item.id, "text": item.text, "family": item.family, "size": item.size, "maxLines": item.maxLines,
            "width": item.width.map { $0 as Any } ?? NSNull(),
        ]
        if let language = item.language { fields["language"] = language }
        return json(fields)
    }

    static func json(_ fields: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func write(_ lines: [String], to path: String) throws {
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
