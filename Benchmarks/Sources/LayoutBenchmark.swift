import AutoLayout
import Foundation
import Glibc

/// `layout`: the Auto Layout engine on tables of self-sizing rows (`Benchmarks/Layout/make-table-document.py`, the
/// same documents `Scripts/kiwi-layout-benchmark.py` gives kiwi): `typescale layout` as a whole process, the engine in
/// process (read, build, solve, ambiguity), cost per constraint as the table grows, and a re-solve after every
/// intrinsic size changed (a content-size category change) against a fresh solve.
struct LayoutBenchmark {
    let runs: Int
    static let rows = [50, 170, 680]

    func run() throws {
        Report.heading(
            "layout", "tables of self-sizing rows (Benchmarks/Layout/make-table-document.py), chained (each row's top "
                + "at the previous row's bottom) and independent; \(runs) runs each")
        let directory = NSTemporaryDirectory() + "layout-benchmark-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let typescale = Paths.typescale

        var chained: [Int: (document: LayoutDocument, constraints: Int)] = [:]
        var processAt680: Double?
        var resolveRatio: Double?
        for rows in Self.rows {
            for independent in [false, true] {
                let path = directory + "/table-\(rows)\(independent ? "-independent" : "").json"
                try Self.makeDocument(rows: rows, independent: independent, path: path)
                let document = try LayoutDocument(contentsOfFile: path)
                let label = "\(rows) rows\(independent ? ", independent" : ", chained")"
                let constraints = try document.makeTree().constraints.count
                    + document.views.reduce(0) { count, view in
                        count + 2 * [view.intrinsicContentSize?.width, view.intrinsicContentSize?.height].compactMap { $0 }.count
                    }

                if let typescale {
                    var times: [Double] = []
                    for _ in 0...runs {
                        let result = try runChild(typescale, ["layout", path, "--format", "json"])
                        guard result.status == 0 else {
                            throw UsageError("typescale layout \(path) exited \(result.status): \(result.output.prefix(300))")
                        }
                        times.append(result.seconds)
                    }
                    let process = Samples(Array(times.dropFirst()))
                    Report.line("\(label): typescale layout", process, items: constraints, item: "constraint")
                    if rows == 680 && !independent { processAt680 = process.median }
                }

                // In process: read + build + solve, without and with the search for ambiguity.
                var solve: [Double] = [], withAmbiguity: [Double] = [], read: [Double] = []
                for round in 0...runs {
                    var parsed: LayoutDocument?
                    let reading = try seconds { parsed = try LayoutDocument(contentsOfFile: path) }
                    var tree: LayoutTree?
                    var result: LayoutResult?
                    let solving = try seconds {
                        tree = try parsed!.makeTree()
                        result = try LayoutEngine(root: tree!.root).layout(findingAmbiguity: false)
                    }
                    let diagnosing = try seconds {
                        result = try LayoutEngine(root: tree!.root).layout(findingAmbiguity: true)
                    }
                    guard let result, result.isClean else { throw UsageError("\(label): the layout is not clean") }
                    blackHole(result)
                    if round == 0 { continue }
                    read.append(reading)
                    solve.append(solving)
                    withAmbiguity.append(diagnosing)
                }
                let solveSamples = Samples(solve)
                Report.line("  read the document", Samples(read), items: constraints, item: "constraint")
                Report.line("  build + solve", solveSamples, items: constraints, item: "constraint")
                Report.line("  solve + ambiguity", Samples(withAmbiguity), items: constraints, item: "constraint")
                if !independent { chained[rows] = (document, constraints) }

                // A category change: every intrinsic size grows by a tenth (and back), the engine re-solves in place;
                // and in turn, a fresh engine's build and solve of the same tree — the two timed in the same moments
                // of the machine, whose speed drifts from one minute to the next (the median of each is compared).
                let tree = try document.makeTree()
                let engine = LayoutEngine(root: tree.root)
                _ = try engine.layout(findingAmbiguity: false)
                let original = tree.views.map(\.content)
                var resolves: [Double] = [], freshes: [Double] = []
                for round in 0...max(3 * runs, 21) {
                    Self.grow(tree.views, original, by: round % 2 == 0 ? 1.1 : 1.0)
                    let time = try seconds { blackHole(try engine.layout(findingAmbiguity: false)) }
                    let fresh = try seconds { blackHole(try LayoutEngine(root: tree.root).layout(findingAmbiguity: false)) }
                    if round > 0 {
                        resolves.append(time)
                        freshes.append(fresh)
                    }
                }
                let resolve = Samples(resolves), fresh = Samples(freshes).median
                Report.line("  re-solve, every intrinsic size changed", resolve, items: constraints, item: "constraint")
                Report.line("  … a fresh engine's build + solve, in turn", Samples(freshes), items: constraints, item: "constraint")
                if rows == 680 && !independent { resolveRatio = resolve.median / fresh }
                Report.note("\(constraints) constraints; re-solve / fresh solve of the same tree: \(Report.ratio(resolve.median / fresh))")
            }
        }
        if let small = chained[50], let large = chained[680] {
            // The two tables' build + solve in turn, so that both are timed in the same moments of the machine.
            var smallTimes: [Double] = [], largeTimes: [Double] = []
            for round in 0...max(runs, 15) {
                let smallTime = try seconds {
                    blackHole(try LayoutEngine(root: small.document.makeTree().root).layout(findingAmbiguity: false))
                }
                let largeTime = try seconds {
                    blackHole(try LayoutEngine(root: large.document.makeTree().root).layout(findingAmbiguity: false))
                }
                if round > 0 {
                    smallTimes.append(smallTime / Double(small.constraints))
                    largeTimes.append(largeTime / Double(large.constraints))
                }
            }
            let small = Samples(smallTimes).median, large = Samples(largeTimes).median, ratio = large / small
            Report.note(
                "cost per constraint, build + solve, the 50 and 680 chained rows in turn: \(TimeUnit.us.format(small)) "
                    + "and \(TimeUnit.us.format(large))")
            Targets.check("cost per constraint at 680 rows ≤ 1.5× that at 50 (linear)", Report.ratio(ratio), ratio <= 1.5)
        }
        if let resolveRatio {
            Targets.check(
                "re-solve after a category change ≤ 1/5 of a fresh solve (680 rows)", Report.ratio(resolveRatio),
                resolveRatio <= 0.2)
        }
        if let processAt680 {
            // kiwi's one-solver build and solve of the 680 chained rows: Scripts/kiwi-layout-benchmark.py in the same
            // run (Scripts/benchmark --kiwi) prints it; the issue's figure on this machine is 1.73 s.
            Report.note("typescale layout, 680 chained rows, whole process: \(TimeUnit.ms.format(processAt680))")
        }
    }

    /// `--child layout-profile fresh|resolve ROWS PASSES`: the chained table of ROWS rows laid out PASSES times, for a
    /// profiler — `fresh`, a new engine each time; `resolve`, one engine after every intrinsic size changed (grown by
    /// a tenth and back), as the `re-solve` figure. Benchmarks/README.md has the commands.
    static func profile(_ kind: String, rows: Int, passes: Int) throws {
        let directory = NSTemporaryDirectory() + "layout-profile-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/table.json"
        try makeDocument(rows: rows, independent: false, path: path)
        let tree = try LayoutDocument(contentsOfFile: path).makeTree()
        let engine = LayoutEngine(root: tree.root)
        _ = try engine.layout(findingAmbiguity: false)
        let original = tree.views.map(\.content)
        switch kind {
        case "fresh":
            _ = try Profiling.profiledPasses(passes) {
                blackHole(try LayoutEngine(root: tree.root).layout(findingAmbiguity: false))
                return 1
            }
        case "resolve":
            _ = try Profiling.profiledPasses(passes) {
                grow(tree.views, original, by: 1.1)
                blackHole(try engine.layout(findingAmbiguity: false))
                grow(tree.views, original, by: 1)
                blackHole(try engine.layout(findingAmbiguity: false))
                return 2
            }
        default:
            throw UsageError("layout-profile: '\(kind)' is not fresh or resolve")
        }
    }

    /// Gives every view with fixed content its original content grown by `factor`: a content-size category change.
    static func grow(_ views: [View], _ original: [(any IntrinsicContent)?], by factor: Double) {
        for (view, content) in zip(views, original) {
            guard let fixed = content as? FixedContent else { continue }
            view.content = FixedContent(
                size: IntrinsicSize(width: fixed.size.width.map { $0 * factor }, height: fixed.size.height.map { $0 * factor }),
                baselines: fixed.baselines.map { BaselineOffsets(first: $0.first * factor, last: $0.last * factor) })
        }
    }

    /// Writes the table document with the generator the kiwi side reads too.
    static func makeDocument(rows: Int, independent: Bool, path: String) throws {
        let script = Paths.packageRoot + "/Benchmarks/Layout/make-table-document.py"
        let result = try runChild(
            "/usr/bin/python3", [script, String(rows), path] + (independent ? ["--independent"] : []))
        guard result.status == 0 else { throw UsageError("\(script) failed: \(result.output.prefix(300))") }
    }
}
