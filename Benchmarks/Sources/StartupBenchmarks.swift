import Glibc
import TextMeasurement

/// `startup`: whole fresh processes, timed from `posix_spawn` to `waitpid` — the time to the first measurement
/// (fontconfig loading its configuration and caches, the first face, ICU's rules, the first shaping), and
/// `typescale table`.
struct StartupBenchmarks {
    let runs: Int

    /// The child's work: what a test does first. Prints the in-process times of its two steps.
    static func firstMeasurement() throws {
        let start = nanoseconds()
        let measurer = try TextMeasurer.systemFonts()
        let ready = nanoseconds()
        let layout = try measurer.measure(
            "Add to Cart", style: .body, category: .large, label: LabelConfiguration(width: 160, numberOfLines: 2))
        let end = nanoseconds()
        print("matcher \(Double(ready - start) / 1e9) measure \(Double(end - ready) / 1e9) lines \(layout.lineCount)")
    }

    func run() throws {
        Report.heading("startup", "fresh processes, wall time from posix_spawn to exit (\(runs) runs each)")
        var walls: [Double] = [], matchers: [Double] = [], measures: [Double] = []
        for _ in 0...runs {
            let result = try runChild(Paths.executable, ["--child", "first-measurement"])
            guard result.status == 0 else { throw UsageError("the first-measurement child failed: \(result.output)") }
            let fields = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
            walls.append(result.seconds)
            matchers.append(Double(fields[1]) ?? 0)
            measures.append(Double(fields[3]) ?? 0)
        }
        // The first run is dropped: it may find the executable's pages not yet in memory.
        let wall = Samples(Array(walls.dropFirst()))
        Report.line("first measurement: process", wall)
        Report.line("  of which systemFonts()", Samples(Array(matchers.dropFirst())), extra: "FcInitLoadConfigAndFonts")
        Report.line("  of which measure(...)", Samples(Array(measures.dropFirst())), extra: "face load, ICU, shaping")
        Targets.check(
            "first measurement in a fresh process < 150 ms", TimeUnit.ms.format(wall.median), wall.median < 0.150)

        guard let typescale = Paths.typescale else { return }
        for (label, arguments) in [
            ("typescale table", ["table"]),
            ("typescale measure", ["measure", "Add to Cart", "--style", "body", "--width", "160", "--lines", "2"]),
        ] {
            var times: [Double] = []
            for _ in 0...runs {
                let result = try runChild(typescale, arguments)
                guard result.status == 0 else { throw UsageError("\(label) failed with status \(result.status)") }
                times.append(result.seconds)
            }
            let samples = Samples(Array(times.dropFirst()))
            Report.line(label + ": process", samples)
            if label == "typescale table" {
                Targets.check(
                    "`typescale table` whole process < 30 ms", TimeUnit.ms.format(samples.median), samples.median < 0.030)
            }
        }
    }
}
