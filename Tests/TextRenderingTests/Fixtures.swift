import Foundation
import TestSupport
import Testing
import TextMeasurement
import TextRendering

/// Renderers over the test font alone and over the system's fonts.
enum Renderers {
    /// TestSans alone, the same on every machine.
    static let test = TextRenderer(measurer: TestFonts.measurer)

    /// The system's fonts (Noto, DejaVu from Scripts/setup), for scripts TestSans lacks.
    static let system: TextRenderer? = (try? TextMeasurer.systemFonts()).map { TextRenderer(measurer: $0) }
}

/// The pixels that are not `background`, as a bounding box of columns and rows; `nil` when there are none.
func inkBounds(of bitmap: Bitmap, background: Color = .white) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    var minX = Int.max
    var maxX = Int.min
    var minY = Int.max
    var maxY = Int.min
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap[x, y] != background {
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
    }
    return minX <= maxX ? (minX...maxX, minY...maxY) : nil
}

/// Compares `bitmap` with the golden image `name` in Fixtures/Golden, allowing each channel to differ by up to
/// `channelTolerance` and at most `fraction` of the pixels to differ by more (anti-aliasing may change a little
/// between FreeType versions). With the environment variable `UPDATE_GOLDEN=1`, writes the golden image instead.
/// On a mismatch the picture made is written to a temporary file named in the failure.
func expectMatchesGolden(
    _ bitmap: Bitmap, named name: String, channelTolerance: Int = 24, fraction: Double = 0.001,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let path = Fixtures.url("Golden").appendingPathComponent(name).path
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: Fixtures.url("Golden"), withIntermediateDirectories: true)
        try PNGWriter.write(bitmap, to: path)
        return
    }
    let golden = try PNGReader.bitmap(contentsOfFile: path)
    var actualPath: String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(name)")
        try? PNGWriter.write(bitmap, to: url.path)
        return url.path
    }
    guard golden.width == bitmap.width && golden.height == bitmap.height else {
        let message =
            "\(name): \(bitmap.width) × \(bitmap.height) pixels, golden \(golden.width) × \(golden.height); "
            + "made: \(actualPath) (UPDATE_GOLDEN=1 rewrites the golden images)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    var differing = 0
    var largest = 0
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
            let a = bitmap[x, y]
            let b = golden[x, y]
            let difference = max(
                abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)),
                abs(Int(a.alpha) - Int(b.alpha)))
            largest = max(largest, difference)
            if difference > channelTolerance { differing += 1 }
        }
    }
    let allowed = Int(Double(bitmap.width * bitmap.height) * fraction)
    guard differing > allowed else { return }
    let message =
        "\(name): \(differing) pixels differ by more than \(channelTolerance) (at most \(allowed) may; "
        + "largest difference \(largest)); made: \(actualPath) (UPDATE_GOLDEN=1 rewrites the golden images)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
