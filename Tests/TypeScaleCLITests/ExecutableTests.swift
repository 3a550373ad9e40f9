import Foundation
import TestSupport
import Testing

/// The built `typescale` binary, run as a user runs it: output streams and exit statuses.
@Suite("typescale executable")
struct ExecutableTests {
    @Test("scale prints to stdout and exits 0")
    func scaleSucceeds() throws {
        let result = try runExecutable(["scale", "17", "--style", "body", "--category", "AX5", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("\"scaledValue\": 48"))
    }

    @Test("a usage error goes to stderr and exits 64")
    func usageError() throws {
        let result = try runExecutable(["table", "--format", "yaml"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("typescale table: --format: 'yaml' is not accepted; expected text, markdown"))
    }

    @Test("a missing scale file exits 66 (EX_NOINPUT, as every input that cannot be opened)")
    func missingFile() throws {
        let result = try runExecutable(["table", "--scale", "/nonexistent/scale.json"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent/scale.json: no such scale file"))
    }

    @Test("audit exits 1 when a string does not fit, 0 when all do, and prints to stdout")
    func audit() throws {
        let catalog = try temporaryFile(#"{"wide": "abcdefgh", "narrow": "ab"}"#, name: "strings.json")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        // TestSans at 10 pt: "abcdefgh" = 40 pt, "ab" = 10 pt; a 30-pt label.
        let failing = try runExecutable(["audit", catalog.path, "--font-file", TestFonts.sansPath, "--size", "10", "--width", "30"])
        #expect(failing.status == 1)
        #expect(failing.stdout.hasSuffix("1 of 2 strings does not fit.\n" + ReportedFonts.textLine))
        let passing = try runExecutable(["audit", catalog.path, "--font-file", TestFonts.sansPath, "--size", "10", "--width", "50"])
        #expect(passing.status == 0)
        #expect(passing.stderr.isEmpty)
    }
}
