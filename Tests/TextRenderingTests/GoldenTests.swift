import DynamicType
import TestSupport
import Testing
import TextMeasurement
import TextRendering

/// Pictures compared with golden images in Fixtures/Golden, drawn in TestSans alone (no fallback, no system fonts),
/// so they are the same on every machine with the same FreeType; `UPDATE_GOLDEN=1 swift test --filter GoldenTests`
/// rewrites them (look at them before committing).
@Suite struct GoldenTests {
    let renderer = Renderers.test
    let font = FontSource.face(TestFonts.sans)

    @Test func specimenOfStylesByCategory() throws {
        let specimen = TypeSpecimen(
            scale: .iOS, styles: [.largeTitle, .headline, .body, .caption2], font: font, displayScale: 1,
            captionFont: font, title: "iOS type scale in TestSans")
        try expectMatchesGolden(try specimen.render(with: renderer), named: "specimen-styles.png")
    }

    @Test func specimenOfOneStyle() throws {
        let specimen = TypeSpecimen(
            scale: .iOS, styles: [.body], categories: ContentSizeCategory.allCases, font: font, text: "Body Ag",
            arrangement: .categoriesByStyle, displayScale: 1, captionFont: font)
        try expectMatchesGolden(try specimen.render(with: renderer), named: "specimen-body.png")
    }

    @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping])
    func diagramOfATruncatedLabel(_ mode: LineBreakMode) throws {
        let constraints = LabelConfiguration(width: 120, numberOfLines: 2, lineBreakMode: mode, displayScale: 2)
        let text = "Hello World, fifty AV again and again"
        let layout = try TestFonts.measurer.measure(
            text, style: .body, category: .accessibility1, font: font, label: constraints)
        let panels = try TextLayoutDiagram.Panel.explaining(
            text, layout: layout, caption: "body at AX1, \(mode)", renderer: renderer)
        #expect(panels.count == 2)
        let bitmap = try TextLayoutDiagram(panels: panels, captionFace: TestFonts.sans).render(with: renderer)
        try expectMatchesGolden(bitmap, named: "diagram-\(mode.rawValue).png")
    }

    @Test func diagramOfALabelThatFits() throws {
        let constraints = LabelConfiguration(width: 150, numberOfLines: 0, tracking: 0.5, displayScale: 3)
        let text = "Tabs\tand soft\u{AD}hyphens, fine"
        let layout = try TestFonts.measurer.measure(text, face: TestFonts.sans, size: 13, label: constraints)
        let panels = try TextLayoutDiagram.Panel.explaining(
            text, layout: layout, caption: "13 pt, tracking 0.5", renderer: renderer)
        #expect(panels.count == 1)
        let bitmap = try TextLayoutDiagram(panels: panels, captionFace: TestFonts.sans).render(with: renderer)
        try expectMatchesGolden(bitmap, named: "diagram-fits.png")
    }
}
