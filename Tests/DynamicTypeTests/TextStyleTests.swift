import DynamicType
import Foundation
import Testing

/// A row of the `UIFont.TextStyle` table in `apple-dynamic-type.md` §3.
struct StyleNames: Sendable, CustomTestStringConvertible {
    var style: TextStyle
    var name: String
    var uiKitRawValue: String
    var swiftUIName: String

    var testDescription: String { name }

    /// Written out from §3.
    static let apple: [StyleNames] = [
        .init(style: .largeTitle, name: "largeTitle", uiKitRawValue: "UICTFontTextStyleTitle0", swiftUIName: "largeTitle"),
        .init(style: .title1, name: "title1", uiKitRawValue: "UICTFontTextStyleTitle1", swiftUIName: "title"),
        .init(style: .title2, name: "title2", uiKitRawValue: "UICTFontTextStyleTitle2", swiftUIName: "title2"),
        .init(style: .title3, name: "title3", uiKitRawValue: "UICTFontTextStyleTitle3", swiftUIName: "title3"),
        .init(style: .headline, name: "headline", uiKitRawValue: "UICTFontTextStyleHeadline", swiftUIName: "headline"),
        .init(style: .body, name: "body", uiKitRawValue: "UICTFontTextStyleBody", swiftUIName: "body"),
        .init(style: .callout, name: "callout", uiKitRawValue: "UICTFontTextStyleCallout", swiftUIName: "callout"),
        .init(style: .subheadline, name: "subheadline", uiKitRawValue: "UICTFontTextStyleSubhead",
              swiftUIName: "subheadline"),
        .init(style: .footnote, name: "footnote", uiKitRawValue: "UICTFontTextStyleFootnote", swiftUIName: "footnote"),
        .init(style: .caption1, name: "caption1", uiKitRawValue: "UICTFontTextStyleCaption1", swiftUIName: "caption"),
        .init(style: .caption2, name: "caption2", uiKitRawValue: "UICTFontTextStyleCaption2", swiftUIName: "caption2"),
        .init(style: .extraLargeTitle, name: "extraLargeTitle", uiKitRawValue: "UICTFontTextStyleExtraLargeTitle",
              swiftUIName: "extraLargeTitle"),
        .init(style: .extraLargeTitle2, name: "extraLargeTitle2", uiKitRawValue: "UICTFontTextStyleExtraLargeTitle2",
              swiftUIName: "extraLargeTitle2"),
    ]
}

@Suite("TextStyle")
struct TextStyleTests {
    @Test("Apple's styles have the published raw values and SwiftUI names", arguments: StyleNames.apple)
    func names(_ names: StyleNames) {
        #expect(names.style.name == names.name)
        #expect(names.style.description == names.name)
        #expect(names.style.uiKitRawValue == names.uiKitRawValue)
        #expect(names.style.swiftUIName == names.swiftUIName)
    }

    @Test("init(name:) reads the project's name, UIKit's raw value and SwiftUI's name", arguments: StyleNames.apple)
    func initName(_ names: StyleNames) {
        #expect(TextStyle(name: names.name) == names.style)
        #expect(TextStyle(name: names.uiKitRawValue) == names.style)
        #expect(TextStyle(name: names.swiftUIName) == names.style)
    }

    @Test("a name Apple does not use is no style of Apple's (issue 13: TextStyle(name: \"nonsense\") succeeded)")
    func unknownName() {
        #expect(TextStyle(name: "nonsense") == nil)
        #expect(TextStyle(name: "Body") == nil)  // names are exact here; the command line takes any case
        #expect(TextStyle(name: "") == nil)
    }

    @Test("a design system's own style keeps its name and has no Apple names")
    func customStyle() {
        let display = TextStyle("display")
        #expect(display.name == "display")
        #expect(display.uiKitRawValue == nil)
        #expect(display.swiftUIName == nil)
        #expect(display != .largeTitle)
    }

    @Test("the watchOS and tvOS rows are styles without UIKit raw values")
    func platformStyles() {
        #expect(TextStyle.footnote1.name == "footnote1")
        #expect(TextStyle.footnote2.name == "footnote2")
        #expect(TextStyle.subtitle1.name == "subtitle1")
        #expect(TextStyle.footnote1.uiKitRawValue == nil)
    }

    @Test("the iOS styles are the eleven of the HIG table, in its order")
    func iOSStyles() {
        #expect(TextStyle.iOSStyles.map(\.name) == [
            "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
            "caption1", "caption2",
        ])
    }

    @Test("Codable writes the project's name and reads any name")
    func codable() throws {
        let data = try JSONEncoder().encode([TextStyle.caption1, .subheadline, TextStyle("display")])
        #expect(String(decoding: data, as: UTF8.self) == #"["caption1","subheadline","display"]"#)
        let decoded = try JSONDecoder().decode(
            [TextStyle].self, from: Data(#"["UICTFontTextStyleSubhead", "caption", "title1", "display"]"#.utf8))
        #expect(decoded == [.subheadline, .caption1, .title1, TextStyle("display")])
    }
}

/// Apple's spellings compile (issue 13): SwiftUI's and UIKit's names for the same categories and styles, as Apple's
/// documentation pairs them (UIContentSizeCategory.accessibilityMedium is DynamicTypeSize.accessibility1, …).
@Test func applesSpellingsNameTheSameValues() {
    #expect(ContentSizeCategory.xSmall == .extraSmall && DynamicTypeSize.xxxLarge == .extraExtraExtraLarge)
    #expect(ContentSizeCategory.xLarge.uiKitRawValue == "UICTContentSizeCategoryXL")
    #expect(ContentSizeCategory.xxLarge.uiKitRawValue == "UICTContentSizeCategoryXXL")
    #expect(ContentSizeCategory.accessibilityMedium.uiKitRawValue == "UICTContentSizeCategoryAccessibilityM")
    #expect(ContentSizeCategory.accessibilityLarge == .accessibility2)
    #expect(ContentSizeCategory.accessibilityExtraLarge == .accessibility3)
    #expect(ContentSizeCategory.accessibilityExtraExtraLarge == .accessibility4)
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.uiKitRawValue == "UICTContentSizeCategoryAccessibilityXXXL")
    #expect(TextStyle.caption == .caption1 && TextStyle.title == .title1)
    #expect(TextStyle.body.rawValue == "UICTFontTextStyleBody" && TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    #expect(TextStyle("display").rawValue == "display")
}

/// Apple's styles need no `try` (issue 13): metrics and fonts for them equal the throwing forms on the iOS scale, and
/// the closed set is exactly the iOS table's eleven styles, in the HIG's order.
@Suite("AppleTextStyle")
struct AppleTextStyleTests {
    @Test("the eleven styles of the iOS table, in the HIG's order")
    func elevenStyles() {
        #expect(AppleTextStyle.allCases.map(\.textStyle.name) == [
            "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
            "caption1", "caption2",
        ])
        #expect(TypeScale.iOS.styles == AppleTextStyle.allCases.map(TextStyle.init))
        #expect(AppleTextStyle.title == .title1 && AppleTextStyle.caption == .caption1)
    }

    @Test("FontMetrics and preferredFont without try equal the iOS scale's", arguments: AppleTextStyle.allCases)
    func sameAsIOSScale(_ style: AppleTextStyle) throws {
        #expect(FontMetrics(forTextStyle: style) == (try FontMetrics(forTextStyle: TextStyle(style), in: .iOS)))
        for category in ContentSizeCategory.allCases {
            let traits = TraitCollection(preferredContentSizeCategory: category)
            let entry = try #require(TypeScale.iOS.entry(for: TextStyle(style), at: category))
            let font = Font.preferredFont(forTextStyle: style, compatibleWith: traits)
            #expect(font.pointSize == entry.pointSize && font.weight == entry.weight && font.leading == entry.leading)
        }
    }

    @Test("headline's font at AX2 is the HIG's 33 pt semibold with leading 40")
    func headlineAtAX2() {
        let font = Font.preferredFont(
            forTextStyle: .headline, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibility2))
        #expect(font.pointSize == 33 && font.weight == .semibold && font.leading == 40)
    }
}
