import Foundation
import TestSupport
import Testing
import TextMeasurement

@Suite("FontFace")
struct FontFaceTests {
    @Test("hhea metrics when USE_TYPO_METRICS is clear")
    func hheaMetrics() throws {
        let face = try FontFace(contentsOfFile: TestFonts.sansPath)
        #expect(face.family == "TestSans")
        #expect(face.unitsPerEm == 1000)
        #expect(face.metrics.ascender == 800)
        #expect(face.metrics.descender == -200)
        #expect(face.metrics.lineGap == 100)
        #expect(face.metrics.capHeight == 700)
        #expect(face.metrics.xHeight == 500)
        #expect(!face.metrics.usesTypoMetrics)
        let at17 = face.metrics(atSize: 17)
        // (800 + 200 + 100) / 1000 × 17 = 18.7
        #expect(abs(at17.lineHeight - 18.7) < 1e-9)
        #expect(abs(at17.ascender - 13.6) < 1e-9)
        #expect(abs(at17.descender + 3.4) < 1e-9)
    }

    @Test("OS/2 typo metrics when USE_TYPO_METRICS is set")
    func typoMetrics() throws {
        let face = try FontFace(contentsOfFile: TestFonts.typoPath)
        #expect(face.family == "TestSans Typo")
        #expect(face.metrics.usesTypoMetrics)
        #expect(face.metrics.ascender == 750)
        #expect(face.metrics.descender == -250)
        #expect(face.metrics.lineGap == 0)
        // (750 + 250 + 0) / 1000 × 10 = 10
        #expect(abs(face.metrics(atSize: 10).lineHeight - 10) < 1e-9)
    }

    @Test("coverage: ASCII yes, CJK no")
    func coverage() {
        #expect(TestFonts.sans.covers("A"))
        #expect(TestFonts.sans.covers("\u{2026}"))
        #expect(!TestFonts.sans.covers("中"))
    }

    @Test("a missing file, a file that is no font, an empty file and a bad face index are typed errors")
    func badFiles() throws {
        #expect(throws: MeasurementError.fileNotFound(path: "/nonexistent/font.ttf")) {
            try FontFace(contentsOfFile: "/nonexistent/font.ttf")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fontface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let text = directory.appendingPathComponent("notes.ttf")
        try Data("this is not a font\n".utf8).write(to: text)
        let empty = directory.appendingPathComponent("empty.ttf")
        try Data().write(to: empty)
        let truncated = directory.appendingPathComponent("truncated.ttf")
        try Data(try Data(contentsOf: URL(fileURLWithPath: TestFonts.sansPath)).prefix(200)).write(to: truncated)
        for path in [text.path, empty.path, truncated.path] {
            do {
                _ = try FontFace(contentsOfFile: path)
                Issue.record("\(path) loaded")
            } catch {
                guard case .notAFont(let errorPath, let code, _) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(errorPath == path)
                #expect(code != 0)
                #expect(error.description.hasPrefix("\(path): not a usable font (FreeType error"))
            }
        }
        #expect(throws: MeasurementError.faceIndexOutOfRange(path: TestFonts.sansPath, index: 3, faceCount: 1)) {
            try FontFace(contentsOfFile: TestFonts.sansPath, faceIndex: 3)
        }
        // A folder is not "no such font file" (issue 13).
        #expect(throws: MeasurementError.unreadableFile(path: directory.path, problem: "a folder, not a font file")) {
            try FontFace(contentsOfFile: directory.path)
        }
        #expect(
            MeasurementError.unreadableFile(path: "/f", problem: "a folder, not a font file").description
                == "/f: a folder, not a font file; expected a TrueType, OpenType or TrueType collection file")
    }
}
