import DynamicTypeLayout
import Testing
import TestSupport

/// Stack views laid out by the constraints UIStackView generates, with frames worked out by hand from the
/// distribution's and alignment's rules (`shared/reference/auto-layout.md` §4).
@Suite struct StackViewTests {
    /// A stack of boxes of the given intrinsic sizes, its leading and top at the root's, `length` long along its axis
    /// when given (else as long as its views make it).
    func layOut(
        _ sizes: [(Double, Double)], axis: Axis = .horizontal, length: Double? = nil,
        configure: (StackView) -> Void = { _ in }
    ) throws -> CategoryLayout {
        let root = try Screens.root()
        let boxes = sizes.enumerated().map { Screens.box("v\($0.offset)", width: $0.element.0, height: $0.element.1) }
        let stack = StackView(identifier: "stack", arrangedSubviews: boxes)
        stack.axis = axis
        configure(stack)
        root.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        if let length {
            constraints.append(
                axis == .horizontal
                    ? stack.widthAnchor.constraint(equalToConstant: length)
                    : stack.heightAnchor.constraint(equalToConstant: length))
        }
        try LayoutConstraint.activate(constraints)
        return try AdaptiveLayout(root: root).layout(at: .large)
    }

    @Test func fillWithFillAlignmentHugsItsViews() throws {
        let result = try layOut([(50, 20), (30, 10)]) { $0.spacing = 8 }
        // Along: 50 + 8 + 30. Across: both as tall as the stack; the taller one's compression resistance (750)
        // beats the shorter one's hugging (250): 20.
        #expect(result.frame(of: "stack") == Rect(x: 0, y: 0, width: 88, height: 20))
        #expect(result.frame(of: "v0") == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(result.frame(of: "v1") == Rect(x: 58, y: 0, width: 30, height: 20))
        #expect(result.layout.ambiguous.isEmpty)
        #expect(result.layout.unsatisfiable.isEmpty)
    }

    @Test func fillEquallySharesTheLength() throws {
        let result = try layOut([(50, 20), (30, 20), (40, 20)], length: 200) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        // (200 − 2 × 10) / 3 = 60 each.
        #expect(result.frame(of: "v0")?.width == 60)
        #expect(result.frame(of: "v1")?.x == 70)
        #expect(result.frame(of: "v2")?.x == 140)
        #expect(result.layout.ambiguous.isEmpty)
    }

    @Test func fillProportionallyDividesByIntrinsicLengths() throws {
        let result = try layOut([(50, 20), (30, 20), (20, 20)], length: 200) { $0.distribution = .fillProportionally }
        // 50 : 30 : 20 of 200.
        #expect(result.frame(of: "v0")?.width == 100)
        #expect(result.frame(of: "v1")?.width == 60)
        #expect(result.frame(of: "v2")?.width == 40)
        #expect(result.frame(of: "v2")?.x == 160)
    }

    @Test func equalSpacingKeepsLengthsAndEvensTheGaps() throws {
        let result = try layOut([(50, 20), (30, 20), (40, 20)], length: 200) { $0.distribution = .equalSpacing }
        // 200 − 120 = 80 left, two gaps of 40.
        #expect(result.frame(of: "v1") == Rect(x: 90, y: 0, width: 30, height: 20))
        #expect(result.frame(of: "v2") == Rect(x: 160, y: 0, width: 40, height: 20))
        #expect(result.layout.ambiguous.isEmpty)
    }

    @Test func equalCenteringEvensTheDistanceBetweenCentres() throws {
        let result = try layOut([(50, 20), (30, 20), (40, 20)], length: 200) { $0.distribution = .equalCentering }
        // Centres at 25 and 180 (the first and last ends are at the stack's ends); the middle one halfway, at
        // 102.5: x 87.5.
        #expect(approximately(result.frame(of: "v1")?.x ?? 0, 87.5))
        #expect(result.frame(of: "v2")?.x == 160)
    }

    @Test func aHiddenViewClosesItsGap() throws {
        let result = try layOut([(50, 20), (30, 20), (40, 20)]) {
            $0.spacing = 10
            $0.arrangedSubviews[1].isHidden = true
        }
        // The hidden view is 0 wide, the spacing either side of it halved: 50 + 5 + 0 + 5, then 40.
        #expect(result.frame(of: "v1")?.width == 0)
        #expect(result.frame(of: "v2")?.x == 60)
        #expect(result.frame(of: "stack")?.width == 100)
    }

    @Test func leadingAlignmentInAVerticalStack() throws {
        let result = try layOut([(50, 20), (30, 10)], axis: .vertical) {
            $0.alignment = .leading
            $0.spacing = 4
        }
        // Each at its own width against the leading edge; the stack as wide as the widest.
        #expect(result.frame(of: "v0") == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(result.frame(of: "v1") == Rect(x: 0, y: 24, width: 30, height: 10))
        #expect(result.frame(of: "stack") == Rect(x: 0, y: 0, width: 50, height: 34))
        #expect(result.layout.ambiguous.isEmpty)
        #expect(result.layout.unsatisfiable.isEmpty)
    }

    @Test func centerAndTrailingAlignment() throws {
        let centered = try layOut([(50, 20), (30, 10)]) { $0.alignment = .center }
        // The shorter view centred on the taller: (20 − 10) / 2.
        #expect(centered.frame(of: "v1") == Rect(x: 50, y: 5, width: 30, height: 10))
        #expect(centered.frame(of: "stack")?.height == 20)
        let trailing = try layOut([(50, 20), (30, 10)]) { $0.alignment = .trailing }
        #expect(trailing.frame(of: "v1") == Rect(x: 50, y: 10, width: 30, height: 10))
        #expect(trailing.frame(of: "v0") == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(centered.layout.ambiguous.isEmpty, "\(centered.layout.ambiguous)")
        #expect(trailing.layout.ambiguous.isEmpty, "\(trailing.layout.ambiguous)")
    }

    @Test func firstBaselineAlignmentLinesUpTheText() throws {
        let root = try Screens.root()
        let big = Screens.label("big", "Big", size: 20)
        let small = Screens.label("small", "small", size: 10)
        let stack = StackView(identifier: "stack", arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // Baselines 16 and 8 below the tops: the small label 8 lower. The stack from the big one's top to the
        // lowest bottom: max(22, 8 + 11).
        #expect(result.frame(of: "big") == Rect(x: 0, y: 0, width: 34, height: 22))
        #expect(result.frame(of: "small") == Rect(x: 42, y: 8, width: 25, height: 11))
        #expect(result.frame(of: "stack")?.height == 22)
        #expect(result.layout.ambiguous.isEmpty)
    }

    @Test func marginsRelativeArrangementInsetsTheViews() throws {
        let result = try layOut([(50, 20)]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.margins = .absolute(EdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        }
        #expect(result.frame(of: "v0") == Rect(x: 4, y: 2, width: 50, height: 20))
        #expect(result.frame(of: "stack") == Rect(x: 0, y: 0, width: 62, height: 28))
    }

    @Test func theConstraintsAreNamedAsUIKitNamesThem() throws {
        let root = try Screens.root()
        let stack = StackView(
            identifier: "row",
            arrangedSubviews: [Screens.box("a", width: 10, height: 10), Screens.box("b", width: 10, height: 10)])
        stack.alignment = .leading
        stack.distribution = .fillEqually
        stack.spacing = 10
        root.addSubview(stack)
        _ = try AdaptiveLayout(root: root).layout(at: .large, findingAmbiguity: false)
        // The list UIKit prints for leading alignment and fill-equally (kean/Arranged's README): 2 alignment and
        // canvas connections along, 2 across, 1 fill-equally, 1 spacing, 4 spanning boundaries, 1 spanning fit and
        // 2 ambiguity suppressions, the first view's top aligned with the second's.
        let made = stack.constraints + stack.arrangedSubviews.flatMap(\.constraints)
        let names = made.compactMap(\.identifier).map { $0.replacingOccurrences(of: "row.", with: "") }
        #expect(names.sorted() == [
            "UISV-alignment", "UISV-ambiguity-suppression", "UISV-ambiguity-suppression", "UISV-canvas-connection",
            "UISV-canvas-connection", "UISV-canvas-connection", "UISV-canvas-connection", "UISV-fill-equally",
            "UISV-spacing", "UISV-spanning-boundary", "UISV-spanning-boundary", "UISV-spanning-boundary",
            "UISV-spanning-boundary", "UISV-spanning-fit",
        ])
        let spanning = stack.constraints.filter { $0.identifier == "row.UISV-spanning-boundary" }
        #expect(spanning.map(\.priority.value).sorted() == [999.5, 999.5, 1000, 1000])
    }
}
