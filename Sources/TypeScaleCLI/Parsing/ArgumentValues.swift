import DynamicType
import PackageSupport

/// Readers for the values options take; each throws a usage error naming the option, the value and what is accepted.
enum ArgumentValues {
    /// A finite number, optionally limited to a range.
    static func number(
        _ text: String, option: String, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    ) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            let bounds = range.lowerBound == -Double.greatestFiniteMagnitude
                ? "a finite number" : "a number from \(format(range.lowerBound)) to \(format(range.upperBound))"
            throw UsageError("\(option): '\(text)' is not \(bounds)")
        }
        return value
    }

    /// One content-size category by any of its names.
    static func category(_ text: String, option: String) throws(UsageError) -> ContentSizeCategory {
        do {
            return try ContentSizeCategory(name: text)
        } catch {
            throw UsageError("\(option): \(error)")
        }
    }

    /// A list of categories: `all`, names separated by commas, and ranges `XS...XXXL`, `...xxxLarge`, `AX1...`.
    static func categories(_ text: String, option: String) throws(UsageError) -> [ContentSizeCategory] {
        if text == "all" { return ContentSizeCategory.allCases }
        var result: [ContentSizeCategory] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if let range = part.range(of: "...") {
                let low = part[..<range.lowerBound], high = part[range.upperBound...]
                let lower = low.isEmpty ? ContentSizeCategory.extraSmall : try category(String(low), option: option)
                let upper = high.isEmpty ? ContentSizeCategory.accessibility5 : try category(String(high), option: option)
                guard lower <= upper else { throw UsageError("\(option): range '\(part)' runs backwards") }
                result += ContentSizeCategory.allCases.filter { $0 >= lower && $0 <= upper }
            } else {
                result.append(try category(part, option: option))
            }
        }
        return Array(Set(result)).sorted()
    }

    /// A list of text styles separated by commas; every one must be in `scale`.
    static func styles(_ text: String, option: String, in scale: TypeScale) throws(UsageError) -> [TextStyle] {
        var result: [TextStyle] = []
        for name in text.split(separator: ",").map(String.init) {
            let style = TextStyle(name: name)
            guard scale.contains(style) else {
                throw UsageError("\(option): the \(scale.name) scale has no style '\(name)'; it has "
                    + scale.styles.map(\.name).joined(separator: ", "))
            }
            if !result.contains(style) { result.append(style) }
        }
        guard !result.isEmpty else { throw UsageError("\(option): name at least one style") }
        return result
    }

    /// One of a fixed set of choices.
    static func choice<T: RawRepresentable & CaseIterable>(_ text: String, option: String) throws(UsageError) -> T
    where T.RawValue == String {
        guard let value = T(rawValue: text.lowercased()) else {
            throw UsageError("\(option): '\(text)' is not one of "
                + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }
}

/// A number as the command's tables and messages write it: at most `decimals` decimals (``DecimalText``).
func format(_ value: Double, decimals: Int = 3) -> String {
    DecimalText.of(value, maximumDecimals: decimals)
}
