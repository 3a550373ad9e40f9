import DynamicType

/// `lookups`: `FontMetrics.scaledValue(for:compatibleWith:)`, `scaleFactor(for:)`, and `TypeScale.entry(for:at:)`,
/// each called in a loop over every category (and every iOS style), timed per call.
struct LookupBenchmarks {
    let runs: Int
    /// Calls per timed run.
    let calls = 1_000_000

    func run() throws {
        Report.heading("lookups", "\(calls) calls per run, cycling through the 12 categories and the 11 iOS styles")
        let metrics = FontMetrics(forTextStyle: .body)
        let categories = ContentSizeCategory.allCases
        let traits = categories.map { TraitCollection(preferredContentSizeCategory: $0, displayScale: 3) }
        let values = (0..<16).map { 4 + Double($0) * 2.5 }
        let styles = TypeScale.iOS.styles
        let calls = self.calls

        var sum = 0.0
        let scaled = measureRuns(runs) {
            for index in 0..<calls {
                sum += metrics.scaledValue(for: values[index & 15], compatibleWith: traits[index % 12])
            }
        }
        Report.line("scaledValue(for:compatibleWith:)", scaled, items: calls, item: "look-up")
        let factor = measureRuns(runs) {
            for index in 0..<calls { sum += metrics.scaleFactor(for: categories[index % 12]) }
        }
        Report.line("scaleFactor(for:)", factor, items: calls, item: "look-up")
        let scale = TypeScale.iOS
        let entry = measureRuns(runs) {
            for index in 0..<calls {
                sum += scale.entry(for: styles[index % 11], at: categories[index % 12])?.pointSize ?? 0
            }
        }
        Report.line("TypeScale.entry(for:at:)", entry, items: calls, item: "look-up")
        let viaStatic = measureRuns(runs) {
            for index in 0..<calls {
                sum += TypeScale.iOS.entry(for: styles[index % 11], at: categories[index % 12])?.leading ?? 0
            }
        }
        Report.line("TypeScale.iOS.entry(for:at:)", viaStatic, items: calls, item: "look-up")
        blackHole(sum)
        let worst = [scaled, factor, entry, viaStatic].map { $0.median / Double(calls) }.max() ?? 0
        Targets.check("look-ups < 20 ns", "slowest \(TimeUnit.ns.format(worst))/look-up", worst < 20e-9)
    }
}
