import Foundation
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
        #expect(result.stderr.hasPrefix("typescale table: --format: 'yaml' is not one of"))
    }

    @Test("a missing scale file exits 65")
    func missingFile() throws {
        let result = try runExecutable(["table", "--scale", "/nonexistent/scale.json"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("/nonexistent/scale.json: cannot read the scale file"))
    }
}
