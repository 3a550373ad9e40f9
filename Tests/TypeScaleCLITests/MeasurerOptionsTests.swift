import TestSupport
import Testing
import TypeScaleCLI

@Suite("typescale: --system-font and --font-folder")
struct MeasurerOptionsTests {
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

    /// A team's fonts in a folder join the set: `--font` finds their family (TestSans, Fixtures/Fonts/README.md: H 700
    /// and i 500 units, a line of 1100: "Hi" at 10 pt is 12 × 11), and the reports' fonts line names every added face.
    @Test("--font-folder adds a folder's fonts to the set, named in the fonts line")
    func fontFolder() {
        let arguments = ["measure", "Hi", "--font", "TestSans", "--strict", "--size", "10"]
        let (missing, _) = TypeScaleCLI.run(arguments)
        #expect(missing == 65)
        let (status, output) = TypeScaleCLI.run(arguments + ["--font-folder", Fixtures.path("Fonts")])
        #expect(status == 0)
        #expect(output.standardOutput.contains("\nsize       12 × 11 pt\n"))
        let fontSet = output.standardOutput.split(separator: "\n").first { $0.hasPrefix("font set") } ?? ""
        #expect(fontSet.contains("; added: TestSans Regular 1.000, TestSans Typo Regular 1.000, TestSans Var "))
        #expect(!fontSet.contains(ReportedFonts.fontSet.digest))

        let (audit, auditOutput) = TypeScaleCLI.run([
            "audit", Fixtures.path("Catalogs/Shop/en.lproj/Localizable.strings"), "--font", "TestSans", "--width", "300",
            "--font-folder", Fixtures.path("Fonts"),
        ])
        #expect(audit == 1 && auditOutput.standardOutput.contains("; added: TestSans Regular 1.000"))
    }

    @Test("--font-folder naming a file is a usage error; naming nothing, an input that is not there")
    func fontFolderRefused() {
        let (file, fileOutput) = TypeScaleCLI.run(["measure", "Hi", "--font-folder", TestFonts.sansPath])
        #expect(file == 64 && fileOutput.standardError.contains("a file, not a folder; expected a folder of font files"))
        let (nothing, nothingOutput) = TypeScaleCLI.run(["measure", "Hi", "--font-folder", "/no/such/fonts"])
        #expect(nothing == 66 && nothingOutput.standardError == "typescale measure: --font-folder /no/such/fonts: no such folder\n")
    }
}
