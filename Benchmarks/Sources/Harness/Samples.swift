/// Repeated timings of one benchmark, in seconds, and what each covered.
struct Samples {
    var values: [Double]

    init(_ values: [Double]) {
        precondition(!values.isEmpty, "a benchmark ran at least once")
        self.values = values.sorted()
    }

    var median: Double { quantile(0.5) }
    var minimum: Double { values[0] }
    var maximum: Double { values[values.count - 1] }
    /// Half the interquartile range over the median: the spread of the middle half of the runs, ± percent.
    var spread: Double { median > 0 ? (quantile(0.75) - quantile(0.25)) / 2 / median : 0 }

    /// Linear interpolation between the closest ranks.
    func quantile(_ q: Double) -> Double {
        let position = q * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, values.count - 1)
        let fraction = position - Double(lower)
        return values[lower] + (values[upper] - values[lower]) * fraction
    }

    /// `median 4.21 ms (min 4.10, max 4.50, ±1.2% IQR, 15 runs)`.
    var summary: String {
        let unit = TimeUnit.fitting(median)
        return "median \(unit.format(median)) (min \(unit.format(minimum, suffix: false)), "
            + "max \(unit.format(maximum, suffix: false)), ±\(format(spread * 100, 1))% IQR, \(values.count) runs)"
    }

    /// The median cost of one of `count` items, e.g. `9.83 µs/string`.
    func perItem(_ count: Int, _ item: String) -> String {
        let each = median / Double(max(count, 1))
        return "\(TimeUnit.fitting(each).format(each))/\(item)"
    }

    /// Items per second at the median.
    func rate(_ count: Int) -> Double { Double(count) / median }
}

enum TimeUnit {
    case s, ms, us, ns

    static func fitting(_ seconds: Double) -> TimeUnit {
        switch seconds {
        case 1...: .s
        case 1e-3...: .ms
        case 1e-6...: .us
        default: .ns
        }
    }

    func format(_ seconds: Double, suffix: Bool = true) -> String {
        let (value, name): (Double, String) =
            switch self {
            case .s: (seconds, "s")
            case .ms: (seconds * 1e3, "ms")
            case .us: (seconds * 1e6, "µs")
            case .ns: (seconds * 1e9, "ns")
            }
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return Benchmarks.format(value, digits) + (suffix ? " " + name : "")
    }
}

/// `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let whole = Int(rounded / scale)
    let fraction = Int(rounded - Double(whole) * scale)
    let sign = value < 0 && rounded > 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let fractionText = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
}

/// Times `body` `runs` times after `warmUp` untimed runs.
func measureRuns(_ runs: Int, warmUp: Int = 1, _ body: () throws -> Void) rethrows -> Samples {
    for _ in 0..<warmUp { try body() }
    var values: [Double] = []
    for _ in 0..<max(runs, 1) { values.append(try seconds(body)) }
    return Samples(values)
}
