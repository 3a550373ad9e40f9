import ConformanceCorpus
import Foundation
import Glibc

/// `audit`: `typescale audit` as a CI job runs it — a whole process reading a catalog of 10,000 distinct multi-script
/// strings, checking each at all 12 categories (body, width 200, 2 lines, truncating) and printing the text report —
/// with one measuring thread and with one per core, so the ratio is how the whole audit scales with cores.
struct AuditBenchmark {
    let cases: [CorpusCase]
    let runs: Int
    /// Strings in the catalog.
    static let count = 10_000

    /// Writes the catalog: `string.N` → the Nth of ``MemoryBenchmark/strings(_:from:)``, as JSON with sorted keys
    /// (`Benchmarks --child audit-catalog PATH` writes it alone, for a profiler).
    static func writeCatalog(to path: String, from cases: [CorpusCase]) throws {
        var entries: [String: String] = [:]
        for (index, text) in MemoryBenchmark.strings(count, from: cases).enumerated() {
            entries["string.\(index)"] = text
        }
        let data = try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
    }

    func run() throws {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        Report.heading(
            "audit", "`typescale audit` of a \(Self.count)-string JSON catalog (multi-script, made as for `memory`) × "
                + "12 categories, body, width 200, 2 lines; --jobs 1 vs --jobs \(cores) (\(cores) cores online)")
        guard let typescale = Paths.typescale else { return }
        let directory = NSTemporaryDirectory() + "audit-benchmark-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let catalog = directory + "/Localizable.json"
        try Self.writeCatalog(to: catalog, from: cases)

        // The default text format (what a CI log shows: the strings that do not fit, and a summary).
        let arguments = [catalog, "--style", "body", "--width", "200", "--lines", "2"]
        var one: [Double] = [], all: [Double] = [], sansSerif: [Double] = []
        var outputs: [Int: String] = [:]
        var sansSerifOutput = ""
        // `--system-font sans-serif`: fontconfig's sans-serif without tracking, what the system font was before the
        // stand-in for SF Pro, on one core — what the stand-in costs.
        let runsPerRound: [(jobs: Int, extra: [String])] = [(1, []), (cores, []), (1, ["--system-font", "sans-serif"])]
        for round in 0...runs {  // interleaved, so drift in the machine's load hits all; the first round warms up
            for (index, run) in runsPerRound.enumerated() {
                let result = try runChild(typescale, ["audit"] + arguments + ["--jobs", String(run.jobs)] + run.extra)
                // 0: everything fits; 1: some strings do not — both are a finished audit.
                guard result.status == 0 || result.status == 1 else {
                    throw UsageError("typescale audit failed with status \(result.status)")
                }
                if round == 0 {
                    if index < 2 { outputs[run.jobs] = result.output } else { sansSerifOutput = result.output }
                    continue
                }
                switch index {
                case 0: one.append(result.seconds)
                case 1: all.append(result.seconds)
                default: sansSerif.append(result.seconds)
                }
            }
        }
        guard outputs[1] == outputs[cores] else {
            throw UsageError("typescale audit reported differently with --jobs 1 and --jobs \(cores)")
        }
        let layouts = Self.count * 12
        let oneSamples = Samples(one), allSamples = Samples(all)
        Report.line("--jobs 1: process", oneSamples, items: Self.count)
        Report.line("--jobs \(cores): process", allSamples, items: Self.count)
        let speedup = oneSamples.median / allSamples.median
        let rate = format(Double(layouts) / allSamples.median / 1000, 0)
        Report.note("\(layouts) layouts; \(rate)k layouts/s on \(cores) cores; the same report both ways")
        Report.line("--jobs 1 --system-font sans-serif", Samples(sansSerif), items: Self.count)
        let failing = { (output: String) in output.split(separator: "\n").last.map(String.init) ?? "" }
        Report.note(
            "the stand-in for SF Pro costs \(Report.ratio(oneSamples.median / Samples(sansSerif).median)) "
                + "fontconfig's sans-serif on one core; summaries: \(failing(outputs[1] ?? "")) (stand-in) vs "
                + "\(failing(sansSerifOutput)) (sans-serif)")
        Targets.check(
            "audit on \(cores) cores ≥ 1.7× one (near-linear)", "\(Report.ratio(speedup)) one",
            cores >= 2 && speedup >= 1.7)
    }
}
