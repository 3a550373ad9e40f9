import TextMeasurement

/// `--child profile KIND PASSES`: one kind of corpus work alone, for a profiler (valgrind --tool=callgrind, perf):
/// `warm` (one untimed pass, then PASSES passes with the same measurer), `cold` (PASSES new measurers, one pass each),
/// `one-font-cold`, `uncached` and `one-font-uncached` (no shaping cache, after one untimed pass), `categories` (12
/// categories per text, no cache), `categories-warm` and `one-category-warm` (12 categories or one, cache warm).
/// Benchmarks/README.md has the commands.
enum Profiling {
    /// The profiled part: callgrind's `--toggle-collect='*profiledPasses*'` counts only this.
    @inline(never)
    static func profiledPasses(_ passes: Int, _ body: () throws -> Int) rethrows -> Int {
        var total = 0
        for _ in 0..<passes { total += try body() }
        return total
    }

    static func run(_ kind: String, passes: Int, corpusPath: String) throws {
        let cases = try Corpus.load(corpusPath)
        let benchmarks = CorpusBenchmarks(cases: cases, runs: passes)
        switch kind {
        case "warm":
            var corpus = CorpusMeasurer(measurer: try TextMeasurer.systemFonts())
            blackHole(try corpus.measureAll(cases))
            blackHole(try profiledPasses(passes) { try corpus.measureAll(cases) })
        case "uncached", "one-font-uncached":
            let measurer = TextMeasurer(fontMatcher: try FontMatcher(), cacheCapacity: 0)
            var corpus = CorpusMeasurer(
                measurer: measurer,
                oneFont: kind == "uncached" ? nil : (try measurer.face(family: OneFont.family), OneFont.size))
            blackHole(try corpus.measureAll(cases))
            blackHole(try profiledPasses(passes) { try corpus.measureAll(cases) })
        case "cold": blackHole(try benchmarks.cold(oneFont: false))
        case "one-font-cold": blackHole(try benchmarks.cold(oneFont: true))
        case "categories":
            let measurer = TextMeasurer(fontMatcher: try FontMatcher(), cacheCapacity: 0)
            var corpus = CorpusMeasurer(measurer: measurer)
            for _ in 0..<passes {
                for item in cases {
                    blackHole(
                        try measurer.measureAcrossCategories(
                            item.text, style: .body, font: .face(try corpus.face(for: item)), label: item.constraints))
                }
            }
        case "categories-warm", "one-category-warm":
            // The shaping cache warm (one untimed pass): what is left is laying out, 12 times or once per text.
            let measurer = try TextMeasurer.systemFonts()
            var corpus = CorpusMeasurer(measurer: measurer)
            let faces = try cases.map { item in try corpus.face(for: item) }
            let all = kind == "categories-warm"
            func pass() throws -> Int {
                var lines = 0
                for (item, face) in zip(cases, faces) {
                    lines += all
                        ? try measurer.measureAcrossCategories(
                            item.text, style: .body, font: .face(face), label: item.constraints
                        ).count
                        : try measurer.measure(
                            item.text, style: .body, category: .large, font: .face(face), label: item.constraints
                        ).lineCount
                }
                return lines
            }
            blackHole(try pass())
            blackHole(try profiledPasses(passes, pass))
        case "dump":
            // Every layout in full (sizes, lines, ranges, widths, baselines, fonts, truncation), to compare builds:
            // the corpus as Pango lays it out, as labels of 2 lines truncating at the tail, head and middle, and in
            // the body style at every category.
            let measurer = try TextMeasurer.systemFonts()
            var corpus = CorpusMeasurer(measurer: measurer)
            for (index, item) in cases.enumerated() {
                let face = try corpus.face(for: item)
                print(item.id, try corpus.measure(item, at: index))
                for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byCharWrapping] {
                    let label = LabelConfiguration(
                        width: item.width ?? 120, numberOfLines: 2, lineBreakMode: mode, language: item.language)
                    print(item.id, mode, try measurer.measure(item.text, face: face, size: item.size, label: label))
                }
                for (category, layout) in try measurer.measureAcrossCategories(
                    item.text, style: .body, font: .face(face), label: item.constraints)
                {
                    print(item.id, category, layout)
                }
            }
        default:
            throw UsageError("no profile named \(kind): warm, cold, one-font-cold, uncached, one-font-uncached, categories, categories-warm, one-category-warm")
        }
    }
}
