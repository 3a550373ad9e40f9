import AutoLayout
import Foundation
import Testing

/// Reading layout documents: every mistake named at its line and column, with what is accepted.
@Suite struct LayoutDocumentTests {
    static func error(_ json: String) -> InputFileError? {
        do {
            let document = try LayoutDocument(json: Data(json.utf8), file: "doc.json")
            Issue.record("read: \(document)")
            return nil
        } catch {
            return error
        }
    }

    @Test func defaultsAreUIViews() throws {
        let document = try LayoutDocument(
            json: Data(#"{"views": [{"id": "root"}, {"id": "a", "parent": "root"}]}"#.utf8), file: "doc.json")
        let view = document.views[1]
        #expect(view.contentHuggingPriority == AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow))
        #expect(view.contentCompressionResistancePriority == AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh))
        #expect(view.margins == .absolute(EdgeInsets(all: 8)))
        #expect(view.intrinsicContentSize == nil && !view.translatesAutoresizingMaskIntoConstraints)
        #expect(document.layoutDirection == .leftToRight && document.name.isEmpty)
    }

    @Test func constraintDefaults() throws {
        let document = try LayoutDocument(
            json: Data(#"{"views": [{"id": "r"}], "constraints": [{"first": "r.width", "constant": 5}]}"#.utf8),
            file: "doc.json")
        let constraint = document.constraints[0]
        #expect(constraint.relation == .equal && constraint.multiplier == 1 && constraint.priority == .required)
        #expect(constraint.second == nil && constraint.constant == 5 && constraint.id == nil)
    }

    @Test(arguments: [
        (#"{"views": [{"id": "r"}], "nmae": "x"}"#, 1, 34, "nmae: unknown key 'nmae'"),
        (#"{"views": [{"id": "r", "size": {"width": "wide"}}]}"#, 1, 42,
         "views[0].size.width: a string where a number belongs; expected a size in points from 0 to 10000000"),
        (#"{"views": [{"id": "r", "size": {"width": -1}}]}"#, 1, 42, "views[0].size.width: -1 is out of range"),
        (#"{"views": [{"id": "r"}, {"id": "a", "parent": "q"}]}"#, 1, 25, "views[1]: no view 'q' for the parent"),
        // A later view's unknown parent, met while walking up from an earlier view (FuzzLayoutDocument found the trap).
        (#"{"views": [{"id": "r"}, {"id": "a", "parent": "b"}, {"id": "b", "parent": "x"}]}"#, 1, 53,
         "views[2]: no view 'x' for the parent"),
        (#"{"views": [{"id": "r"}, {"id": "r", "parent": "r"}]}"#, 1, 25, "views[1]: a second view named 'r'"),
        (#"{"views": [{"id": "r"}, {"id": "a"}]}"#, 1, 25,
         "views[1]: a second view without \"parent\" ('r' is the root)"),
        (#"{"views": [{"id": "r"}, {"id": "a", "parent": "b"}, {"id": "b", "parent": "a"}]}"#, 1, 25,
         "views[1]: its parents go round in a circle"),
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "r.widht"}]}"#, 1, 52,
         "constraints[0].first: 'r.widht' is not a view's attribute"),
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "q.width", "constant": 1}]}"#, 1, 42,
         "constraints[0]: no view 'q' for q.width"),
        // A guide of a view (UIKit's names), and one this format's views do not have (a scroll view's, which the
        // views of `DynamicTypeLayout`'s documents may have).
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "r.contentLayoutGuide.top", "second": "r.top"}]}"#, 1, 42,
         "constraints[0]: no view 'r.contentLayoutGuide' for r.contentLayoutGuide.top; expected the id of a view here, "
            + "or VIEW.GUIDE: a view's layoutMarginsGuide or safeAreaLayoutGuide"),
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "q.safeAreaLayoutGuide.top", "second": "r.top"}]}"#, 1, 42,
         "constraints[0]: no view 'q.safeAreaLayoutGuide'"),
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "r.safeAreaLayoutGuide.firstBaseline", "second": "r.top"}]}"#,
         1, 42, "constraints[0]: a layout guide has no baseline"),
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "r.layoutMarginsGuide.leadingMargin", "second": "r.leading"}]}"#,
         1, 42, "constraints[0]: a layout guide has no margins"),
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "r.leading", "constant": 1}]}"#, 1, 42,
         "constraints[0]: a position cannot be related to a constant"),
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "r.width", "relation": "=", "constant": 1}]}"#, 1, 75,
         "constraints[0].relation: '=' is not a relation; expected ==, <= or >="),
        (#"{"views": [{"id": "r"}], "constraints": [{"first": "r.width", "priority": 1001}]}"#, 1, 75,
         "constraints[0].priority: 1001 is out of range; expected a priority from 1 to 1000"),
        (#"{"views": [{"id": "r", "isHidden": 1}]}"#, 1, 36, "views[0].isHidden: a number where true or false belongs"),
        (#"{"views": [{"id": "r", "translatesAutoresizingMaskIntoConstraints": true}]}"#, 1, 69,
         "a view laid out by its autoresizing mask without a frame"),
        (#"{"views": [{"id": "r",}]}"#, 1, 23, "unexpected '}'"),
        (#"{"views": [{"id": "r", "id": "s"}]}"#, 1, 30, "views[0].id: a second 'id' in the same object"),
        (#"{"views": [{"id": "r", "size": {"width": 1e999}}]}"#, 1, 42, "1e999 is too large"),
        ("{\"views\": []}", 1, 11, "no root: every view has a parent"),
    ])
    func errors(json: String, line: Int, column: Int, message: String) {
        guard let error = Self.error(json) else { return }
        #expect(error.file == "doc.json")
        #expect(error.line == line, "\(error)")
        #expect(error.column == column, "\(error)")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.reason == .malformed)
    }

    @Test func aMissingFileIsUnreadable() {
        let expected = InputFileError(
            file: "/nonexistent.json", line: nil, problem: "no such layout document", reason: .unreadable,
            errorNumber: ENOENT)
        #expect(throws: expected) { try LayoutDocument(contentsOfFile: "/nonexistent.json") }
    }
}
