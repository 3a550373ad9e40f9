import Foundation
import TestSupport
import Testing
import TextMeasurement

/// Fallback through fontconfig: characters TestSans lacks come from an installed font. Debian's fonts-dejavu-core
/// (installed by Scripts/setup) covers Arabic; its DejaVu Sans metrics are hhea ascender 1901, descender −483, line
/// gap 0 at 2048 units per em (DejaVu Sans 2.37).
@Suite("Font fallback")
struct FallbackTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = TextMeasurer(fontMatcher: try FontMatcher(addingFontsAt: [TestFonts.sansPath]))
    }

    @Test("a character the font lacks is measured in a fallback font, and the line grows to that font's height")
    func arabicFallback() throws {
        let face = try measurer.face(family: "TestSans")
        #expect(face.family == "TestSans")
        let latin = try measurer.measure("A", face: face, size: 10)
        #expect(approximately(latin.size.height, 11))
        let mixed = try measurer.measure("A\u{0627}", face: face, size: 10)
        // max ascent 9.2822 (DejaVu) + max descent 2.3584 (DejaVu) + max gap 1 (TestSans)
        let expected = 1901.0 / 2048 * 10 + 483.0 / 2048 * 10 + 1
        #expect(abs(mixed.size.height - expected) < 1e-9)
        #expect(mixed.size.width > 7)  // the alef has an advance of its own, not TestSans's .notdef
    }

    @Test("without a matcher, lacking characters are the font's .notdef (500 units)")
    func noFallback() throws {
        let layout = try TextMeasurer().measure("A\u{0627}", face: TestFonts.sans, size: 10)
        #expect(approximately(layout.size.width, 12))
        #expect(approximately(layout.size.height, 11))
    }

    @Test("a family that is not installed is substituted, or an error in strict mode")
    func strictFamily() throws {
        let substitute = try measurer.face(family: "NoSuchFamily 12345")
        #expect(!substitute.family.isEmpty)
        #expect(throws: MeasurementError.self) { try measurer.face(family: "NoSuchFamily 12345", strict: true) }
    }
}
