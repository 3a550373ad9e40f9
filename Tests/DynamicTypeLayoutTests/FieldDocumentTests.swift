import DynamicTypeLayout
import Foundation
import Testing
import TestSupport

/// Layout documents' `textField` and `segmentedControl` objects (`Docs/layout-json.md`, "Controls"): read, laid out
/// with TestSans, and refused at the place they are wrong.
@Suite struct FieldDocumentTests {
    static func document(_ json: String) throws(InputFileError) -> AdaptiveLayoutDocument {
        try AdaptiveLayoutDocument(json: Data(json.utf8), file: "doc.json")
    }

    @Test func aTextFieldAndASegmentedControlAreReadAndLaidOut() throws {
        let font = #""size": 10, "fontFile": "\#(TestFonts.sansPath)""#
        let document = try Self.document("""
            {"views": [
              {"id": "root", "size": {"width": 390, "height": 844}},
              {"id": "email", "parent": "root",
               "textField": {"placeholder": "name@example.com", \(font), "borderStyle": "roundedRect"}},
              {"id": "period", "parent": "root",
               "segmentedControl": {"segments": ["Day", {"title": "Week", "width": 60}, "Month"], \(font),
                                    "apportionsSegmentWidthsByContent": true}}
             ],
             "constraints": [
               {"first": "email.leading", "second": "root.leading"}, {"first": "email.top", "second": "root.top"},
               {"first": "period.leading", "second": "root.leading"}, {"first": "period.top", "second": "email.bottom"}
             ]}
            """)
        #expect(document.controls["email"] == .textField(
            text: "", placeholder: "name@example.com", font: LabelFont(.fixed(10), source: .file(path: TestFonts.sansPath)),
            adjustsFont: false, borderStyle: .roundedRect, textInsets: nil))
        let tree = try document.makeTree(measurer: TestFonts.measurer)
        let result = try AdaptiveLayout(root: tree.root).layout(at: .large)
        // The placeholder, 76 (name 20, @ 3, example 35, . 3, com 15), inside 7 and 7; a line of 11 inside 6.5 and 6.5.
        #expect(result.frame(of: "email") == Rect(x: 0, y: 0, width: 90, height: 24))
        // Day 17 + 14, Week its own 60, Month 27 + 14; a line of 11 inside 8 and 8.
        #expect(result.frame(of: "period") == Rect(x: 0, y: 24, width: 132, height: 27))
    }

    @Test func aFieldOfAFixedSizeTruncatesWhatDoesNotFit() throws {
        let document = try Self.document("""
            {"views": [
              {"id": "root", "size": {"width": 390, "height": 844}},
              {"id": "email", "parent": "root", "size": {"width": 60, "height": 40},
               "textField": {"placeholder": "name@example.com", "size": 10, "fontFile": "\(TestFonts.sansPath)",
                             "borderStyle": "roundedRect"}}
             ],
             "constraints": [{"first": "email.leading", "second": "root.leading"}, {"first": "email.top", "second": "root.top"}]}
            """)
        let result = try AdaptiveLayout(root: try document.makeTree(measurer: TestFonts.measurer).root).layout(at: .large)
        // The view's own size, as for any view: the placeholder's 90 does not fit in 60; 40 is taller than its 24.
        #expect(result.frame(of: "email") == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(result.findings.map(\.description) == [#"email "name@example.com": truncated: needs width 90, has 60"#])
    }

    @Test func theDefaultsAreUIKits() throws {
        let document = try Self.document("""
            {"views": [{"id": "root"}, {"id": "f", "parent": "root", "textField": {}},
                       {"id": "s", "parent": "root", "segmentedControl": {"segments": []}}]}
            """)
        // A text field: no text, the body style, no border; a segmented control: the system font at 13 pt.
        #expect(document.controls["f"] == .textField(
            text: "", placeholder: nil, font: .style(.body), adjustsFont: false, borderStyle: .none, textInsets: nil))
        #expect(document.controls["s"] == .segmentedControl(
            segments: [], font: LabelFont(.fixed(13)), adjustsFont: false, apportionsByContent: false,
            contentPadding: nil))
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let view: String
        let message: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        ErrorCase(
            name: "a border style that is not one",
            view: #"{"id": "f", "parent": "root", "textField": {"borderStyle": "rounded"}}"#,
            message: "doc.json:4:60: views[1].textField.borderStyle: 'rounded' is not a border style; "
                + "expected a border style: none, line, bezel or roundedRect"),
        ErrorCase(
            name: "a text field's padding out of range",
            view: #"{"id": "f", "parent": "root", "textField": {"textInsets": {"top": -1}}}"#,
            message: "doc.json:4:67: views[1].textField.textInsets.top: -1 is out of range; "
                + "expected a distance in points from 0 to 10000"),
        ErrorCase(
            name: "a segmented control without segments",
            view: #"{"id": "s", "parent": "root", "segmentedControl": {}}"#,
            message: #"doc.json:4:51: views[1].segmentedControl: a segmented control without "segments"; "#
                + #"expected "segments": an array of titles"#),
        ErrorCase(
            name: "a segment without a title",
            view: #"{"id": "s", "parent": "root", "segmentedControl": {"segments": ["Day", {"width": 40}]}}"#,
            message: #"doc.json:4:72: views[1].segmentedControl.segments[1]: a segment without "title"; "#
                + #"expected a segment: its title, or {"title": TITLE, "width": POINTS}"#),
        ErrorCase(
            name: "a segment's width out of range",
            view: #"{"id": "s", "parent": "root", "segmentedControl": {"segments": [{"title": "Day", "width": -4}]}}"#,
            message: "doc.json:4:91: views[1].segmentedControl.segments[0].width: -4 is out of range; "
                + "expected a width in points from 0 to 10000000, 0 automatic"),
    ])
    func aBadValueIsPlaced(_ bad: ErrorCase) {
        // The view on line 4.
        let thrown = #expect(throws: InputFileError.self) {
            try Self.document("{\"views\": [\n{\"id\": \"root\"},\n\n\(bad.view)\n]}")
        }
        #expect(thrown?.description == bad.message)
    }
}
