import ConformanceCorpus
import Foundation
import Glibc

/// `audit-formats`: `typescale audit` of a whole app's catalogs — 20 JSON catalogs named by language (`de.json` …),
/// 5,000 distinct multi-script strings each, 100,000 in all — in each output format, as a CI job writes them to a
/// file: the wall time, the peak resident memory and the report's size. Every format is written as the texts are
/// decided, so memory should not grow with the report: the target is each format's peak within 2× the text
/// report's (issue 14), which also asks for a JSON report a few times the catalogs' size (printed).
struct AuditFormatsBenchmark {
    let cases: [CorpusCase]
    let runs: Int
    static let languages = [
        "en", "de", "fr", "es", "it", "pt-BR", "nl", "sv", "da", "fi", "nb", "pl", "cs", "tr", "ru", "ja", "ko",
        "zh-Hans", "ar", "he",
    ]
    static let perCatalog = 5_000

    func run() throws {
        let total = Self.languages.count * Self.perCatalog
        Report.heading(
            "audit-formats", "`typescale audit` of \(Self.languages.count) JSON catalogs × \(Self.perCatalog) strings "
                + "(\(total), multi-script, made as for `memory`) × 12 categories, body, width 200, 2 lines, each format "
                + "to a pipe; \(runs) runs each, interleaved")
        guard let typescale = Paths.typescale else { return }
        let directory = NSTemporaryDirectory() + "audit-formats-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strings = MemoryBenchmark.strings(total, from: cases)
        var catalogBytes = 0
        for (index, language) in Self.languages.enumerated() {
            var entries: [String: String] = [:]
            for offset in 0..<Self.perCatalog {
                entries["string.\(offset)"] = strings[index * Self.perCatalog + offset]
            }
            let data = try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])
            try data.write(to: URL(fileURLWithPath: "\(directory)/\(language).json"))
            catalogBytes += data.count
        }
        Report.note("catalogs: \(format(Double(catalogBytes) / 1e6, 1)) MB")

        let formats = ["text", "json", "junit", "markdown"]
        var seconds: [String: [Double]] = [:], peaks: [String: [Double]] = [:], sizes: [String: Int] = [:]
        for _ in 0..<runs {
            for name in formats {
                let result = try runChild(
                    typescale,
                    ["audit", directory, "--style", "body", "--width", "200", "--lines", "2", "--format", name])
                guard result.status == 0 || result.status == 1 else {
                    throw UsageError("typescale audit --format \(name) failed with status \(result.status)")
                }
                seconds[name, default: []].append(result.seconds)
                peaks[name, default: []].append(Double(result.peakKilobytes) / 1024)
                sizes[name] = result.output.utf8.count
            }
        }
        let textPeak = Samples(peaks["text"] ?? []).median
        for name in formats {
            let peak = Samples(peaks[name] ?? []).median
            let size = Double(sizes[name] ?? 0)
            Report.line("--format \(name): process", Samples(seconds[name] ?? []), items: total)
            Report.note(
                "\(name): peak \(format(peak, 0)) MB (\(Report.ratio(peak / textPeak)) text's), report "
                    + "\(format(size / 1e6, 1)) MB (\(Report.ratio(size / Double(catalogBytes))) the catalogs)")
        }
        let worst = formats.map { Samples(peaks[$0] ?? []).median / textPeak }.max() ?? 0
        Targets.check("every format's peak memory within 2× the text report's", "\(Report.ratio(worst)) at most", worst <= 2)
        // Issue 14 asks for a JSON report "a few times the catalog's size" (it was 83×): a figure, not a threshold.
        let jsonRatio = Double(sizes["json"] ?? 0) / Double(catalogBytes)
        Report.note("the JSON report is \(Report.ratio(jsonRatio)) the catalogs' size")
    }
}
