import TestSupport
import Testing
import TextMeasurement

@testable import TextRendering

/// Each rendered line's ink stays inside its measured box, and ends where the measurement says the line ends.
@Suite struct InkTests {
    static let scale = 3.0
    static let padding = 30.0

    /// One line drawn alone at 3×, the label's corner at (`padding`, `padding`) pixels.
    private func inkOfLine(
        _ index: Int, of rendered: RenderedText, renderer: TextRenderer
    ) throws
        -> (x: ClosedRange<Int>, y: ClosedRange<Int>)?
    {
        let width = Int(((rendered.labelWidth + 40) * Self.scale).rounded(.up) + 2 * Self.padding)
        let height = Int((rendered.layout.size.height * Self.scale).rounded(.up) + 2 * Self.padding)
        var bitmap = try Bitmap(width: max(width, 1), height: max(height, 1))
        try renderer.draw(
            rendered, in: &bitmap, x: Self.padding, y: Self.padding, scale: Self.scale, lines: index..<index + 1)
        return inkBounds(of: bitmap)
    }

    /// TestSans: every glyph's ink starts 50 units after its origin and ends 50 units before its advance, and stays
    /// between the descender and the ascender; so a line's ink runs from 0.05 em to its width less the last
    /// cluster's tracking less 0.05 em.
    @Test(arguments: testSansCases)
    func inkInsideTheLineBox(_ testCase: DrawingCase) throws {
        let rendered = try Renderers.test.render(testCase.text, face: TestFonts.sans, size: testCase.size, label: testCase.constraints)
        let em = testCase.size
        let scale = Self.scale
        let padding = Self.padding
        for (index, line) in rendered.lines.enumerated() {
            guard let ink = try inkOfLine(index, of: rendered, renderer: Renderers.test) else {
                #expect(line.glyphs.glyphs.isEmpty, "line \(index) has glyphs but no ink")
                continue
            }
            let box = line.measured
            // Inside the box, to the pixel that holds its edge.
            let left = Int((padding + line.x * scale).rounded(.down))
            let right = Int((padding + (line.x + box.width) * scale).rounded(.up)) - 1
            let top = Int((padding + box.top * scale).rounded(.down))
            let bottom = Int((padding + (box.top + box.height) * scale).rounded(.up)) - 1
            #expect(
                ink.x.lowerBound >= left && ink.x.upperBound <= right,
                "line \(index): ink \(ink.x), box \(left)...\(right)")
            #expect(
                ink.y.lowerBound >= top && ink.y.upperBound <= bottom,
                "line \(index): ink \(ink.y), box \(top)...\(bottom)")
            // Where the ink ends: the measured width less the trailing tracking and the 50-unit side bearing.
            // The last cluster's tracking: once per grapheme it covers (twice after the "fi" ligature); once
            // after an ellipsis; none after the hyphen of a soft hyphen.
            let last = try #require(line.glyphs.glyphs.last)
            let graphemes: Int
            if let cluster = last.cluster {
                let units = Array(testCase.text.utf16)[cluster..<box.range.upperBound]
                graphemes = String(decoding: units, as: UTF16.self).count
            } else {
                graphemes = last.id == 14 ? 0 : 1
            }
            let trailingTracking = testCase.constraints.tracking * Double(graphemes)
            let inkEnd = padding + (line.x + box.width - trailingTracking - 0.05 * em) * scale
            let inkStart = padding + (line.x + 0.05 * em) * scale
            #expect(
                abs(Double(ink.x.upperBound + 1) - inkEnd) <= 1,
                "line \(index): ink ends at \(ink.x.upperBound + 1), expected \(inkEnd)")
            #expect(
                abs(Double(ink.x.lowerBound) - inkStart) <= 1,
                "line \(index): ink starts at \(ink.x.lowerBound), expected \(inkStart)")
        }
    }

    /// Noto Sans and the fallback fonts: ink inside the box, with a point of slack for side bearings that reach
    /// past the advance (a font's right to do so).
    @Test(arguments: systemFontCases)
    func inkInsideTheLineBoxWithFallback(_ testCase: DrawingCase) throws {
        let renderer = try #require(Renderers.system)
        let rendered = try renderer.render(
                testCase.text, face: try renderer.measurer.face(family: nil), size: testCase.size,
                label: testCase.constraints)
        let slack = 1.0 * Self.scale
        for (index, line) in rendered.lines.enumerated() {
            guard let ink = try inkOfLine(index, of: rendered, renderer: renderer) else { continue }
            let box = line.measured
            let left = Self.padding + line.x * Self.scale
            let right = Self.padding + (line.x + box.width) * Self.scale
            let top = Self.padding + box.top * Self.scale
            let bottom = Self.padding + (box.top + box.height) * Self.scale
            #expect(
                Double(ink.x.lowerBound) >= left - slack && Double(ink.x.upperBound) <= right + slack,
                "line \(index): ink \(ink.x), box \(left)...\(right)")
            #expect(
                Double(ink.y.lowerBound) >= top - slack && Double(ink.y.upperBound) <= bottom + slack,
                "line \(index): ink \(ink.y), box \(top)...\(bottom)")
        }
    }

    @Test func glyphsLandOnTheirPixels() throws {
        // "H" at 10 pt, 3×: ink from 0.5 pt to 6.5 pt → pixels 1.5 … 19.5 past the corner, baseline 8 pt = 24 px,
        // cap height 7 pt = 21 px above it.
        let rendered = try Renderers.test.render("H", face: TestFonts.sans, size: 10)
        var bitmap = try Bitmap(width: 40, height: 40)
        try Renderers.test.draw(rendered, in: &bitmap, x: 10, y: 5, scale: 3)
        let ink = try #require(inkBounds(of: bitmap))
        #expect(ink.x == 11...29 && ink.y == 8...28)
        // The half-covered edge columns and the solid middle.
        #expect(bitmap[11, 20].red > 100 && bitmap[11, 20].red < 160)
        #expect(bitmap[20, 20] == .black)
    }
}
