import Foundation
import ConformanceCorpus
import TextMeasurement

// Measures the conformance corpus with TextMeasurement and compares line counts, line starts and line widths with a
// reference engine's layouts of the same cases, fonts and widths (unhinted). Prints agreement per script group.
//
// Usage: swift run -c release Conformance [corpus.jsonl] [reference.jsonl] [--list]

let arguments = CommandLine.arguments.dropFirst()
let paths = arguments.filter { !$0.hasPrefix("--") }
let corpusPath = paths.first ?? "Fixtures/Corpus/corpus.jsonl"
let referencePath = paths.dropFirst().first ?? "Fixtures/Corpus/pango-reference.jsonl"
let listsMismatches = arguments.contains("--list")
/// Widths agree when they differ by less than this many points.
let widthTolerance = 0.5

do {
    let cases = try JSONLines.read(CorpusCase.self, path: corpusPath)
    let references = Dictionary(
        try JSONLines.read(ReferenceLayout.self, path: referencePath).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let measurer = try TextMeasurer.systemFonts()

    struct Tally {
        var cases = 0, lineCounts = 0, starts = 0, widths = 0
    }
    var tallies: [String: Tally] = [:]
    var knownTallies: [String: Tally] = [:]
    var mismatches: [String] = []
    var groups: [String] = []

    for item in cases {
        guard let reference = references[item.id], let lineCount = reference.lineCount else {
            mismatches.append("\(item.id): no reference layout")
            continue
        }
        let face = try item.fontFile.map { try FontFace(contentsOfFile: $0, faceIndex: item.fontIndex ?? 0) }
            ?? measurer.face(family: item.family)
        let layout = try measurer.measure(
            item.text, face: face, size: item.size,
            label: item.constraints)
        // With a line limit, Pango lays out every line and says how many show: compare those.
        let shown = item.maxLines > 0 ? min(reference.visibleLineCount ?? lineCount, item.maxLines) : lineCount
        let sameCount = layout.lineCount == shown
        let sameStarts = reference.lineStarts.map { layout.lines.map(\.range.lowerBound) == Array($0.prefix(shown)) }
            ?? sameCount
        let widthsAgree = sameCount && zip(layout.lines.map(\.width), (reference.lineWidths ?? []).prefix(shown))
            .allSatisfy { abs($0 - $1) < widthTolerance }
        let group = item.group
        if !groups.contains(group) { groups.append(group) }
        func count(_ tally: inout Tally) {
            tally.cases += 1
            if sameCount { tally.lineCounts += 1 }
            if sameStarts { tally.starts += 1 }
            if widthsAgree { tally.widths += 1 }
        }
        if item.reportedApartBecause == nil { count(&tallies[group, default: Tally()]) } else {
            count(&knownTallies[group, default: Tally()])
        }
        if !(sameCount && sameStarts && widthsAgree) {
            let ours = layout.lines.map { String(format: "%.2f", $0.width) }.joined(separator: " ")
            let fonts = Set(layout.lines.flatMap { $0.fonts.map(\.family) }).sorted().joined(separator: ", ")
            let theirs = (reference.lineWidths ?? []).map { String(format: "%.2f", $0) }.joined(separator: " ")
            mismatches.append(
                "\(item.id)\(item.reportedApartBecause.map { " (\($0.prefix(24)))" } ?? ""): lines \(layout.lineCount) vs "
                    + "\(shown); starts \(layout.lines.map(\.range.lowerBound)) vs \(reference.lineStarts ?? []); "
                    + "widths [\(ours)] vs [\(theirs)]; fonts \(fonts)")
        }
    }

    func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "-" : String(format: "%.1f%%", 100 * Double(part) / Double(whole))
    }
    func report(_ title: String, _ tallies: [String: Tally]) {
        print(title)
        print("group".padding(toLength: 14, withPad: " ", startingAt: 0) + "cases  line count  line starts  widths ±0.5pt")
        var total = Tally()
        for group in groups {
            guard let tally = tallies[group] else { continue }
            total.cases += tally.cases
            total.lineCounts += tally.lineCounts
            total.starts += tally.starts
            total.widths += tally.widths
            print(
                group.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + String(tally.cases).leftPadded(5) + percent(tally.lineCounts, tally.cases).leftPadded(12)
                    + percent(tally.starts, tally.cases).leftPadded(13) + percent(tally.widths, tally.cases).leftPadded(15))
        }
        print(
            "all".padding(toLength: 14, withPad: " ", startingAt: 0) + String(total.cases).leftPadded(5)
                + percent(total.lineCounts, total.cases).leftPadded(12) + percent(total.starts, total.cases).leftPadded(13)
                + percent(total.widths, total.cases).leftPadded(15))
    }
    report("Agreement with the reference engine (cases where UIKit and it are not known to differ):", tallies)
    print("")
    report("Reported apart: UIKit and Pango known to differ (push-out, Korean, Thai), or unverified rules:", knownTallies)
    if listsMismatches && !mismatches.isEmpty {
        print("\nMismatches:")
        mismatches.forEach { print("  " + $0) }
    } else if !mismatches.isEmpty {
        print("\n\(mismatches.count) cases differ; --list shows them.")
    }
} catch {
    FileHandle.standardError.write(Data("conformance: \(error)\n".utf8))
    exit(1)
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
