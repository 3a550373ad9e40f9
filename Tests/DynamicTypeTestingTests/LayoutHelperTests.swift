import DynamicTypeTesting
import TestSupport
import Testing

/// `expectLayoutFits` and `XCTAssertLayoutFits`: silent when a screen lays out cleanly at every category, one line
/// per problem otherwise. The row is `Fixtures/Layouts/labels.json`'s, built in code: "Name" and "Value" in body
/// (TestSans), side by side 8 apart; at AX3 the value needs 110 pt, leaving the name 82 of 200 (LayoutCategoryTests
/// works it out).
@Suite("Layout helpers")
struct LayoutHelperTests {
    /// The row in a root `width` wide and 400 tall (no width: the device's size), `value` its second label's text.
    static func screen(width: Double?, value: String = "Value") throws -> View {
        let root = View(identifier: "root")
        if let width {
            try LayoutConstraint.activate([
                root.widthAnchor.constraint(equalToConstant: width), root.heightAnchor.constraint(equalToConstant: 400),
            ])
        }
        func label(_ id: String, _ text: String) -> Label {
            let label = Label(
                identifier: id, text: text, font: .style(.body, source: .face(TestFonts.sans)), measurer: TestFonts.measurer)
            label.adjustsFontForContentSizeCategory = true
            return label
        }
        let name = label("name", "Name")
        name.contentCompressionResistancePriority.horizontal = Priority(749)!
        let value = label("value", value)
        value.contentHuggingPriority.horizontal = Priority(251)!
        let row = StackView(identifier: "row", arrangedSubviews: [name, value])
        row.spacing = 8
        root.addSubview(row)
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return root
    }

    @Test("passes silently when the screen fits, and returns the layouts")
    func passes() throws {
        let fit = try #require(expectLayoutFits(try Self.screen(width: 200), categories: ...(.accessibility2)))
        #expect(fit.fits)
        #expect(fit.layouts.count == 9)
        // On an iPhone 16 Pro the row is 402 wide: room at every size.
        expectLayoutFits(try Self.screen(width: nil), device: .iPhone16Pro)
    }

    @Test("one line per problem: the view, its text, the categories, the first one's details")
    func recordsIssue() throws {
        let here: SourceLocation = #_sourceLocation
        let screen = try Self.screen(width: 200)
        withKnownIssue {
            expectLayoutFits(screen, sourceLocation: here)
        } matching: { issue in
            issue.sourceLocation == here
                && issue.comments.map(\.rawValue) == [
                    #"name "Name" at AX3…AX5: truncated: needs 2 lines at width 82, shows 1 (at AX3)"#
                ]
        }
    }

    @Test("on a device, the message says which and how it is held")
    func onADevice() throws {
        // An iPhone SE is 375 wide; with "Value Value" the name has too little room from AX4 (47 pt) on.
        let screen = try Self.screen(width: nil, value: "Value Value")
        withKnownIssue {
            expectLayoutFits(screen, device: .iPhoneSE3)
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            return message.hasPrefix(#"name "Name" at AX4…AX5: truncated: needs "#)
                && message.hasSuffix("(at AX4), on iPhone SE (3rd generation) in portrait")
        }
    }
}
