import DynamicType
import Testing

/// A row of a fixed-size table: macOS §2b or tvOS §2c of `apple-dynamic-type.md`.
struct FixedRow: Sendable, CustomTestStringConvertible {
    var scale: String
    var style: TextStyle
    var weight: FontWeight
    var size: Double
    var leading: Double
    var emphasized: FontWeight

    var testDescription: String { "\(scale) \(style.name)" }

    static func parse(_ scale: String, _ markdown: String) -> [FixedRow] {
        MarkdownTable(markdown).rows.map { row in
            FixedRow(
                scale: scale, style: TextStyle(row[0]), weight: FontWeight(rawValue: row[1])!, size: Double(row[2])!,
                leading: Double(row[3])!, emphasized: FontWeight(rawValue: row[4])!)
        }
    }

    static let macOS = parse("macOS", """
        | style | weight | size | line height | emphasized |
        |---|---|---|---|---|
        | largeTitle | regular | 26 | 32 | bold |
        | title1 | regular | 22 | 26 | bold |
        | title2 | regular | 17 | 22 | bold |
        | title3 | regular | 15 | 20 | semibold |
        | headline | bold | 13 | 16 | heavy |
        | body | regular | 13 | 16 | semibold |
        | callout | regular | 12 | 15 | semibold |
        | subheadline | regular | 11 | 14 | semibold |
        | footnote | regular | 10 | 13 | semibold |
        | caption1 | regular | 10 | 13 | medium |
        | caption2 | medium | 10 | 13 | semibold |
        """)

    static let tvOS = parse("tvOS", """
        | style | weight | size | leading | emphasized |
        |---|---|---|---|---|
        | title1 | medium | 76 | 96 | bold |
        | title2 | medium | 57 | 66 | bold |
        | title3 | medium | 48 | 56 | bold |
        | headline | medium | 38 | 46 | bold |
        | subtitle1 | regular | 38 | 46 | medium |
        | callout | medium | 31 | 38 | bold |
        | body | medium | 29 | 36 | bold |
        | caption1 | medium | 25 | 32 | bold |
        | caption2 | medium | 23 | 30 | bold |
        """)

    var typeScale: TypeScale { scale == "macOS" ? .macOS : .tvOS }
}

@Suite("macOS and tvOS fixed-size type scales")
struct FixedTypeScaleTests {
    @Test("fixed: one category, no Dynamic Type", arguments: [(TypeScale.macOS, Platform.macOS), (.tvOS, .tvOS)])
    func fixed(_ scale: TypeScale, _ platform: Platform) {
        #expect(!scale.supportsDynamicType)
        #expect(scale.categories == [.large])
        #expect(scale.defaultCategory == .large)
        #expect(scale.platform == platform)
        #expect(platform.typeScale == scale)
        #expect(scale.name == platform.displayName)
    }

    @Test("the styles are the published rows, in order")
    func styles() {
        #expect(TypeScale.macOS.styles == FixedRow.macOS.map(\.style))
        #expect(TypeScale.tvOS.styles == FixedRow.tvOS.map(\.style))
        #expect(FixedRow.macOS.count == 11)
        #expect(FixedRow.tvOS.count == 9)
    }

    @Test("every category, and none, gives the one published size", arguments: FixedRow.macOS + FixedRow.tvOS)
    func everyCategory(_ row: FixedRow) throws {
        for category in ContentSizeCategory.allCases.map(Optional.some) + [nil] {
            let entry = try #require(row.typeScale.entry(for: row.style, at: category))
            #expect(entry.pointSize == row.size, "\(String(describing: category))")
            #expect(entry.leading == row.leading)
            #expect(entry.weight == row.weight)
            #expect(entry.emphasizedWeight == row.emphasized)
        }
        #expect(row.typeScale.resolvedCategory(.accessibility5) == .large)
        #expect(row.typeScale.resolvedCategory(.extraSmall) == .large)
    }

    @Test("FontMetrics scales by 1 at every category", arguments: FixedRow.macOS + FixedRow.tvOS)
    func factorOne(_ row: FixedRow) throws {
        let metrics = try FontMetrics(forTextStyle: row.style, in: row.typeScale)
        for category in ContentSizeCategory.allCases {
            #expect(metrics.scaleFactor(for: category) == 1)
            #expect(metrics.scaledValue(for: 17, compatibleWith: traits(category)) == 17)
            #expect(try metrics.scaledFont(for: .system(size: 13), compatibleWith: traits(category)).pointSize == 13)
        }
    }

    @Test("tvOS has no large title or footnote")
    func tvOSMissingStyles() {
        #expect(!TypeScale.tvOS.contains(.largeTitle))
        #expect(!TypeScale.tvOS.contains(.footnote))
        #expect(TypeScale.tvOS.contains(.subtitle1))
    }

    @Test("tracking: macOS body 13 pt → −6/1000 em; tvOS title1 76 pt → 1/1000 em")
    func tracking() throws {
        let macBody = try #require(TypeScale.macOS.entry(for: .body, at: .large)?.tracking)
        #expect(abs(macBody - -0.078) < 1e-12)
        let tvTitle = try #require(TypeScale.tvOS.entry(for: .title1, at: .large)?.tracking)
        #expect(abs(tvTitle - 0.076) < 1e-12)
    }
}
