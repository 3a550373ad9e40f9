import Foundation
import TextMeasurement

/// The project's synthetic test font, TestSans (Fixtures/Fonts/README.md): unitsPerEm 1000; hhea ascender 800,
/// descender −200, line gap 100 (natural line height 1.1 em); advances: space 250, A–Z 700, a–z 500, U+2026 900; no
/// kerning or ligature in the texts used here.
enum TestFont {
    static let path: String = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Fixtures/Fonts/TestSans.ttf").path
    }()

    /// TestSans as a face: `.face(TestFont.sans)` sets a label in it whatever weight is asked for.
    static func sans() throws -> FontFace {
        try FontFace(contentsOfFile: path)
    }

    /// A measurer with no font matcher (no fallback): every text here is in TestSans's character set.
    static let measurer = TextMeasurer(fontMatcher: nil)
}

/// Whether two numbers agree to within rounding noise.
func approximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
