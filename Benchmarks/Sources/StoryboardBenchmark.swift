import AutoLayout
import DynamicType
import DynamicTypeLayout
import Foundation
import Glibc
import InterfaceBuilder
import TextMeasurement

/// `storyboard`: a 41-view storyboard scene of `Benchmarks/Layout/make-screen-storyboard.py` (16 labels in text
/// styles) at all 12 categories — `typescale layout --all-categories --format json` as a whole process, the same at
/// the default category alone (what a process costs before the categories), and in process: reading the document,
/// building the tree, laying it out (texts shaped). The scene's labels as they were measured at each category are
/// written as a corpus for `Scripts/pango-benchmark.py` (`Scripts/benchmark --pango` times Pango on them).
struct StoryboardBenchmark {
    let runs: Int
    /// Where the scene's label layouts are written for the Pango side.
    static var labelCorpusPath: String { Paths.buildDirectory + "/storyboard-labels.jsonl" }

    func run() throws {
        Report.heading(
            "storyboard", "a 41-view storyboard scene with 16 labels at all 12 categories "
                + "(Benchmarks/Layout/make-screen-storyboard.py); \(runs) runs each")
        let directory = NSTemporaryDirectory() + "storyboard-benchmark-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Settings.storyboard"
        let script = Paths.packageRoot + "/Benchmarks/Layout/make-screen-storyboard.py"
        let made = try runChild("/usr/bin/python3", [script, path])
        guard made.status == 0 else { throw UsageError("\(script) failed: \(made.output.prefix(300))") }

        var whole: Double?
        if let typescale = Paths.typescale {
            for (label, arguments) in [
                ("typescale layout --all-categories --format json", ["--all-categories", "--format", "json"]),
                ("typescale layout (large only) --format json", ["--format", "json"]),
            ] {
                var times: [Double] = []
                for _ in 0...runs {
                    let result = try runChild(typescale, ["layout", path] + arguments)
                    guard result.status == 0 || result.status == 1 else {
                        throw UsageError("typescale layout \(path) exited \(result.status): \(result.output.prefix(300))")
                    }
                    times.append(result.seconds)
                }
                let samples = Samples(Array(times.dropFirst()))
                Report.line(label, samples)
                if whole == nil { whole = samples.median }
            }
        }

        // In process, the measurer warm after the first round: every text has been shaped once.
        var read: [Double] = [], built: [Double] = [], laidOut: [Double] = []
        var last: (InterfaceBuilderTree, [CategoryLayout])?
        for round in 0...runs {
            var document: InterfaceBuilderDocument?
            let reading = try seconds { document = try InterfaceBuilderDocument(contentsOfFile: path) }
            var tree: InterfaceBuilderTree?
            let building = try seconds { tree = try document!.objects[0].makeTree() }
            var results: [CategoryLayout] = []
            let layingOut = try seconds { results = try tree!.makeLayout().layoutAtEveryCategory() }
            last = (tree!, results)
            if round > 0 {
                read.append(reading)
                built.append(building)
                laidOut.append(layingOut)
            }
        }
        Report.line("in process: reading the document", Samples(read))
        Report.line("in process: building the tree", Samples(built))
        Report.line("in process: laying it out at 12 categories", Samples(laidOut), items: 12, item: "category")
        if let (tree, results) = last {
            try ViewsBenchmark.writeLabels(of: tree.root.subtree, results, to: Self.labelCorpusPath)
            let labels = tree.root.subtree.count { $0 is Label }
            Report.note("the scene's \(results.count * labels) label layouts written to \(Self.labelCorpusPath)")
        }
        if let whole {
            Targets.check(
                "a 40-view storyboard scene at all 12 categories, whole process ≤ 50 ms", TimeUnit.ms.format(whole),
                whole <= 0.050)
        }
    }
}
