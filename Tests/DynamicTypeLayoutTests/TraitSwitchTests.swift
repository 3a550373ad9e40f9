import DynamicTypeLayout
import Testing
import TestSupport

/// Constraint sets and stack axes that switch with the traits, worked out from TestSans's metrics (a one-line body
/// label at AX1's 28 pt is 1100 units, 30.8 pt: 31 on the 3× grid) and widths.
@Suite struct TraitSwitchTests {
    @Test func sideBySideUntilTheAccessibilitySizesThenStacked() throws {
        let root = try Screens.root()
        let name = Screens.label("name", "abc", style: .body)
        let value = Screens.label("value", "de", style: .body)
        root.addSubview(name)
        root.addSubview(value)
        try LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor), name.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let layout = AdaptiveLayout(root: root)
        layout.activate(
            [value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8), value.topAnchor.constraint(equalTo: root.topAnchor)],
            when: .notAccessibilityCategory)
        layout.activate(
            [value.leadingAnchor.constraint(equalTo: root.leadingAnchor), value.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4)],
            when: .accessibilityCategory)
        let large = try layout.layout(at: .large)
        // "abc" at 17 pt is 73 / 3 wide (LabelLayoutTests): the value 8 after it, on the same line.
        #expect(approximately(large.frame(of: "value")?.x ?? 0, 73.0 / 3 + 8))
        #expect(large.frame(of: "value")?.y == 0)
        let ax1 = try layout.layout(at: .accessibility1)
        #expect(ax1.frame(of: "value")?.x == 0)
        #expect(approximately(ax1.frame(of: "value")?.y ?? 0, 31 + 4))
        #expect(ax1.isClean && large.isClean)
        // And back.
        #expect(try layout.layout(at: .small).frame(of: "value")?.y == 0)
    }

    @Test func aStackWithAnAxisRuleStacksFromAX1() throws {
        let root = try Screens.root()
        let stack = StackView(
            identifier: "row",
            arrangedSubviews: [Screens.box("a", width: 50, height: 20), Screens.box("b", width: 30, height: 10)])
        stack.spacing = 8
        stack.alignment = .leading
        stack.axisRule = StackAxisRule()
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let layout = AdaptiveLayout(root: root)
        #expect(try layout.layout(at: .extraExtraExtraLarge).frame(of: "b") == Rect(x: 58, y: 0, width: 30, height: 10))
        let ax1 = try layout.layout(at: .accessibility1)
        #expect(ax1.frame(of: "b") == Rect(x: 0, y: 28, width: 30, height: 10))
        #expect(ax1.layout.ambiguous.isEmpty)
    }
}
