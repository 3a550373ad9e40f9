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

    struct InlineCase: Sendable, CustomTestStringConvertible {
        var source: String
        var entries: [String: String]
        var testDescription: String { source }
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
}
