import Foundation
import Testing
import StringCatalogs

/// `.stringsdict` property lists: each plural, device and width variant an entry.
extension CatalogReaderTests {
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
}
