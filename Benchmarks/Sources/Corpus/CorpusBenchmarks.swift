import ConformanceCorpus
import DynamicType
import TextMeasurement

/// Measuring the multi-script corpus: cold (a new font matcher and measurer, first pass), warm (the same measurer
/// again), and the same texts in one font at one size; and HarfBuzz shaping the same texts alone, for scale.
struct CorpusBenchmarks {
    let cases: [CorpusCase]
    let runs: Int

    struct ColdRun {
        /// `FontMatcher()`: fontconfig loading its configuration and font caches.
        var setup: Double
        /// The first pass: faces loaded, fallback fonts chosen, every paragraph shaped and laid out.
        var pass: Double
        var layouts: [TextLayout]
    }

    /// A new matcher and measurer, then every case once.
    func coldRun(oneFont: Bool) throws -> ColdRun {
        var layouts: [TextLayout] = []
        layouts.reserveCapacity(cases.count)
        let start = nanoseconds()
        let matcher = try FontMatcher()
        let ready = nanoseconds()
        let measurer = TextMeasurer(fontMatcher: matcher)
        var corpus = CorpusMeasurer(
            measurer: measurer, oneFont: oneFont ? (try measurer.face(family: OneFont.family), OneFont.size) : nil)
        for (index, item) in cases.enumerated() { layouts.append(try corpus.measure(item, at: index)) }
        let end = nanoseconds()
        return ColdRun(setup: Double(ready - start) / 1e9, pass: Double(end - ready) / 1e9, layouts: layouts)
    }

    struct ColdTimings {
        var setup: Samples
        var pass: Samples
        /// The first cold pass in this process (ICU's break rules and HarfBuzz's tables loaded for the first time).
        var firstPass: Double
        var layouts: [TextLayout]
    }

    func cold(oneFont: Bool) throws -> ColdTimings {
        var setups: [Double] = [], passes: [Double] = []
        var first: ColdRun?
        for _ in 0..<runs {
            let run = try coldRun(oneFont: oneFont)
            if first == nil { first = run }
            setups.append(run.setup)
            passes.append(run.pass)
        }
        return ColdTimings(
            setup: Samples(setups), pass: Samples(passes), firstPass: first?.pass ?? 0, layouts: first?.layouts ?? [])
    }

    /// One measurer, one untimed pass, then `runs` timed passes over the same cases.
    func warm(oneFont: Bool) throws -> Samples {
        try repeatedPasses(with: try TextMeasurer.systemFonts(), oneFont: oneFont)
    }

    /// No shaping cache (`cacheCapacity: 0`), fonts and fallback choices loaded by one untimed pass: every
    /// measurement shapes its text again, as Pango, which has no shaping cache, lays out every text again.
    func uncached(oneFont: Bool) throws -> Samples {
        try repeatedPasses(with: TextMeasurer(fontMatcher: try FontMatcher(), cacheCapacity: 0), oneFont: oneFont)
    }

    /// An untimed pass, then `runs` timed passes over the cases with one measurer.
    private func repeatedPasses(with measurer: TextMeasurer, oneFont: Bool) throws -> Samples {
        var corpus = CorpusMeasurer(
            measurer: measurer, oneFont: oneFont ? (try measurer.face(family: OneFont.family), OneFont.size) : nil)
        var lines = 0
        let samples = try measureRuns(runs) { lines += try corpus.measureAll(cases) }
        blackHole(lines)
        return samples
    }

    /// HarfBuzz alone: each case's text shaped as one buffer in its face (no itemization, fallback, line breaking or
    /// layout), fonts made beforehand.
    func harfBuzz(reusingBuffer: Bool) throws -> Samples {
        let measurer = try TextMeasurer.systemFonts()
        var corpus = CorpusMeasurer(measurer: measurer)
        let fonts = try HarfBuzzBaseline(cases: cases, faces: cases.map { try corpus.face(for: $0) })
        var total = 0
        let samples = measureRuns(runs) { total &+= fonts.shapeAll(reusingBuffer: reusingBuffer) }
        blackHole(total)
        return samples
    }

    /// `corpus`: cold, warm, and HarfBuzz alone.
    func run() throws {
        let units = Corpus.units(cases)
        Report.heading(
            "corpus", "\(cases.count) multi-script cases (\(units) UTF-16 units; sizes 11–53 pt, widths 80–320 pt "
                + "and unlimited, max lines 0–3), each in its own font")
        let cold = try cold(oneFont: false)
        Report.line("cold: FontMatcher()", cold.setup, extra: "(fontconfig set-up, once per matcher)")
        Report.line("cold: first pass", cold.pass, items: cases.count)
        Report.note("first cold pass in this process: \(TimeUnit.fitting(cold.firstPass).format(cold.firstPass))")
        let uncached = try uncached(oneFont: false)
        Report.line("uncached: fonts loaded", uncached, items: cases.count, extra: "cacheCapacity 0: shapes every time")
        let warm = try warm(oneFont: false)
        Report.line("warm: same measurer", warm, items: cases.count)
        let shaped = try harfBuzz(reusingBuffer: false)
        Report.line("HarfBuzz alone (new buf)", shaped, items: cases.count, extra: "hb_shape of each text, one buffer each")
        let reused = try harfBuzz(reusingBuffer: true)
        Report.line("HarfBuzz alone (reused)", reused, items: cases.count, extra: "one hb_buffer_t for all")
        Targets.check(
            "warm below HarfBuzz-alone shaping", "warm \(warm.perItem(cases.count, "string")) vs "
                + "\(reused.perItem(cases.count, "string")) (reused buffer), "
                + "\(shaped.perItem(cases.count, "string")) (new buffer)", warm.median < reused.median)
    }

    /// `corpus-one-font`: the same texts in one font and size, cold and warm.
    func runOneFont() throws {
        Report.heading("corpus-one-font", "the same \(cases.count) texts, widths and line limits, all in "
            + "\(OneFont.family) at \(format(OneFont.size, 0)) pt (fallback fonts for other scripts)")
        let oneCold = try self.cold(oneFont: true)
        Report.line("cold: first pass", oneCold.pass, items: cases.count)
        let oneUncached = try self.uncached(oneFont: true)
        Report.line("uncached: fonts loaded", oneUncached, items: cases.count, extra: "cacheCapacity 0: shapes every time")
        let oneWarm = try self.warm(oneFont: true)
        Report.line("warm: same measurer", oneWarm, items: cases.count)
        Report.note("Pango's throughput on the same cases: Scripts/benchmark --pango (Scripts/pango-benchmark.py)")
    }
}
