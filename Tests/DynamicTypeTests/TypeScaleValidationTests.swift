import DynamicType
import Foundation
import TestSupport
import Testing

/// An invalid fixture and exactly what loading it must report, where (lines and columns counted by hand in the
/// fixture files: the first character of the value a problem is about).
struct InvalidScale: Sendable, CustomTestStringConvertible {
    var file: String
    /// The exact problems, in order.
    var problems: [TypeScaleError.Problem]
    /// Each problem's line and column.
    var locations: [TypeScaleError.Location?]
    /// Text each message must contain: the style, category, field or path the problem is about.
    var mentions: [String]

    var testDescription: String { file }

    static let body = TextStyle.body
    static let label = TextStyle("label")

    static func at(_ line: Int, _ column: Int) -> TypeScaleError.Location { .init(line: line, column: column) }

    static let entryKeys = "one of size, leading, weight, emphasizedWeight or tracking"

    static let all: [InvalidScale] = [
        .init(
            file: "unknown-key.json",
            problems: [.malformed("styles[0].entries.large.leadng: unknown key 'leadng'; expected \(entryKeys)")],
            locations: [at(9, 43)], mentions: ["styles[0].entries.large.leadng: unknown key 'leadng'"]),
        .init(
            file: "unknown-top-level-key.json",
            problems: [.malformed("defaultCategry: unknown key 'defaultCategry'; expected one of name, platform, "
                + "defaultCategory, categories, allowsShrinking or styles")],
            locations: [at(4, 21)], mentions: ["unknown key 'defaultCategry'"]),
        .init(
            file: "missing-key.json",
            problems: [.malformed(#"styles[0].entries.xLarge: no "leading"; expected "leading": a leading in points"#)],
            locations: [at(10, 19)], mentions: ["styles[0].entries.xLarge: no \"leading\""]),
        .init(
            file: "missing-styles.json",
            problems: [.malformed(#"no "styles"; expected "styles": an array of styles, each {"style", "entries"}"#)],
            locations: [at(1, 1)], mentions: ["no \"styles\""]),
        .init(
            file: "wrong-type.json",
            problems: [.malformed("styles[0].entries.large.size: a string where a number belongs; expected a size in points")],
            locations: [at(9, 29)], mentions: ["styles[0].entries.large.size: a string where a number belongs"]),
        .init(
            file: "wrong-type-categories.json",
            problems: [.malformed("categories: a string where an array belongs; expected an array of content-size categories")],
            locations: [at(3, 17)], mentions: ["categories: a string where an array belongs"]),
        .init(file: "missing-entry.json", problems: [.missingEntry(body, .large)], locations: [at(7, 18)],
              mentions: ["body @ large: missing entry"]),
        .init(file: "entry-outside-categories.json", problems: [.entryOutsideScale(body, .accessibility1)],
              locations: [at(11, 27)], mentions: ["body @ accessibility1", "not in 'categories'"]),
        .init(file: "non-positive-size.json", problems: [.notPositive(body, .small, .size, 0)], locations: [at(8, 29)],
              mentions: ["body @ small: size 0 must be a finite number above 0"]),
        .init(file: "leading-below-size.json", problems: [.leadingBelowSize(body, .small, leading: 14, size: 15)],
              locations: [at(8, 44)], mentions: ["body @ small: leading 14 is below size 15"]),
        .init(file: "shrinks.json", problems: [.shrinks(body, .size, from: .large, 17, to: .extraLarge, 16)],
              locations: [at(10, 29)], mentions: ["body: size shrinks from 17 at large to 16 at xLarge", "allowsShrinking"]),
        .init(file: "duplicate-style.json", problems: [.duplicateStyle(body)], locations: [at(14, 16)],
              mentions: ["style body is defined twice"]),
        .init(file: "duplicate-categories.json", problems: [.duplicateCategories], locations: [at(3, 17)],
              mentions: ["'categories'", "twice"]),
        .init(file: "empty-styles.json", problems: [.noStyles], locations: [at(4, 13)], mentions: ["'styles' is empty"]),
        .init(file: "empty-categories.json", problems: [.noCategories], locations: [at(3, 17)],
              mentions: ["'categories' is empty"]),
        .init(file: "default-category-not-in-categories.json", problems: [.defaultCategoryNotInScale(.medium)],
              locations: [at(4, 22)], mentions: ["defaultCategory medium is not one of the scale's categories"]),
        .init(file: "malformed.json", problems: [
            .malformed(
                "unexpected 'tru'; expected a value (a string in double quotes, a number, an object, an array, true, "
                    + "false or null)")
        ],
              // `  "allowsShrinking": tru,`: 2 spaces, the 17-character key, ": ".
              locations: [at(4, 22)], mentions: ["unexpected 'tru'"]),
        .init(file: "several-problems.json", problems: [
            .defaultCategoryNotInScale(.medium),
            .entryOutsideScale(body, .accessibility3),
            .leadingBelowSize(body, .large, leading: 16, size: 17),
            .shrinks(body, .leading, from: .small, 20, to: .large, 16),
            .missingEntry(label, .large),
            .leadingBelowSize(label, .accessibility1, leading: 22, size: 24),
            .duplicateStyle(body),
        ], locations: [at(4, 22), at(13, 27), at(10, 52), at(10, 52), at(18, 18), at(21, 52), at(25, 16)], mentions: [
            "defaultCategory medium", "body @ accessibility3", "body @ large: leading 16 is below size 17",
            "body: leading shrinks from 20 at small to 16 at large", "label @ large: missing entry",
            "label @ accessibility1: leading 22 is below size 24", "style body is defined twice",
        ]),
    ]
}

/// A fixture whose problem is a bad name at a path; the text comes from the name's reader, so only its gist is fixed.
struct InvalidValueScale: Sendable, CustomTestStringConvertible {
    var file: String
    var path: String
    var location: TypeScaleError.Location
    var mentions: [String]
    var testDescription: String { file }

    static let all: [InvalidValueScale] = [
        .init(file: "unknown-category.json", path: "styles[0].entries.xxxxLarge", location: .init(line: 11, column: 22),
              mentions: ["unknown content size category 'xxxxLarge'", "accessibility5", "AX1"]),
        .init(file: "unknown-weight.json", path: "styles[0].entries.small.weight", location: .init(line: 8, column: 58),
              mentions: ["'extrabold' is not accepted", "semibold", "100 … 900"]),
        // `"large"` and `"L"` both name large, with different values: neither may silently win.
        .init(file: "duplicate-entry.json", path: "styles[0].entries.L", location: .init(line: 10, column: 19),
              mentions: ["'large' and 'L' both name large"]),
    ]
}

@Suite("TypeScale validation")
struct TypeScaleValidationTests {
    @Test("each invalid fixture reports exactly its problem, and the message names it", arguments: InvalidScale.all)
    func invalid(_ fixture: InvalidScale) {
        let path = Fixtures.path("Scales/invalid/\(fixture.file)")
        let error = #expect(throws: TypeScaleError.self) {
            try TypeScale(json: Fixtures.data("Scales/invalid/\(fixture.file)"), source: path)
        }
        guard let error else { return }
        #expect(error.scale == path)
        #expect(error.problems == fixture.problems)
        #expect(error.locations == fixture.locations)
        let lines = error.description.split(separator: "\n")
        #expect(lines.count == fixture.problems.count)
        for (line, location) in zip(lines, fixture.locations) {
            #expect(line.hasPrefix("\(path):\(location?.line ?? 0):\(location?.column ?? 0): "), "\(line)")
        }
        for mention in fixture.mentions {
            #expect(error.description.contains(mention), "\(error.description) lacks \(mention)")
        }
    }

    @Test("a bad name is malformed at its place and path", arguments: InvalidValueScale.all)
    func invalidValue(_ fixture: InvalidValueScale) throws {
        let data = try Fixtures.data("Scales/invalid/\(fixture.file)")
        let error = #expect(throws: TypeScaleError.self) { try TypeScale(json: data, source: fixture.file) }
        guard let error else { return }
        #expect(error.problems.count == 1 && error.locations == [fixture.location])
        guard case .malformed(let text)? = error.problems.first else {
            Issue.record("expected malformed, got \(error.problems)")
            return
        }
        for mention in fixture.mentions { #expect(text.contains(mention), "\(text) lacks \(mention)") }
        let location = fixture.location
        #expect(error.description.hasPrefix("\(fixture.file):\(location.line):\(location.column): \(fixture.path): "))
    }

    @Test("the shrinking fixture loads once it allows shrinking")
    func shrinkingAllowed() throws {
        let data = try Fixtures.data("Scales/invalid/shrinks.json")
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["allowsShrinking"] = true
        let scale = try TypeScale(json: try JSONSerialization.data(withJSONObject: object))
        #expect(scale.allowsShrinking)
        #expect(scale.entry(for: .body, at: .large)?.pointSize == 17)
        #expect(scale.entry(for: .body, at: .extraLarge)?.pointSize == 16)
    }

    @Test("every built-in scale passes the public validating initializer", arguments: BuiltInScale.all)
    func builtInsValidate(_ builtIn: BuiltInScale) throws {
        let scale = builtIn.scale
        let rebuilt = try TypeScale(
            name: scale.name, platform: scale.platform, categories: scale.categories,
            defaultCategory: scale.defaultCategory, allowsShrinking: scale.allowsShrinking,
            styles: Self.styles(of: scale))
        #expect(rebuilt == scale)
    }

    @Test("only watchOS needs allowsShrinking: its title2 leading falls from 41 at AX1 to 37.5 at AX2")
    func watchOSShrinks() {
        let scale = TypeScale.watchOS
        #expect(throws: TypeScaleError(
            scale: "watchOS", problems: [.shrinks(.title2, .leading, from: .accessibility1, 41, to: .accessibility2, 37.5)])
        ) {
            try TypeScale(
                name: scale.name, platform: scale.platform, categories: scale.categories,
                defaultCategory: scale.defaultCategory, allowsShrinking: false, styles: Self.styles(of: scale))
        }
        for other in [TypeScale.iOS, .iPadOS, .macOS, .tvOS] {
            #expect(!other.allowsShrinking, "\(other.name)")
        }
    }

    @Test("problems are found in parts built in code too: a non-finite tracking, a NaN size")
    func nonFinite() {
        let entry = TypeScale.Entry(pointSize: 17, leading: 22, weight: .regular, tracking: .infinity)
        let nan = TypeScale.Entry(pointSize: .nan, leading: 22, weight: .regular)
        #expect(throws: TypeScaleError(scale: "Code", problems: [
            .notFinite(.body, .large, .tracking, .infinity),
        ])) {
            try TypeScale(name: "Code", categories: [.large], defaultCategory: .large, styles: [(.body, [.large: entry])])
        }
        let error = #expect(throws: TypeScaleError.self) {
            try TypeScale(name: "Code", categories: [.large], defaultCategory: .large, styles: [(.body, [.large: nan])])
        }
        // NaN != NaN, so compare the shape rather than the value.
        guard case .notPositive(.body, .large, .size, let value)? = error?.problems.first else {
            Issue.record("expected notPositive, got \(String(describing: error))")
            return
        }
        #expect(value.isNaN)
        #expect(error?.problems.count == 1)
        #expect(error?.description.contains("body @ large: size nan must be a finite number above 0") == true)
    }

    @Test("categories given out of order are sorted")
    func sortsCategories() throws {
        let entry = { (size: Double) in TypeScale.Entry(pointSize: size, leading: size + 4, weight: .regular) }
        let scale = try TypeScale(
            name: "Code", categories: [.accessibility1, .small, .large], defaultCategory: .large,
            styles: [(.body, [.small: entry(14), .large: entry(17), .accessibility1: entry(28)])])
        #expect(scale.categories == [.small, .large, .accessibility1])
        #expect(scale.entry(for: .body, at: .extraExtraLarge)?.pointSize == 17)
    }

    /// A scale's parts as the validating initializer takes them, from its public accessors.
    static func styles(of scale: TypeScale) -> [(style: TextStyle, entries: [ContentSizeCategory: TypeScale.Entry])] {
        scale.styles.map { style in
            (style, Dictionary(uniqueKeysWithValues: scale.definedEntries(for: style).map { ($0.category, $0.entry) }))
        }
    }
}
