import Testing
import TypeScaleCLI

@Suite("typescale measure --system-font")
struct SystemFontOptionTests {
    @Test("the system font in an installed family; one that is not installed is refused")
    func systemFont() {
        let (status, output) = TypeScaleCLI.run(["measure", "Hi", "--style", "body", "--system-font", "DejaVu Sans"])
        #expect(status == 0)
        #expect(output.standardOutput.hasPrefix("font       DejaVu Sans Book, 17 pt ("))
        let (standIn, standInOutput) = TypeScaleCLI.run(["measure", "Hi", "--style", "body"])
        #expect(standIn == 0 && standInOutput.standardOutput.hasPrefix("font       Inter Regular, 17 pt ("))
        let (missing, missingOutput) = TypeScaleCLI.run(["measure", "Hi", "--system-font", "No Such Family"])
        #expect(missing == 65)
        #expect(missingOutput.standardError.contains("No Such Family"))
    }
}
