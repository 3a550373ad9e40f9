import DynamicType
import Testing

/// A weight with its CSS / OpenType `usWeightClass` number and `UIFont.Weight` raw value
/// (`apple-dynamic-type.md` §3; the UIKit values are marked UNVERIFIED there, one source).
struct WeightCase: Sendable, CustomTestStringConvertible {
    var weight: FontWeight
    var name: String
    var css: Int
    var uiKit: Double

    var testDescription: String { name }

    static let all: [WeightCase] = [
        .init(weight: .ultraLight, name: "ultraLight", css: 100, uiKit: -0.8),
        .init(weight: .thin, name: "thin", css: 200, uiKit: -0.6),
        .init(weight: .light, name: "light", css: 300, uiKit: -0.4),
        .init(weight: .regular, name: "regular", css: 400, uiKit: 0),
        .init(weight: .medium, name: "medium", css: 500, uiKit: 0.23),
        .init(weight: .semibold, name: "semibold", css: 600, uiKit: 0.3),
        .init(weight: .bold, name: "bold", css: 700, uiKit: 0.4),
        .init(weight: .heavy, name: "heavy", css: 800, uiKit: 0.56),
        .init(weight: .black, name: "black", css: 900, uiKit: 0.62),
    ]
}

@Suite("FontWeight")
struct FontWeightTests {
    @Test("nine weights from ultraLight to black")
    func allCases() {
        #expect(FontWeight.allCases == WeightCase.all.map(\.weight))
    }

    @Test("names, CSS numbers and UIKit values", arguments: WeightCase.all)
    func values(_ c: WeightCase) {
        #expect(c.weight.rawValue == c.name)
        #expect(c.weight.cssValue == c.css)
        #expect(c.weight.uiKitValue == c.uiKit)
    }

    @Test("init(name:) reads the name and the CSS number", arguments: WeightCase.all)
    func parse(_ c: WeightCase) throws {
        #expect(try FontWeight(name: c.name) == c.weight)
        #expect(try FontWeight(name: String(c.css)) == c.weight)
    }

    @Test("weights order by heaviness")
    func order() {
        #expect(FontWeight.regular < .medium)
        #expect(FontWeight.medium < .semibold)
        #expect(FontWeight.semibold < .bold)
        #expect(FontWeight.allCases.shuffled().sorted() == WeightCase.all.map(\.weight))
    }

    @Test("an unknown weight is rejected with a message listing the accepted ones",
          arguments: ["extrabold", "650", "1000", "", "0"])
    func unknown(_ name: String) {
        let error = #expect(throws: FontWeightError.self) { try FontWeight(name: name) }
        #expect(error?.name == name)
        let message = error?.description ?? ""
        #expect(message.contains("'\(name)'"))
        for c in WeightCase.all { #expect(message.contains(c.name)) }
        #expect(message.contains("100"))
        #expect(message.contains("900"))
    }
}
