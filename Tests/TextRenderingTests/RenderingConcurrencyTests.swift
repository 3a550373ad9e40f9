import TestSupport
import Testing
import TextMeasurement
import TextRendering

/// One rasterizer and one renderer shared by many tasks (run under ThreadSanitizer by Scripts/test): FreeType faces
/// are used under their locks, and every task gets the pixels a lone caller gets.
@Suite struct RenderingConcurrencyTests {
    @Test func sharedRasterizerGivesTheSamePixels() async throws {
        let rasterizer = GlyphRasterizer()
        let glyphs: [UInt32] = [34, 55, 66, 72, 100, 102]
        let sizes = [13.0, 17.5, 40]
        var expected: [String: GlyphImage] = [:]
        let serial = GlyphRasterizer()
        for glyph in glyphs {
            for size in sizes {
                expected["\(glyph)@\(size)"] = try serial.image(
                    ofGlyph: glyph, in: TestFonts.sans, pixelsPerEm: size, originOffset: (0.25, 0.5))
            }
        }
        let results = try await withThrowingTaskGroup(of: (String, GlyphImage).self) { group in
            for round in 0..<8 {
                for glyph in glyphs {
                    // Each task asks for the sizes in its own order, so the face's size changes between calls.
                    for size in round.isMultiple(of: 2) ? sizes : sizes.reversed() {
                        group.addTask {
                            let image = try rasterizer.image(
                                ofGlyph: glyph, in: TestFonts.sans, pixelsPerEm: size, originOffset: (0.25, 0.5))
                            return ("\(glyph)@\(size)", image)
                        }
                    }
                }
            }
            var all: [(String, GlyphImage)] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8 * glyphs.count * sizes.count)
        for (key, image) in results { #expect(image == expected[key], "\(key)") }
    }

    @Test func sharedRendererDrawsTheSamePictures() async throws {
        let renderer = TextRenderer(measurer: TextMeasurer())
        let constraints = LabelConfiguration(width: 80, numberOfLines: 2)
        func picture(_ text: String) throws -> Bitmap {
            let rendered = try renderer.render(text, face: TestFonts.sans, size: 15, label: constraints)
            var bitmap = try Bitmap(width: 260, height: 80)
            try renderer.draw(rendered, in: &bitmap, x: 2, y: 2, scale: 2)
            return bitmap
        }
        let texts = ["Hello World, again", "AVfi AV fi", "Tabs\tand more text"]
        let expected = try texts.map(picture)
        try await withThrowingTaskGroup(of: (Int, Bitmap).self) { group in
            for _ in 0..<6 {
                for index in texts.indices {
                    group.addTask { (index, try picture(texts[index])) }
                }
            }
            for try await (index, bitmap) in group { #expect(bitmap == expected[index]) }
        }
    }
}
