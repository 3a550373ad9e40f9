import TestSupport
import Testing
import TextMeasurement

/// TestSans at 10 pt: lowercase 5 pt; "-" 3 pt (TestSans has no U+2010, so the hyphen-minus is shown).
@Suite("Tabs and soft hyphens")
struct TabsAndHyphensTests {
    let measurer = TextMeasurer()

    func layout(_ text: String, width: Double? = nil) throws -> TextLayout {
        try measurer.measure(
            text, face: TestFonts.sans, size: 10,
            label: LabelConfiguration(width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping))
    }

    @Test("a tab advances to the next multiple of 28 pt from the line's start")
    func tabs() throws {
        #expect(approximately(try layout("a\tb").size.width, 33))  // 5 → 28, + 5
        #expect(approximately(try layout("a\t\tb").size.width, 61))  // 5 → 28 → 56, + 5
        #expect(approximately(try layout("\tb").size.width, 33))  // 0 → 28
    }

    @Test("a soft hyphen is invisible unless the line breaks there, when a hyphen shows")
    func softHyphen() throws {
        #expect(approximately(try layout("aaaa\u{00AD}bbbb").size.width, 40))
        let broken = try layout("aaaa\u{00AD}bbbb", width: 30)
        #expect(broken.lineCount == 2)
        #expect(approximately(broken.lines.map(\.width), [23, 20]))  // 20 + 3 for the hyphen
    }
}
