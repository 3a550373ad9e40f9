import Foundation
import Testing
import StringCatalogs

/// Android `strings.xml` resources: the text rules, plurals and arrays, the locale from the folder.
extension CatalogReaderTests {
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
}
