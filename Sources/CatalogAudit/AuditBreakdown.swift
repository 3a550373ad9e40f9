import DynamicType

/// Where an audit's failures are: per locale, how many of its texts do not fit and from which category the first
/// breaks; per category, how many texts first break there — which locales break first, from which text size.
public struct AuditBreakdown: Sendable, Hashable {
    /// One locale's texts.
    public struct Locale: Sendable, Hashable {
        /// The BCP 47 tag, or `nil` for texts whose catalog names no language.
        public var locale: String?
        /// Its texts audited.
        public var strings: Int
        /// Those that do not fit or could not be measured.
        public var failing: Int
        /// The smallest category at which one of its texts does not fit; `nil` when none fails at a category (every
        /// failure could not be measured, or none fails).
        public var firstFailingCategory: ContentSizeCategory?
    }

    /// Every locale's counts so far.
    private var locales: [String?: Locale] = [:]
    /// Texts by their first failing category.
    private var firstCategories: [ContentSizeCategory: Int] = [:]

    /// The locales with a text that does not fit, those breaking at the smallest category first, then by most
    /// failing, then by tag.
    public var failingLocales: [Locale] {
        locales.values.filter { $0.failing > 0 }.sorted { a, b in
            let (first, second) = (a.firstFailingCategory?.rawValue ?? .max, b.firstFailingCategory?.rawValue ?? .max)
            if first != second { return first < second }
            if a.failing != b.failing { return a.failing > b.failing }
            return (a.locale ?? "") < (b.locale ?? "")
        }
    }

    /// How many locales have every text fit.
    public var fittingLocaleCount: Int { locales.values.count { $0.failing == 0 } }
    /// How many texts first fail at a category.
    public struct FirstFailure: Sendable, Hashable {
        /// The category.
        public var category: ContentSizeCategory
        /// The texts that fit below it and not at it.
        public var strings: Int
    }

    /// For each category, ascending, the texts whose first failing category it is (categories no text first fails at
    /// are left out).
    public var firstFailingCategories: [FirstFailure] {
        firstCategories.sorted { $0.key < $1.key }.map { FirstFailure(category: $0.key, strings: $0.value) }
    }

    /// An empty breakdown.
    public init() {}

    /// Counts one text.
    mutating func add(_ item: AuditItem) {
        var locale = locales[item.entry.locale] ?? Locale(locale: item.entry.locale, strings: 0, failing: 0)
        locale.strings += 1
        if !item.fits {
            locale.failing += 1
            if case .success(let outcome)? = item.outcome, let first = outcome.firstFailure?.report.category {
                locale.firstFailingCategory = min(locale.firstFailingCategory ?? first, first)
                firstCategories[first, default: 0] += 1
            }
        }
        locales[item.entry.locale] = locale
    }

    /// The breakdown as lines of text, aligned:
    ///
    /// ```
    /// By locale (first failing category, failing of strings):
    ///   de         from L     12 of 240
    ///   (no locale)  —         1 of 3
    /// 4 other locales: every string fits.
    /// By first failing category:
    ///   L     12
    /// ```
    public var lines: [String] {
        let failingLocales = failingLocales
        guard !failingLocales.isEmpty else { return [] }
        let names = failingLocales.map { $0.locale ?? "(no locale)" }
        let width = names.map(\.count).max() ?? 0
        var lines = ["By locale (first failing category, failing of strings):"]
        for (name, locale) in zip(names, failingLocales) {
            let from = locale.firstFailingCategory.map { "from " + $0.shortName } ?? "—"
            lines.append(
                "  " + Self.padded(name, to: width) + "  "
                    + Self.padded(from, to: 9) + " \(locale.failing) of \(locale.strings)")
        }
        if fittingLocaleCount > 0 {
            lines.append("\(fittingLocaleCount) other locale\(fittingLocaleCount == 1 ? "" : "s"): every string fits.")
        }
        let firstFailingCategories = firstFailingCategories
        if !firstFailingCategories.isEmpty {
            lines.append("By first failing category:")
            for first in firstFailingCategories {
                lines.append("  " + Self.padded(first.category.shortName, to: 5) + " \(first.strings)")
            }
        }
        return lines
    }

    /// `text` made `length` UTF-16 units long, with spaces after it or cut, as `NSString`'s
    /// `padding(toLength:withPad:startingAt:)` makes it.
    private static func padded(_ text: String, to length: Int) -> String {
        let units = text.utf16.count
        if units >= length { return String(decoding: text.utf16.prefix(length), as: UTF16.self) }
        return text + String(repeating: " ", count: length - units)
    }
}
