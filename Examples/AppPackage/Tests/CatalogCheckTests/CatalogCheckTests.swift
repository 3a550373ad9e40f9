import DynamicTypeTesting
import Foundation
import Testing

/// An app's catalog audited from the app's own tests: the Shop fixture of DynamicTypeKit (26 iPhone texts in 6 languages;
/// its Mac variation is left out), in
/// the layout this package's `layout.json` gives.
struct CatalogCheckTests {
    let catalog: String
    let spec: AuditSpec

    init() throws {
        catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Fixtures/Catalogs/Shop/Localizable.xcstrings").standardizedFileURL.path
        spec = try AuditSpec(contentsOfFile: try #require(Bundle.module.path(forResource: "layout", ofType: "json")))
    }

    @Test func everyTextFitsUpToTheDefaultSize() throws {
        let report = try #require(expectCatalogFits([catalog], spec: spec))
        #expect(report.items.count == 26)
    }

    @Test func addToCartDoesNotFitOneLineAtAX1() {
        // Headline at AX1 is 28 pt semibold: "Add to Cart", eleven characters of about half an em, is some 170 pt,
        // wider than its 160-pt label, so the English text is reported (with the others that are as wide).
        var atAX1 = spec
        atAX1.rules[0].fields.categories = [.accessibility1]
        var report: AuditReport?
        withKnownIssue {
            report = expectCatalogFits([catalog], spec: atAX1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(": Add to Cart [") && $0.rawValue.contains(" at AX1 ") }
        }
        let failing = report?.failing.map { "\($0.entry.key) [\($0.entry.locale ?? "")]" } ?? []
        #expect(failing.contains("Add to Cart [en]"))
        #expect(failing.allSatisfy { $0.hasPrefix("Add to Cart") })
    }
}
