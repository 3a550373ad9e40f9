import DynamicType
import Foundation
import Testing

@Suite("TraitCollection")
struct TraitCollectionTests {
    @Test("every trait defaults to unspecified")
    func defaults() {
        let traits = TraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.preferredContentSizeCategory == nil)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(TraitCollection.defaultDisplayScale == 3)
    }

    @Test("an unspecified or unusable display scale resolves to 3", arguments: [0.0, -1, -3, .nan, .infinity, -.infinity])
    func resolvedDisplayScaleDefault(_ scale: Double) {
        #expect(TraitCollection(displayScale: scale).resolvedDisplayScale == 3)
    }

    @Test("a positive display scale is used as is", arguments: [1.0, 2, 3, 1.5])
    func resolvedDisplayScale(_ scale: Double) {
        #expect(TraitCollection(displayScale: scale).resolvedDisplayScale == scale)
    }

    @Test("limiting the category clamps it and keeps the other traits")
    func limiting() {
        let traits = TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, preferredContentSizeCategory: .accessibility3,
            layoutDirection: .rightToLeft, displayScale: 2)
        let limited = traits.limitingContentSizeCategory(to: .small ... .extraExtraExtraLarge)
        #expect(limited == TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, preferredContentSizeCategory: .extraExtraExtraLarge,
            layoutDirection: .rightToLeft, displayScale: 2))
        #expect(TraitCollection(preferredContentSizeCategory: .extraSmall)
            .limitingContentSizeCategory(to: .small ... .large).preferredContentSizeCategory == .small)
        #expect(TraitCollection(preferredContentSizeCategory: .medium)
            .limitingContentSizeCategory(to: .small ... .large).preferredContentSizeCategory == .medium)
        // Unspecified stays unspecified.
        #expect(TraitCollection().limitingContentSizeCategory(to: .small ... .large).preferredContentSizeCategory == nil)
    }

    @Test("hasDifferentContentSizeCategory compares only the category")
    func differentCategory() {
        let large = TraitCollection(preferredContentSizeCategory: .large)
        #expect(!large.hasDifferentContentSizeCategory(from: TraitCollection(
            horizontalSizeClass: .compact, preferredContentSizeCategory: .large, displayScale: 2)))
        #expect(large.hasDifferentContentSizeCategory(from: TraitCollection(preferredContentSizeCategory: .extraLarge)))
        #expect(large.hasDifferentContentSizeCategory(from: TraitCollection()))
    }

    @Test("decodes a trait document; any category name; every key optional")
    func decode() throws {
        let json = """
            {"horizontalSizeClass": "compact", "verticalSizeClass": "regular",
             "preferredContentSizeCategory": "AX2", "layoutDirection": "rightToLeft", "displayScale": 2}
            """
        #expect(try JSONDecoder().decode(TraitCollection.self, from: Data(json.utf8)) == TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, preferredContentSizeCategory: .accessibility2,
            layoutDirection: .rightToLeft, displayScale: 2))
        #expect(try JSONDecoder().decode(TraitCollection.self, from: Data("{}".utf8)) == TraitCollection())
        let raw = #"{"preferredContentSizeCategory": "UICTContentSizeCategoryXXL"}"#
        #expect(try JSONDecoder().decode(TraitCollection.self, from: Data(raw.utf8)).preferredContentSizeCategory
            == .extraExtraLarge)
    }

    @Test("decodes an unspecified category as nil",
          arguments: ["unspecified", "_UICTContentSizeCategoryUnspecified"])
    func decodeUnspecified(_ name: String) throws {
        let json = #"{"preferredContentSizeCategory": "\#(name)", "displayScale": 3}"#
        let traits = try JSONDecoder().decode(TraitCollection.self, from: Data(json.utf8))
        #expect(traits.preferredContentSizeCategory == nil)
        #expect(traits.displayScale == 3)
    }

    @Test("an unknown key is an error naming it")
    func unknownKey() {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TraitCollection.self, from: Data(#"{"displayscale": 2}"#.utf8))
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("unknown key 'displayscale'"))
        #expect(context.debugDescription.contains("displayScale"))
    }

    @Test("a negative display scale is an error", arguments: ["-2", "-0.5"])
    func negativeScale(_ value: String) {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TraitCollection.self, from: Data(#"{"displayScale": \#(value)}"#.utf8))
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.last?.stringValue == "displayScale")
        #expect(context.debugDescription.contains("display scale"))
    }

    @Test("an unknown category name is an error naming it")
    func unknownCategory() {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TraitCollection.self, from: Data(#"{"preferredContentSizeCategory": "huge"}"#.utf8))
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.last?.stringValue == "preferredContentSizeCategory")
        #expect(context.debugDescription.contains("'huge'"))
    }

    @Test("encodes every trait and reads it back; unspecified category as \"unspecified\"")
    func roundTrip() throws {
        for traits in [
            TraitCollection(),
            TraitCollection(horizontalSizeClass: .regular, preferredContentSizeCategory: .accessibility5,
                            layoutDirection: .leftToRight, displayScale: 2),
        ] {
            let data = try JSONEncoder().encode(traits)
            #expect(try JSONDecoder().decode(TraitCollection.self, from: data) == traits)
        }
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(TraitCollection())) as? [String: Any])
        #expect(object["preferredContentSizeCategory"] as? String == "unspecified")
        #expect(object["horizontalSizeClass"] as? String == "unspecified")
        #expect(object["displayScale"] as? Double == 0)
    }
}

/// Partial ranges, as SwiftUI's `.dynamicTypeSize(...)` takes them (issue 13: only a...b compiled).
@Test func limitingToPartialRanges() {
    let ax3 = TraitCollection(preferredContentSizeCategory: .accessibility3)
    #expect(ax3.limitingContentSizeCategory(to: ...ContentSizeCategory.extraExtraExtraLarge).preferredContentSizeCategory == .extraExtraExtraLarge)
    #expect(ax3.limitingContentSizeCategory(to: ContentSizeCategory.accessibility5...).preferredContentSizeCategory == .accessibility5)
    #expect(ax3.limitingContentSizeCategory(to: ContentSizeCategory.medium...).preferredContentSizeCategory == .accessibility3)
    let small = TraitCollection(preferredContentSizeCategory: .small)
    #expect(small.limitingContentSizeCategory(to: ...ContentSizeCategory.large).preferredContentSizeCategory == .small)
}

/// UIKit's `.unspecified` compiles on the optional category (issue 13) and means no preference.
@Test func unspecifiedIsUIKitsSpelling() {
    let traits = TraitCollection(preferredContentSizeCategory: .unspecified)
    #expect(traits.preferredContentSizeCategory == nil)
    #expect(traits.preferredContentSizeCategory == .unspecified)
    #expect(traits == TraitCollection())
    #expect(!traits.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(!TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge).preferredContentSizeCategory
        .isAccessibilityCategory)
    #expect(TraitCollection(preferredContentSizeCategory: .accessibility1).preferredContentSizeCategory
        .isAccessibilityCategory)
    // An unspecified category scales by 1: the scale's default, large.
    #expect(FontMetrics.default.scaledValue(for: 17, compatibleWith: traits) == 17)
}
