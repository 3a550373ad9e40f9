import DynamicTypeLayout
import Foundation
import Glibc
import InterfaceBuilder

/// `chain`: how `typescale layout` grows with the size of a document — xibs of 1,000, 4,000 and 20,000 labels chained
/// top to bottom in one view (`Benchmarks/Layout/make-label-chain-xib.py`), each laid out by `typescale layout
/// --format json` at the default category and with `--all-categories` (time and peak resident memory, whole
/// process), and in process: reading the document, building the tree, laying it out at all 12 categories (findings
/// included). The larger documents run fewer times (at least 3).
struct ChainBenchmark {
    let runs: Int
    static let sizes = [1_000, 4_000, 20_000]

    func run() throws {
        Report.heading(
            "chain", "xibs of \(Self.sizes.map { format(Double($0), 0) }.joined(separator: ", ")) chained labels "
                + "(Benchmarks/Layout/make-label-chain-xib.py): whole process and in process")
        let directory = NSTemporaryDirectory() + "chain-benchmark-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = Paths.packageRoot + "/Benchmarks/Layout/make-label-chain-xib.py"
        var largest: (seconds: Double, megabytes: Double)?
        for count in Self.sizes {
            let path = directory + "/Chain-\(count).xib"
            let made = try runChild("/usr/bin/python3", [script, String(count), path])
            guard made.status == 0 else { throw UsageError("\(script) failed: \(made.output.prefix(300))") }
            let repeats = max(3, runs * Self.sizes[0] / count)
            Report.note("\(format(Double(count), 0)) labels, \(repeats) runs:")
            if let typescale = Paths.typescale {
                for (label, arguments) in [
                    ("typescale layout --format json", ["--format", "json"]),
                    ("… --all-categories", ["--all-categories", "--format", "json"]),
                ] {
                    var times: [Double] = [], peaks: [Double] = []
                    for _ in 0..<repeats {
                        let result = try runChild(typescale, ["layout", path] + arguments)
                        guard result.status == 0 || result.status == 1 else {
                            throw UsageError("typescale layout \(path) exited \(result.status): \(result.output.prefix(300))")
                        }
                        times.append(result.seconds)
                        peaks.append(Double(result.peakKilobytes) / 1024)
                    }
                    let samples = Samples(times), peak = Samples(peaks).median
                    Report.line(label, samples, extra: "peak \(format(peak, 0)) MB")
                    if arguments.count == 3 && count == Self.sizes.last { largest = (samples.median, peak) }
                }
            }
            var read: [Double] = [], built: [Double] = [], laidOut: [Double] = []
            for _ in 0..<repeats {
                var document: InterfaceBuilderDocument?
                read.append(try seconds { document = try InterfaceBuilderDocument(contentsOfFile: path) })
                var tree: InterfaceBuilderTree?
                built.append(try seconds { tree = try document!.objects[0].makeTree() })
                laidOut.append(try seconds { _ = try tree!.makeLayout().layoutAtEveryCategory() })
            }
            Report.line("in process: reading the document", Samples(read), items: count, item: "label")
            Report.line("in process: building the tree", Samples(built), items: count, item: "label")
            Report.line("in process: laying out at 12 categories", Samples(laidOut), items: count, item: "label")
        }
        if let (seconds, megabytes) = largest {
            Targets.check(
                "\(format(Double(Self.sizes.last!), 0)) chained labels at all 12 categories, whole process ≤ 10 s "
                    + "and ≤ 1 GB", "\(TimeUnit.fitting(seconds).format(seconds)), \(format(megabytes, 0)) MB",
                seconds <= 10 && megabytes <= 1024)
        }
    }
}
