/// The order of variants within a key and locale, for the formats whose files are unordered (JSON, property lists).
///
/// The key's plain text first; then variants compared segment by segment (segments split at `.` and `,`): plural
/// rules in CLDR order (zero, one, two, few, many, other), numbers numerically (`width.20` before `width.100`),
/// `other` after any other name, and names otherwise in code-point order.
enum VariantOrder {
    /// CLDR's plural categories, in CLDR's order.
    static let pluralRules = ["zero", "one", "two", "few", "many", "other"]

    /// Whether `a` comes before `b`.
    static func precedes(_ a: String?, _ b: String?) -> Bool {
        guard let a else { return b != nil }
        guard let b else { return false }
        let left = segments(a), right = segments(b)
        for (x, y) in zip(left, right) where x != y {
            return segmentPrecedes(x, y)
        }
        return left.count < right.count
    }

    /// Sorts `names` as variant segments are sorted: `["other", "one"]` → `["one", "other"]`.
    static func sorted(_ names: some Sequence<String>) -> [String] {
        names.sorted(by: segmentPrecedes)
    }

    private static func segments(_ variant: String) -> [Substring] {
        variant.split(whereSeparator: { $0 == "." || $0 == "," })
    }

    private static func segmentPrecedes(_ x: some StringProtocol, _ y: some StringProtocol) -> Bool {
        if let i = pluralRules.firstIndex(of: String(x)), let j = pluralRules.firstIndex(of: String(y)) { return i < j }
        if x == "other" || y == "other" { return y == "other" }
        if let m = Int(x), let n = Int(y) { return m < n }
        return String(x) < String(y)
    }
}
