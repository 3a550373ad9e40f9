// Generated from README.md, Swift example 5: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicType
import Foundation

func README_4() throws {
    let entry = TypeScale.iOS.entry(for: .body, at: .accessibility3)!      // 40 pt, leading 48, regular
    let metrics = FontMetrics(forTextStyle: .headline)                      // UIFontMetrics(forTextStyle: .headline)
    let traits = TraitCollection(preferredContentSizeCategory: .accessibility5, displayScale: 3)
    metrics.scaledValue(for: 16, compatibleWith: traits)                    // 45.0
    metrics.scaledFont(for: Font(family: "Inter", pointSize: 17), maximumPointSize: 44, compatibleWith: traits) // 44 pt

    struct Card {
        @ScaledMetric(relativeTo: .body) var padding = 16.0                // $padding.traits sets the category
    }

    let acme = try TypeScale(json: Data(contentsOf: URL(filePath: "acme.json")), source: "acme.json") // or TypeScaleError
    AndroidFontScale(fontScale: 2).scaledSize(14)                           // 26 dp: Android 14's non-linear curve
    StackAxisRule().axis(for: traits)                                       // .vertical at accessibility sizes
}
