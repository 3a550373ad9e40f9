import AutoLayout
import DynamicType
import DynamicTypeLayout
import Foundation
import Glibc
import TextMeasurement

/// `views`: DynamicTypeLayout on the documents of `Benchmarks/Layout/make-screen-document.py` — a 60-view settings
/// screen with 20 labels, and 1,000 self-sizing cells of two wrapping labels each — laid out at all 12 categories:
/// `typescale layout --all-categories` as a whole process, and in process once the texts are shaped (a fresh tree, and
/// the same layout again), the cells also as a `SelfSizingTable` (an engine per cell). It writes the screen's labels
/// as they were measured at each category (text, family, point size, the frame's width) as a corpus, for
/// `Scripts/pango-benchmark.py` to time Pango on the same label layouts (`Scripts/benchmark --pango` does).
struct ViewsBenchmark {
    let runs: Int
    static let cellCount = 1_000
    /// Where the screen's label layouts are written for the Pango side.
    static var labelCorpusPath: String { Paths.buildDirectory + "/screen-labels.jsonl" }

    func run() throws {
        Report.heading(
            "views", "a 60-view screen with 20 labels and \(Self.cellCount) self-sizing cells, at all 12 categories "
                + "(Benchmarks/Layout/make-screen-document.py); \(runs) runs each")
        let directory = NSTemporaryDirectory() + "views-benchmark-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let screenPath = directory + "/screen.json", cellsPath = directory + "/cells.json"
        try Self.makeDocument(["screen", screenPath])
        try Self.makeDocument(["cells", String(Self.cellCount), cellsPath])

        var screenProcess: Double?, cellsProcess: Double?
        if let typescale = Paths.typescale {
            for (label, path) in [("screen", screenPath), ("cells", cellsPath)] {
                var times: [Double] = []
                for _ in 0...runs {
                    let result = try runChild(typescale, ["layout", path, "--all-categories", "--format", "json"])
                    guard result.status == 0 || result.status == 1 else {
                        throw UsageError("typescale layout \(path) exited \(result.status): \(result.output.prefix(300))")
                    }
                    times.append(result.seconds)
                }
                let samples = Samples(Array(times.dropFirst()))
                Report.line("\(label): typescale layout --all-categories", samples)
                if label == "screen" { screenProcess = samples.median } else { cellsProcess = samples.median }
            }
        }

        // In process, the measurer warm: every text has been shaped once.
        let screen = try AdaptiveLayoutDocument(contentsOfFile: screenPath)
        var results: [CategoryLayout] = []
        var tree: LayoutTree?
        let first = try seconds {
            tree = try screen.makeTree()
            results = try AdaptiveLayout(root: tree!.root).layoutAtEveryCategory(findingAmbiguity: false)
        }
        try Self.writeLabels(of: tree!.views, results, to: Self.labelCorpusPath)
        Report.note(
            "screen: first layout at 12 categories, texts shaped on the way: \(TimeUnit.ms.format(first)); its 240 "
                + "label layouts written to \(Self.labelCorpusPath)")
        var fresh: [Double] = [], again: [Double] = []
        for round in 0...runs {
            var kept: AdaptiveLayout?
            let built = try seconds {
                let tree = try screen.makeTree()
                let layout = AdaptiveLayout(root: tree.root)
                blackHole(try layout.layoutAtEveryCategory(findingAmbiguity: false))
                kept = layout
            }
            let repeated = try seconds { blackHole(try kept!.layoutAtEveryCategory(findingAmbiguity: false)) }
            if round > 0 {
                fresh.append(built)
                again.append(repeated)
            }
        }
        let freshSamples = Samples(fresh)
        Report.line("screen: a new tree at 12 categories", freshSamples, items: 12, item: "category")
        Report.line("screen: the same layout at 12 again", Samples(again), items: 12, item: "category")

        let cells = try AdaptiveLayoutDocument(contentsOfFile: cellsPath)
        var oneEngine: [Double] = [], perCell: [Double] = []
        for round in 0...min(runs, 5) {
            let whole = try seconds {
                let tree = try cells.makeTree()
                blackHole(try AdaptiveLayout(root: tree.root).layoutAtEveryCategory(findingAmbiguity: false))
            }
            let table = try seconds {
                let tree = try cells.makeTree()
                let contentViews = tree.root.subviews
                for view in contentViews { view.removeFromSuperview() }
                blackHole(try SelfSizingTable(width: 390, cells: contentViews).layoutAtEveryCategory())
            }
            if round > 0 {
                oneEngine.append(whole)
                perCell.append(table)
            }
        }
        Report.line("cells: one tree at 12 categories", Samples(oneEngine), items: Self.cellCount * 12, item: "cell")
        Report.line("cells: SelfSizingTable at 12 categories", Samples(perCell), items: Self.cellCount * 12, item: "cell")

        Targets.check(
            "a 60-view screen at all 12 categories in process, texts shaped ≤ 5 ms",
            TimeUnit.ms.format(freshSamples.median), freshSamples.median <= 0.005)
        if let screenProcess {
            Targets.check(
                "the screen at all 12 categories, whole process ≤ 30 ms", TimeUnit.ms.format(screenProcess),
                screenProcess <= 0.030)
        }
        if let cellsProcess {
            Targets.check(
                "\(Self.cellCount) self-sizing cells × 12 categories, whole process ≤ 1 s", TimeUnit.ms.format(cellsProcess),
                cellsProcess <= 1)
        }
    }

    /// Writes each label among `views` as the `results` laid it out (its point size at the category, the width it was
    /// given) as a corpus case to `path`.
    static func writeLabels(of views: [View], _ results: [CategoryLayout], to path: String) throws {
        var lines: [String] = []
        for result in results {
            for view in views {
                guard let label = view as? Label, let frame = result.frame(of: view.identifier),
                    let measured = try? TextMeasurer.shared.measure(label.text, font: label.font, at: result.category)
                else { continue }
                let face = measured.font.face
                let fields: [String: Any] = [
                    "id": "\(view.identifier)-\(result.category)", "group": "screen", "script": "Latin",
                    "text": label.text, "family": face.family, "size": measured.font.pointSize,
                    "width": max(0, frame.width), "maxLines": label.numberOfLines, "language": "en", "fontFile": face.path,
                    "fontIndex": face.faceIndex,
                ]
                let data = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
                lines.append(String(decoding: data, as: UTF8.self))
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `--child views-profile fresh|again PASSES`: the screen at 12 categories PASSES times, for a profiler — `fresh`,
    /// a new tree and layout each time; `again`, one layout kept. Texts are shaped before the passes.
    static func profile(_ kind: String, passes: Int) throws {
        let directory = NSTemporaryDirectory() + "views-profile-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/screen.json"
        try makeDocument(["screen", path])
        let document = try AdaptiveLayoutDocument(contentsOfFile: path)
        let kept = AdaptiveLayout(root: try document.makeTree().root)
        _ = try kept.layoutAtEveryCategory(findingAmbiguity: false)
        _ = try Profiling.profiledPasses(passes) {
            let layout = kind == "fresh" ? AdaptiveLayout(root: try document.makeTree().root) : kept
            blackHole(try layout.layoutAtEveryCategory(findingAmbiguity: false))
            return 12
        }
    }

    static func makeDocument(_ arguments: [String]) throws {
        let script = Paths.packageRoot + "/Benchmarks/Layout/make-screen-document.py"
        let result = try runChild("/usr/bin/python3", [script] + arguments)
        guard result.status == 0 else { throw UsageError("\(script) failed: \(result.output.prefix(300))") }
    }
}
