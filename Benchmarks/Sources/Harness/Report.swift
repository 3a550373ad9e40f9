/// Prints benchmark results in one layout: a heading per benchmark, then one line per measured figure.
enum Report {
    static func heading(_ name: String, _ what: String) {
        print("")
        print("\(name) — \(what)")
    }

    /// `  label  median … (…)   9.83 µs/string`.
    static func line(_ label: String, _ samples: Samples, items: Int? = nil, item: String = "string", extra: String = "") {
        var text = "  " + label.padding(toLength: max(34, label.count + 1), withPad: " ", startingAt: 0) + samples.summary
        if let items { text += "   " + samples.perItem(items, item) }
        if !extra.isEmpty { text += "   " + extra }
        print(text)
    }

    static func note(_ text: String) {
        print("  " + text)
    }

    /// `12.3×`.
    static func ratio(_ value: Double) -> String { format(value, value >= 10 ? 1 : 2) + "×" }

    /// `PASS`/`MISS` against a target, for the summary.
    static func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }
}

/// Targets from the issue, checked where a benchmark measures one, and printed at the end.
final class Targets {
    nonisolated(unsafe) static var results: [(target: String, figure: String, met: Bool)] = []

    static func check(_ target: String, _ figure: String, _ met: Bool) {
        results.append((target, figure, met))
        Report.note("target \(target): \(figure) — \(Report.verdict(met))")
    }

    static func printSummary() {
        guard !results.isEmpty else { return }
        print("")
        print("Targets")
        for result in results {
            print("  \(Report.verdict(result.met).padding(toLength: 7, withPad: " ", startingAt: 0)) \(result.target): \(result.figure)")
        }
    }
}
