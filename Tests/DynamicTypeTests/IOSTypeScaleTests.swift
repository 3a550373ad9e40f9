import DynamicType
import Testing

/// The published iOS / iPadOS tables, pasted from `apple-dynamic-type.md` §1 (Apple HIG *Typography*).
enum PublishedIOS {
    /// §1a: point size and weight.
    static let sizes = MarkdownTable("""
        | style | weight | xS | S | M | L* | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
        |---|---|---|---|---|---|---|---|---|---|---|---|---|---|
        | largeTitle | regular | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
        | title1 | regular | 25 | 26 | 27 | 28 | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
        | title2 | regular | 19 | 20 | 21 | 22 | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56 |
        | title3 | regular | 17 | 18 | 19 | 20 | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55 |
        | headline | semibold | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
        | body | regular | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
        | callout | regular | 13 | 14 | 15 | 16 | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51 |
        | subheadline | regular | 12 | 13 | 14 | 15 | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
        | footnote | regular | 12 | 12 | 12 | 13 | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44 |
        | caption1 | regular | 11 | 11 | 11 | 12 | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43 |
        | caption2 | regular | 11 | 11 | 11 | 11 | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 40 |
        """)

    /// §1b: leading as the HIG publishes it.
    static let higLeading = MarkdownTable("""
        | style | xS | S | M | L* | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
        |---|---|---|---|---|---|---|---|---|---|---|---|---|
        | largeTitle | 38 | 39 | 40 | 41 | 43 | 46 | 48 | 52 | 57 | 61 | 66 | 70 |
        | title1 | 31 | 32 | 33 | 34 | 37 | 39 | 41 | 46 | 51 | 57 | 62 | 68 |
        | title2 | 24 | 25 | 26 | 28 | 30 | 32 | 34 | 41 | 47 | 52 | 59 | 66 |
        | title3 | 22 | 23 | 24 | 25 | 28 | 30 | 32 | 38 | 44 | 51 | 58 | 65 |
        | headline | 19 | 20 | 21 | 22 | 24 | 26 | 29 | 34 | 40 | 48 | 56 | 62 |
        | body | 19 | 20 | 21 | 22 | 24 | 26 | 29 | 34 | 40 | 48 | 56 | 62 |
        | callout | 18 | 19 | 20 | 21 | 23 | 25 | 28 | 32 | 39 | 46 | 52 | 60 |
        | subheadline | 16 | 18 | 19 | 20 | 22 | 24 | 28 | 31 | 37 | 43 | 50 | 58 |
        | footnote | 16 | 16 | 16 | 18 | 20 | 22 | 24 | 29 | 33 | 40 | 46 | 52 |
        | caption1 | 13 | 13 | 13 | 16 | 19 | 21 | 23 | 28 | 32 | 39 | 44 | 51 |
        | caption2 | 13 | 13 | 13 | 13 | 18 | 20 | 22 | 25 | 30 | 35 | 41 | 48 |
        """)

    /// §1b: the eight cells where the device's leading (implied by the measured `UIFontMetrics` factors) differs
    /// from the HIG's.
    static let deviceLeading = MarkdownTable("""
        | style | category | HIG leading | runtime leading implied by UIFontMetrics factor |
        |---|---|---|---|
        | title1 | xLarge | 37 | 36 (factor 1.0587) |
        | title1 | xxLarge | 39 | 38 (factor 1.1177) |
        | title1 | accessibility4 | 62 | 61 (factor 1.794) |
        | headline | accessibility4 | 56 | 51 (factor 2.3183) |
        | subheadline | xxxLarge | 28 | 26 (factor 1.3) |
        | subheadline | accessibility2 | 37 | 36 (factor 1.8) |
        | caption1 | accessibility1 | 28 | 27 (factor 1.6877) |
        | caption2 | accessibility2 | 30 | 29 (factor 2.2307) |
        """)

    /// §1: "Emphasized (bold-trait) weight … Large Title / Title 1 / Title 2 → Bold; Title 3 … Caption 2 → Semibold."
    static let emphasizedWeight: [String: FontWeight] = [
        "largeTitle": .bold, "title1": .bold, "title2": .bold, "title3": .semibold, "headline": .semibold,
        "body": .semibold, "callout": .semibold, "subheadline": .semibold, "footnote": .semibold,
        "caption1": .semibold, "caption2": .semibold,
    ]

    /// The tables' column headings, and the names §1b's difference table uses, mapped by hand.
    static let categoryByHeading: [String: ContentSizeCategory] = [
        "xS": .extraSmall, "S": .small, "M": .medium, "L*": .large, "xL": .extraLarge, "xxL": .extraExtraLarge,
        "xxxL": .extraExtraExtraLarge, "AX1": .accessibility1, "AX2": .accessibility2, "AX3": .accessibility3,
        "AX4": .accessibility4, "AX5": .accessibility5,
    ]
    static let categoryByName: [String: ContentSizeCategory] = [
        "xLarge": .extraLarge, "xxLarge": .extraExtraLarge, "xxxLarge": .extraExtraExtraLarge,
        "accessibility1": .accessibility1, "accessibility2": .accessibility2, "accessibility4": .accessibility4,
    ]

    /// One published cell.
    struct Cell: Sendable, CustomTestStringConvertible {
        var style: TextStyle
        var category: ContentSizeCategory
        var size: Double
        var weight: FontWeight
        var emphasizedWeight: FontWeight
        var higLeading: Double
        /// The device's leading where §1b lists it as differing from the HIG, else `nil`.
        var deviceLeading: Double?

        var testDescription: String { "\(style.name) @ \(category)" }
    }

    /// The 132 cells.
    static let cells: [Cell] = {
        var device: [String: Double] = [:]
        for row in deviceLeading.rows {
            let leading = Double(row[3].split(separator: " ")[0])!
            device["\(row[0]) \(categoryByName[row[1]]!)"] = leading
        }
        var cells: [Cell] = []
        for row in sizes.rows {
            let leadingRow = higLeading.rows.first { $0[0] == row[0] }!
            for (column, heading) in sizes.header.enumerated().dropFirst(2) {
                let category = categoryByHeading[heading]!
                cells.append(Cell(
                    style: TextStyle(row[0]), category: category, size: Double(row[column])!,
                    weight: FontWeight(rawValue: row[1])!, emphasizedWeight: emphasizedWeight[row[0]]!,
                    higLeading: Double(leadingRow[column - 1])!, deviceLeading: device["\(row[0]) \(category)"]))
            }
        }
        return cells
    }()
}

@Suite("iOS type scale")
struct IOSTypeScaleTests {
    @Test("the pasted tables parse to 11 styles × 12 categories, with 8 device differences")
    func tablesParse() {
        #expect(PublishedIOS.cells.count == 132)
        #expect(PublishedIOS.higLeading.header.dropFirst() == PublishedIOS.sizes.header.dropFirst(2))
        #expect(PublishedIOS.cells.filter { $0.deviceLeading != nil }.count == 8)
    }

    @Test("size, weight and emphasized weight equal the HIG", arguments: PublishedIOS.cells)
    func sizeAndWeight(_ cell: PublishedIOS.Cell) throws {
        for scale in [TypeScale.iOS, .iPadOS] {
            let entry = try #require(scale.entry(for: cell.style, at: cell.category))
            #expect(entry.pointSize == cell.size, "\(scale.name)")
            #expect(entry.weight == cell.weight, "\(scale.name)")
            #expect(entry.emphasizedWeight == cell.emphasizedWeight, "\(scale.name)")
        }
    }

    @Test("leading is the device's: the HIG's except in the 8 documented cells", arguments: PublishedIOS.cells)
    func leading(_ cell: PublishedIOS.Cell) throws {
        for scale in [TypeScale.iOS, .iPadOS] {
            let entry = try #require(scale.entry(for: cell.style, at: cell.category))
            #expect(entry.leading == (cell.deviceLeading ?? cell.higLeading), "\(scale.name)")
        }
    }

    @Test("the scale differs from the HIG's leading in exactly the 8 documented cells")
    func leadingDifferences() throws {
        var differing: [String] = []
        for cell in PublishedIOS.cells {
            let entry = try #require(TypeScale.iOS.entry(for: cell.style, at: cell.category))
            if entry.leading != cell.higLeading { differing.append(cell.testDescription) }
        }
        #expect(differing == [
            "title1 @ xLarge", "title1 @ xxLarge", "title1 @ accessibility4", "headline @ accessibility4",
            "subheadline @ xxxLarge", "subheadline @ accessibility2", "caption1 @ accessibility1",
            "caption2 @ accessibility2",
        ])
    }

    @Test("the scale's shape: 11 styles in HIG order, 12 categories, default large, Dynamic Type")
    func shape() {
        for (scale, platform, name) in [(TypeScale.iOS, Platform.iOS, "iOS"), (.iPadOS, .iPadOS, "iPadOS")] {
            #expect(scale.name == name)
            #expect(scale.platform == platform)
            #expect(scale.styles.map(\.name) == PublishedIOS.sizes.rows.map { $0[0] })
            #expect(scale.categories.count == 12)
            #expect(scale.categories == PublishedIOS.sizes.header.dropFirst(2).map { PublishedIOS.categoryByHeading[$0]! })
            #expect(scale.defaultCategory == .large)
            #expect(scale.supportsDynamicType)
            #expect(!scale.allowsShrinking)
            #expect(platform.typeScale == scale)
        }
        #expect(Platform.iOS.displayName == "iOS")
        #expect(Platform.iPadOS.rawValue == "ipados")
    }

    @Test("an unspecified category reads the default, large")
    func unspecifiedReadsDefault() throws {
        let entry = try #require(TypeScale.iOS.entry(for: .body, at: nil))
        #expect(entry.pointSize == 17)
        #expect(entry.leading == 22)
        #expect(TypeScale.iOS.resolvedCategory(nil) == .large)
        #expect(TypeScale.iOS.resolvedCategory(.accessibility3) == .accessibility3)
    }

    @Test("a style the scale lacks has no entry")
    func unknownStyle() {
        #expect(TypeScale.iOS.entry(for: TextStyle("display"), at: .large) == nil)
        #expect(!TypeScale.iOS.contains(TextStyle("display")))
        #expect(TypeScale.iOS.contains(.caption2))
        #expect(TypeScale.iOS.definedEntries(for: TextStyle("display")).isEmpty)
        // Apple publishes extraLargeTitle only at the default size; it is not a row of the scale.
        #expect(!TypeScale.iOS.contains(.extraLargeTitle))
    }

    @Test("body at large carries SF Pro's 17 pt tracking, −26/1000 em = −0.442 pt")
    func bodyTracking() throws {
        let body = try #require(TypeScale.iOS.entry(for: .body, at: .large))
        let tracking = try #require(body.tracking)
        #expect(abs(tracking - -0.442) < 1e-12)
        // Large Title at large is 34 pt: 12/1000 em = 0.408 pt; caption2 at large is 11 pt: 6/1000 em = 0.066 pt.
        let largeTitle = try #require(TypeScale.iOS.entry(for: .largeTitle, at: .large)?.tracking)
        #expect(abs(largeTitle - 0.408) < 1e-12)
        let caption2 = try #require(TypeScale.iOS.entry(for: .caption2, at: .large)?.tracking)
        #expect(abs(caption2 - 0.066) < 1e-12)
    }

    @Test("the iOS 17 extra-large titles are listed at their default size: 36 and 28 pt bold")
    func extraLargeTitles() {
        let titles = TypeScale.iOSExtraLargeTitles
        #expect(titles.map(\.style) == [.extraLargeTitle, .extraLargeTitle2])
        #expect(titles.map(\.pointSize) == [36, 28])
        #expect(titles.map(\.weight) == [.bold, .bold])
    }

    @Test("preferredFont gives the table's size, weight and leading")
    func preferredFont() throws {
        let body = Font.preferredFont(
            forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibility5))
        #expect(body == {
            var font = Font.system(size: 53)
            font.leading = 62
            return font
        }())
        let headline = Font.preferredFont(forTextStyle: .headline)
        #expect(headline.pointSize == 17)
        #expect(headline.weight == .semibold)
        #expect(headline.leading == 22)
        #expect(headline.family == nil)
        #expect(throws: TypeScaleError(scale: "tvOS", problems: [.unknownStyle(.largeTitle, available: TypeScale.tvOS.styles)])) {
            try Font.preferredFont(forTextStyle: .largeTitle, in: .tvOS)
        }
    }
}
