import DynamicTypeTesting
import Foundation
import TestSupport
import Testing

/// `expectCatalogFits`: a catalog audited in process, one issue per text that does not fit. In TestSans at 10 pt
/// (Fixtures/Fonts/README.md: lowercase 500 units, space 250): "ab cd" is 10 + 2.5 + 10 = 22.5 pt and fits 30 pt;
/// "abcdefgh" is 40 pt and needs 2 lines at every category (a fixed size does not grow).
@Suite("Swift Testing catalog helpers")
struct CatalogHelperTests {
    static let base = AuditLabelFields(size: 10, fontFile: TestFonts.sansPath, width: 30, numberOfLines: 1)

    @Test("one issue per text that does not fit, the audit's line, at the caller's source location")
    func recordsAnIssuePerFailingText() throws {
        let file = try temporaryFile(#"{"short": "ab cd", "long": "abcdefgh"}"#, name: "strings.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let here: SourceLocation = #_sourceLocation
        let expected = "\(file.path):1: long: \"abcdefgh\" needs 2 lines at XS…AX5 (max 1) at 30 pt, 10 pt in TestSans"
        withKnownIssue {
            let report = expectCatalogFits(
                [file.path], base: Self.base, measurer: TestFonts.measurer, sourceLocation: here)
            #expect(report?.items.map(\.entry.key) == ["long", "short"])
            #expect(report?.items.map(\.fits) == [false, true])
        } matching: { issue in
            issue.sourceLocation == here && issue.comments.map(\.rawValue) == [expected]
        }
    }

    @Test("silent when every text fits; the report is returned")
    func passesSilently() throws {
        let file = try temporaryFile(#"{"short": "ab cd", "other": "abc"}"#, name: "strings.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let report = try #require(expectCatalogFits([file.path], base: Self.base, measurer: TestFonts.measurer))
        #expect(report.items.count == 2)
        #expect(report.failing.isEmpty)
    }

    @Test("a catalog that cannot be read is one issue naming it; the others are audited all the same")
    func unreadableCatalog() throws {
        let file = try temporaryFile(#"{"short": "ab cd"}"#, name: "strings.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var report: AuditReport?
        withKnownIssue {
            report = expectCatalogFits(
                ["/no/such/Localizable.xcstrings", file.path], base: Self.base, measurer: TestFonts.measurer)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["/no/such/Localizable.xcstrings: no such catalog file or folder"]
        }
        #expect(report?.items.map(\.entry.key) == ["short"])
        #expect(report?.unreadable.map(\.file) == ["/no/such/Localizable.xcstrings"])
    }

    @Test("a spec's rule gives its key another label: the long text in 2 lines fits")
    func specRules() throws {
        let file = try temporaryFile(#"{"short": "ab cd", "long": "abcdefgh"}"#, name: "strings.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let spec = try AuditSpec(json: Data(#"{"rules": [{"match": "lo*", "lines": 2}]}"#.utf8), path: "spec.json")
        let report = try #require(
            expectCatalogFits([file.path], spec: spec, base: Self.base, measurer: TestFonts.measurer))
        #expect(report.failing.isEmpty)
    }
}
