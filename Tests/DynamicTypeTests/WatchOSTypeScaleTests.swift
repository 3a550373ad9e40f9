import DynamicType
import Testing

/// A cell of the watchOS Dynamic Type table, `apple-dynamic-type.md` §2a (HIG, Dec 2025 revision).
struct WatchCell: Sendable, CustomTestStringConvertible {
    var style: TextStyle
    var category: ContentSizeCategory
    var size: Double
    var leading: Double

    var testDescription: String { "\(style.name) @ \(category): \(size)/\(leading)" }

    static let samples: [WatchCell] = [
        .init(style: .largeTitle, category: .extraSmall, size: 30, leading: 32.5),
        .init(style: .largeTitle, category: .accessibility3, size: 46, leading: 48.5),
        .init(style: .title1, category: .accessibility2, size: 43, leading: 46),
        .init(style: .title2, category: .large, size: 28, leading: 30.5),  // 2023 revision: 27
        .init(style: .title2, category: .accessibility1, size: 34, leading: 41),
        .init(style: .title2, category: .accessibility2, size: 35, leading: 37.5),
        .init(style: .title3, category: .extraLarge, size: 20, leading: 22.5),
        .init(style: .headline, category: .small, size: 15, leading: 17.5),
        .init(style: .body, category: .large, size: 16, leading: 18.5),
        .init(style: .body, category: .accessibility3, size: 23, leading: 25.5),
        .init(style: .caption1, category: .accessibility1, size: 18, leading: 20.5),
        .init(style: .caption2, category: .extraExtraLarge, size: 16, leading: 18.5),  // 2023 revision: 15
        .init(style: .footnote1, category: .extraExtraExtraLarge, size: 16, leading: 18.5),
        .init(style: .footnote2, category: .accessibility2, size: 16, leading: 17.5),
    ]
}

@Suite("watchOS type scale")
struct WatchOSTypeScaleTests {
    @Test("nine categories: no medium, nothing above AX3")
    func categories() {
        #expect(TypeScale.watchOS.categories == [
            .extraSmall, .small, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibility1, .accessibility2, .accessibility3,
        ])
        #expect(TypeScale.watchOSCategories == TypeScale.watchOS.categories)
        #expect(!TypeScale.watchOS.categories.contains(.medium))
        #expect(TypeScale.watchOS.supportsDynamicType)
        #expect(TypeScale.watchOS.allowsShrinking)
        #expect(TypeScale.watchOS.platform == .watchOS)
        #expect(Platform.watchOS.typeScale == TypeScale.watchOS)
    }

    @Test("ten styles, with footnote 1 and 2 and no callout or subheadline")
    func styles() {
        #expect(TypeScale.watchOS.styles == [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .caption1, .caption2, .footnote1, .footnote2,
        ])
    }

    @Test("medium resolves to small; AX4 and AX5 to AX3")
    func resolution() throws {
        let scale = TypeScale.watchOS
        #expect(scale.resolvedCategory(.medium) == .small)
        #expect(scale.resolvedCategory(.accessibility4) == .accessibility3)
        #expect(scale.resolvedCategory(.accessibility5) == .accessibility3)
        #expect(scale.resolvedCategory(.extraLarge) == .extraLarge)
        #expect(scale.resolvedCategory(nil) == .large)
        let medium = try #require(scale.entry(for: .body, at: .medium))
        #expect(medium.pointSize == 15 && medium.leading == 17.5)
        for category in [ContentSizeCategory.accessibility4, .accessibility5] {
            let entry = try #require(scale.entry(for: .body, at: category))
            #expect(entry.pointSize == 23 && entry.leading == 25.5)
        }
    }

    @Test("published cells", arguments: WatchCell.samples)
    func cells(_ cell: WatchCell) throws {
        let entry = try #require(TypeScale.watchOS.entry(for: cell.style, at: cell.category))
        #expect(entry.pointSize == cell.size)
        #expect(entry.leading == cell.leading)
    }

    @Test("weights: headline semibold, others regular; emphasized: large title bold, others semibold")
    func weights() throws {
        for style in TypeScale.watchOS.styles {
            let entry = try #require(TypeScale.watchOS.entry(for: style, at: .large))
            #expect(entry.weight == (style == .headline ? .semibold : .regular), "\(style)")
            #expect(entry.emphasizedWeight == (style == .largeTitle ? .bold : .semibold), "\(style)")
        }
    }

    @Test("tracking is SF Compact's: 16 pt → 0, 19 pt → −12/1000 em, 30 pt → −14/1000 em")
    func tracking() throws {
        #expect(try #require(TypeScale.watchOS.entry(for: .body, at: .large)?.tracking) == 0)
        let title3 = try #require(TypeScale.watchOS.entry(for: .title3, at: .large)?.tracking)
        #expect(abs(title3 - -0.228) < 1e-12)
        let largeTitle = try #require(TypeScale.watchOS.entry(for: .largeTitle, at: .extraSmall)?.tracking)
        #expect(abs(largeTitle - -0.42) < 1e-12)
    }

    @Test("case sizes' default categories: 38 mm small; 40, 41, 42 mm large; 44, 45, 49 mm xLarge",
          arguments: [
              (WatchCaseSize.mm38, ContentSizeCategory.small), (.mm40, .large), (.mm41, .large), (.mm42, .large),
              (.mm44, .extraLarge), (.mm45, .extraLarge), (.mm49, .extraLarge),
          ])
    func caseSizes(_ caseSize: WatchCaseSize, _ category: ContentSizeCategory) throws {
        #expect(caseSize.defaultCategory == category)
        let scale = TypeScale.watchOS(caseSize: caseSize)
        #expect(scale.defaultCategory == category)
        #expect(scale.resolvedCategory(nil) == category)
        #expect(scale.entry(for: .body, at: nil) == scale.entry(for: .body, at: category))
        // Only the default differs: the entries are the same table.
        #expect(scale.entry(for: .title2, at: .accessibility1) == TypeScale.watchOS.entry(for: .title2, at: .accessibility1))
    }

    @Test("the case sizes and their names")
    func caseSizeNames() {
        #expect(WatchCaseSize.allCases.map(\.rawValue) == ["38mm", "40mm", "41mm", "42mm", "44mm", "45mm", "49mm"])
        #expect(TypeScale.watchOS.defaultCategory == .large)
        // A 38 mm watch's unspecified body is small: 15 pt.
        #expect(TypeScale.watchOS(caseSize: .mm38).entry(for: .body, at: nil)?.pointSize == 15)
    }
}
