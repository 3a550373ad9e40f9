import DynamicType
import Testing
import TestSupport
import TextMeasurement

/// The system font's stand-in for SF Pro: Inter (Debian's `fonts-inter`, installed by Scripts/setup) with SF Pro's
/// tracking and line metrics.
///
/// Expected values by hand: Inter's advances read with fontTools from `/usr/share/fonts/opentype/inter/Inter-*.otf`
/// (2,816 units per em; "minimum" is 11,964 units in Regular and 12,738 in Bold, with no kerning pair; "Add to Cart"
/// 15,396 plus 80 of GPOS kerning), the HIG's SF Pro tracking (−26/1000 em at 17 pt, −6/1000 at 13 pt) on every
/// character, and SF Pro's `hhea` (ascender 1950, descender −494, no gap, 2,048 units per em).
@Suite("The system font's stand-in")
struct SystemFontStandInTests {
    let measurer = TextMeasurer.shared

    @Test("17 pt is Inter, SF Pro's line height: 20.287109375, 20.333 at 3×, 20.5 at 2×; the baseline at its ascender")
    func lineHeight() throws {
        let layout = try measurer.measure("minimum", font: LabelFont(.fixed(17)))
        #expect(layout.font.face.family == "Inter" && layout.font.face.replacedLineMetrics == .sfPro)
        #expect(layout.size.height == 20.287109375)
        #expect(approximately(layout.roundedSize.height, 61.0 / 3))
        #expect(layout.lines[0].baseline == 17.0 * 1950 / 2048)
        var twice = LabelConfiguration()
        twice.displayScale = 2
        #expect(try measurer.measure("minimum", font: LabelFont(.fixed(17)), label: twice).roundedSize.height == 20.5)
    }

    @Test("widths: Inter's advances and kerning less SF Pro's tracking for the size, on every character")
    func widthsWithTracking() throws {
        let tracking17 = 17 * -26 / 1000.0
        #expect(approximately(
            try measurer.measure("minimum", font: LabelFont(.fixed(17))).size.width, 11964 * 17 / 2816.0 + 7 * tracking17))
        #expect(approximately(
            try measurer.measure("Add to Cart", font: LabelFont(.fixed(17))).size.width,
            (15396 + 80) * 17 / 2816.0 + 11 * tracking17))
        // 13 pt: −6/1000 em.
        #expect(approximately(
            try measurer.measure("minimum", font: LabelFont(.fixed(13))).size.width,
            11964 * 13 / 2816.0 + 7 * 13 * -6 / 1000.0))
        // Bold is Inter Bold with the same tracking.
        let bold = try measurer.measure("minimum", font: LabelFont(.fixed(17, weight: .bold)))
        #expect(bold.font.face.style == "Bold")
        #expect(approximately(bold.size.width, 12738 * 17 / 2816.0 + 7 * tracking17))
        // A label's own tracking adds to the font's.
        var tracked = LabelConfiguration()
        tracked.tracking = 1
        #expect(approximately(
            try measurer.measure("minimum", font: LabelFont(.fixed(17)), label: tracked).size.width,
            11964 * 17 / 2816.0 + 7 * (tracking17 + 1)))
    }

    @Test("body is the same font as 17 pt: the same width; one line as tall as the font, each further one 22")
    func bodyIsTheSystemFont() throws {
        let body = try measurer.measure("minimum", style: .body, category: .large)
        let fixed = try measurer.measure("minimum", font: LabelFont(.fixed(17)))
        #expect(body.size.width == fixed.size.width && body.size.height == 20.287109375)
        let two = try measurer.measure(
            "minimum minimum", style: .body, category: .large,
            label: LabelConfiguration(width: 80, numberOfLines: 0, lineBreakMode: .byWordWrapping))
        #expect(two.lineCount == 2 && approximately(two.size.height, 20.287109375 + 22))
    }

    @Test("a design system's style without tracking in the system font takes the system font's for its size")
    func customScaleTakesTheSystemTracking() throws {
        // Acme's body at xSmall: 13 pt, leading 18, no tracking of its own: SF Pro's −6/1000 em at 13 pt; a design
        // system's leading on every line, the first too.
        let scale = try TypeScale(json: Fixtures.data("Scales/valid/acme.json"), source: "acme.json")
        let layout = try measurer.measure("minimum", style: .body, category: .extraSmall, in: scale)
        let advances = 11964 * 13 / 2816.0, tracking = 7 * 13 * -6 / 1000.0
        #expect(approximately(layout.size.width, advances + tracking))
        #expect(layout.size.height == 18)
    }

    @Test("shrunk to fit, the system font takes its tracking for the new size; another font scales its own")
    func scaledFonts() throws {
        let body = try measurer.resolve(.style(.body), at: .large)
        let half = body.scaled(by: 0.5)
        // 8.5 pt: between the HIG's 8 pt (+26/1000 em) and 9 pt (+19): +22.5/1000 em.
        #expect(half.pointSize == 8.5 && half.leading == 11)
        #expect(approximately(half.tracking ?? 0, 8.5 * 22.5 / 1000))
        let file = try measurer.resolve(.style(.body, source: .file(path: TestFonts.sansPath)), at: .large)
        #expect(approximately(file.scaled(by: 0.5).tracking ?? 0, 17 * -26 / 1000.0 / 2))
    }

    @Test("a character Inter lacks falls back with its own metrics: the line grows to Noto Sans CJK's")
    func fallbackKeepsItsMetrics() throws {
        // Noto Sans CJK: ascender 1160, descender −288 in 1000 units per em (hhea, every face of the collection); at
        // 17 pt 19.72 and 4.896. Without a language, kana is set as iOS sets it on a device set to English: in the
        // Simplified Chinese face (FallbackLanguage).
        let layout = try measurer.measure("mカ", font: LabelFont(.fixed(17)))
        #expect(layout.lines[0].fonts.map(\.family) == ["Inter", "Noto Sans CJK SC"])
        #expect(approximately(layout.size.height, 17 * (1160 + 288) / 1000.0))
    }

    @Test("fontconfig's sans-serif with its own metrics and no tracking, as before; a family of one's own")
    func otherStandIns() throws {
        let old = try TextMeasurer.systemFonts(systemFont: .fontconfigSansSerif)
        let face = try old.face(family: nil)
        let layout = try old.measure("minimum", font: LabelFont(.fixed(17)))
        #expect(layout.font.face == face && layout.font.tracking == nil)
        #expect(layout.size.width == (try old.measure("minimum", face: face, size: 17)).size.width)
        let dejaVu = try TextMeasurer.systemFonts(systemFont: .family("DejaVu Sans"))
        #expect(try dejaVu.measure("x", style: .body, category: .large).font.face.family == "DejaVu Sans")
        #expect(SystemFontStandIn.inter.description == "Inter with SF Pro's tracking and line metrics")
        #expect(SystemFontStandIn.fontconfigSansSerif.description == "sans-serif")
    }
}
