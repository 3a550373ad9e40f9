extension ContentSizeCategory {
    /// Categories by short name, runs of consecutive categories as ranges: `XS, M…L, AX3…AX5`.
    public static func ranges(_ categories: [ContentSizeCategory]) -> String {
        runs(categories).map { run in
            run.lowerBound == run.upperBound
                ? run.lowerBound.shortName : "\(run.lowerBound.shortName)…\(run.upperBound.shortName)"
        }.joined(separator: ", ")
    }

    /// The runs of consecutive categories (by their order on the Settings slider) among `categories`.
    public static func runs(_ categories: [ContentSizeCategory]) -> [ClosedRange<ContentSizeCategory>] {
        // The categories as bits (twelve raw values from 0), read back in slider order: no set, no sorting.
        var present: UInt64 = 0
        for category in categories { present |= 1 << UInt64(category.rawValue) }
        var runs: [ClosedRange<ContentSizeCategory>] = []
        for category in allCases where present & 1 << UInt64(category.rawValue) != 0 {
            if let last = runs.last, last.upperBound.rawValue + 1 == category.rawValue {
                runs[runs.count - 1] = last.lowerBound...category
            } else {
                runs.append(category...category)
            }
        }
        return runs
    }
}
