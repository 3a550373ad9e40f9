import ConformanceCorpus
import Foundation
import TextMeasurement

/// `side-by-side --json`: the corpus timings and every case's layout, as JSON on stdout, for
/// Scripts/pango-benchmark.py, which lays out the same cases with Pango in the same run and prints the two together.
struct SideBySide {
    let cases: [CorpusCase]
    let runs: Int

    struct Timing: Encodable {
        var median: Double
        var minimum: Double
        var maximum: Double
        var spread: Double
        init(_ samples: Samples) {
            (median, minimum, maximum, spread) = (samples.median, samples.minimum, samples.maximum, samples.spread)
        }
    }

    struct Layout: Encodable {
        var id: String
        var lineCount: Int
        var lineWidths: [Double]
        var lineStarts: [Int]
        init(_ id: String, _ layout: TextLayout) {
            self.id = id
            lineCount = layout.lineCount
            lineWidths = layout.lines.map(\.width)
            lineStarts = layout.lines.map(\.range.lowerBound)
        }
    }

    struct Output: Encodable {
        var cases: Int
        var runs: Int
        var timings: [String: Timing]
        var layouts: [Layout]
        var oneFontLayouts: [Layout]
        var oneFont: [String: String]
        /// Whether a warm pass and a pass without the shaping cache gave exactly the first pass's layouts.
        var sameLayoutsWarmAndUncached: Bool
    }

    /// Measures every case with a fresh measurer, again with it (warm), and with one that keeps no shaping cache;
    /// whether all three passes give identical layouts.
    func layoutsAgreeAcrossModes(oneFont: Bool) throws -> Bool {
        func pass(_ measurer: TextMeasurer) throws -> [TextLayout] {
            var corpus = CorpusMeasurer(
                measurer: measurer, oneFont: oneFont ? (try measurer.face(family: OneFont.family), OneFont.size) : nil)
            return try cases.indices.map { try corpus.measure(cases[$0], at: $0) }
        }
        let measurer = try TextMeasurer.systemFonts()
        let first = try pass(measurer)
        let warm = try pass(measurer)
        let uncached = try pass(TextMeasurer(fontMatcher: try FontMatcher(), cacheCapacity: 0))
        return first == warm && first == uncached
    }

    func run() throws {
        let benchmarks = CorpusBenchmarks(cases: cases, runs: runs)
        let cold = try benchmarks.cold(oneFont: false)
        let warm = try benchmarks.warm(oneFont: false)
        let uncached = try benchmarks.uncached(oneFont: false)
        let oneCold = try benchmarks.cold(oneFont: true)
        let oneWarm = try benchmarks.warm(oneFont: true)
        let oneUncached = try benchmarks.uncached(oneFont: true)
        let harfBuzz = try benchmarks.harfBuzz(reusingBuffer: true)
        let output = Output(
            cases: cases.count, runs: runs,
            timings: [
                "coldSetup": Timing(cold.setup), "cold": Timing(cold.pass), "warm": Timing(warm),
                "oneFontCold": Timing(oneCold.pass), "oneFontWarm": Timing(oneWarm), "harfBuzz": Timing(harfBuzz),
                "uncached": Timing(uncached), "oneFontUncached": Timing(oneUncached),
            ],
            layouts: zip(cases, cold.layouts).map { Layout($0.id, $1) },
            oneFontLayouts: zip(cases, oneCold.layouts).map { Layout($0.id, $1) },
            oneFont: ["family": OneFont.family, "size": String(OneFont.size)],
            sameLayoutsWarmAndUncached: try layoutsAgreeAcrossModes(oneFont: false) && layoutsAgreeAcrossModes(oneFont: true))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        FileHandle.standardOutput.write(try encoder.encode(output))
        print("")
    }
}
