import ConformanceCorpus
import DynamicType
import TextMeasurement

/// `categories`: a text style measured at all 12 content-size categories (`measureAcrossCategories`) against the
/// same text at one category, over the corpus (body style, each case in its own face, width and line limit).
struct CategoryBenchmark {
    let cases: [CorpusCase]
    let runs: Int

    func run() throws {
        Report.heading(
            "categories", "body style at all 12 categories vs at one (large), \(cases.count) corpus texts in their "
                + "own faces")
        let matcher = try FontMatcher()
        // No shaping cache: every call shapes its text, as the first measurement of a string does.
        let uncached = TextMeasurer(fontMatcher: matcher, cacheCapacity: 0)
        let (oneFirst, allFirst) = try compare(uncached)
        Report.line("first: one category", oneFirst, items: cases.count)
        Report.line("first: 12 categories", allFirst, items: cases.count)
        let firstRatio = allFirst.median / oneFirst.median
        Report.note("12 categories cost \(Report.ratio(firstRatio)) one (shaped once, laid out 12 times)")
        // The default cache, warm: every paragraph is shaped already, only layout is left.
        let cached = TextMeasurer(fontMatcher: matcher)
        let (oneWarm, allWarm) = try compare(cached)
        Report.line("warm: one category", oneWarm, items: cases.count)
        Report.line("warm: 12 categories", allWarm, items: cases.count)
        let warmRatio = allWarm.median / oneWarm.median
        // Not a target: with the shaping cached, one category is a look-up and one layout and twelve are a look-up and
        // twelve layouts, so the ratio tends to 12 as layouts get cheaper; what it shows is the cost of a layout.
        let perLayout = (allWarm.median - oneWarm.median) / 11 / Double(cases.count) * 1e9
        Report.note(
            "12 categories cost \(Report.ratio(warmRatio)) one when shaping is cached (12 layouts vs 1; "
                + "\(format(perLayout, 0)) ns per extra layout)")
        Targets.check(
            "12 categories ≤ 2× one (a string's measurement)", Report.ratio(firstRatio), firstRatio <= 2)
    }

    /// Times one category and all categories, interleaving the runs so drift in the machine's load hits both.
    private func compare(_ measurer: TextMeasurer) throws -> (one: Samples, all: Samples) {
        var faces: [FontFace] = []
        var corpus = CorpusMeasurer(measurer: measurer)
        for item in cases { faces.append(try corpus.face(for: item)) }
        var one: [Double] = [], all: [Double] = []
        var lines = 0
        for run in 0...runs {
            let oneTime = try seconds {
                for (item, face) in zip(cases, faces) {
                    lines += try measurer.measure(
                        item.text, style: .body, category: .large, font: .face(face), label: item.constraints
                    ).lineCount
                }
            }
            let allTime = try seconds {
                for (item, face) in zip(cases, faces) {
                    lines += try measurer.measureAcrossCategories(
                        item.text, style: .body, font: .face(face), label: item.constraints
                    ).count
                }
            }
            if run > 0 {  // the first round warms up
                one.append(oneTime)
                all.append(allTime)
            }
        }
        blackHole(lines)
        return (Samples(one), Samples(all))
    }
}
