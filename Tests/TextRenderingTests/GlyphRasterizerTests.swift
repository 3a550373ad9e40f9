import TestSupport
import Testing
import TextMeasurement
import TextRendering

/// TestSans glyphs are rectangles, so their pixels are known: at 100 pixels per em one font unit is 0.1 pixel.
@Suite struct GlyphRasterizerTests {
    let rasterizer = GlyphRasterizer()

    @Test func rectangleGlyphCoversItsBox() throws {
        // "A" (gid 34): ink (50, 0)…(650, 700) → 5…65 px right of the origin, 70 px up from the baseline.
        let image = try rasterizer.image(ofGlyph: 34, in: TestFonts.sans, pixelsPerEm: 100)
        #expect(image.left == 5 && image.top == 70)
        #expect(image.bitmap.width == 60 && image.bitmap.height == 70)
        #expect(image.bitmap.format == .grayscale)
        #expect(image.bitmap.pixels.allSatisfy { $0 == 255 })
    }

    @Test func fractionalOriginShiftsTheInk() throws {
        // Half a pixel right: the edges are half covered, the box one pixel wider.
        let image = try rasterizer.image(ofGlyph: 34, in: TestFonts.sans, pixelsPerEm: 100, originOffset: (0.5, 0))
        #expect(image.left == 5 && image.bitmap.width == 61)
        let first = image.bitmap.pixels[0]
        let inner = image.bitmap.pixels[1]
        let last = image.bitmap.pixels[60]
        #expect((120...135).contains(first) && inner == 255 && (120...135).contains(last))
        // Half a pixel down: the top and bottom rows half covered.
        let down = try rasterizer.image(ofGlyph: 34, in: TestFonts.sans, pixelsPerEm: 100, originOffset: (0, 0.5))
        #expect(down.bitmap.height == 71 && down.top == 70)
        #expect((120...135).contains(down.bitmap.pixels[0]))
    }

    @Test func spaceHasNoPixels() throws {
        #expect(try rasterizer.image(ofGlyph: 1, in: TestFonts.sans, pixelsPerEm: 40).isEmpty)
    }

    @Test func variableFaceFollowsTheAxes() throws {
        // TestSans Var "a" (gid 66): ink 50…450 at the default, 50…610 at wght 900 and opsz 6.
        let regular = try rasterizer.image(ofGlyph: 66, in: TestFonts.variable, pixelsPerEm: 100)
        let wide = try rasterizer.image(
            ofGlyph: 66, in: TestFonts.variable, pixelsPerEm: 100,
            variation: TestFonts.variable.variation(weight: .black, size: 6))
        #expect(regular.bitmap.width == 40)
        #expect(wide.bitmap.width == 56)
        // Back at the default: the face's state follows each call.
        #expect(try rasterizer.image(ofGlyph: 66, in: TestFonts.variable, pixelsPerEm: 100).bitmap.width == 40)
    }

    @Test func badValuesAreErrors() throws {
        #expect(throws: RenderingError.self) { try rasterizer.image(ofGlyph: 34, in: TestFonts.sans, pixelsPerEm: 0) }
        #expect {
            try rasterizer.image(ofGlyph: 60_000, in: TestFonts.sans, pixelsPerEm: 10)
        } throws: { error in
            guard case .fontFailure(let path, let code, _) = error as? RenderingError else { return false }
            return path == TestFonts.sansPath && code != 0
        }
    }

    @Test func colorEmojiFromBitmapStrikes() throws {
        let renderer = try #require(Renderers.system)
        let face = try renderer.measurer.face(family: "emoji")
        try #require(face.family.contains("Emoji"))
        let glyph = try #require(renderer.measurer.glyphID(of: "😀", in: face))
        let image = try rasterizer.image(ofGlyph: glyph, in: face, pixelsPerEm: 40)
        #expect(image.bitmap.format == .rgba)
        // Scaled from the 109-pixel strike to about 40 pixels, and in colour.
        #expect((35...52).contains(image.bitmap.width))
        let colourful = stride(from: 0, to: image.bitmap.pixels.count, by: 4).contains { index in
            let pixel = image.bitmap.pixels[index..<index + 4].map(Int.init)
            return pixel[3] > 200 && abs(pixel[0] - pixel[2]) > 80
        }
        #expect(colourful)
    }
}

extension TextMeasurer {
    /// The glyph a face maps a character to, through the measurer's shaping.
    func glyphID(of text: String, in face: FontFace) -> UInt32? {
        guard let layout = try? measure(text, face: face, size: 10),
            let lines = try? glyphLines(of: layout, text: text)
        else { return nil }
        return lines.first?.glyphs.first?.id
    }
}
