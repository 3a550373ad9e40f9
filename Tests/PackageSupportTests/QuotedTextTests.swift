import PackageSupport
import Testing

/// `QuotedText.of`: a text in quotes, escaped, cut after 60 characters (grapheme clusters, not bytes or scalars).
@Suite("Quoted texts")
struct QuotedTextTests {
    @Test("plain texts are quoted as they are, whatever their bytes")
    func plain() {
        #expect(QuotedText.of("Add to Cart") == "\"Add to Cart\"")
        #expect(QuotedText.of("→ Café 日本語") == "\"→ Café 日本語\"")
        #expect(QuotedText.of("") == "\"\"")
    }

    @Test("quotes, backslashes, tabs and line breaks are escaped; CR LF is one \\n")
    func escapes() {
        #expect(QuotedText.of("Say \"hi\"") == #""Say \"hi\"""#)
        #expect(QuotedText.of("a\\b\tc") == #""a\\b\tc""#)
        #expect(QuotedText.of("one\r\ntwo\rthree\nfour") == #""one\ntwo\rthree\nfour""#)
        #expect(QuotedText.of("p\u{2028}q\u{2029}r") == #""p\u{2028}q\u{2029}r""#)
        // U+2027 and U+202A share the first two bytes of U+2028/U+2029 and are not escaped; a quote with a mark on it
        // is still a quote.
        #expect(QuotedText.of("a\u{2027}b\u{202A}c") == "\"a\u{2027}b\u{202A}c\"")
        #expect(QuotedText.of("\"\u{301}x") == "\"\\\"\u{301}x\"")
        #expect(QuotedText.of("\r") == #""\r""# && QuotedText.of("\r\n\n") == #""\n\n""#)
    }

    @Test("60 characters are shown whole, 61 are cut to 59 and …, counting clusters, not bytes")
    func cutting() {
        let sixty = String(repeating: "é", count: 60)  // 120 UTF-8 bytes
        #expect(QuotedText.of(sixty) == "\"" + sixty + "\"")
        let decomposed = String(repeating: "e\u{301}", count: 60)  // 60 clusters, 180 bytes
        #expect(QuotedText.of(decomposed) == "\"" + decomposed + "\"")
        #expect(QuotedText.of(sixty + "é") == "\"" + String(repeating: "é", count: 59) + "…\"")
        let family = "👨‍👩‍👧"  // one cluster of five scalars
        #expect(QuotedText.of(String(repeating: family, count: 61)) == "\"" + String(repeating: family, count: 59) + "…\"")
        #expect(QuotedText.of(String(repeating: "\"", count: 61)) == "\"" + String(repeating: #"\""#, count: 59) + "…\"")
    }
}
