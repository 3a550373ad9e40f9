import Foundation
import TestSupport
import Testing
import TextMeasurement
import TextRendering
import TypeScaleCLI

/// `typescale specimen`, `measure --png` and `audit --png-dir`, run in process (and once as the built executable).
@Suite struct PictureCommandTests {
    @Test func specimenWritesAPNG() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("specimen.png").path
        let result = typescale(
            "specimen", "--font-file", TestFonts.sansPath, "--styles", "body,headline", "--categories", "L,AX5",
            "--display-scale", "1", "--out", path)
        #expect(result.status == 0, "\(result.stderr)")
        let bitmap = try PNGReader.bitmap(contentsOfFile: path)
        #expect(
            result.stdout
                == "\(path): \(bitmap.width) × \(bitmap.height) pixels, 2 styles × 2 categories of the iOS scale at 1x\n"
        )
        #expect(bitmap.width > 200 && bitmap.height > 100)
    }

    @Test func specimenOfOneStyleHasARowPerCategory() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("body.png").path
        let result = typescale(
            "specimen", "--font-file", TestFonts.sansPath, "--style", "body", "--text", "Ag", "--display-scale", "1",
            "--out", path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 style × 12 categories of the iOS scale at 1x\n"))
    }

    @Test(arguments: [
        (["--style", "body", "--styles", "body"], "--style and --styles cannot be used together"),
        (["--categories", "AX1", "--platform", "macos"], "--categories: the macOS scale defines none of those"),
        (["--display-scale", "4"], "--display-scale: '4' is not accepted; expected 1, 2 or 3"),
        (["Hello"], "takes no arguments"),
        (["--styles", "poster"], "has no style 'poster'"),
        (["--text", ""], "--text: '' is not accepted; expected a sample text"),
        (["--face-index", "1"], "--face-index applies to --font-file"),
    ])
    func specimenUsageErrors(_ arguments: [String], _ message: String) {
        let (status, output) = TypeScaleCLI.run(["specimen"] + arguments)
        #expect(status == 64)
        #expect(output.standardError.contains(message), "\(output.standardError)")
    }

    @Test func specimenThatCannotBeWrittenExits73() {
        let result = typescale(
            "specimen", "--font-file", TestFonts.sansPath, "--styles", "body", "--categories", "L",
            "--out", "/nonexistent-\(UUID().uuidString)/specimen.png")
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot create a file in its directory"), "\(result.stderr)")
    }

    @Test func specimenWithAMissingFontFileExits66() {
        let result = typescale("specimen", "--font-file", "/nonexistent.ttf")
        #expect(result.status == 66)  // EX_NOINPUT, as every input that cannot be opened (issue 13)
        #expect(result.stderr.contains("/nonexistent.ttf"))
    }

    @Test func measureDrawsWhatItMeasured() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("layout.png").path
        let result = typescale(
            "measure", "Hello World, hello again", "--font-file", TestFonts.sansPath, "--size", "17", "--width", "60",
            "--lines", "2", "--png", path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("truncated  yes"))
        let bitmap = try PNGReader.bitmap(contentsOfFile: path)
        #expect(result.stderr.hasSuffix("wrote \(path) (\(bitmap.width) × \(bitmap.height) pixels)\n"))
        // The same picture the library draws for the same measurement.
        let text = "Hello World, hello again"
        let renderer = TextRenderer(measurer: .shared)
        let layout = try renderer.measurer.measure(
            text, face: TestFonts.sans, size: 17, label: .init(width: 60, numberOfLines: 2))
        let panels = try TextLayoutDiagram.Panel.explaining(text, layout: layout, caption: "", renderer: renderer)
        #expect(
            panels.map(\.rendered.layout) == [
                layout,
                try renderer.measurer.measure(
                    text, face: TestFonts.sans, size: 17, label: .init(width: 60, numberOfLines: 0)),
            ])
    }

    @Test func measureAcrossCategoriesDrawsAPanelEach() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("all.png").path
        let result = typescale(
            "measure", "Add to Cart", "--font-file", TestFonts.sansPath, "--style", "body", "--all-categories",
            "--width", "120", "--lines", "1", "--display-scale", "1", "--png", path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGReader.bitmap(contentsOfFile: path).height > 12 * 30)
    }

    @Test func measurePNGUsageErrors() {
        #expect(typescale("measure", "Hi", "--png", "").status == 64)
        let batch = typescale("measure", "--batch", "-", "--png", "x.png")
        #expect(batch.status == 64)
        #expect(batch.stderr.contains("--png draws one measurement; it cannot be used with --batch"))
        let unwritable = typescale(
            "measure", "Hi", "--font-file", TestFonts.sansPath, "--png", "/nonexistent-\(UUID().uuidString)/x.png")
        #expect(unwritable.status == 73)
    }

    @Test func auditDrawsEachTextThatDoesNotFit() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pictures = directory.appendingPathComponent("pictures").path  // made by the command
        let catalog = Fixtures.path("Catalogs/Shop/Localizable.xcstrings")
        let spec = Fixtures.path("Specs/shop-layout.json")
        let result = typescale(
            "audit", catalog, "--spec", spec, "--categories", "...AX3", "--font-file", TestFonts.sansPath,
            "--png-dir", pictures)
        #expect(result.status == 1, "\(result.stderr)")
        let failing = result.stdout.split(separator: "\n").filter { $0.contains(" needs ") }.count
        let files = try FileManager.default.contentsOfDirectory(atPath: pictures).sorted()
        #expect(failing > 0 && files.count == failing)
        #expect(files.contains("Add_to_Cart-en.png"))
        #expect(result.stderr.contains("wrote \(failing) pictures to \(pictures)"))
        for file in files {
            #expect(try PNGReader.bitmap(contentsOfFile: pictures + "/" + file).width > 100)
        }
    }

    @Test func auditWhosePicturesCannotBeWrittenKeepsItsFindings() throws {
        // --png-dir under a file: the folder cannot be made (ENOTDIR, in POSIX's words, not Foundation's sentence);
        // the report is printed, the exit is 73, and standard error still says that strings do not fit (issue 13).
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        let catalog = Fixtures.path("Catalogs/Shop/Localizable.xcstrings")
        let spec = Fixtures.path("Specs/shop-layout.json")
        let result = typescale(
            "audit", catalog, "--spec", spec, "--categories", "...AX3", "--font-file", TestFonts.sansPath,
            "--png-dir", file.path + "/pictures")
        #expect(result.status == 73)
        #expect(result.stdout.contains(" needs "))
        #expect(result.stderr.contains(
            "typescale audit: \(file.path)/pictures: cannot make the folder for --png-dir (not a directory)\n"))
        #expect(result.stderr.contains("typescale audit: the pictures could not be written; 7 of 26 texts do not fit (exit 73)\n"))
    }

    @Test func measurePictureTooLargeExits73() {
        // 4,000 words at 200 pt on one line: wider than a bitmap may be (an output that cannot be written).
        let text = String(repeating: "word ", count: 4000)
        let result = typescale("measure", text, "--font-file", TestFonts.sansPath, "--size", "200", "--png", "/tmp/x.png")
        #expect(result.status == 73)
        #expect(result.stderr.contains("the picture would be"))
    }

    @Test("a picture too large to be one exits 73 in every command that draws, as each --help and the README say")
    func pictureTooLargeExits73Everywhere() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let words = String(repeating: "word ", count: 3000)
        let catalog = directory.appendingPathComponent("en.json")
        try Data(#"{"long": "\#(words)", "short": "Hi"}"#.utf8).write(to: catalog)
        let runs: [(command: String, arguments: [String])] = [
            ("measure", ["measure", words, "--font-file", TestFonts.sansPath, "--size", "200", "--png",
                directory.appendingPathComponent("m.png").path]),
            ("specimen", ["specimen", "--font-file", TestFonts.sansPath, "--styles", "body", "--categories", "L",
                "--text", words, "--out", directory.appendingPathComponent("s.png").path]),
            ("audit", ["audit", catalog.path, "--font-file", TestFonts.sansPath, "--size", "10", "--width", "20000",
                "--png-dir", directory.appendingPathComponent("pictures").path]),
            ("layout", ["layout", Fixtures.path("Layouts/labels.json"), "--all-categories", "--display-scale", "8",
                "--png", directory.appendingPathComponent("l.png").path]),
        ]
        for (command, arguments) in runs {
            let (status, output) = TypeScaleCLI.run(arguments)
            #expect(status == 73, "\(command): \(output.standardError)")
            #expect(output.standardError.contains("the picture would be "), "\(command)")
            #expect(TypeScaleCLI.run([command, "--help"]).output.standardOutput.contains("73"), "\(command)")
        }
        // The audit's report is printed all the same, and standard error says that strings do not fit as well.
        let audit = TypeScaleCLI.run(runs[2].arguments).output
        #expect(audit.standardOutput.contains("1 of 2 strings does not fit."))
        #expect(audit.standardError.hasSuffix("typescale audit: the pictures could not be written; 1 of 2 texts do not fit (exit 73)\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("s.png").path))
    }

    @Test func auditThatFitsWritesNoPictures() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = Fixtures.path("Catalogs/Shop/en.lproj/Localizable.strings")
        let result = typescale(
            "audit", catalog, "--width", "5000", "--lines", "0", "--png-dir", directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func executableWritesASpecimen() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("specimen.png").path
        let result = try runExecutable([
            "specimen", "--font-file", TestFonts.sansPath, "--styles", "body", "--categories", "L", "--out", path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGReader.bitmap(contentsOfFile: path).width > 0)
    }
}
