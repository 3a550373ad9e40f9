import Foundation
import Testing
import StringCatalogs

/// Old-style `.strings` files: their encodings, escapes and forms, as Foundation reads them.
extension CatalogReaderTests {
    // MARK: .strings

    @Test("UTF-8 .strings: comments skipped, escapes resolved, placeholders kept, file order, key lines")
    func stringsUTF8() throws {
        try expectEntries("Shop/en.lproj/Localizable.strings", locale: "en", [
            Row(7, "checkout.title", "Checkout"),
            Row(10, "checkout.pay", "Pay %@ now"),
            Row(12, "checkout.terms", "By tapping \"Pay\", you agree to the\nTerms of Sale."),
            Row(13, "greeting.cafe", "Welcome to the Caf\u{E9}"),
            Row(14, "cart.items", "%1$@ has %2$lld items"),
            Row(15, "receipt.path", #"Saved to C:\Shop\Receipts"#),
            Row(16, "table.row", "Name:\tValue"),
            Row(17, "banner.note", "Sale ends soon\nShop now"),
            Row(19, "comment.inside", "/* not a comment */ // nor this"),
            Row(20, "unquoted_key", "Unquoted keys are allowed"),
            Row(21, "thanks", "Thanks \u{1F389}"),
            Row(22, "Cancel", "Cancel"),
        ])
    }

    @Test("UTF-16 little-endian .strings with a byte-order mark")
    func stringsUTF16LittleEndian() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.fixture("Shop/de.lproj/Localizable.strings")))
        #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
        try expectEntries("Shop/de.lproj/Localizable.strings", locale: "de", [
            Row(2, "checkout.title", "Kasse"),
            Row(3, "checkout.pay", "Jetzt %@ bezahlen"),
            Row(4, "checkout.terms", "Mit \u{201E}Bezahlen\u{201C} stimmst du den\nVerkaufsbedingungen zu."),
            Row(5, "greeting.cafe", "Willkommen im Caf\u{E9}"),
            Row(6, "cart.items", "%1$@ enth\u{E4}lt %2$lld Artikel"),
        ])
    }

    @Test("UTF-16 big-endian .strings with a byte-order mark, CJK")
    func stringsUTF16BigEndian() throws {
        let bytes = try #require(
            FileManager.default.contents(atPath: Self.fixture("Shop/zh-Hant.lproj/Localizable.strings")))
        #expect(Array(bytes.prefix(2)) == [0xFE, 0xFF])
        try expectEntries("Shop/zh-Hant.lproj/Localizable.strings", locale: "zh-Hant", [
            Row(2, "checkout.title", "結帳"),
            Row(3, "checkout.pay", "立即支付 %@"),
            Row(4, "greeting.cafe", "歡迎光臨咖啡廳"),
            Row(5, "cart.items", "%1$@ 中有 %2$lld 件商品"),
        ])
    }

    @Test("right-to-left and Japanese .strings")
    func stringsArabicAndJapanese() throws {
        try expectEntries("Shop/ar.lproj/Localizable.strings", locale: "ar", [
            Row(2, "checkout.title", "الدفع"),
            Row(3, "checkout.pay", "ادفع %@ الآن"),
            Row(4, "greeting.cafe", "مرحبًا بك في المقهى"),
            Row(5, "cart.items", "يحتوي %1$@ على %2$lld من العناصر"),
        ])
        try expectEntries("Shop/ja.lproj/Localizable.strings", locale: "ja", [
            Row(2, "checkout.title", "お会計"),
            Row(3, "checkout.pay", "今すぐ%@を支払う"),
            Row(4, "greeting.cafe", "カフェへようこそ"),
            Row(5, "cart.items", "%1$@には%2$lld個の商品があります"),
        ])
    }

    @Test(
        "the tokenizer agrees with Foundation's PropertyListSerialization on every valid .strings fixture",
        arguments: ["en", "de", "ar", "ja", "zh-Hant"])
    func stringsAgreeWithFoundation(_ locale: String) throws {
        let path = Self.fixture("Shop/\(locale).lproj/Localizable.strings")
        let data = try #require(FileManager.default.contents(atPath: path))
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        let entries = try CatalogReader.read(path: path)
        #expect(Dictionary(entries.map { ($0.key, $0.text) }, uniquingKeysWith: { $1 }) == foundation)
        #expect(entries.count == foundation.count)
    }

    @Test("escapes and forms CoreFoundation's old-style parser accepts", arguments: [
        InlineCase(source: #""a" = "\101\102C";"#, entries: ["a": "ABC"]),
        InlineCase(source: #""a" = "\U41\U00e9!";"#, entries: ["a": "A\u{E9}!"]),
        InlineCase(source: #""a" = "\U1F600";"#, entries: ["a": "\u{1F60}0"]),
        InlineCase(source: #""a" = "\UD83D\UDE00!";"#, entries: ["a": "\u{1F600}!"]),
        InlineCase(source: #""a" = "\q\'\a";"#, entries: ["a": "q'\u{07}"]),
        InlineCase(source: "\"a\" = \"line\\\nbreak\";", entries: ["a": "line\nbreak"]),
        InlineCase(source: #"{ "a" = "b"; c = d-e.f/g_h$i:j+k; }"#, entries: ["a": "b", "c": "d-e.f/g_h$i:j+k"]),
        InlineCase(source: "\u{FEFF}/* BOM */ \"a\" = \"b\";", entries: ["a": "b"]),
        InlineCase(source: "", entries: [:]),
    ])
    func stringsInline(_ inline: InlineCase) throws {
        let entries = try CatalogReader.read(Data(inline.source.utf8), format: .strings, file: "inline.strings", locale: nil)
        #expect(Dictionary(entries.map { ($0.key, $0.text) }, uniquingKeysWith: { $1 }) == inline.entries)
    }

    @Test("a key given twice gives two entries, in file order")
    func stringsDuplicateKeys() throws {
        let entries = try CatalogReader.read(
            Data("\"a\" = \"first\";\n\"a\" = \"second\";\n".utf8), format: .strings, file: "dup.strings", locale: "en")
        #expect(entries.map(Row.init) == [Row(1, "a", "first"), Row(2, "a", "second")])
    }
}
