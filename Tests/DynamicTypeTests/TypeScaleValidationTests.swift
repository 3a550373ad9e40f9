import DynamicType
import Foundation
import TestSupport
import Testing

/// An invalid fixture and exactly what loading it must report.
struct InvalidScale: Sendable, CustomTestStringConvertible {
    var file: String
    /// The exact problems, in order.
    var problems: [TypeScaleError.Problem]
    /// Text each message must contain: the style, category, field or path the problem is about.
    var mentions: [String]

    var testDescription: String { file }

    static let body = TextStyle.body

    static let all: [InvalidScale] = [
        .init(file: "unknown-key.json", problems: [.unknownKey("leadng", path: "styles[0].entries.large")],
              mentions: ["styles[0].entries.large: unknown key 'leadng'"]),
        .init(file: "unknown-top-level-key.json", problems: [.unknownKey("defaultCategry", path: "(top level)")],
              mentions: ["unknown key 'defaultCategry'"]),
        .init(file: "missing-key.json", problems: [.missingKey("leading", path: "styles[0].entries.xLarge")],
              mentions: ["styles[0].entries.xLarge: missing key 'leading'"]),
        .init(file: "missing-styles.json", problems: [.missingKey("styles", path: "(top level)")],
              mentions: ["missing key 'styles'"]),
        .init(file: "wrong-type.json", problems: [.invalidValue("expected a number", path: "styles[0].entries.large.size")],
              mentions: ["styles[0].entries.large.size: expected a number"]),
        .init(file: "wrong-type-categories.json", problems: [.invalidValue("expected an array", path: "categories")],
              mentions: ["categories: expected an array"]),
        .init(file: "missing-entry.json", problems: [.missingEntry(body, .large)],
              mentions: ["body @ large: missing entry"]),
        .init(file: "entry-outside-categories.json", problems: [.entryOutsideScale(body, .accessibility1)],
              mentions: ["body @ accessibility1", "not in 'categories'"]),
        .init(file: "non-positive-size.json", problems: [.notPositive(body, .small, .size, 0)],
              mentions: ["body @ small: size 0 must be a finite number above 0"]),
        .init(file: "leading-below-size.json", problems: [.leadingBelowSize(body, .small, leading: 14, size: 15)],
              mentions: ["body @ small: leading 14 is below size 15"]),
        .init(file: "shrinks.json", problems: [.shrinks(body, .size, from: .large, 17, to: .extraLarge, 16)],
              mentions: ["body: size shrinks from 17 at large to 16 at xLarge", "allowsShrinking"]),
        .init(file: "duplicate-style.json", problems: [.duplicateStyle(body)], mentions: ["style body is defined twice"]),
        .init(file: "duplicate-categories.json", problems: [.duplicateCategories], mentions: ["'categories'", "twice"]),
        .init(file: "empty-styles.json", problems: [.noStyles], mentions: ["'styles' is empty"]),
        .init(file: "empty-categories.json", problems: [.noCategories], mentions: ["'categories' is empty"]),
        .init(file: "default-category-not-in-categories.json", problems: [.defaultCategoryNotInScale(.medium)],
              mentions: ["defaultCategory medium is not one of the scale's categories"]),
        .init(file: "several-problems.json", problems: [
            .defaultCategoryNotInScale(.medium),
            .entryOutsideScale(body, .accessibility3),
            .leadingBelowSize(body, .large, leading: 16, size: 17),
            .shrinks(body, .leading, from: .small, 20, to: .large, 16),
            .missingEntry(TextStyle("label"), .large),
            .leadingBelowSize(TextStyle("label"), .accessibility1, leading: 22, size: 24),
            .duplicateStyle(body),
        ], mentions: [
            "defaultCategory medium", "body @ accessibility3", "body @ large: leading 16 is below size 17",
            "body: leading shrinks from 20 at small to 16 at large", "label @ large: missing entry",
            "label @ accessibility1: leading 22 is below size 24", "style body is defined twice",
        ]),
    ]
}

/// A fixture whose problem is a bad value at a path; the text comes from the name parser, so only its gist is fixed.
struct InvalidValueScale: Sendable, CustomTestStringConvertible {
    var file: String
    var path: String
    var mentions: [String]
    var testDescription: String { file }

    static let all: [InvalidValueScale] = [
        .init(file: "unknown-category.json", path: "styles[0].entries.xxxxLarge",
              mentions: ["unknown content size category 'xxxxLarge'", "accessibility5", "AX1"]),
        .init(file: "unknown-weight.json", path: "styles[0].entries.small.weight",
              mentions: ["unknown font weight 'extrabold'", "semibold", "100 … 900"]),
        // `"large"` and `"L"` both name large, with different values: neither may silently win.
        .init(file: "duplicate-entry.json", path: "styles[0].entries.large",
              mentions: ["'large' and 'L' both name large"]),
    ]
}

@Suite("TypeScale validation")
struct TypeScaleValidationTests {
    @Test("each invalid fixture reports exactly its problem, and the message names it", arguments: InvalidScale.all)
    func invalid(_ fixture: InvalidScale) {
        let path = Fixtures.path("Scales/invalid/\(fixture.file)")
        let error = #expect(throws: TypeScaleError.self) { try TypeScale(json: Fixtures.data("Scales/invalid/\(fixture.file)"), source: path) }
        guard let error else { return }
        #expect(error.scale == path)
        #expect(error.problems == fixture.problems)
        let lines = error.description.split(separator: "\n")
        #expect(lines.count == fixture.problems.count)
        #expect(lines.allSatisfy { $0.hasPrefix("\(path): ") })
        for mention in fixture.mentions {
            #expect(error.description.contains(mention), "\(error.description) lacks \(mention)")
        }
    }

    @Test("a bad name is an invalid value at its path", arguments: InvalidValueScale.all)
    func invalidValue(_ fixture: InvalidValueScale) throws {
        let data = try Fixtures.data("Scales/invalid/\(fixture.file)")
        let error = #expect(throws: TypeScaleError.self) { try TypeScale(json: data, source: fixture.file) }
        guard let error else { return }
        #expect(error.problems.count == 1)
        guard case .invalidValue(let text, let path)? = error.problems.first else {
            Issue.record("expected invalidValue, got \(error.problems)")
            return
        }
        #expect(path == fixture.path)
        for mention in fixture.mentions { #expect(text.contains(mention), "\(text) lacks \(mention)") }
        #expect(error.description.hasPrefix("\(fixture.file): \(fixture.path): "))
    }

    @Test("malformed JSON is reported as such")
    func malformed() throws {
        let data = try Fixtures.data("Scales/invalid/malformed.json")
        let error = #expect(throws: TypeScaleError.self) { try TypeScale(json: data, source: "malformed.json") }
        guard let error else { return }
        #expect(error.problems.count == 1)
        guard case .malformed? = error.problems.first else {
            Issue.record("expected malformed, got \(error.problems)")
            return
        }
        // `  "allowsShrinking": tru,` is line 4; `tru` starts in column 22 (2 spaces, the 17-character key, ": ").
        #expect(
            error.description.hasPrefix(
                "malformed.json: not a valid scale document: line 4, column 22: unexpected 'tru'; expected a value"))
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
