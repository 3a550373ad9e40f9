/// A type scale: for each text style and content-size category, a point size, leading and weight.
///
/// Built-in scales hold Apple's published tables — ``iOS`` (also iPadOS), ``watchOS``, and the fixed-size
/// ``macOS`` and ``tvOS`` scales, which have one size per style because those platforms have no Dynamic Type.
/// A design system's own scale is read from JSON with ``init(json:source:)`` and validated as a whole.
///
/// A scale defines its styles for a set of ``categories``. A category outside that set resolves to one the scale has
/// (see ``resolvedCategory(_:)``): the watchOS scale stops at AX3, so AX5 reads AX3; a fixed-size scale answers every
/// category with its one size.
public struct TypeScale: Sendable, Equatable {
    /// One cell of the table: what a text style is at one content-size category.
    public struct Entry: Hashable, Sendable {
        /// The font size in points (`UIFont.preferredFont(forTextStyle:).pointSize`).
        public var pointSize: Double
        /// The line height in points. ``FontMetrics`` scales by the ratio of these, as UIKit does.
        public var leading: Double
        /// The style's regular weight.
        public var weight: FontWeight
        /// The weight with the bold trait (the HIG's "emphasized" weight), where published.
        public var emphasizedWeight: FontWeight?
        /// Tracking (letter spacing) in points at this size, where published.
        public var tracking: Double?

        /// An entry with these values. Validation happens when a ``TypeScale`` is made of entries.
        public init(
            pointSize: Double, leading: Double, weight: FontWeight, emphasizedWeight: FontWeight? = nil,
            tracking: Double? = nil
        ) {
            self.pointSize = pointSize
            self.leading = leading
            self.weight = weight
            self.emphasizedWeight = emphasizedWeight
            self.tracking = tracking
        }
    }

    /// The scale's name, e.g. `"iOS"` or a design system's name.
    public let name: String
    /// The Apple platform a built-in scale belongs to; `nil` for a custom scale.
    public let platform: Platform?
    /// The categories the scale defines, ascending.
    public let categories: [ContentSizeCategory]
    /// The category an unspecified trait resolves to, and the one ``FontMetrics`` scales from.
    public internal(set) var defaultCategory: ContentSizeCategory
    /// The styles, in the scale's own order.
    public let styles: [TextStyle]
    /// Whether a style may get smaller as the category grows. `false` unless a scale file says so.
    public let allowsShrinking: Bool

    /// Per style, the entry for every one of the 12 categories, already resolved (index = category's raw value).
    let resolvedEntries: [TextStyle: [Entry]]
    /// The same entries, for ``entry(for:at:)``: found faster than through the dictionary.
    @usableFromInline let lookup: StyleLookup

    /// Whether the scale changes with the content-size category. `false` for macOS and tvOS, which have fixed sizes.
    public var supportsDynamicType: Bool { categories.count > 1 }

    /// The entry for `style` at `category`, resolving a category the scale lacks as ``resolvedCategory(_:)`` says;
    /// `nil` when the scale has no such style. A `nil` category (UIKit's `unspecified`) reads ``defaultCategory``.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func entry(for style: TextStyle, at category: ContentSizeCategory?) -> Entry? {
        lookup.entry(style, category: (category ?? defaultCategory).rawValue)
    }

    /// Whether the scale has `style`.
    public func contains(_ style: TextStyle) -> Bool {
        lookup.index(of: style) != nil
    }

    /// The category whose entries answer for `category`.
    ///
    /// `nil` (unspecified) is the ``defaultCategory``. A category the scale defines is itself. One beyond either end
    /// of ``categories`` is that end (watchOS: AX4 and AX5 are AX3; fixed scales: every category is their one).
    /// One inside the range that the scale skips is the next smaller one it has (watchOS has no medium: small).
    public func resolvedCategory(_ category: ContentSizeCategory?) -> ContentSizeCategory {
        guard let category else { return defaultCategory }
        return categories.last(where: { $0 <= category }) ?? categories[0]
    }

    /// A scale from validated parts; every check ``TypeScale/init(json:source:)`` makes is made here.
    ///
    /// - Parameters:
    ///   - name: The scale's name.
    ///   - platform: The Apple platform, for built-in scales.
    ///   - categories: The categories every style must define; must not be empty.
    ///   - defaultCategory: One of `categories`.
    ///   - allowsShrinking: Whether sizes may decrease as the category grows.
    ///   - styles: The styles in order, each with an entry for every category.
    /// - Throws: ``TypeScaleError`` listing every problem found, each naming its style, category and field.
    public init(
        name: String,
        platform: Platform? = nil,
        categories: [ContentSizeCategory],
        defaultCategory: ContentSizeCategory,
        allowsShrinking: Bool = false,
        styles: [(style: TextStyle, entries: [ContentSizeCategory: Entry])]
    ) throws(TypeScaleError) {
        let problems = TypeScale.problems(
            categories: categories, defaultCategory: defaultCategory, allowsShrinking: allowsShrinking, styles: styles)
        guard problems.isEmpty else { throw TypeScaleError(scale: name, problems: problems) }
        self.init(
            validatedName: name, platform: platform, categories: categories.sorted(),
            defaultCategory: defaultCategory, allowsShrinking: allowsShrinking, styles: styles)
    }

    /// Builds a scale whose parts were validated.
    init(
        validatedName name: String, platform: Platform?, categories: [ContentSizeCategory],
        defaultCategory: ContentSizeCategory, allowsShrinking: Bool,
        styles: [(style: TextStyle, entries: [ContentSizeCategory: Entry])]
    ) {
        self.name = name
        self.platform = platform
        self.categories = categories
        self.defaultCategory = defaultCategory
        self.allowsShrinking = allowsShrinking
        self.styles = styles.map(\.style)
        var resolved: [TextStyle: [Entry]] = [:]
        var rows: [(style: TextStyle, entries: [Entry])] = []
        for (style, entries) in styles {
            let row = ContentSizeCategory.allCases.map { category in
                entries[categories.last(where: { $0 <= category }) ?? categories[0]]!
            }
            resolved[style] = row
            rows.append((style, row))
        }
        self.resolvedEntries = resolved
        self.lookup = StyleLookup(rows)
    }

    /// The entries the scale defines for `style`, one per category in ``categories``; empty for an unknown style.
    public func definedEntries(for style: TextStyle) -> [(category: ContentSizeCategory, entry: Entry)] {
        guard let column = resolvedEntries[style] else { return [] }
        return categories.map { ($0, column[$0.rawValue]) }
    }

    public static func == (lhs: TypeScale, rhs: TypeScale) -> Bool {
        lhs.name == rhs.name && lhs.platform == rhs.platform && lhs.categories == rhs.categories
            && lhs.defaultCategory == rhs.defaultCategory && lhs.styles == rhs.styles
            && lhs.allowsShrinking == rhs.allowsShrinking && lhs.resolvedEntries == rhs.resolvedEntries
    }
}
