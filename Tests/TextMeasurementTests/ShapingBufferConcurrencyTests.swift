import Foundation
import PackageSupport
import Testing
import TestSupport

@testable import TextMeasurement

/// Each thread shapes in one HarfBuzz buffer it keeps (``ShapingBuffer``) and breaks lines with ICU iterators it keeps
/// (Sources/CICU/cicu.c): a run must not see what the thread shaped or broke before, and threads that end must leave
/// nothing behind that a later one trips on. Widths from TestSans's designed advances (Fixtures/Fonts/README.md):
/// capitals 700 units, `a` 500, the space 250, `A V` kerned by −100, `f i` one ligature of 800, a character it lacks
/// the 500-unit `.notdef`; at 10 pt a unit is 0.01 pt.
@Suite("Concurrency: each thread's kept shaping buffer and break iterators")
struct ShapingBufferConcurrencyTests {
    /// `text`'s width at 10 pt on one line, shaped afresh (a new measurer: nothing cached). (Compared to a billionth
    /// of a point: 700 units at 10 pt are 7.000000000000001.)
    static func width(_ text: String) throws -> Double {
        try TextMeasurer(fontMatcher: nil).measure(text, face: TestFonts.sans, size: 10).size.width
    }

    static let cases: [(text: String, width: Double)] = [
        ("AV fi", 23.5),  // 700 − 100 + 700 + 250 + 800
        ("VA", 14),  // not a kerning pair
        ("\u{627}\u{628}", 10),  // right to left, two .notdef
        ("AV", 13),  // left to right again after a right-to-left run: still kerned
        ("fi fl", 20.5),  // 800 + 250 + 500 + 500
    ]

    @Test("a run after a right-to-left one, and after one longer than a kept buffer holds, shapes as on its own")
    func runsAfterOthers() throws {
        for (text, width) in Self.cases { #expect(abs(try Self.width(text) - width) < 1e-9, "\(text)") }
        // 70,000 glyphs: more than a thread keeps a buffer for (ShapingBuffer.keptLength), so it is let go.
        let long = String(repeating: "a", count: 70_000)
        #expect(abs(try Self.width(long) - 350_000) < 1e-6)
        for (text, width) in Self.cases.reversed() { #expect(abs(try Self.width(text) - width) < 1e-9, "\(text)") }
    }

    @Test("threads that start, shape and end, eight at a time, each get the widths one thread gets")
    func shortLivedThreads() throws {
        let failures = LockedValue(0)
        for _ in 0..<3 {
            let done = DispatchGroup()
            for thread in 0..<8 {
                done.enter()
                Thread {
                    defer { done.leave() }
                    for round in 0..<20 {
                        let (text, width) = Self.cases[(thread + round) % Self.cases.count]
                        let measured = (try? Self.width(text)) ?? .infinity
                        if abs(measured - width) >= 1e-9 { failures.withLock { $0 += 1 } }
                    }
                }.start()
            }
            done.wait()
        }
        #expect(failures.withLock { $0 } == 0)
        for (text, width) in Self.cases { #expect(abs(try Self.width(text) - width) < 1e-9, "\(text)") }
    }
}
