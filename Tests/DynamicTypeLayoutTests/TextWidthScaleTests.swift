import DynamicTypeLayout
import Testing
import TestSupport

/// `Label.textWidthScale`: the measured widths of a label's text multiplied by a factor, its lines broken where a font
/// that much wider would break them. In TestSans at 10 pt "aaaa bbbb" is 8 × 5 + 2.5 = 42.5 wide and a line 11 tall.
@Suite struct TextWidthScaleTests {
    /// `label` at the top left of a 390 × 844 root, laid out at large, and whether it is reported truncated.
    static func laidOut(_ label: Label, width: Double? = nil) throws -> (Rect?, Bool) {
        let root = try Screens.root()
        root.addSubview(label)
        var constraints = [
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        if let width { constraints.append(label.widthAnchor.constraint(equalToConstant: width)) }
        try LayoutConstraint.activate(constraints)
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        return (result.frame(of: label.identifier), result.findings.contains { $0.view == label.identifier })
    }

    @Test func theNaturalWidthIsTheMeasuredOneTimesTheScale() throws {
        let label = Screens.label("text", "aaaa bbbb", size: 10)
        label.textWidthScale = 1.2
        // 42.5 × 1.2 = 51, on the 3× pixel grid already.
        #expect(try Self.laidOut(label).0 == Rect(x: 0, y: 0, width: 51, height: 11))
    }

    @Test func aLabelAsWideAsItsScaledTextIsNotTruncated() throws {
        // Measured as it is, the text needs 42.5 and is cut in 42; scaled by 42 / 42.5 it fits exactly.
        let plain = Screens.label("text", "aaaa bbbb", size: 10)
        #expect(try Self.laidOut(plain, width: 42).1)
        let scaled = Screens.label("text", "aaaa bbbb", size: 10)
        scaled.textWidthScale = 42 / 42.5
        #expect(try Self.laidOut(scaled, width: 42) == (Rect(x: 0, y: 0, width: 42, height: 11), false))
    }

    @Test func linesBreakWhereTheWiderTextWould() throws {
        // 45 wide: the plain text fits on one line; 1.2 times as wide (51) it breaks after "aaaa": two lines, 22 tall.
        let plain = Screens.label("text", "aaaa bbbb", size: 10)
        plain.numberOfLines = 0
        #expect(try Self.laidOut(plain, width: 45).0?.height == 11)
        let scaled = Screens.label("text", "aaaa bbbb", size: 10)
        scaled.numberOfLines = 0
        scaled.textWidthScale = 1.2
        #expect(try Self.laidOut(scaled, width: 45).0?.height == 22)
    }

    @Test func aScaleThatIsNotAboveZeroCountsAsOne() throws {
        for scale in [0, -2, .infinity, .nan] {
            let label = Screens.label("text", "aaaa bbbb", size: 10)
            label.textWidthScale = scale
            #expect(try Self.laidOut(label).0?.width == 42.5 + 1.0 / 6, "\(scale)")
        }
    }
}
