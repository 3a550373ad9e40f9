import Foundation
import TestSupport
import Testing
import StringCatalogs

/// `@string/name` aliases resolved over the entries of several strings.xml files: same locale first, then the locale
/// without its region, then the default `values/`; chains followed; dead ends reported and left out.
@Suite("Android string references")
struct AndroidStringReferencesTests {
    static let res = Fixtures.path("Catalogs/RealApps/Android/res")
    static let files = ["values", "values-de", "values-de-rAT"].map { res + "/\($0)/references.xml" }

    static func rows(_ entries: [CatalogEntry]) -> [String] {
        entries.map {
            "\($0.locale ?? "-") \($0.line.map(String.init) ?? "-") \($0.key)\($0.variant.map { " [\($0)]" } ?? ""): "
                + $0.text
        }
    }

    @Test("aliases and chains show their target's text; the locale, then its language, then values/")
    func resolved() throws {
        let entries = try Self.files.flatMap { try CatalogReader.read(path: $0) }
        let resolution = AndroidStringReferences.resolve(entries)
        #expect(Self.rows(resolution.entries) == [
            "- 4 pay: Pay now",
            "- 5 pay_button: Pay now",
            "- 6 checkout_button: Pay now",
            "- 7 title: Checkout",
            "- 8 screen_title: Checkout",
            "- 14 handle: @shop",
            "- 16 items [plural.one]: Pay now",
            "- 17 items [plural.other]: %d items",
            "- 20 buttons [array[0]]: Pay now",
            "- 21 buttons [array[1]]: Cancel",
            "de 3 pay: Jetzt bezahlen",
            "de 4 pay_button: Jetzt bezahlen",
            "de 5 screen_title: Checkout",
            "de-AT 3 pay: Jetzt zahlen",
            // de-AT's alias → de's pay_button → @string/pay, which the device takes from de-AT again.
            "de-AT 4 checkout_button: Jetzt zahlen",
        ])
        let leftOut: Set = ["ok_button", "missing", "loop_a", "loop_b", "brand", "settings"]
        #expect(resolution.entries.map(\.file) == entries.filter { !leftOut.contains($0.key) }.map(\.file))
    }

    @Test("references that lead nowhere are errors at the referencing entry, which is left out")
    func problems() throws {
        let entries = try Self.files.flatMap { try CatalogReader.read(path: $0) }
        let problems = AndroidStringReferences.resolve(entries).problems
        let defaults = Self.files[0]
        #expect(problems.map(\.description) == [
            defaults + ":9: ok_button → @android:string/ok: an Android framework string, which Android translates "
                + "itself and no catalog of the app holds; expected a string of the app's own (@string/name) to measure",
            defaults + ":10: missing → @string/nowhere: no <string name=\"nowhere\"> in the default resources "
                + "(values/); expected a <string name=\"nowhere\"> in the default resources or the entry's locale",
            defaults + ":11: loop_a → @string/loop_b → @string/loop_a: a cycle; expected a chain of @string references "
                + "that ends in a text",
            defaults + ":12: loop_b → @string/loop_a → @string/loop_b: a cycle; expected a chain of @string references "
                + "that ends in a text",
            defaults + ":13: brand → @color/brand: a resource of type color, not a string; expected @string/name",
            Self.files[1] + ":6: settings → @string/settings_label: no <string name=\"settings_label\"> in de or the "
                + "default resources (values/); expected a <string name=\"settings_label\"> in the default resources or "
                + "the entry's locale",
        ])
        #expect(problems.map(\.reason) == [.unresolvable, .malformed, .malformed, .malformed, .malformed, .malformed])
    }

    static func entry(
        _ key: String, _ text: String, locale: String? = nil, variant: String? = nil,
        file: String = "res/values/strings.xml", line: Int = 1
    ) -> CatalogEntry {
        CatalogEntry(key: key, locale: locale, variant: variant, text: text, file: file, line: line)
    }

    @Test("what is a reference: aapt2's syntax, whole text only; other packages by name; framework strings apart")
    func syntax() {
        let resolution = AndroidStringReferences.resolve([
            Self.entry("pay", "Pay"),
            Self.entry("private", "@*android:string/ok"),
            Self.entry("library", "@com.example.shop:string/pay"),
            Self.entry("sentence", "Tap @string/pay to pay"),
            Self.entry("create", "@+string/pay"),
            Self.entry("id", "@+id/pay"),
            Self.entry("no_type", "@pay"),
            Self.entry("unknown_type", "@thing/pay"),
            Self.entry("empty_name", "@string/"),
            Self.entry("self", "@string/self"),
            Self.entry("newlines", "\n @string/pay \t"),
        ])
        #expect(resolution.entries.map { "\($0.key): \($0.text)" } == [
            "pay: Pay", "library: Pay", "sentence: Tap @string/pay to pay", "create: @+string/pay", "no_type: @pay",
            "unknown_type: @thing/pay", "empty_name: @string/", "newlines: Pay",
        ])
        #expect(resolution.problems.map(\.message) == [
            "private → @*android:string/ok: an Android framework string, which Android translates itself and no "
                + "catalog of the app holds; expected a string of the app's own (@string/name) to measure",
            "id → @+id/pay: a resource of type id, not a string; expected @string/name",
            "self → @string/self: a cycle; expected a chain of @string references that ends in a text",
        ])
    }

    @Test("only Android entries are resolved or looked up; a plural or array item is no @string target")
    func onlyAndroidStrings() {
        let apple = Self.entry("alias", "@string/pay", locale: "en", file: "en.lproj/Localizable.strings")
        let json = Self.entry("pay", "From JSON", file: "strings.json")
        let resolution = AndroidStringReferences.resolve([
            apple, json,
            Self.entry("count", "%d", variant: "plural.other"),
            Self.entry("alias", "@string/count"),
        ])
        #expect(resolution.entries == [apple, json, Self.entry("count", "%d", variant: "plural.other")])
        #expect(resolution.problems.map(\.message) == [
            "alias → @string/count: no <string name=\"count\"> in the default resources (values/); expected a "
                + "<string name=\"count\"> in the default resources or the entry's locale",
        ])
    }

    @Test("a locale with a script and a region falls back subtag by subtag; the first definition wins")
    func fallbackOrder() {
        let resolution = AndroidStringReferences.resolve([
            Self.entry("a", "default"),
            Self.entry("a", "sr", locale: "sr"),
            Self.entry("a", "second sr", locale: "sr"),
            Self.entry("b", "sr-Latn", locale: "sr-Latn"),
            Self.entry("x", "@string/a", locale: "sr-Latn-RS"),
            Self.entry("y", "@string/b", locale: "sr-Latn-RS"),
            Self.entry("z", "@string/b", locale: "sr"),
        ])
        #expect(resolution.entries.suffix(2).map(\.text) == ["sr", "sr-Latn"])
        #expect(resolution.problems.map(\.message) == [
            "z → @string/b: no <string name=\"b\"> in sr or the default resources (values/); expected a "
                + "<string name=\"b\"> in the default resources or the entry's locale",
        ])
    }
}
