import Foundation
import TestSupport
import Testing
import TypeScaleCLI

/// Options that cannot be used, fonts that cannot be had, and `--help`.
extension MeasureCommandTests {
    // MARK: - Errors

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test("usage errors exit 64 with one line naming what is wrong and what is accepted", arguments: [
        UsageCase(arguments: ["Hi", "--size", "NaN"], message: "--size: 'NaN' is not accepted; expected a point size"),
        UsageCase(arguments: ["Hi", "--size", "0"], message: "--size: '0' is not accepted"),
        UsageCase(arguments: ["Hi", "--width", "-3"], message: "--width: '-3' is not accepted; expected a width in points from 0 to 1000000000"),
        UsageCase(arguments: ["Hi", "--lines", "-1"], message: "--lines: '-1' is not accepted; expected a whole number"),
        UsageCase(arguments: ["Hi", "--lines", "two"], message: "--lines: 'two' is not accepted"),
        UsageCase(arguments: ["Hi", "--mode", "foo"], message: "--mode: 'foo' is not accepted; expected byWordWrapping, byCharWrapping"),
        UsageCase(arguments: ["Hi", "--strategy", "greedy"], message: "expected standard, pushOut, hangulWordPriority, none"),
        UsageCase(arguments: ["Hi", "--style", "body", "--size", "12"], message: "--style and --size cannot be used together"),
        UsageCase(arguments: ["Hi", "--style", "hero"], message: "expected a text style of the iOS type scale: largeTitle"),
        UsageCase(arguments: ["Hi", "--style", "body", "--category", "huge"], message: "--category: unknown content size category 'huge'"),
        UsageCase(arguments: ["Hi", "--category", "AX1"], message: "--category applies to --style"),
        UsageCase(arguments: ["Hi", "--all-categories"], message: "--all-categories needs --style"),
        UsageCase(arguments: ["Hi", "--style", "body", "--weight", "bold"], message: "--weight cannot be used with --style"),
        UsageCase(arguments: ["Hi", "--style", "body", "--line-height", "20"], message: "--line-height cannot be used with --style"),
        UsageCase(arguments: ["Hi", "--line-height", "tall"], message: "expected natural, a height in points"),
        UsageCase(arguments: ["Hi", "--display-scale", "4"], message: "--display-scale: '4' is not accepted; expected 1, 2 or 3"),
        UsageCase(arguments: ["Hi", "--weight", "450"], message: "--weight: '450' is not accepted"),
        UsageCase(arguments: ["Hi", "--font", "DejaVu Sans", "--font-file", "x.ttf"], message: "--font and --font-file cannot be used together"),
        UsageCase(arguments: ["Hi", "--face-index", "1"], message: "--face-index applies to --font-file"),
        UsageCase(arguments: ["Hi", "--strict"], message: "--strict applies to --font FAMILY"),
        UsageCase(arguments: [], message: "'typescale measure' needs a TEXT to measure"),
        UsageCase(arguments: ["Hello", "World"], message: "takes one TEXT, got 2"),
        UsageCase(arguments: ["Hi", "--format", "yaml"], message: "--format: 'yaml' is not accepted; expected text, json"),
        UsageCase(arguments: ["Hi", "--batch", "-"], message: "--batch reads the texts from FILE; give no TEXT"),
        UsageCase(arguments: ["--batch", "-", "--width", "3"], message: "--width cannot be used with --batch; give \"width\""),
        UsageCase(arguments: ["Hi", "--jobs", "2"], message: "--jobs is for --batch FILE"),
        UsageCase(arguments: ["--batch", "-", "--jobs", "2"], message: "--jobs is for a --batch FILE"),
        UsageCase(arguments: ["Hi", "--colour", "red"], message: "unknown option '--colour' for 'typescale measure'"),
    ])
    func usageErrors(_ usage: UsageCase) {
        let (status, output) = TypeScaleCLI.run(["measure"] + usage.arguments)
        #expect(status == 64)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("typescale measure: "))
        #expect(output.standardError.contains(usage.message), "\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    @Test("a missing font file exits 66 with the measurer's message")
    func missingFontFile() {
        let (status, output) = TypeScaleCLI.run(["measure", "Hi", "--font-file", "/nonexistent/font.ttf"])
        #expect(status == 66)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "typescale measure: /nonexistent/font.ttf: no such font file\n")
    }

    @Test("a file that is not a font exits 65 naming FreeType's error")
    func brokenFontFile() throws {
        let file = try temporaryFile("not a font", name: "broken.ttf")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = TypeScaleCLI.run(["measure", "Hi", "--font-file", file.path])
        #expect(status == 65)
        #expect(output.standardError.hasPrefix("typescale measure: \(file.path): not a usable font (FreeType error"))
    }

    @Test("a face index past the file's faces exits 65")
    func faceIndexOutOfRange() {
        let result = Self.measure("Hi", "--face-index", "3")
        #expect(result.status == 65)
        #expect(result.stderr.contains("face index 3 is out of range; the file has 1 face"))
    }

    @Test("a family that is not installed is substituted with a note on stderr, or with --strict exits 65")
    func missingFamily() {
        let family = "No Such Family 7f3a"
        let (status, output) = TypeScaleCLI.run(["measure", "Hi", "--font", family])
        #expect(status == 0)
        #expect(output.standardError.hasPrefix("typescale measure: note: font family '\(family)' is not installed"))
        #expect(output.standardOutput.contains("size"))
        let strict = TypeScaleCLI.run(["measure", "Hi", "--font", family, "--strict"])
        #expect(strict.status == 65)
        #expect(strict.output.standardOutput.isEmpty)
        #expect(strict.output.standardError.hasPrefix("typescale measure: font family '\(family)' is not installed"))
    }

    @Test("--help shows the usage, the options and examples")
    func help() {
        let (status, output) = TypeScaleCLI.run(["measure", "--help"])
        #expect(status == 0)
        for part in ["USAGE: typescale measure TEXT", "--font-file PATH", "--batch FILE", "--all-categories", "EXAMPLES:"] {
            #expect(output.standardOutput.contains(part))
        }
    }
}
