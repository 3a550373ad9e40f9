import Foundation
import TestSupport
import Testing
import TypeScaleCLI

/// The audit never says "all fit" for a text it did not measure: a font file that does not load, or catalogs that
/// gave no text at all, are reported as such (and a text that could not be measured is exit status 65).
@Suite("typescale audit: nothing lost")
struct AuditNothingLostTests {
    static let brokenFont = Fixtures.path("HostileFonts/bytes-empty.ttf")

    @Test("a text whose font does not load is counted as not measured, never as fitting")
    func unmeasuredText() throws {
        let catalog = try temporaryFile(#"{"short": "ab", "broken.title": "cd"}"#, name: "strings.json")
        let spec = try temporaryFile(
            #"{"rules": [{"match": "broken.*", "fontFile": "\#(Self.brokenFont)"}]}"#, name: "spec.json")
        defer {
            try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: spec.deletingLastPathComponent())
        }
        for format in ["text", "json", "junit", "markdown"] {
            let (status, output) = TypeScaleCLI.run([
                "audit", catalog.path, "--spec", spec.path, "--font-file", TestFonts.sansPath, "--size", "10", "--width",
                "300",
                "--format", format,
            ])
            #expect(status == 65, "\(format)")
            #expect(!output.standardOutput.contains("All "), "\(format): \(output.standardOutput)")
            #expect(output.standardError.contains("1 of 2 texts could not be measured"), "\(format)")
            if format == "text" {
                #expect(output.standardOutput.hasSuffix("0 of 2 strings do not fit; 1 could not be measured.\n" + ReportedFonts.textLine))
                #expect(output.standardOutput.contains("broken.title: cannot be measured: "))
            }
        }
    }

    @Test("catalogs with no text: nothing was checked, which is not 'all fit'")
    func noText() throws {
        let catalog = try temporaryFile("{}", name: "strings.json")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let text = TypeScaleCLI.run(["audit", catalog.path, "--font-file", TestFonts.sansPath, "--width", "300"])
        #expect(text.output.standardOutput == "No strings found in 1 catalog: nothing was checked.\n" + ReportedFonts.textLine)
        let markdown = TypeScaleCLI.run([
            "audit", catalog.path, "--font-file", TestFonts.sansPath, "--width", "300", "--format", "markdown",
        ])
        #expect(!markdown.output.standardOutput.contains("✅"))
    }
}
