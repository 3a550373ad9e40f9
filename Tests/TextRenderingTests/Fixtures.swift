import Foundation
import Testing
import TextMeasurement
import TextRendering

/// The repository's fixtures (found from this file) and the synthetic test fonts (Fixtures/Fonts/README.md):
/// unitsPerEm 1000; hhea ascender 800, descender −200, line gap 100; advances: space 250, A–Z 700 (ink 50…650 ×
/// 0…700), a–z 500 (ink 50…450 × 0…500; g j p q y down to −200), digits 550, punctuation 300, U+2026 900
/// (three dots); kern A V −100; ligature f i → 800.
enum Fixtures {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static var golden: URL { root.appendingPathComponent("Fixtures/Golden") }
    static var sansPath: String { root.appendingPathComponent("Fixtures/Fonts/TestSans.ttf").path }
    static var variablePath: String { root.appendingPathComponent("Fixtures/Fonts/TestSansVar.ttf").path }

    // Loading can only fail if the fixture is missing, which the first test using it reports.
    static let sans: FontFace = try! FontFace(contentsOfFile: sansPath)
    static let variable: FontFace = try! FontFace(contentsOfFile: variablePath)

    /// A measurer with no fallback: TestSans alone, the same on every machine.
    static let testMeasurer = TextMeasurer()
    static let testRenderer = LayoutRenderer(measurer: testMeasurer)

    /// The system's fonts (Noto, DejaVu from Scripts/setup), for scripts TestSans lacks.
    static let systemRenderer: LayoutRenderer? = (try? TextMeasurer.systemFonts()).map { LayoutRenderer(measurer: $0) }

    /// A new empty directory for a test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("text-rendering-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
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
    let path = Fixtures.golden.appendingPathComponent(name).path
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: Fixtures.golden, withIntermediateDirectories: true)
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
