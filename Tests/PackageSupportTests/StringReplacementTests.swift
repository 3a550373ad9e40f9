import Foundation
import PackageSupport
import Testing

/// `replacingEvery(_:with:)` against Foundation's `replacingOccurrences(of:with:)`, which the package's formats used,
/// on texts without combining marks (the two differ only where a mark follows a match: Foundation then compares
/// canonically equivalent text).
@Suite struct StringReplacementTests {
    static let pieces = ["a", "b", "|", "\n", "\r\n", "\r", "_", "%arg", "%ar", "'", "\\", "\"", "é", "日", "🇩🇪", " "]
    static let targets = ["|", "\n", "\r\n", "_", "%arg", "'", "\\", "\"", "aa", "日"]

    @Test func replacesAsFoundationDoes() {
        var state: UInt64 = 0x5245_504C_4143_4500
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += Self.pieces[Int(state >> 33) % Self.pieces.count]
            }
            let target = Self.targets[Int(state >> 40) % Self.targets.count]
            #expect(
                text.replacingEvery(target, with: "<>") == text.replacingOccurrences(of: target, with: "<>"),
                "\(text.debugDescription) \(target.debugDescription)")
        }
    }

    @Test func findsALineFeedInsideACarriageReturnLineFeed() {
        #expect("a\r\nb".replacingEvery("\n", with: " ") == "a\r b")
        #expect("aaa".replacingEvery("aa", with: "b") == "ba")
    }
}
