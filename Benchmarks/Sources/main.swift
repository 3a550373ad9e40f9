import Foundation

// Speed and memory of DynamicType, TextMeasurement and the layout engine. Run in release mode (Scripts/benchmark);
// Benchmarks/README.md says what each benchmark measures and records the figures.

let arguments = Array(CommandLine.arguments.dropFirst())

/// Named benchmarks, in the order they run.
let benchmarks: [(name: String, summary: String)] = [
    ("corpus", "the multi-script corpus cold (new measurer), without a shaping cache, warm; HarfBuzz alone"),
    ("corpus-one-font", "the same corpus in one font and size: cold, without a shaping cache, warm"),
    ("categories", "a text style at all 12 content-size categories vs at one"),
    ("lookups", "FontMetrics.scaledValue, scaleFactor and TypeScale.entry, per call"),
    ("startup", "a fresh process's first measurement; `typescale table` and `typescale measure` whole"),
    ("memory", "peak memory measuring 100,000 distinct strings (--strings N), with and without the cache"),
    ("audit", "`typescale audit` of a 10,000-string catalog × 12 categories on one core and on all"),
    ("audit-formats", "`typescale audit` of 20 catalogs of 5,000 strings in every format: time, peak memory, report size"),
    ("layout", "the Auto Layout engine on tables of 50 to 680 self-sizing rows: process, solve, re-solve"),
    ("views", "a 60-view screen and 1,000 self-sizing cells at all 12 categories: process, in process"),
    ("storyboard", "a 41-view storyboard scene at all 12 categories: process, reading, building, laying out"),
    ("chain", "xibs of 1,000, 4,000 and 20,000 chained labels: time and peak memory, one and 12 categories"),
    ("batch", "`typescale measure --batch` whole process beside Pango; one request repeated; 100,000 strings on 1 and all cores"),
]

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("Benchmarks: \(message)\n".utf8))
    exit(status)
}

do {
    // Fresh processes that the startup and memory benchmarks start.
    if arguments.first == "--child" {
        switch arguments.dropFirst().first {
        case "first-measurement":
            try StartupBenchmarks.firstMeasurement()
        case "profile" where arguments.count >= 4:
            try Profiling.run(
                arguments[2], passes: Int(arguments[3]) ?? 1,
                corpusPath: arguments.count > 4 ? arguments[4] : Options().corpusPath)
        case "layout-profile" where arguments.count == 5:
            try LayoutBenchmark.profile(arguments[2], rows: Int(arguments[3]) ?? 680, passes: Int(arguments[4]) ?? 10)
        case "views-profile" where arguments.count == 4:
            try ViewsBenchmark.profile(arguments[2], passes: Int(arguments[3]) ?? 10)
        case "audit-catalog" where arguments.count == 3:
            try AuditBenchmark.writeCatalog(to: arguments[2], from: try Corpus.load(Options().corpusPath))
        case "batch-requests" where arguments.count == 3:
            try BatchBenchmark.writeRequests(to: arguments[2], from: try Corpus.load(Options().corpusPath))
        case "memory" where arguments.count == 5:
            try MemoryBenchmark.child(count: Int(arguments[2]) ?? 0, capacity: Int(arguments[3]) ?? 0, corpusPath: arguments[4])
        default:
            fail("unknown child \(arguments)", status: 64)
        }
        exit(0)
    }
    if arguments.contains("--help") || arguments.contains("-h") {
        print(Options.usage)
        benchmarks.forEach { print("  " + $0.name.padding(toLength: 17, withPad: " ", startingAt: 0) + $0.summary) }
        exit(0)
    }
    if arguments.contains("--list") {
        benchmarks.forEach { print($0.name) }
        exit(0)
    }
    let options = try Options.parse(arguments)
    let cases = try Corpus.load(options.corpusPath)
    if options.names == ["side-by-side"] {
        try SideBySide(cases: cases, runs: options.runs).run()
        exit(0)
    }
    let known = Set(benchmarks.map(\.name))
    if let unknown = options.names.first(where: { !known.contains($0) }) {
        throw UsageError("no benchmark named \(unknown) (--list names them)")
    }
    let selected = options.names.isEmpty ? benchmarks.map(\.name) : options.names
    #if DEBUG
        print("warning: a debug build; benchmark figures mean something only in release (-c release)")
    #endif
    var load = [Double](repeating: 0, count: 3)
    getloadavg(&load, 3)
    print("Benchmarks: \(options.runs) runs each; load average \(load.map { format($0, 2) }.joined(separator: ", "))")
    for name in selected {
        switch name {
        case "corpus": try CorpusBenchmarks(cases: cases, runs: options.runs).run()
        case "corpus-one-font": try CorpusBenchmarks(cases: cases, runs: options.runs).runOneFont()
        case "categories": try CategoryBenchmark(cases: cases, runs: options.runs).run()
        case "lookups": try LookupBenchmarks(runs: options.runs).run()
        case "startup": try StartupBenchmarks(runs: options.runs).run()
        case "memory":
            try MemoryBenchmark(cases: cases, count: options.memoryStrings).run(corpusPath: options.corpusPath)
        case "audit": try AuditBenchmark(cases: cases, runs: min(options.runs, 5)).run()
        case "audit-formats": try AuditFormatsBenchmark(cases: cases, runs: min(options.runs, 3)).run()
        case "layout": try LayoutBenchmark(runs: options.runs).run()
        case "views": try ViewsBenchmark(runs: options.runs).run()
        case "storyboard": try StoryboardBenchmark(runs: options.runs).run()
        case "chain": try ChainBenchmark(runs: options.runs).run()
        case "batch": try BatchBenchmark(cases: cases, runs: min(options.runs, 5)).run()
        default: break
        }
    }
    Targets.printSummary()
} catch let error as UsageError {
    fail(error.description, status: 64)
} catch {
    fail("\(error)", status: 1)
}
