// Generated from Sources/TextRendering/TextRendering.docc/TextRendering.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import TextMeasurement
import TextRendering

func TextRendering_TextRendering_0() throws {
    let measurer = try TextMeasurer.systemFonts()
    let renderer = TextRenderer(measurer: measurer)
    let text = "In den Warenkorb"
    let label = LabelConfiguration(width: 160, numberOfLines: 1, displayScale: 2, language: "de")
    let layout = try measurer.measure(text, style: .headline, category: .accessibility2, label: label)
    let panels = try TextLayoutDiagram.Panel.explaining(
        text, layout: layout, caption: "headline at AX2", renderer: renderer)
    let picture = try TextLayoutDiagram(panels: panels, captionFace: measurer.face(family: nil)).render(with: renderer)
    try PNGWriter.write(picture, to: "layout.png")
}
