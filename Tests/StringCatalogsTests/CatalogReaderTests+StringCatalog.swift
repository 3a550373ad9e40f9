import Testing
import StringCatalogs

/// Xcode string catalogs (`.xcstrings`): every locale and variation.
extension CatalogReaderTests {
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
}
