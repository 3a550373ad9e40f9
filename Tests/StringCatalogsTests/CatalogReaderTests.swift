import Foundation
import TestSupport
import Testing
import StringCatalogs

/// The string-catalog readers, on the real-shaped catalogs in Fixtures/Catalogs (see its README).
@Suite("Catalog readers")
struct CatalogReaderTests {
    /// Fixtures/Catalogs, found from this file.
    static let catalogs = Fixtures.path("Catalogs")

    static func fixture(_ relative: String) -> String { catalogs + "/" + relative }

    /// An expected entry: line, key, variant, text (the locale and file are checked for the whole file).
    struct Row: Equatable, CustomStringConvertible {
        var line: Int?
        var key: String
        var variant: String?
        var text: String

        init(_ line: Int?, _ key: String, _ variant: String?, _ text: String) {
            (self.line, self.key, self.variant, self.text) = (line, key, variant, text)
        }

        init(_ line: Int?, _ key: String, _ text: String) {
            self.init(line, key, nil, text)
        }

        init(_ entry: CatalogEntry) {
            self.init(entry.line, entry.key, entry.variant, entry.text)
        }

        var description: String { "\(line.map(String.init) ?? "-") \(key) [\(variant ?? "")] \(text.debugDescription)" }
    }

    /// Reads `relative` and expects exactly `rows`, every entry in `locale` and naming the file.
    func expectEntries(
        _ relative: String, locale: String?, _ rows: [Row], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = Self.fixture(relative)
        let entries = try CatalogReader.read(path: path)
        #expect(entries.map(Row.init) == rows, sourceLocation: sourceLocation)
        #expect(entries.allSatisfy { $0.locale == locale && $0.file == path }, sourceLocation: sourceLocation)
    }

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

    struct InlineCase: Sendable, CustomTestStringConvertible {
        var source: String
        var entries: [String: String]
        var testDescription: String { source }
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

    // MARK: .stringsdict

    @Test(".stringsdict: every plural variant, several variables, device and width variants, sorted keys")
    func stringsDictionary() throws {
        try expectEntries("Shop/en.lproj/Localizable.stringsdict", locale: "en", [
            Row(55, "action.pay", "device.iphone", "Tap to pay"),
            Row(57, "action.pay", "device.mac", "Click to pay"),
            Row(59, "action.pay", "device.other", "Pay"),
            Row(16, "cart.count", "plural.zero", "No items in your cart"),
            Row(18, "cart.count", "plural.one", "%lld item in your cart"),
            Row(20, "cart.count", "plural.other", "%lld items in your cart"),
            Row(34, "files.summary", "files.plural.one,folders.plural.one", "%1$d file in one folder"),
            Row(34, "files.summary", "files.plural.one,folders.plural.other", "%1$d file in %2$d folders"),
            Row(36, "files.summary", "files.plural.other,folders.plural.one", "%1$d files in one folder"),
            Row(36, "files.summary", "files.plural.other,folders.plural.other", "%1$d files in %2$d folders"),
            Row(67, "welcome.banner", "width.20", "Welcome"),
            Row(69, "welcome.banner", "width.100", "Welcome to the Shop & Caf\u{E9}"),
        ])
    }

    @Test(".stringsdict: Arabic's six plural rules in CLDR order, whatever the file's order")
    func stringsDictionaryArabic() throws {
        try expectEntries("Shop/ar.lproj/Localizable.stringsdict", locale: "ar", [
            Row(18, "cart.count", "plural.zero", "في سلتك لا عناصر"),
            Row(20, "cart.count", "plural.one", "في سلتك عنصر واحد"),
            Row(22, "cart.count", "plural.two", "في سلتك عنصران"),
            Row(24, "cart.count", "plural.few", "في سلتك %lld عناصر"),
            Row(26, "cart.count", "plural.many", "في سلتك %lld عنصرًا"),
            Row(16, "cart.count", "plural.other", "في سلتك %lld عنصر"),
        ])
        try expectEntries("Shop/de.lproj/Localizable.stringsdict", locale: "de", [
            Row(16, "cart.count", "plural.one", "%lld Artikel im Warenkorb"),
            Row(18, "cart.count", "plural.other", "%lld Artikel im Warenkorb"),
        ])
    }

    @Test(".stringsdict: a variant may name another variable")
    func stringsDictionaryNested() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
              <key>a</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>one</key><string>one and %#@b@</string>
                <key>other</key><string>many</string>
              </dict>
              <key>b</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>other</key><string>more</string>
              </dict>
            </dict></dict></plist>
            """
        let entries = try CatalogReader.read(Data(plist.utf8), format: .stringsDictionary, file: "n.stringsdict", locale: nil)
        #expect(entries.map(\.text) == ["one and more", "many"])
        #expect(entries.map(\.variant) == ["a.plural.one,b.plural.other", "a.plural.other"])
    }

    // MARK: .xcstrings

    @Test(".xcstrings: every locale and variation, substitutions expanded, any state, the key as source text")
    func stringCatalog() throws {
        let path = Self.fixture("Shop/Localizable.xcstrings")
        let entries = try CatalogReader.read(path: path, locale: "fr")  // the catalog names its locales
        let rows = entries.map { "\($0.locale ?? "nil") " + Row($0).description }
        #expect(rows == [
            "ar 9 Add to Cart [] \"أضف إلى السلة\"",
            "de 15 Add to Cart [] \"In den Warenkorb\"",
            "en 4 Add to Cart [] \"Add to Cart\"",
            "ja 21 Add to Cart [] \"カートに追加\"",
            "zh-Hant 27 Add to Cart [] \"加入購物車\"",
            "en 32 Done [] \"Done\"",
            "ar 46 cart.count [plural.zero] \"لا عناصر\"",
            "ar 43 cart.count [plural.one] \"عنصر واحد\"",
            "ar 45 cart.count [plural.two] \"عنصران\"",
            "ar 41 cart.count [plural.few] \"%lld عناصر\"",
            "ar 42 cart.count [plural.many] \"%lld عنصرًا\"",
            "ar 44 cart.count [plural.other] \"%lld عنصر\"",
            "en 53 cart.count [plural.one] \"%lld item\"",
            "en 54 cart.count [plural.other] \"%lld items\"",
            "ja 61 cart.count [plural.other] \"%lld 個の商品\"",
            "de 76 checkout.pay [device.iphone.plural.one] \"Tippe, um %lld Artikel zu bezahlen\"",
            "de 77 checkout.pay [device.iphone.plural.other] \"Tippe, um %lld Artikel zu bezahlen\"",
            "de 81 checkout.pay [device.other] \"Bezahlen\"",
            "en 88 checkout.pay [device.iphone] \"Tap to pay\"",
            "en 89 checkout.pay [device.mac] \"Click to pay\"",
            "en 90 checkout.pay [device.other] \"Pay\"",
            "en 107 files.summary [substitutions.files.plural.one,substitutions.folders.plural.one] \"%1$lld file in one folder\"",
            "en 107 files.summary [substitutions.files.plural.one,substitutions.folders.plural.other] \"%1$lld file in %2$lld folders\"",
            "en 108 files.summary [substitutions.files.plural.other,substitutions.folders.plural.one] \"%1$lld files in one folder\"",
            "en 108 files.summary [substitutions.files.plural.other,substitutions.folders.plural.other] \"%1$lld files in %2$lld folders\"",
            "en 130 greeting.escapes [] \"Say \\\"hi\\\"\\nat the café 🎉\"",
            "zh-Hant 133 greeting.escapes [] \"說「嗨」\"",
        ])
        #expect(entries.allSatisfy { $0.file == path })
    }

    // MARK: Android strings.xml

    @Test("Android strings.xml: escapes, white space, quotes, entities, markup, CDATA, plurals, arrays")
    func androidDefault() throws {
        try expectEntries("Android/res/values/strings.xml", locale: nil, [
            Row(4, "app_name", "Shop"),
            Row(5, "checkout_title", "Checkout"),
            Row(6, "checkout_pay", "Pay %1$s now"),
            Row(7, "checkout_terms", "By tapping \"Pay\", you agree to the\nTerms of Sale."),
            Row(8, "apostrophe", "Don't miss today's deals"),
            Row(9, "whitespace", "Free shipping on orders over %1$s"),
            Row(13, "quoted", "  Keep   these   spaces  "),
            Row(14, "entities", "Salt & Pepper <3 caf\u{E9} \u{E9}"),
            Row(15, "markup", "Sale ends tonight!"),
            Row(16, "cdata", "New arrivals"),  // HTML in CDATA, as Html.fromHtml shows it
            Row(18, "cart_count", "plural.one", "%d item in your cart"),
            Row(19, "cart_count", "plural.other", "%d items in your cart"),
            Row(22, "sort_options", "array[0]", "Price: low to high"),
            Row(23, "sort_options", "array[1]", "Price: high to low"),
            Row(24, "sort_options", "array[2]", "Newest"),
            Row(31, "empty", ""),
        ])
    }

    @Test("Android values-de/strings.xml: the folder gives the locale")
    func androidGerman() throws {
        try expectEntries("Android/res/values-de/strings.xml", locale: "de", [
            Row(3, "checkout_title", "Kasse"),
            Row(4, "checkout_pay", "Jetzt %1$s bezahlen"),
            Row(5, "checkout_terms", "Mit \u{201E}Bezahlen\u{201C} stimmst du den\nVerkaufsbedingungen zu."),
            Row(6, "apostrophe", "Verpasse nicht die heutigen Angebote"),
            Row(8, "cart_count", "plural.one", "%d Artikel im Warenkorb"),
            Row(9, "cart_count", "plural.other", "%d Artikel im Warenkorb"),
            Row(12, "sort_options", "array[0]", "Preis: aufsteigend"),
            Row(13, "sort_options", "array[1]", "Preis: absteigend"),
            Row(14, "sort_options", "array[2]", "Neueste"),
        ])
    }

    @Test("Android Arabic, Japanese and Traditional Chinese (values-zh-rTW → zh-TW)")
    func androidOtherLocales() throws {
        try expectEntries("Android/res/values-ar/strings.xml", locale: "ar", [
            Row(3, "checkout_title", "الدفع"),
            Row(5, "cart_count", "plural.zero", "لا عناصر في سلتك"),
            Row(6, "cart_count", "plural.one", "عنصر واحد في سلتك"),
            Row(7, "cart_count", "plural.two", "عنصران في سلتك"),
            Row(8, "cart_count", "plural.few", "%d عناصر في سلتك"),
            Row(9, "cart_count", "plural.many", "%d عنصرًا في سلتك"),
            Row(10, "cart_count", "plural.other", "%d عنصر في سلتك"),
        ])
        try expectEntries("Android/res/values-ja/strings.xml", locale: "ja", [
            Row(3, "checkout_title", "お会計"),
            Row(5, "cart_count", "plural.other", "カートに%d個の商品"),
        ])
        try expectEntries("Android/res/values-zh-rTW/strings.xml", locale: "zh-TW", [
            Row(3, "checkout_title", "結帳"),
            Row(5, "cart_count", "plural.other", "購物車中有 %d 件商品"),
        ])
    }

    @Test("Android text rules", arguments: [
        InlineCase(source: #"<string name="a">  a \n  b  </string>"#, entries: ["a": "a \n b"]),
        InlineCase(source: #"<string name="a">"a  "  b</string>"#, entries: ["a": "a   b"]),
        InlineCase(source: #"<string name="a">\u0041\@\?\\</string>"#, entries: ["a": "A@?\\"]),
        InlineCase(source: #"<string name="a">&#x1F389; &quot;q&quot;</string>"#, entries: ["a": "\u{1F389} q"]),
        InlineCase(source: #"<string name="a" product="tablet">x</string><bool name="b">true</bool>"#, entries: ["a": "x"]),
    ])
    func androidInline(_ inline: InlineCase) throws {
        let xml = "<resources>" + inline.source + "</resources>"
        let entries = try CatalogReader.read(Data(xml.utf8), format: .androidXML, file: "strings.xml", locale: nil)
        #expect(Dictionary(entries.map { ($0.key, $0.text) }, uniquingKeysWith: { $1 }) == inline.entries)
    }

    @Test("an Android \\u escape without four hex digits is an error")
    func androidBadEscape() throws {
        let xml = "<resources>\n<string name=\"a\">caf\\u00g9</string>\n</resources>"
        let error = try #require(throws: InputFileError.self) {
            try CatalogReader.read(Data(xml.utf8), format: .androidXML, file: "strings.xml", locale: nil)
        }
        #expect(error.line == 2)
        #expect(error.message == "invalid escape \\u00g9; expected four hex digits naming a character after \\u")
    }

    // MARK: JSON

    @Test("JSON key → text: nested objects give dotted keys, sorted, \\u escapes and surrogate pairs decoded")
    func json() throws {
        try expectEntries("JSON/strings.json", locale: nil, [
            Row(3, "checkout.pay", "Pay %@ now"),
            Row(4, "checkout.terms", "By tapping \"Pay\", you agree to the\nTerms of Sale."),
            Row(2, "checkout.title", "Checkout"),
            Row(10, "emoji", "Thanks \u{1F389}"),
            Row(6, "greeting.cafe", "Welcome to the caf\u{E9}"),
            Row(8, "greeting.cjk", "ようこそ"),
            Row(7, "greeting.rtl", "مرحبًا"),
        ])
        let german = try CatalogReader.read(path: Self.fixture("JSON/strings.json"), locale: "de")
        #expect(german.allSatisfy { $0.locale == "de" })
    }

    @Test("JSON: a key given twice counts once, with its last value (as JSON.parse and Foundation read it)")
    func jsonRepeatedKey() throws {
        let entries = try CatalogReader.read(
            Data("{\"a\": \"first\",\n \"b\": \"x\",\n \"a\": \"second\"}".utf8), format: .json, file: "inline.json",
            locale: nil)
        #expect(entries.map(\.key) == ["a", "b"])
        #expect(entries.first?.text == "second" && entries.first?.line == 3)
    }

    // MARK: Locales and formats

    @Test("locale from the path", arguments: [
        ("Shop/de.lproj/Localizable.strings", "de"),
        ("zh-Hant.lproj/Localizable.stringsdict", "zh-Hant"),
        ("App/pt_BR.lproj/Localizable.strings", "pt-BR"),
        ("German.lproj/Localizable.strings", "de"),
        ("Korean.lproj/Localizable.strings", "ko"),
        ("Norwegian.lproj/Localizable.strings", "nb"),
        ("Traditional Chinese.lproj/Localizable.strings", "zh-Hant"),
        ("Base.lproj/Main.strings", nil),
        ("Localizable.strings", nil),
        ("de.lproj/Localizable.xcstrings", nil),
        ("res/values-de/strings.xml", "de"),
        ("res/values-zh-rTW/strings.xml", "zh-TW"),
        ("res/values-b+sr+Latn/strings.xml", "sr-Latn"),
        ("res/values-iw/strings.xml", "he"),
        ("res/values-de-rDE-land/strings.xml", "de-DE"),
        ("res/values/strings.xml", nil),
        ("res/values-night/strings.xml", nil),
        ("res/values-v21/strings.xml", nil),
        ("res/values-car/strings.xml", nil),
        ("locales/values-de/strings.json", nil),
        ("locales/de.json", "de"),
        ("pt_BR.json", "pt-BR"),
        ("i18n/zh-Hant.json", "zh-Hant"),
        ("fil.json", "fil"),
        ("app.json", nil),
        ("strings.json", nil),
        ("EN.json", nil),
    ] as [(String, String?)])
    func localeFromPath(_ path: String, _ locale: String?) {
        #expect(CatalogReader.locale(forPath: path) == locale)
    }

    @Test("the path's locale wins; the one given is for a path that names none (issue 14)")
    func explicitLocale() throws {
        let entries = try CatalogReader.read(path: Self.fixture("Shop/en.lproj/Localizable.strings"), locale: "en-GB")
        #expect(!entries.isEmpty && entries.allSatisfy { $0.locale == "en" })
        let file = try temporaryFile(#"{"a": "x"}"#, name: "strings.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(try CatalogReader.read(path: file.path, locale: "en-GB").map(\.locale) == ["en-GB"])
        #expect(try CatalogReader.read(path: file.path).map(\.locale) == [nil])
    }

    @Test("format from the extension", arguments: [
        ("a/Localizable.strings", CatalogFormat.strings),
        ("Localizable.STRINGSDICT", .stringsDictionary),
        ("Localizable.xcstrings", .stringCatalog),
        ("res/values/strings.xml", .androidXML),
        ("en.json", .json),
        ("notes.txt", nil),
        ("strings", nil),
        (".strings", nil),
        ("dir.strings/file", nil),
    ] as [(String, CatalogFormat?)])
    func formatFromExtension(_ path: String, _ format: CatalogFormat?) {
        #expect(CatalogFormat(path: path) == format)
    }

    @Test("JSON-based formats come out in the same order whatever the order in the file")
    func deterministicOrder() throws {
        let shuffled = try temporaryFile(
            """
            {"greeting": {"rtl": "مرحبًا", "cjk": "ようこそ", "cafe": "Welcome to the caf\\u00e9"},
             "emoji": "Thanks \\ud83c\\udf89", "checkout.title": "Checkout",
             "checkout.terms": "By tapping \\"Pay\\", you agree to the\\nTerms of Sale.", "checkout.pay": "Pay %@ now"}
            """, name: "strings.json")
        defer { try? FileManager.default.removeItem(at: shuffled.deletingLastPathComponent()) }
        let original = try CatalogReader.read(path: Self.fixture("JSON/strings.json"))
        let reordered = try CatalogReader.read(path: shuffled.path)
        #expect(reordered.map(\.key) == original.map(\.key))
        #expect(reordered.map(\.text) == original.map(\.text))

        for relative in ["Shop/Localizable.xcstrings", "Shop/en.lproj/Localizable.stringsdict"] {
            let first = try CatalogReader.read(path: Self.fixture(relative))
            for _ in 0..<5 { #expect(try CatalogReader.read(path: Self.fixture(relative)) == first) }
            let keys = first.map(\.key)
            #expect(keys == keys.sorted())
        }
    }

    // MARK: Malformed catalogs

    struct MalformedCase: Sendable, CustomTestStringConvertible {
        var fixture: String
        var line: Int?
        var column: Int?
        var message: String
        var testDescription: String { fixture }
    }

    @Test("a malformed catalog is an error at its position, naming what was expected; no entries", arguments: [
        MalformedCase(
            fixture: "unterminated-string.strings", line: 3, column: 18,
            message: "unterminated string; expected '\"' before the end of line 3 (the string runs on to line 4"),
        MalformedCase(
            fixture: "unterminated-at-end.strings", line: 2, column: 18,
            message: "unterminated string; expected '\"' before the end of the file"),
        MalformedCase(
            fixture: "missing-semicolon.strings", line: 1, column: 30,
            message: "missing ';' after the value of \"checkout.title\"; expected ';' before string \"checkout.pay\" on line 2"),
        MalformedCase(
            fixture: "missing-equals.strings", line: 2, column: 16,
            message: "unexpected string \"Pay\"; expected '=' after the key \"checkout.pay\""),
        MalformedCase(
            fixture: "unterminated-comment.strings", line: 2, column: 1,
            message: "unterminated comment; expected '*/' before the end of the file"),
        MalformedCase(
            fixture: "bad-encoding.strings", line: 2, column: 18,
            message: "bytes that are not valid UTF-8; expected UTF-8, or UTF-16 with a byte-order mark"),
        MalformedCase(
            fixture: "bad.json", line: 4, column: 3,
            message: "unexpected '\"'; expected ',' or '}' after the value of \"checkout.pay\""),
        MalformedCase(
            fixture: "wrong-type.json", line: 4, column: 14,
            message: "the value of \"checkout.items\" is a number; expected a string, or an object of strings"),
        MalformedCase(
            fixture: "bad-syntax.xcstrings", line: 9, column: 21,
            message: "unexpected '\"'; expected ':' after the key \"value\""),
        MalformedCase(
            fixture: "wrong-shape.xcstrings", line: 9, column: 23,
            message: "strings.\"Add to Cart\".localizations.de.stringUnit.value is a number; expected a string"),
        MalformedCase(
            fixture: "strings-array.xcstrings", line: 3, column: 15,
            message: "strings is an array; expected an object"),
        MalformedCase(
            fixture: "missing-value.xcstrings", line: 7, column: 26,
            message: "strings.\"Add to Cart\".localizations.de.stringUnit has no \"value\"; expected a \"value\" member"),
        MalformedCase(
            fixture: "no-source-language.xcstrings", line: 1, column: 1,
            message: "the document has no \"sourceLanguage\"; expected a \"sourceLanguage\" member"),
        MalformedCase(
            fixture: "mismatched-tag.xml", line: 4, column: 53,
            message: "a closing tag that does not match the open element; expected </string> to close the <string> opened on line 4"),
        MalformedCase(
            fixture: "unclosed.xml", line: 5, column: 44,
            message: "the document ends before its elements are closed; expected </plurals> to close the <plurals> opened on line 4"),
        MalformedCase(
            fixture: "missing-name.xml", line: 4, column: 12,
            message: "a <string> without a name; expected a name=\"…\" attribute"),
        MalformedCase(
            fixture: "bad-quantity.xml", line: 5, column: 33,
            message: "quantity=\"several\" is not a plural quantity; expected quantity=\"zero\", \"one\", \"two\", \"few\", \"many\" or \"other\""),
        MalformedCase(
            fixture: "wrong-root.xml", line: 2, column: 9,
            message: "the root element is <strings>; expected <resources>"),
        MalformedCase(
            fixture: "undefined-variable.stringsdict", line: 8, column: 3,
            message: "the format names %#@items@, which is not defined; expected one of the defined variables: item"),
        MalformedCase(
            fixture: "bad-rule.stringsdict", line: 13, column: 4,
            message: "\"oen\" is not a plural rule; expected zero, one, two, few, many or other"),
        MalformedCase(
            fixture: "unclosed-tag.stringsdict", line: 10, column: 1,
            message: "an unterminated tag; expected '>' to close the tag (inside the <dict> opened on line 6)"),
        MalformedCase(
            fixture: "lone-high-surrogate.xml", line: 4, column: 43,
            message: "a high surrogate \\uD83E without a low surrogate after it; expected a low surrogate \\uDC00…\\uDFFF right after it"),
        MalformedCase(
            fixture: "lone-low-surrogate.strings", line: 2, column: 17,
            message: "a low surrogate \\UDDD8 without a high surrogate before it; expected a high surrogate \\UD800…\\UDBFF right before it"),
        MalformedCase(
            fixture: "plist-not-dictionary.strings", line: 3, column: 1,
            message: "the top level is an array; expected a dictionary of key → string (a .strings file as a property list)"),
        MalformedCase(
            fixture: "plist-number.strings", line: 7, column: 2,
            message: "the value of \"cart.count\" is a number; expected a string (a .strings property list maps each key to its text)"),
        MalformedCase(
            fixture: "not-a-plist.stringsdict", line: 5, column: nil,
            message: "not a valid property list: Unknown character 'm' (0x6d) in <integer>; expected an XML property list"),
    ])
    func malformed(_ malformed: MalformedCase) throws {
        let path = Self.fixture("Malformed/" + malformed.fixture)
        let error = try #require(throws: InputFileError.self) { try CatalogReader.read(path: path) }
        #expect(error.reason == .malformed)
        #expect(error.file == path)
        #expect(error.line == malformed.line)
        #expect(error.column == malformed.column)
        #expect(error.message.hasPrefix(malformed.message), "\(error.message)")
        let location = [malformed.line, malformed.column].compactMap { $0 }.map { ":\($0)" }.joined()
        #expect(error.description.hasPrefix(path + location + ": " + malformed.message))
    }

    @Test("every malformed fixture is covered by a case above")
    func everyMalformedFixtureTested() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixture("Malformed"))
        #expect(files.count == 26)
    }

    @Test("inline .strings problems", arguments: [
        MalformedCase(fixture: #""a" = "b";;"#, line: 1, column: 11, message: "unexpected ';'; expected a key in double quotes"),
        MalformedCase(fixture: #""a" = ;"#, line: 1, column: 7, message: "unexpected ';'; expected a value in double quotes after '=' for the key \"a\""),
        MalformedCase(fixture: "\"a\" = \"b\"; ¡", line: 1, column: 12, message: "unexpected character '¡'; expected a key or value"),
        MalformedCase(fixture: #"{ "a" = "b"; "#, line: 1, column: 14, message: "unexpected end of file; expected a key in double quotes, or '}'"),
        MalformedCase(fixture: #""a" = "b"; }"#, line: 1, column: 12, message: "unexpected '}'; expected a key in double quotes"),
        MalformedCase(fixture: "\"a\" = \"b\"\n", line: 1, column: 10, message: "missing ';' after the value of \"a\"; expected ';' before the end of the file"),
    ])
    func stringsInlineErrors(_ malformed: MalformedCase) throws {
        let error = try #require(throws: InputFileError.self) {
            try CatalogReader.read(Data(malformed.fixture.utf8), format: .strings, file: "inline.strings", locale: nil)
        }
        #expect(error.line == malformed.line)
        #expect(error.column == malformed.column)
        #expect(error.message.hasPrefix(malformed.message), "\(error.message)")
    }

    @Test("inline JSON problems", arguments: [
        MalformedCase(fixture: "{\"a\": tru}", line: 1, column: 7, message: "unexpected 'tru'; expected a value"),
        MalformedCase(fixture: "{\"a\": \"b\n\"}", line: 1, column: 9, message: "a line break inside a string"),
        MalformedCase(fixture: "{\"a\": \"\\q\"}", line: 1, column: 8, message: "invalid escape \\q"),
        MalformedCase(fixture: "{\"a\": \"b\"", line: 1, column: 10, message: "unexpected end of file; expected ',' or '}'"),
        MalformedCase(fixture: "{\"a\": \"b\"} x", line: 1, column: 12, message: "unexpected 'x' after the end of the document"),
        MalformedCase(fixture: "[\"a\"]", line: 1, column: 1, message: "the document is an array; expected an object"),
        MalformedCase(fixture: "{\"a\": [\"b\"]}", line: 1, column: 7, message: "the value of \"a\" is an array"),
        MalformedCase(fixture: "{\"a\": null}", line: 1, column: 7, message: "the value of \"a\" is null"),
        MalformedCase(fixture: "", line: 1, column: 1, message: "unexpected end of file; expected a value"),
    ])
    func jsonInlineErrors(_ malformed: MalformedCase) throws {
        let error = try #require(throws: InputFileError.self) {
            try CatalogReader.read(Data(malformed.fixture.utf8), format: .json, file: "inline.json", locale: nil)
        }
        #expect(error.line == malformed.line)
        #expect(error.column == malformed.column)
        #expect(error.message.hasPrefix(malformed.message), "\(error.message)")
    }

    @Test("files that cannot be read, and extensions that are not catalogs")
    func unreadable() throws {
        let missing = try #require(throws: InputFileError.self) {
            try CatalogReader.read(path: Self.fixture("Shop/fr.lproj/Localizable.strings"))
        }
        #expect(missing.reason == .unreadable)
        #expect(missing.description == Self.fixture("Shop/fr.lproj/Localizable.strings") + ": no such catalog")
        let directory = try temporaryFile("", name: "x.json").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("folder.strings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let isDirectory = try #require(throws: InputFileError.self) { try CatalogReader.read(path: folder.path) }
        #expect(isDirectory.reason == .unreadable)
        let unsupported = try #require(throws: InputFileError.self) {
            try CatalogReader.read(path: Self.fixture("README.md"))
        }
        #expect(unsupported.reason == .unsupportedFormat)
        #expect(unsupported.message == "not a string catalog; expected a file ending in .strings, .stringsdict, .xcstrings, .xml, .json")
    }

    @Test("InputFileError's description leaves out what it does not know")
    func errorDescription() {
        #expect(InputFileError(file: "a.strings", line: 3, column: 7, problem: "p", expected: "e").description == "a.strings:3:7: p; expected e")
        #expect(InputFileError(file: "a.stringsdict", line: 3, problem: "p").description == "a.stringsdict:3: p")
        #expect(InputFileError(file: "a.json", line: nil, problem: "p", reason: .unreadable).description == "a.json: p")
    }
}
