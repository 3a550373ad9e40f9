import DynamicTypeLayout
import Foundation
import Testing

/// A layout document's `label` object (`Docs/layout-json.md`, "Labels") names its line limit and line break mode as
/// UIKit does, `numberOfLines` and `lineBreakMode`; the former keys `lines` and `mode` are read the same, and a label
/// giving both names of one is refused at the former one.
@Suite struct LabelDocumentTests {
    static func label(_ members: String) throws(InputFileError) -> LabelDescription? {
        let json = #"{"views": [{"id": "root"}, {"id": "l", "parent": "root", "label": {"text": "Hi", \#(members)}}]}"#
        return try AdaptiveLayoutDocument(json: Data(json.utf8), file: "doc.json").labels["l"]
    }

    @Test func numberOfLinesAndLineBreakModeAreUIKitsNames() throws {
        let label = try #require(try Self.label(#""numberOfLines": 0, "lineBreakMode": "byWordWrapping""#))
        #expect(label.numberOfLines == 0)
        #expect(label.lineBreakMode == .byWordWrapping)
    }

    @Test func theFormerNamesLinesAndModeAreStillRead() throws {
        let former = try Self.label(#""lines": 3, "mode": "clip""#)
        #expect(former == (try Self.label(#""numberOfLines": 3, "lineBreakMode": "byClipping""#)))
        #expect(former?.numberOfLines == 3 && former?.lineBreakMode == .byClipping)
    }

    @Test("both names of one key are an error at the former one, naming both", arguments: [
        (#""lines": 1, "numberOfLines": 2"#, "views[1].label.lines: both numberOfLines and its former name lines"),
        (#""lineBreakMode": "tail", "mode": "head""#, "views[1].label.mode: both lineBreakMode and its former name mode"),
    ])
    func bothNames(members: String, problem: String) {
        do {
            _ = try Self.label(members)
            Issue.record("a label with both names was read")
        } catch {
            #expect(error.problem == problem)
            #expect(error.expected?.hasPrefix("one of them") == true)
        }
    }

    @Test func aWrongValueIsNamedByTheKeyItWasGivenBy() {
        do {
            _ = try Self.label(#""lines": 1.5"#)
            Issue.record("a fraction of a line was read")
        } catch {
            #expect(error.problem == "views[1].label.lines: a fraction of a line")
        }
    }
}
