import Foundation
import PackageSupport
import Testing
import TestSupport

@testable import TextMeasurement

/// Each thread keeps the HarfBuzz shape plans it shaped with (``ShapePlans``): a font must always be shaped with its
/// own plan — also a font made where one that is gone used to be — whatever the thread shaped before, however many
/// plans it has let go, and on several threads at once. Widths from TestSans's designed advances
/// (Fixtures/Fonts/README.md): capitals 700 units, `a`–`z` 500, the space 250, `A V` kerned by −100 (GPOS), `f i` one
/// ligature of 800 (GSUB); at 10 pt a unit is 0.01 pt. Without its own plan's lookups, "AV fi" would be 26.5 pt.
@Suite("Concurrency: each thread's kept shape plans")
struct ShapePlansConcurrencyTests {
    static let text = "AV fi"
    static let width = 23.5  // 700 − 100 + 700 + 250 + 800

    /// `text`'s width at 10 pt on one line in `face`, with nothing cached but the thread's plans.
    static func width(_ text: String, in face: FontFace, language: String? = nil) throws -> Double {
        var label = LabelConfiguration()
        label.language = language
        return try TextMeasurer(fontMatcher: nil).measure(text, face: face, size: 10, label: label).size.width
    }

    /// The same, in a face loaded from the file at `path` for this measurement alone.
    static func width(_ text: String, inFileAt path: String, language: String? = nil) throws -> Double {
        try width(text, in: FontFace(contentsOfFile: path), language: language)
    }

    /// DejaVu Sans, whose own kerning and ligature lookups are numbered differently from TestSans's.
    static func otherFontPath() throws -> String {
        let matcher = try #require(TextMeasurer.shared.fontMatcher)
        return try matcher.match(family: "DejaVu Sans", weight: .regular, isItalic: false, strict: true).path
    }

    @Test("a font loaded after another font is gone, where that font's memory was, is shaped with its own plan")
    func fontAfterAnotherIsGone() throws {
        let other = try Self.otherFontPath()
        for _ in 0..<20 {
            _ = try Self.width(Self.text, inFileAt: other)  // loaded, shaped and let go
            #expect(abs(try Self.width(Self.text, inFileAt: TestFonts.sansPath) - Self.width) < 1e-9)
        }
    }

    @Test("shaping with more plans than a thread keeps lets them go and shapes on as before")
    func morePlansThanKept() throws {
        // A plan for each language: twice as many as a thread keeps.
        let languages = (0..<(2 * ShapePlans.keptCount)).map { "x-test\($0)" }
        for language in languages + languages {
            #expect(abs(try Self.width(Self.text, inFileAt: TestFonts.sansPath, language: language) - Self.width) < 1e-9)
        }
    }

    @Test("threads shaping in the same two faces at once, in many languages, each get TestSans's widths")
    func threadsShapingAtOnce() throws {
        let other = try FontFace(contentsOfFile: Self.otherFontPath())
        let failures = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<30 {
                let language = ["en", "tr", "ar", "x-test\(thread)"][round % 4]
                _ = try? Self.width(Self.text, in: other, language: language)
                let measured = (try? Self.width(Self.text, in: TestFonts.sans, language: language)) ?? 0
                if abs(measured - Self.width) >= 1e-9 { failures.withLock { $0 += 1 } }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
