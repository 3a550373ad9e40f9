import ConformanceCorpus
import Glibc
import TextMeasurement

/// `memory`: peak resident memory of a fresh process that measures N distinct strings (multi-script, made from
/// pieces of the corpus) with one measurer, as an audit of a large catalog does — with the default shaping cache,
/// and with none, so the difference is what the cache holds at its bound.
struct MemoryBenchmark {
    let cases: [CorpusCase]
    let count: Int

    /// Default `TextMeasurer` cache capacity, in UTF-16 units.
    static let defaultCapacity = TextMeasurer(cacheCapacity: 1_000_000).cacheCapacity

    /// `count` distinct strings: 1–9 pieces of 1–8 grapheme clusters from random corpus texts, spaces between, and
    /// a serial number so no two are the same. Deterministic (a fixed xorshift seed).
    static func strings(_ count: Int, from cases: [CorpusCase]) -> [String] {
        let texts = cases.map { Array($0.text) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        return (0..<count).map { serial in
            var pieces: [String] = []
            for _ in 0..<(1 + next(9)) {
                let text = texts[next(texts.count)]
                let start = next(text.count)
                let end = min(text.count, start + 1 + next(8))
                pieces.append(String(text[start..<end]))
            }
            pieces.append(String(serial))
            return pieces.joined(separator: " ")
        }
    }

    /// The child's work: prints `baseline peak seconds units strings`.
    static func child(count: Int, capacity: Int, corpusPath: String) throws {
        let cases = try Corpus.load(corpusPath)
        let strings = strings(count, from: cases)
        let units = strings.reduce(0) { $0 + $1.utf16.count }
        let measurer = try TextMeasurer.systemFonts(cacheCapacity: capacity)
        let constraints = LabelConfiguration(width: 320, numberOfLines: 0)
        // One measurement first, so the baseline has fontconfig, the system face and ICU loaded.
        _ = try measurer.measure("Baseline", style: .body, category: .large, label: constraints)
        let baseline = residentKiB().peak
        var lines = 0
        let time = try seconds {
            for text in strings {
                lines += try measurer.measure(text, style: .body, category: .large, label: constraints).lineCount
            }
        }
        blackHole(lines)
        print("\(baseline) \(residentKiB().peak) \(time) \(units) \(strings.count)")
    }

    func run(corpusPath: String) throws {
        Report.heading(
            "memory", "peak resident memory (VmHWM) of a fresh process measuring \(count) distinct multi-script "
                + "strings, body at large, width 320, system font with fallback")
        var peaks: [Int: Double] = [:]
        for capacity in [Self.defaultCapacity, 0] {
            let result = try runChild(
                Paths.executable, ["--child", "memory", String(count), String(capacity), corpusPath])
            let fields = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
            guard result.status == 0, fields.count == 5 else {
                throw UsageError("the memory child failed (status \(result.status)): \(result.output)")
            }
            let (baseline, peak, time, units) = (fields[0] / 1024, fields[1] / 1024, fields[2], Int(fields[3]))
            peaks[capacity] = peak
            Report.note(
                "cache \(capacity == 0 ? "off" : "\(capacity) UTF-16 units"): peak \(format(peak, 1)) MiB "
                    + "(\(format(baseline, 1)) MiB after set-up and one measurement, +\(format(peak - baseline, 1)) MiB), "
                    + "\(format(time / Double(count) * 1e6, 1)) µs/string, \(units) units in all")
        }
        let peak = peaks[Self.defaultCapacity] ?? 0
        Report.note(
            "the cache at its bound holds ≈ \(format((peak - (peaks[0] ?? 0)), 1)) MiB "
                + "(peak with the default cache − peak with none)")
        Targets.check("peak memory for \(count) distinct strings < 200 MB", "\(format(peak * 1.048576, 1)) MB", peak * 1.048576 < 200)
    }
}
