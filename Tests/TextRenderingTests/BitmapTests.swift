import Foundation
import TestSupport
import Testing
import TextRendering

@Suite struct BitmapTests {
    @Test func newBitmapIsFilled() throws {
        let bitmap = try Bitmap(width: 3, height: 2, fill: Color(rgb: 0x102030))
        #expect(bitmap.pixels.count == 24)
        #expect(bitmap[2, 1] == Color(red: 0x10, green: 0x20, blue: 0x30))
        let gray = try Bitmap(width: 2, height: 2, format: .grayscale, fill: .white)
        #expect(gray.pixels == [255, 255, 255, 255])
    }

    @Test func blendingMixesByCoverageAndAlpha() throws {
        var bitmap = try Bitmap(width: 2, height: 1, fill: .white)
        bitmap.blend(.black, coverage: 255, x: 0, y: 0)
        bitmap.blend(.black, coverage: 128, x: 1, y: 0)
        #expect(bitmap[0, 0] == .black)
        #expect(bitmap[1, 0] == Color(red: 127, green: 127, blue: 127))
        bitmap.blend(.black, x: 5, y: 5)  // outside: ignored
        var clear = try Bitmap(width: 1, height: 1, fill: .clear)
        clear.blend(Color(rgb: 0xFF0000), coverage: 255, x: 0, y: 0)
        #expect(clear[0, 0] == Color(rgb: 0xFF0000))
    }

    @Test func rectanglesSnapToWholePixels() throws {
        var bitmap = try Bitmap(width: 10, height: 10)
        bitmap.fill(x: 1.4, y: 2.6, width: 3.2, height: 2, color: .black)  // columns 1…4, rows 3…4
        #expect(inkBounds(of: bitmap).map { [$0.x, $0.y] } == [1...4, 3...4])
        var outline = try Bitmap(width: 10, height: 10)
        outline.strokeRectangle(x: 0, y: 0, width: 10, height: 10, color: .black)
        #expect(outline[0, 5] == .black && outline[9, 5] == .black && outline[5, 5] == .white)
    }

    @Test func sizesAreChecked() {
        #expect(
            throws: RenderingError.imageTooLarge(
                width: 40_000, height: 1, maximumSide: Bitmap.maximumSide, maximumPixels: Bitmap.maximumPixels)
        ) {
            try Bitmap(width: 40_000, height: 1)
        }
        #expect(throws: RenderingError.self) { try Bitmap(width: 2, height: 2, format: .rgba, pixels: [0, 0, 0]) }
        #expect(throws: RenderingError.self) { try Bitmap(width: -1, height: 2) }
    }

    @Test func pngRoundTrip() throws {
        var bitmap = try Bitmap(width: 7, height: 5, fill: Color(rgb: 0x336699, alpha: 200))
        bitmap.fill(x: 1, y: 1, width: 3, height: 2, color: Color(rgb: 0xFF8000))
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("round.png").path
        try PNGWriter.write(bitmap, to: path)
        let data = try PNGWriter.data(for: bitmap)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGReader.bitmap(contentsOfFile: path) == bitmap)
        // A grayscale bitmap reads back as RGBA with the same greys.
        let gray = try Bitmap(width: 2, height: 1, format: .grayscale, pixels: [0, 200])
        try PNGWriter.write(gray, to: path)
        let read = try PNGReader.bitmap(contentsOfFile: path)
        #expect(read[0, 0] == .black && read[1, 0] == Color(red: 200, green: 200, blue: 200))
    }

    @Test func writesAreAtomic() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("picture.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try PNGWriter.write(try Bitmap(width: 4, height: 4), to: path)
        // Replaced whole, and no temporary file left beside it.
        #expect(try PNGReader.bitmap(contentsOfFile: path).width == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["picture.png"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o644)
    }

    @Test func writeErrorsCarryErrno() throws {
        let path = "/nonexistent-directory-\(UUID().uuidString)/picture.png"
        #expect {
            try PNGWriter.write(try Bitmap(width: 1, height: 1), to: path)
        } throws: { error in
            guard case .fileFailure(let failedPath, _, let code, let message) = error as? RenderingError else {
                return false
            }
            return failedPath == path && code == ENOENT && !message.isEmpty
        }
        #expect(throws: RenderingError.self) { try PNGWriter.data(for: try Bitmap(width: 0, height: 0)) }
    }

    @Test func readErrorsCarryLibpngMessage() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("not.png").path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try PNGReader.bitmap(contentsOfFile: path)
        } throws: { error in
            guard case .pngFailure(let failedPath, let message) = error as? RenderingError else { return false }
            return failedPath == path && !message.isEmpty
        }
    }
}
