import BatchMeasurement
import Foundation
import PackageSupport
import TestSupport
import Testing

/// ``RequestObject`` and the request keys: UIKit's names (`numberOfLines`, `lineBreakMode`, `lineBreakStrategy`), the
/// former keys (`lines`, `mode`, `strategy`) still read into the same fields, both names of one field refused, and each
/// message naming the key the request gave.
@Suite struct RequestObjectTests {
    static let font = String(decoding: try! JSONEncoder().encode(TestFonts.sansPath), as: UTF8.self)

    static func answer(_ line: String) -> String {
        var batch = BatchMeasurer(measurer: TestFonts.measurer)
        return String(decoding: batch.answer(toLine: Array(line.utf8), number: 1)?.bytes ?? [], as: UTF8.self)
    }

    @Test("a former key finds its field's slot, and the object remembers which name it was given by")
    func formerKeyFindsTheSameSlot() throws {
        let former = try RequestObject([("text", .string("Hi")), ("lines", .number(2)), ("mode", .string("clip"))])
        let current = try RequestObject([("numberOfLines", .number(2)), ("lineBreakMode", .string("clip"))])
        for key in ["numberOfLines", "lineBreakMode"] {
            #expect(former[key] == current[key] && former[key] != nil, "\(key)")
            #expect(current.givenName(key) == key)
        }
        #expect(former.givenName("numberOfLines") == "lines")
        #expect(former.givenName("lineBreakMode") == "mode")
        #expect(former.givenName("lineBreakStrategy") == "lineBreakStrategy")
        #expect(former.unknownKeys.isEmpty && current.unknownKeys.isEmpty)
        #expect(try RequestObject([("colour", .string("red"))]).unknownKeys == ["colour"])
    }

    struct RefusedCase: Sendable, CustomTestStringConvertible {
        var members: [String]
        var message: String
        var testDescription: String { members.joined(separator: ", ") }
    }

    @Test("a field by both its names, in either order, is an error naming both; a key given twice is as before",
        arguments: [
            RefusedCase(members: ["lines", "numberOfLines"], message: "give 'numberOfLines' or its former name 'lines', not both"),
            RefusedCase(members: ["numberOfLines", "lines"], message: "give 'numberOfLines' or its former name 'lines', not both"),
            RefusedCase(members: ["mode", "lineBreakMode"], message: "give 'lineBreakMode' or its former name 'mode', not both"),
            RefusedCase(
                members: ["lineBreakStrategy", "strategy"],
                message: "give 'lineBreakStrategy' or its former name 'strategy', not both"),
            RefusedCase(members: ["lines", "lines"], message: "a second 'lines' in the same request; expected each field once"),
            RefusedCase(
                members: ["numberOfLines", "numberOfLines"],
                message: "a second 'numberOfLines' in the same request; expected each field once"),
        ])
    func bothNamesAreRefused(_ refused: RefusedCase) {
        let error = #expect(throws: RequestError.self) {
            try RequestObject(refused.members.map { ($0, JSONValue.number(1)) })
        }
        #expect(error?.description == refused.message)
        // The answer's column is that of the second member's value: the one refused.
        #expect(error?.key == refused.members[1])
        #expect(error?.occurrence == (refused.members[0] == refused.members[1] ? 2 : 1))
    }

    @Test("a batch request answers the same by either name; a wrong value is named by the key it was given by")
    func batchAnswersByEitherName() {
        let fields = #""text": "Hello World", "fontFile": \#(Self.font), "size": 10, "width": 40"#
        for (current, former) in [
            (#""numberOfLines": 0"#, #""lines": 0"#), (#""lineBreakMode": "clip""#, #""mode": "clip""#),
            (#""lineBreakStrategy": "none""#, #""strategy": "none""#),
        ] {
            let answer = Self.answer("{\(fields), \(current)}")
            #expect(answer.hasPrefix(#"{"lineCount": "#), "\(answer)")
            #expect(Self.answer("{\(fields), \(former)}") == answer)
        }
        #expect(Self.answer(#"{"text": "Hi", "lines": 1.5}"#).contains(#""error": "lines: 1.5 is not accepted"#))
        #expect(Self.answer(#"{"text": "Hi", "numberOfLines": 1.5}"#).contains(#""error": "numberOfLines: 1.5 is not accepted"#))
        #expect(Self.answer(#"{"text": "Hi", "mode": "sideways"}"#).contains(#""error": "mode: \"sideways\" is not accepted"#))
        #expect(Self.answer(#"{"text": "Hi", "lines": 1, "numberOfLines": 1}"#)
            .contains(#""error": "give 'numberOfLines' or its former name 'lines', not both""#))
    }

    @Test("an unknown field's message lists the current keys only, in help's order")
    func unknownFieldListsCurrentKeys() {
        #expect(Self.answer(#"{"text": "Hi", "colour": "red"}"#).contains(
            "accepted fields: text, font, fontFile, faceIndex, style, category, size, weight, width, numberOfLines, "
                + "lineBreakMode, lineBreakStrategy, lineHeight, displayScale, language, id\""))
    }
}
