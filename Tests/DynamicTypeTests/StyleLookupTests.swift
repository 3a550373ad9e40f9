import Testing
@testable import DynamicType

// TypeScale.entry(for:at:) reads a flat table found by the style name's machine words or a fold of its bytes; it must
// answer exactly as the per-style dictionary the scale also keeps, for every style and category, whatever the
// name's storage.

struct StyleLookupTests {
    @Test(arguments: [TypeScale.iOS, .iPadOS, .watchOS, .macOS, .tvOS])
    func everyCellMatchesTheDictionary(scale: TypeScale) {
        for style in scale.styles {
            for category in ContentSizeCategory.allCases {
                #expect(scale.entry(for: style, at: category) == scale.resolvedEntries[style]?[category.rawValue])
            }
            #expect(scale.entry(for: style, at: nil) == scale.resolvedEntries[style]?[scale.defaultCategory.rawValue])
            #expect(scale.contains(style))
        }
        #expect(scale.entry(for: TextStyle("noSuchStyle"), at: .large) == nil)
        #expect(!scale.contains(TextStyle("")))
    }

    @Test func namesStoredElsewhereAreFound() throws {
        // Long names live in heap storage: the same text built twice has different machine words.
        let long = "displayExtraLargeHeadlineEmphasized"
        let entry = TypeScale.Entry(pointSize: 40, leading: 48, weight: .bold)
        let scale = try TypeScale(
            name: "Acme", categories: [.large], defaultCategory: .large,
            styles: [(TextStyle(long), [.large: entry]), (TextStyle("body"), [.large: entry])])
        let rebuilt = TextStyle(String(long.prefix(20)) + String(long.dropFirst(20)))
        #expect(scale.entry(for: rebuilt, at: .accessibility5) == entry)
        #expect(scale.entry(for: TextStyle(String("bo") + "dy"), at: .small) == entry)
        #expect(scale.entry(for: TextStyle(long + "X"), at: .large) == nil)
        #expect(scale.entry(for: TextStyle(String(long.dropLast())), at: .large) == nil)
    }

    @Test func manyStylesProbePastCollisions() throws {
        let entry = TypeScale.Entry(pointSize: 12, leading: 16, weight: .regular)
        let names = (0..<200).map { "style\($0)" } + (0..<50).map { "a-much-longer-style-name-number-\($0)" }
        let scale = try TypeScale(
            name: "Many", categories: [.large], defaultCategory: .large,
            styles: names.map { (TextStyle($0), [.large: entry]) })
        for name in names {
            #expect(scale.entry(for: TextStyle(String(name.reversed().reversed())), at: .large) == entry, "\(name)")
            #expect(scale.contains(TextStyle(name)))
        }
        #expect(scale.entry(for: TextStyle("style200"), at: .large) == nil)
    }
}
