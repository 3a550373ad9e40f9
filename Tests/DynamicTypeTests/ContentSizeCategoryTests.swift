import DynamicType
import Foundation
import Testing

/// One row of the identifier table in `apple-dynamic-type.md` §3, plus the project's short name (DESIGN.md: XS … AX5).
struct CategoryNames: Sendable, CustomTestStringConvertible {
    var category: ContentSizeCategory
    var uiKitRawValue: String
    var uiKitName: String
    var dynamicTypeSizeName: String
    var shortName: String
    var isAccessibility: Bool

    var testDescription: String { uiKitName }

    /// Written out from §3, in the order of the Settings slider.
    static let all: [CategoryNames] = [
        .init(category: .extraSmall, uiKitRawValue: "UICTContentSizeCategoryXS", uiKitName: "extraSmall",
              dynamicTypeSizeName: "xSmall", shortName: "XS", isAccessibility: false),
        .init(category: .small, uiKitRawValue: "UICTContentSizeCategoryS", uiKitName: "small",
              dynamicTypeSizeName: "small", shortName: "S", isAccessibility: false),
        .init(category: .medium, uiKitRawValue: "UICTContentSizeCategoryM", uiKitName: "medium",
              dynamicTypeSizeName: "medium", shortName: "M", isAccessibility: false),
        .init(category: .large, uiKitRawValue: "UICTContentSizeCategoryL", uiKitName: "large",
              dynamicTypeSizeName: "large", shortName: "L", isAccessibility: false),
        .init(category: .extraLarge, uiKitRawValue: "UICTContentSizeCategoryXL", uiKitName: "extraLarge",
              dynamicTypeSizeName: "xLarge", shortName: "XL", isAccessibility: false),
        .init(category: .extraExtraLarge, uiKitRawValue: "UICTContentSizeCategoryXXL", uiKitName: "extraExtraLarge",
              dynamicTypeSizeName: "xxLarge", shortName: "XXL", isAccessibility: false),
        .init(category: .extraExtraExtraLarge, uiKitRawValue: "UICTContentSizeCategoryXXXL",
              uiKitName: "extraExtraExtraLarge", dynamicTypeSizeName: "xxxLarge", shortName: "XXXL",
              isAccessibility: false),
        .init(category: .accessibility1, uiKitRawValue: "UICTContentSizeCategoryAccessibilityM",
              uiKitName: "accessibilityMedium", dynamicTypeSizeName: "accessibility1", shortName: "AX1",
              isAccessibility: true),
        .init(category: .accessibility2, uiKitRawValue: "UICTContentSizeCategoryAccessibilityL",
              uiKitName: "accessibilityLarge", dynamicTypeSizeName: "accessibility2", shortName: "AX2",
              isAccessibility: true),
        .init(category: .accessibility3, uiKitRawValue: "UICTContentSizeCategoryAccessibilityXL",
              uiKitName: "accessibilityExtraLarge", dynamicTypeSizeName: "accessibility3", shortName: "AX3",
              isAccessibility: true),
        .init(category: .accessibility4, uiKitRawValue: "UICTContentSizeCategoryAccessibilityXXL",
              uiKitName: "accessibilityExtraExtraLarge", dynamicTypeSizeName: "accessibility4", shortName: "AX4",
              isAccessibility: true),
        .init(category: .accessibility5, uiKitRawValue: "UICTContentSizeCategoryAccessibilityXXXL",
              uiKitName: "accessibilityExtraExtraExtraLarge", dynamicTypeSizeName: "accessibility5",
              shortName: "AX5", isAccessibility: true),
    ]
}

@Suite("ContentSizeCategory")
struct ContentSizeCategoryTests {
    @Test("twelve cases in the order of the Settings slider")
    func casesInOrder() {
        #expect(ContentSizeCategory.allCases == CategoryNames.all.map(\.category))
        #expect(ContentSizeCategory.allCases.count == 12)
    }

    @Test("every category compares below every later one and above every earlier one")
    func comparable() {
        let ordered = CategoryNames.all.map(\.category)
        for (i, lower) in ordered.enumerated() {
            for (j, upper) in ordered.enumerated() {
                #expect((lower < upper) == (i < j), "\(lower) < \(upper)")
                #expect((lower == upper) == (i == j))
            }
        }
        #expect(ordered.shuffled().sorted() == ordered)
        #expect(ordered.max() == .accessibility5)
        #expect(ordered.min() == .extraSmall)
    }

    @Test("large is the default")
    func defaultIsLarge() {
        #expect(ContentSizeCategory.default == .large)
    }

    @Test("isAccessibilityCategory is true exactly for AX1 … AX5", arguments: CategoryNames.all)
    func accessibility(_ names: CategoryNames) {
        #expect(names.category.isAccessibilityCategory == names.isAccessibility)
    }

    @Test("names match the published identifiers", arguments: CategoryNames.all)
    func names(_ names: CategoryNames) {
        #expect(names.category.uiKitRawValue == names.uiKitRawValue)
        #expect(names.category.uiKitName == names.uiKitName)
        #expect(names.category.dynamicTypeSizeName == names.dynamicTypeSizeName)
        #expect(names.category.shortName == names.shortName)
        #expect(names.category.description == names.dynamicTypeSizeName)
    }

    @Test("every name form parses", arguments: CategoryNames.all)
    func parsesEveryName(_ names: CategoryNames) throws {
        #expect(try ContentSizeCategory(name: names.uiKitRawValue) == names.category)
        #expect(try ContentSizeCategory(name: names.uiKitName) == names.category)
        #expect(try ContentSizeCategory(name: names.dynamicTypeSizeName) == names.category)
        #expect(try ContentSizeCategory(name: names.shortName) == names.category)
    }

    @Test("short names parse in any case", arguments: CategoryNames.all)
    func shortNamesIgnoreCase(_ names: CategoryNames) throws {
        #expect(try ContentSizeCategory(name: names.shortName.lowercased()) == names.category)
        // Mixed case: every other letter lowered ("xXl", "aX1").
        let mixed = String(names.shortName.enumerated().map { $0.offset.isMultiple(of: 2) ? Character($0.element.lowercased()) : $0.element })
        #expect(try ContentSizeCategory(name: mixed) == names.category)
    }

    @Test("an unknown name is rejected with a message that lists what is accepted",
          arguments: ["huge", "", "XXXXL", "AX6", "ExtraLarge", "UICTContentSizeCategoryXXXXL"])
    func unknownName(_ name: String) {
        #expect(throws: ContentSizeCategoryError.unknownName(name)) { try ContentSizeCategory(name: name) }
        let message = ContentSizeCategoryError.unknownName(name).description
        #expect(message.contains("'\(name)'"))
        for accepted in ["xSmall", "accessibility5", "XS", "AX1", "AX5", "extraLarge", "accessibilityMedium",
                         "UICTContentSizeCategoryXL"] {
            #expect(message.contains(accepted), "message lacks \(accepted): \(message)")
        }
    }

    @Test("UIKit's unspecified names no size", arguments: ["_UICTContentSizeCategoryUnspecified", "unspecified"])
    func unspecified(_ name: String) {
        #expect(throws: ContentSizeCategoryError.unspecified) { try ContentSizeCategory(name: name) }
        #expect(ContentSizeCategory.unspecifiedUIKitRawValue == "_UICTContentSizeCategoryUnspecified")
        let message = ContentSizeCategoryError.unspecified.description
        #expect(message.contains("unspecified"))
        #expect(message.contains("xSmall"))
    }

    @Test("clamping to a closed range")
    func clampClosed() {
        let range: ClosedRange<ContentSizeCategory> = .small ... .accessibility1
        #expect(ContentSizeCategory.extraSmall.clamped(to: range) == .small)
        #expect(ContentSizeCategory.small.clamped(to: range) == .small)
        #expect(ContentSizeCategory.large.clamped(to: range) == .large)
        #expect(ContentSizeCategory.accessibility1.clamped(to: range) == .accessibility1)
        #expect(ContentSizeCategory.accessibility5.clamped(to: range) == .accessibility1)
        #expect(ContentSizeCategory.accessibility2.clamped(to: .large ... .large) == .large)
    }

    @Test("clamping to a range with only an upper bound")
    func clampThrough() {
        let range = ...ContentSizeCategory.extraExtraExtraLarge
        #expect(ContentSizeCategory.extraSmall.clamped(to: range) == .extraSmall)
        #expect(ContentSizeCategory.extraExtraExtraLarge.clamped(to: range) == .extraExtraExtraLarge)
        #expect(ContentSizeCategory.accessibility3.clamped(to: range) == .extraExtraExtraLarge)
    }

    @Test("clamping to a range with only a lower bound")
    func clampFrom() {
        let range = ContentSizeCategory.large...
        #expect(ContentSizeCategory.extraSmall.clamped(to: range) == .large)
        #expect(ContentSizeCategory.large.clamped(to: range) == .large)
        #expect(ContentSizeCategory.accessibility2.clamped(to: range) == .accessibility2)
    }

    @Test("Codable writes the DynamicTypeSize name and reads it back")
    func codableRoundTrip() throws {
        let all = CategoryNames.all.map(\.category)
        let data = try JSONEncoder().encode(all)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text == "[" + CategoryNames.all.map { "\"\($0.dynamicTypeSizeName)\"" }.joined(separator: ",") + "]")
        #expect(try JSONDecoder().decode([ContentSizeCategory].self, from: data) == all)
    }

    @Test("Codable reads every name form")
    func decodesAnyName() throws {
        let json = #"["UICTContentSizeCategoryAccessibilityM", "extraExtraLarge", "xSmall", "ax5"]"#
        let decoded = try JSONDecoder().decode([ContentSizeCategory].self, from: Data(json.utf8))
        #expect(decoded == [.accessibility1, .extraExtraLarge, .extraSmall, .accessibility5])
    }

    @Test("decoding an unknown name fails with the name in the message")
    func decodeUnknown() {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ContentSizeCategory].self, from: Data(#"["large", "jumbo"]"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("'jumbo'"))
        #expect(context.codingPath.last?.intValue == 1)
    }
}
