import AutoLayout
import FuzzSupport
import LayoutFuzzing

// libFuzzer's entry point for the Visual Format Language: the first byte chooses the options (and the root's margins
// and the layout direction), the rest is read as UTF-8 (invalid bytes become U+FFFD) and split at NUL bytes into up
// to four formats, each given to `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` over the same
// views and metrics. The views are a root 390 × 844 with subviews a, b, c, view1, view2, button, box (laid out by its
// autoresizing mask), a hidden one and `inner` inside a; `orphan` has no superview. The metrics include 0, negative,
// 1e300, the smallest subnormal, NaN and ∞, and `box`, a name that is also a view's.
//
// What must hold: a format gives constraints or throws `LayoutError.visualFormat` with that format and an offset
// inside it (0…its length in Characters) and a message; what it gives activates or is refused with a `LayoutError`
// (relating `orphan` to the tree is); and the tree with every format's constraints lays out with well-formed results
// that re-solving in place and solving afresh agree on (`checkLayouts`, LayoutChecks.swift).
//
// Work is capped by the input's size: `maximumInputSize` bytes make at most about 350 constraints (`[a]` 340 times).
// Formats are short (UIKit's are a line; the longest seed is 901 bytes), so 1 KB is plenty; at 4 KB (1,400
// constraints, 0.1 to 0.5 s for the six layouts under AddressSanitizer) the target ran at under 100 inputs a second.

/// Inputs longer than this are refused (not parsed, and kept out of the corpus): the `-max_len` Scripts/fuzz runs
/// this target with.
public let maximumInputSize = 1 << 10

private let metrics: [String: Double] = [
    "gap": 8, "big": 1e300, "zero": 0, "neg": -4, "p": 750, "low": 1, "high": 1000, "half": 0.5, "tiny": .leastNonzeroMagnitude,
    "huge": 1e9, "nan": .nan, "inf": .infinity, "box": 30,
]

/// The alignments the low four bits choose: none, each alignment alone, pairs, and bits UIKit does not name.
private let alignments: [LayoutConstraint.FormatOptions] = [
    [], .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
    .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline, [.alignAllTop, .alignAllBottom],
    [.alignAllLeading, .alignAllTrailing], [.alignAllCenterX, .alignAllLeft],
    LayoutConstraint.FormatOptions(rawValue: 1 << 7), .alignmentMask,
]
/// The directions bits 4 and 5 choose; 3 is both, which is an error.
private let directions: [LayoutConstraint.FormatOptions] = [
    .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft,
    [.directionLeftToRight, .directionRightToLeft],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputSize else { return -1 }
    var input = FuzzInput(data, size)
    let choice = input.byte()
    let options = alignments[Int(choice & 0x0F)].union(directions[Int(choice >> 4 & 0x3)])
    let direction: UserInterfaceLayoutDirection = choice & 0x40 != 0 ? .rightToLeft : .leftToRight
    let text = String(decoding: input.rest(), as: UTF8.self)
    let formats = text.split(separator: "\0", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)

    let (root, views, base) = makeViews(notched: choice & 0x80 != 0)
    var made: [LayoutConstraint] = []
    describe("options 0x\(String(options.rawValue, radix: 16)), \(direction.rawValue), notched: \(choice & 0x80 != 0)")
    for format in formats {
        let constraints: [LayoutConstraint]
        do {
            constraints = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            describe("\(format.debugDescription): " + constraints.map(\.equation).joined(separator: ", "))
        } catch {
            describe("\(format.debugDescription): \(error)")
            guard case .visualFormat(let thrown, let offset, let message) = error else {
                fuzzFailure("\(format.debugDescription) threw \(error), not a visual format error")
            }
            guard thrown == format, (0...format.count).contains(offset), !message.isEmpty else {
                fuzzFailure("\(format.debugDescription): \(error) (offset \(offset) of \(format.count))")
            }
            _ = error.description
            continue
        }
        for constraint in constraints {
            _ = constraint.equation
            guard !constraint.isActive, constraint.identifier == nil else {
                fuzzFailure("\(format.debugDescription) made \(constraint.name) active or named")
            }
        }
        do {
            try LayoutConstraint.activate(constraints)
            made += constraints
        } catch {
            describe("  not activated: \(error)")
            _ = error.description
        }
    }
    // A quarter point on: sizes from the format stay at 0 or above.
    checkLayouts(root: root, direction: direction, constraints: base + made, shift: 0.25)
    withExtendedLifetime(views) {}
    return 0
}

/// The root, the views by name (`orphan` outside the tree) and the root's size constraints, active.
private func makeViews(notched: Bool) -> (View, [String: View], [LayoutConstraint]) {
    let root = View(identifier: "root")
    var views: [String: View] = [:]
    for name in ["a", "b", "c", "view1", "view2", "button", "box", "hidden"] {
        let view = View(identifier: name)
        root.addSubview(view)
        views[name] = view
    }
    let inner = View(identifier: "inner")
    views["a"]!.addSubview(inner)
    views["inner"] = inner
    views["orphan"] = View(identifier: "orphan")

    views["a"]!.content = FixedContent(
        size: IntrinsicSize(width: 100, height: 20), baselines: BaselineOffsets(first: 15, last: 16))
    views["b"]!.content = FixedContent(size: IntrinsicSize(width: 50, height: nil))
    views["view1"]!.content = FixedContent(
        size: IntrinsicSize(width: 60, height: 30), baselines: BaselineOffsets(first: 10, last: 25))
    views["view1"]!.contentHuggingPriority = AxisPriorities(horizontal: Priority(251)!, vertical: .defaultLow)
    views["button"]!.content = FixedContent(size: IntrinsicSize(width: 44, height: 44))
    views["button"]!.contentCompressionResistancePriority = AxisPriorities(horizontal: .required, vertical: .required)
    views["box"]!.translatesAutoresizingMaskIntoConstraints = true
    views["box"]!.frame = Rect(x: 10, y: 10, width: 50, height: 50)
    views["box"]!.designSuperviewSize = Size(width: 320, height: 480)
    views["box"]!.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    views["hidden"]!.isHidden = true
    views["hidden"]!.content = FixedContent(size: IntrinsicSize(width: 1000, height: 1000))
    inner.content = FixedContent(size: IntrinsicSize(width: 10, height: 10))
    if notched {
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.margins = .directional(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20))
    }
    let base = [
        root.widthAnchor.constraint(equalToConstant: 390).identifier("root.size.width"),
        root.heightAnchor.constraint(equalToConstant: 844).identifier("root.size.height"),
    ]
    do {
        try LayoutConstraint.activate(base)
    } catch {
        fatalError("the root's size: \(error)")
    }
    return (root, views, base)
}
