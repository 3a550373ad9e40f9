import DynamicType
import Testing

@testable import TextFitting

/// `FitMessage.quoted`: a text in quotes, escaped, cut after 60 characters (grapheme clusters, not bytes or scalars).
@Suite("FitMessage quoting")
struct FitMessageTests {
    @Test("plain texts are quoted as they are, whatever their bytes")
    func plain() {
        #expect(FitMessage.quoted("Add to Cart") == "\"Add to Cart\"")
        #expect(FitMessage.quoted("→ Café 日本語") == "\"→ Café 日本語\"")
        #expect(FitMessage.quoted("") == "\"\"")
    }

    @Test("quotes, backslashes, tabs and line breaks are escaped; CR LF is one \\n")
    func escapes() {
        #expect(FitMessage.quoted("Say \"hi\"") == #""Say \"hi\"""#)
        #expect(FitMessage.quoted("a\\b\tc") == #""a\\b\tc""#)
        #expect(FitMessage.quoted("one\r\ntwo\rthree\nfour") == #""one\ntwo\rthree\nfour""#)
        #expect(FitMessage.quoted("p\u{2028}q\u{2029}r") == #""p\u{2028}q\u{2029}r""#)
        // U+2027 and U+202A share the first two bytes of U+2028/U+2029 and are not escaped; a quote with a mark on it
        // is still a quote.
        #expect(FitMessage.quoted("a\u{2027}b\u{202A}c") == "\"a\u{2027}b\u{202A}c\"")
        #expect(FitMessage.quoted("\"\u{301}x") == "\"\\\"\u{301}x\"")
        #expect(FitMessage.quoted("\r") == #""\r""# && FitMessage.quoted("\r\n\n") == #""\n\n""#)
    }

    @Test("60 characters are shown whole, 61 are cut to 59 and …, counting clusters, not bytes")
    func cutting() {
        let sixty = String(repeating: "é", count: 60)  // 120 UTF-8 bytes
        #expect(FitMessage.quoted(sixty) == "\"" + sixty + "\"")
        let decomposed = String(repeating: "e\u{301}", count: 60)  // 60 clusters, 180 bytes
        #expect(FitMessage.quoted(decomposed) == "\"" + decomposed + "\"")
        #expect(FitMessage.quoted(sixty + "é") == "\"" + String(repeating: "é", count: 59) + "…\"")
        let family = "👨‍👩‍👧"  // one cluster of five scalars
        #expect(FitMessage.quoted(String(repeating: family, count: 61)) == "\"" + String(repeating: family, count: 59) + "…\"")
        #expect(FitMessage.quoted(String(repeating: "\"", count: 61)) == "\"" + String(repeating: #"\""#, count: 59) + "…\"")
    }

    @Test("category ranges: in slider order, duplicates once, consecutive ones joined")
    func categoryRanges() {
        #expect(FitMessage.ranges([]) == "")
        #expect(
            FitMessage.ranges([.accessibility5, .extraSmall, .medium, .large, .accessibility3, .accessibility4, .large])
                == "XS, M…L, AX3…AX5")
        #expect(FitMessage.ranges(ContentSizeCategory.allCases.reversed()) == "XS…AX5")
        #expect(FitMessage.ranges([.extraExtraExtraLarge, .accessibility1]) == "XXXL…AX1")
    }
}
