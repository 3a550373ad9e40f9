import DynamicType
import TestSupport
import Testing
import TextMeasurement

/// TestSans Var (Fixtures/Fonts/README.md): lowercase advance = 500 + Δwght + Δopsz font units, where
/// Δwght = +100·(w−400)/500 for w ≥ 400 and Δopsz = +60·(17−o)/11 for o ≤ 17, −40·(o−17)/55 for o > 17.
/// HarfBuzz rounds advances to whole units, so a formula value that is not whole is within ±0.51 units.
@Suite("Variable fonts")
struct VariableFontTests {
    let measurer = TextMeasurer()
    let face: FontFace

    init() throws {
        face = try FontFace(contentsOfFile: TestFonts.variablePath)
    }

    func width(_ weight: FontWeight, size: Double) throws -> Double {
        try measurer.measure("abc", face: face, size: size, weight: weight).size.width
    }

    @Test("the axes are read from fvar")
    func axes() {
        #expect(face.variationAxes.map(\.name) == ["wght", "opsz"])
        #expect(face.variationAxes.map(\.minimum) == [100, 6])
        #expect(face.variationAxes.map(\.defaultValue) == [400, 17])
        #expect(face.variationAxes.map(\.maximum) == [900, 72])
        #expect(face.isVariable && face.hasOpticalSize)
        #expect(!TestFonts.sans.isVariable)
    }

    @Test("wght follows the weight: regular 500, bold 560, black 600 units per letter at 17 pt")
    func weightAxis() throws {
        #expect(approximately(try width(.regular, size: 17), 3 * 500 * 0.017))
        #expect(approximately(try width(.bold, size: 17), 3 * 560 * 0.017))
        #expect(approximately(try width(.black, size: 17), 3 * 600 * 0.017))
    }

    @Test("opsz follows the point size, limited to the axis: 560 units at 6 pt, 460 at 72 pt and above")
    func opticalSizeAxis() throws {
        #expect(approximately(try width(.regular, size: 6), 3 * 560 * 0.006))
        #expect(approximately(try width(.regular, size: 72), 3 * 460 * 0.072))
        #expect(approximately(try width(.regular, size: 100), 3 * 460 * 0.1))
        // Both axes: black at 72 pt = 500 + 100 − 40 = 560.
        #expect(approximately(try width(.black, size: 72), 3 * 560 * 0.072))
    }

    @Test("across categories, an optical-size font is shaped per size and matches separate measurements")
    func acrossCategories() throws {
        let matcher = try FontMatcher(addingFontsAt: [TestFonts.variablePath])
        let measurer = TextMeasurer(fontMatcher: matcher)
        let all = try measurer.measureAcrossCategories("abc", style: .body, font: .family("TestSans Var"))
        for (category, layout) in all {
            #expect(layout == (try measurer.measure("abc", style: .body, category: category, font: .family("TestSans Var"))))
        }
        // AX5 body: 53 pt, opsz 53 → 500 − 40·36/55 = 473.82 units (±0.51), tracking 3 × 0.318.
        let ax5 = try #require(all.last?.layout)
        #expect(abs(ax5.size.width - (3 * 473.818 * 0.053 + 3 * 0.318)) <= 3 * 0.51 * 0.053 + 1e-6)
    }
}
