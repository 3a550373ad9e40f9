import Foundation
import Testing
import TestSupport
@testable import AutoLayout

/// No width or height is ever negative (LayoutEngine+NonNegativeSizes.swift): frames worked out by hand for layouts
/// whose constraints would squeeze a view past zero, and every layout document of the fuzz corpus checked against a
/// solver that holds every size at ≥ 0 from the start.
@Suite struct NonNegativeSizeTests {
    /// A label 100 × 20 at (16, 100) in a 390 × 844 root, with a bottom edge `bottom` pulls to 86: 14 above its top.
    private func squeezedLabel(bottomPriority: Priority) throws -> (root: View, label: View, bottom: LayoutConstraint) {
        let (root, views) = try screen("label")
        let label = views[0]
        label.content = FixedContent(size: IntrinsicSize(width: 100, height: 20))
        let bottom = label.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 86).priority(bottomPriority)
            .identifier("bottom")
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).identifier("leading"),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).identifier("top"),
            bottom,
        ])
        return (root, label, bottom)
    }

    @Test func anOptionalConstraintPullsASizeToZeroAndNoFurther() throws {
        let (root, _, _) = try squeezedLabel(bottomPriority: Priority(900)!)
        let result = try LayoutEngine(root: root).layout()
        // At 900 the bottom edge beats the compression resistance (750) and would make the height 86 − 100 = −14;
        // held at ≥ 0 it is 0, the bottom edge 14 off at 900 (the least it can be).
        #expect(result.frame(of: "label") == Rect(x: 16, y: 100, width: 100, height: 0))
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty)
        #expect(result.findings == [.compressed(view: "label", axis: .vertical, intrinsic: 20, actual: 0)])
    }

    @Test func requiredConstraintsCloserThanZeroAreUnsatisfiable() throws {
        let (root, _, _) = try squeezedLabel(bottomPriority: .required)
        let result = try LayoutEngine(root: root).layout()
        // top == 100 and bottom == 86 leave the height −14: they cannot hold with a height of 0 or more. The
        // condition is in the solver before any constraint of the height, so it is never the one broken; bottom, met
        // after top, is. Without it the label has its intrinsic height, 20.
        #expect(result.unsatisfiable == [
            UnsatisfiableConstraints(constraints: ["label.height.nonNegative", "top", "bottom"], broken: "bottom")
        ])
        #expect(result.frame(of: "label") == Rect(x: 16, y: 100, width: 100, height: 20))
    }

    @Test func aChainHoldsEverySizeWhenASecondGoesNegativeOnceTheFirstIsHeld() throws {
        // |-10-[a][b][c]-10-| in a 50-point root: a + b + c == 30. c wants 100 at 900, b 20 at 800, a nothing.
        // Without the condition: c = 100, b = 20, a = −90. With a held: c = 100 still (a + b = −70), b = −70 (as
        // close to 20 as a ≥ 0 lets it). With b held too: c as near 100 as a, b ≥ 0 allow, 30; a = b = 0.
        let (root, views) = try screen(width: 50, height: 100, "a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        var constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            c.widthAnchor.constraint(equalToConstant: 100).priority(Priority(900)!),
            b.widthAnchor.constraint(equalToConstant: 20).priority(Priority(800)!),
        ]
        for view in views {
            constraints += [view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
        }
        try LayoutConstraint.activate(constraints)
        let engine = LayoutEngine(root: root)
        let result = try engine.layout()
        #expect(result.frame(of: "a") == Rect(x: 10, y: 0, width: 0, height: 10))
        #expect(result.frame(of: "b") == Rect(x: 10, y: 0, width: 0, height: 10))
        #expect(result.frame(of: "c") == Rect(x: 10, y: 0, width: 30, height: 10))
        #expect(result.isClean)
        // a held first; b going negative then, every size is held at once (a squeeze that passes from item to item
        // takes one solve more, not one an item).
        #expect(Set(engine.heldNonNegative.map { engine.variableMeanings[$0.index].item }) == ["root", "a", "b", "c"])
    }

    @Test func aStackSqueezedPastZeroBreaksTheLastRequiredConstraintItMeets() throws {
        // A table cell's content view, 414 × 52, with a column 10 from its top and bottom (32 tall) of a title (20.5
        // tall, hugging 251, compression resistance 751), 5 apart from details (18 tall, hugging 100, compression
        // resistance 1000: required) and 5 apart from a size line fixed at 18 tall: the title has 32 − 5 − 18 − 5 −
        // 18 = −14. With the title held at ≥ 0 the required constraints cannot all hold; the size line's height,
        // installed on it, is the last of them the engine meets, and is broken. Then the title's compression
        // resistance (751) takes what the details' required 18 leaves as long as the size line gives way, which is
        // until it is 0 (held in turn): title 4, details 18 at y 9, size line 0 at y 32.
        //
        // (Xcode stores 0, 4 and 18 for such a cell — bryceco/GoMap, src/iOS/DisplaySettings/Base.lproj/
        // Display.storyboard: it gives way on the required compression resistance, not on the height constraint, as
        // UIKit is reported to let an explicit constraint override a required intrinsic-size constraint silently,
        // rdar://15106765 (lionheart/openradar-mirror issue 4446). The engine treats the compression resistance as
        // the required constraint it says it is.)
        let (root, views) = try screen(width: 414, height: 52, "column")
        let column = views[0]
        let (title, details, size) = (View(identifier: "title"), View(identifier: "details"), View(identifier: "size"))
        for view in [title, details, size] { column.addSubview(view) }
        title.content = FixedContent(size: IntrinsicSize(width: 88.5, height: 20.5))
        title.contentHuggingPriority.vertical = Priority(251)!
        title.contentCompressionResistancePriority.vertical = Priority(751)!
        details.content = FixedContent(size: IntrinsicSize(width: 88.5, height: 18))
        details.contentHuggingPriority.vertical = Priority(100)!
        details.contentCompressionResistancePriority.vertical = .required
        size.content = FixedContent(size: IntrinsicSize(width: 88.5, height: 18))
        var constraints = [
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).identifier("column.leading"),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).identifier("column.top"),
            root.bottomAnchor.constraint(equalTo: column.bottomAnchor, constant: 10).identifier("column.bottom"),
            column.widthAnchor.constraint(equalToConstant: 88.5).identifier("column.width"),
            title.topAnchor.constraint(equalTo: column.topAnchor).identifier("title.top"),
            details.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 5).identifier("details.top"),
            size.topAnchor.constraint(equalTo: details.bottomAnchor, constant: 5).identifier("size.top"),
            column.bottomAnchor.constraint(equalTo: size.bottomAnchor).identifier("size.bottom"),
            size.heightAnchor.constraint(equalToConstant: 18).identifier("size.height"),
        ]
        for view in [title, details, size] {
            constraints += [
                view.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            ]
        }
        try LayoutConstraint.activate(constraints)
        let result = try LayoutEngine(root: root).layout()
        #expect(result.frame(of: "column") == Rect(x: 20, y: 10, width: 88.5, height: 32))
        #expect(result.frame(of: "title") == Rect(x: 0, y: 0, width: 88.5, height: 4))
        #expect(result.frame(of: "details") == Rect(x: 0, y: 9, width: 88.5, height: 18))
        #expect(result.frame(of: "size") == Rect(x: 0, y: 32, width: 88.5, height: 0))
        #expect(result.unsatisfiable.count == 1)
        #expect(result.unsatisfiable.first?.broken == "size.height")
        #expect(Set(result.unsatisfiable.first?.constraints ?? []) == [
            "root.size.height", "column.top", "column.bottom", "title.top", "details.top", "size.top", "size.bottom",
            "size.height", "details.height.compressionResistance", "title.height.nonNegative",
        ])
    }

    @Test func aReSolveInPlaceKeepsWhatItHeldAndAgreesWithAFreshEngine() throws {
        let (root, _, bottom) = try squeezedLabel(bottomPriority: Priority(900)!)
        let engine = LayoutEngine(root: root)
        #expect(try engine.layout().frame(of: "label")?.height == 0)
        let solver = engine.solver
        // Each layout in place — the same solver, the height still held: the bottom edge 30 below the top gives a
        // height of 30 (900 over the hugging's 20); at 86 and at 100 the height is 0; at 121, 21.
        for (constant, height) in [(130.0, 30.0), (86, 0), (100, 0), (121, 21)] {
            bottom.constant = constant
            let result = try engine.layout()
            #expect(result.frame(of: "label") == Rect(x: 16, y: 100, width: 100, height: height))
            #expect(engine.solver === solver)
            #expect(result.frames == (try LayoutEngine(root: root).layout()).frames)
        }
    }

    @Test func aSizeNewlyNegativeAfterAReSolveInPlaceIsHeldToo() throws {
        // Two labels side by side in 200 points, 8 apart, the second wanting 150 at 900: the first has
        // 200 − 8 − 150 = 42. At 250 the second would leave the first −58; held, the first is 0 and the second 192.
        let (root, views) = try screen(width: 200, height: 100, "first", "second")
        let (first, second) = (views[0], views[1])
        let wanted = second.widthAnchor.constraint(equalToConstant: 150).priority(Priority(900)!)
        try LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor), second.topAnchor.constraint(equalTo: root.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 20), second.heightAnchor.constraint(equalToConstant: 20),
            wanted,
        ])
        let engine = LayoutEngine(root: root)
        #expect(try engine.layout().frame(of: "first") == Rect(x: 0, y: 0, width: 42, height: 20))
        #expect(engine.heldNonNegative.isEmpty)
        wanted.constant = 250
        let result = try engine.layout()
        #expect(result.frame(of: "first") == Rect(x: 0, y: 0, width: 0, height: 20))
        #expect(result.frame(of: "second") == Rect(x: 8, y: 0, width: 192, height: 20))
        #expect(result.frames == (try LayoutEngine(root: root).layout()).frames)
    }

    @Test func aReSolveInPlaceThatFindsAnotherSizeNegativeHoldsItTooAsAFreshEngineDoes() throws {
        // Two views at y 100, each with its bottom edge pulled at 900 (above the compression resistance of its
        // 20-point content): first to 86 (height 0, held), second to 130 (height 30). Then second's to 80: it goes
        // negative too, and the layout is built again holding both, as a fresh engine ends up doing.
        let (root, views) = try screen("first", "second")
        var bottoms: [LayoutConstraint] = []
        for (view, bottom) in zip(views, [86.0, 130]) {
            view.content = FixedContent(size: IntrinsicSize(width: 100, height: 20))
            bottoms.append(view.bottomAnchor.constraint(equalTo: root.topAnchor, constant: bottom).priority(Priority(900)!))
            try LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                bottoms.last!,
            ])
        }
        let engine = LayoutEngine(root: root)
        let first = try engine.layout()
        #expect(first.frame(of: "first")?.height == 0 && first.frame(of: "second")?.height == 30)
        bottoms[1].constant = 80
        let result = try engine.layout()
        #expect(result.frame(of: "first")?.height == 0 && result.frame(of: "second")?.height == 0)
        let fresh = LayoutEngine(root: root)
        #expect(result.frames == (try fresh.layout()).frames)
        #expect(engine.heldNonNegative == fresh.heldNonNegative)
        #expect(engine.heldNonNegative.map { engine.variableMeanings[$0.index].item } == ["first", "second"])
    }

    // MARK: - The fuzz corpus

    @Test func theCorpusIsThere() {
        #expect(Fixtures.fuzzCorpus("FuzzLayoutDocument").count > 50)
    }

    /// Every layout document of the fuzz corpus that the reader accepts, laid out in both directions: no frame with a
    /// negative width or height; and the frames (when nothing is ambiguous or unsatisfiable) and whether the required
    /// constraints hold are those of a solver that holds every item's width and height at ≥ 0 from the start.
    @Test(arguments: Fixtures.fuzzCorpus("FuzzLayoutDocument"))
    func noLayoutDocumentOfTheCorpusHasANegativeSize(_ path: String) throws {
        guard let document = try? LayoutDocument(contentsOfFile: path) else { return }
        let tree = try document.makeTree()
        for direction in [document.layoutDirection, document.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight] {
            let engine = LayoutEngine(root: tree.root, layoutDirection: direction)
            let result = try engine.layout()
            for frame in result.frames {
                #expect(!(frame.frame.width < 0) && !(frame.frame.height < 0), "\(frame.view): \(frame.frame)")
            }
            let (values, holds) = Self.solvedHoldingEverySize(engine)
            #expect(holds == result.unsatisfiable.isEmpty)
            guard result.unsatisfiable.isEmpty && result.ambiguous.isEmpty else { continue }
            let engineValues = engine.solver.values()
            let scale = max(1, engineValues.map(abs).filter(\.isFinite).max() ?? 1)
            for (index, value) in engineValues.enumerated() where value.isFinite || values[index].isFinite {
                #expect(abs(value - values[index]) <= 1e-6 * scale, "\(engine.variableMeanings[index])")
            }
        }
    }

    /// The engine's last layout solved again by a solver that holds every item's width and height at ≥ 0 before the
    /// layout's constraints (with the constants in the engine's solver now): its values, and whether every required
    /// constraint holds.
    static func solvedHoldingEverySize(_ engine: LayoutEngine) -> (values: [Double], holds: Bool) {
        let solver = LayoutSolver()
        _ = solver.makeVariables(count: engine.variableMeanings.count)
        for size in engine.sizeVariables { solver.add(size >= 0) }
        for (spec, constant) in zip(engine.applied, engine.appliedConstants) {
            var constraint = spec.constraint
            constraint.expression.constant = constant
            solver.add(constraint)
        }
        return (solver.values(), solver.conflicts.isEmpty)
    }

    @Test func aLongColumnSqueezedPastItsEndHasNoNegativeSize() throws {
        // 30 views (62 sizes with the root's, past a limit of those held at once lowered to 20, as a column of
        // thousands is past 2,048) stacked from the top of a 100-point root to its bottom, each 10 tall at 750: 300
        // points of column in 100. Every height stays at 0 or more.
        let names = (0..<30).map { "v\($0)" }
        let root = View(identifier: "root")
        let views = names.map(View.init(identifier:))
        var constraints = [
            root.widthAnchor.constraint(equalToConstant: 100), root.heightAnchor.constraint(equalToConstant: 100),
        ]
        for (index, view) in views.enumerated() {
            root.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10).priority(.defaultHigh),
                index == 0
                    ? view.topAnchor.constraint(equalTo: root.topAnchor)
                    : view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor),
            ]
        }
        constraints.append(views[views.count - 1].bottomAnchor.constraint(equalTo: root.bottomAnchor))
        try LayoutConstraint.activate(constraints)
        let engine = LayoutEngine(root: root)
        engine.heldAtOnceLimit = 20
        let result = try engine.layout(findingAmbiguity: false)
        #expect(result.frames.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
        #expect(result.frames.count == 31)
    }
}
