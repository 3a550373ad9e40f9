import DynamicType
import Foundation
import TestSupport
import Testing

struct BuiltInScale: Sendable, CustomTestStringConvertible {
    var label: String
    var scale: TypeScale
    var testDescription: String { label }

    static let all: [BuiltInScale] = [
        .init(label: "iOS", scale: .iOS), .init(label: "iPadOS", scale: .iPadOS),
        .init(label: "watchOS", scale: .watchOS), .init(label: "watchOS 38mm", scale: .watchOS(caseSize: .mm38)),
        .init(label: "watchOS 45mm", scale: .watchOS(caseSize: .mm45)),
        .init(label: "macOS", scale: .macOS), .init(label: "tvOS", scale: .tvOS),
    ]
}

@Suite("TypeScale JSON")
struct TypeScaleJSONTests {
    @Test("every built-in scale reads back unchanged from its JSON", arguments: BuiltInScale.all)
    func roundTrip(_ builtIn: BuiltInScale) throws {
        let text = builtIn.scale.jsonText()
        #expect(!text.isEmpty)
        let decoded = try TypeScale(json: text.utf8, source: builtIn.label)
        #expect(decoded == builtIn.scale)
        #expect(decoded.jsonText() == text)
    }

    @Test("a scale file records platform, default category and categories")
    func jsonShape() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(TypeScale.watchOS(caseSize: .mm44).jsonText().utf8))
                as? [String: Any])
        #expect(object["name"] as? String == "watchOS")
        #expect(object["platform"] as? String == "watchos")
        #expect(object["defaultCategory"] as? String == "xLarge")
        #expect(object["allowsShrinking"] as? Bool == true)
        #expect(object["categories"] as? [String] == [
            "xSmall", "small", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
            "accessibility3",
        ])
        let styles = try #require(object["styles"] as? [[String: Any]])
        #expect(styles.count == 10)
        let title2 = try #require(styles.first { $0["style"] as? String == "title2" })
        let entries = try #require(title2["entries"] as? [String: [String: Any]])
        #expect(entries.count == 9)
        #expect(entries["accessibility1"]?["size"] as? Double == 34)
        #expect(entries["accessibility1"]?["leading"] as? Double == 41)
        #expect(entries["accessibility1"]?["weight"] as? String == "regular")
        #expect(entries["accessibility1"]?["emphasizedWeight"] as? String == "semibold")
    }

    @Test("the Acme fixture loads with its hand-written values")
    func acme() throws {
        let path = Fixtures.path("Scales/valid/acme.json")
        let scale = try TypeScale(json: Fixtures.data("Scales/valid/acme.json"), source: path)
        #expect(scale.name == "Acme")
        #expect(scale.platform == nil)
        #expect(scale.categories == [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
        ])
        #expect(scale.defaultCategory == .large)
        #expect(!scale.allowsShrinking)
        #expect(scale.supportsDynamicType)
        #expect(scale.styles == [TextStyle("display"), .body, TextStyle("label")])

        // The fixture's values, written again by hand: xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5.
        let expected: [(style: TextStyle, weight: FontWeight, emphasized: FontWeight?, sizes: [Double], leadings: [Double])] = [
            (TextStyle("display"), .bold, .heavy,
             [28, 30, 32, 34, 38, 42, 46, 52, 58, 64, 70, 76], [34, 36, 38, 40, 44, 48, 52, 60, 66, 72, 80, 86]),
            (.body, .regular, .semibold,
             [13, 14, 15, 16, 18, 20, 22, 26, 30, 35, 40, 46], [18, 19, 20, 22, 24, 26, 28, 32, 37, 42, 48, 54]),
            (TextStyle("label"), .medium, nil,
             [11, 11, 12, 12, 13, 14, 15, 18, 21, 24, 27, 30], [14, 14, 15, 16, 17, 18, 19, 22, 26, 29, 33, 36]),
        ]
        for row in expected {
            for (index, category) in scale.categories.enumerated() {
                let tracking: Double? = switch (row.style, category) {
                case (.body, .large): -0.31
                case (.body, .extraLarge): -0.3
                default: nil
                }
                #expect(
                    scale.entry(for: row.style, at: category)
                        == TypeScale.Entry(
                            pointSize: row.sizes[index], leading: row.leadings[index], weight: row.weight,
                            emphasizedWeight: row.emphasized, tracking: tracking),
                    "\(row.style) @ \(category)")
            }
        }
    }

    @Test("a custom scale drives FontMetrics: display at AX5 scales by 86/40")
    func acmeMetrics() throws {
        let scale = try TypeScale(json: Fixtures.data("Scales/valid/acme.json"), source: Fixtures.path("Scales/valid/acme.json"))
        let display = try FontMetrics(forTextStyle: TextStyle("display"), in: scale)
        #expect(display.scaleName == "Acme")
        #expect(abs(display.scaleFactor(for: .accessibility5) - 2.15) < 1e-12)
        // 20 × 2.15 = 43 exactly; 17 × 2.15 = 36.55 → 36.667 at 3×.
        #expect(display.scaledValue(for: 20, compatibleWith: traits(.accessibility5)) == 43)
        #expect(abs(display.scaledValue(for: 17, compatibleWith: traits(.accessibility5)) - 110.0 / 3) < 1e-9)
        // Font.preferredFont reads a custom scale too.
        let label = try Font.preferredFont(forTextStyle: TextStyle("label"), compatibleWith: traits(.accessibility2), in: scale)
        #expect(label.pointSize == 21)
        #expect(label.leading == 26)
        #expect(label.weight == .medium)
    }

    @Test("the Acme fixture round-trips through jsonText()")
    func acmeRoundTrip() throws {
        let scale = try TypeScale(json: Fixtures.data("Scales/valid/acme.json"), source: Fixtures.path("Scales/valid/acme.json"))
        #expect(try TypeScale(json: scale.jsonText().utf8) == scale)
    }

    @Test("a scale with four categories resolves the others to the next smaller one it has")
    func compact() throws {
        let scale = try TypeScale(json: Fixtures.data("Scales/valid/compact.json"), source: Fixtures.path("Scales/valid/compact.json"))
        #expect(scale.categories == [.small, .large, .extraExtraExtraLarge, .accessibility2])
        #expect(scale.defaultCategory == .small)
        let sizes: [(ContentSizeCategory?, Double)] = [
            (nil, 14), (.extraSmall, 14), (.small, 14), (.medium, 14), (.large, 16), (.extraLarge, 16),
            (.extraExtraExtraLarge, 20), (.accessibility1, 20), (.accessibility2, 28), (.accessibility5, 28),
        ]
        for (category, size) in sizes {
            #expect(scale.entry(for: .body, at: category)?.pointSize == size, "\(String(describing: category))")
        }
        #expect(scale.resolvedCategory(.extraSmall) == .small)
        #expect(scale.resolvedCategory(.medium) == .small)
        #expect(scale.resolvedCategory(.accessibility1) == .extraExtraExtraLarge)
        // Factors are relative to the default, small (leading 19).
        let body = try FontMetrics(forTextStyle: .body, in: scale)
        #expect(body.scaleFactor(for: nil) == 1)
        #expect(body.scaleFactor(for: .small) == 1)
        #expect(abs(body.scaleFactor(for: .large) - 21.0 / 19) < 1e-12)
        // 10 × 36/19 = 18.947 → 19.0 at 3×.
        #expect(body.scaledValue(for: 10, compatibleWith: traits(.accessibility2)) == 19)
        #expect(try TypeScale(json: scale.jsonText().utf8) == scale)
    }

    @Test("the source name and the place prefix every message")
    func sourceName() throws {
        let data = try Fixtures.data("Scales/invalid/empty-styles.json")
        let error = #expect(throws: TypeScaleError.self) { try TypeScale(json: data, source: "tokens/type.json") }
        #expect(error?.scale == "tokens/type.json")
        // `  "styles": []`: the array starts in column 13 of line 4.
        #expect(error?.description == "tokens/type.json:4:13: 'styles' is empty; a scale needs at least one style")
    }
}
