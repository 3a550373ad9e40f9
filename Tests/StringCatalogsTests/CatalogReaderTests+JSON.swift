import Foundation
import Testing
import StringCatalogs

/// Flat and nested JSON key → text files.
extension CatalogReaderTests {
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
}
