import TestSupport
import Testing

@testable import TextMeasurement

/// A line may jump over the break opportunities that surely fit (`LineBreaker.lastSurelyFitting`) instead of trying
/// each in turn: the lines must be the same either way.
@Suite("Line fitting: jumping ahead gives the same lines")
struct LineJumpTests {
    static func paragraph(_ text: String) throws -> ShapedParagraph {
        try ShapedParagraph(
            text: Array(text.utf16), primary: TestFonts.sans, weight: .regular, size: 10, language: nil,
            strategy: .standard, fallback: { _, _ in nil })
    }

    @Test("TestSans 10 pt: \"aaaa aaaa aaaa\" at 45 pt is two lines (each word 20 pt, a space 2.5 pt)")
    func byHand() throws {
        let breaker = LineBreaker(paragraph: try Self.paragraph("aaaa aaaa aaaa"), size: 10, weight: .regular, tracking: 0)
        let lines = breaker.breakLines(width: 45, mode: .byWordWrapping, strategy: LineBreakStrategy())
        #expect(lines.map(\.range) == [0..<10, 10..<14])
        #expect(lines.map(\.contentEnd) == [9, 14])
        // With push-out, the lone last word pulls the one before it down: "aaaa aaaa" is 42.5 pt, which fits.
        let pushed = breaker.breakLines(width: 45, mode: .byWordWrapping, strategy: .standard)
        #expect(pushed.map(\.range) == [0..<5, 5..<14])
    }

    @Test(
        "every width from 0 to 400 pt, kerned (AV), ligated (fi), spaced and long words, with and without tracking",
        arguments: [
            "AVAVAV fifi AV office VAVA and some more words to wrap over several lines",
            "Short",
            "word  with   runs    of     spaces      between",
            String(repeating: "AVfi ", count: 60),
            "Averyveryverylongwordthatmustbebrokenbetweenclusters AV fi",
        ])
    func sameLines(text: String) throws {
        let paragraph = try Self.paragraph(text)
        for tracking in [0.0, 0.5, -0.3] {
            for width in stride(from: 0.0, through: 400, by: 3.5) {
                for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
                    var linear = LineBreaker(paragraph: paragraph, size: 10, weight: .regular, tracking: tracking)
                    let jumping = linear
                    linear.allowsJumps = false
                    #expect(
                        jumping.breakLines(width: width, mode: mode, strategy: .standard)
                            == linear.breakLines(width: width, mode: mode, strategy: .standard),
                        "width \(width), tracking \(tracking), \(mode)")
                }
            }
        }
    }
}
