import AutoLayout

/// Text-like content for tests, with metrics chosen so layouts can be worked out by hand: a line `textWidth` wide
/// when unwrapped, wrapped into ⌈textWidth / width⌉ lines of `lineHeight`, baselines `ascent` below each line's top.
struct WrappingContent: IntrinsicContent {
    var textWidth: Double
    var lineHeight: Double = 20
    var ascent: Double = 15

    func lines(atWidth width: Double?) -> Int {
        guard let width, width > 0 else { return 1 }
        return max(1, Int((textWidth / width).rounded(.up)))
    }

    func intrinsicContentSize(forWidth width: Double?) -> IntrinsicSize {
        IntrinsicSize(width: textWidth, height: Double(lines(atWidth: width)) * lineHeight)
    }

    func baselineOffsets(forWidth width: Double?) -> BaselineOffsets? {
        BaselineOffsets(first: ascent, last: ascent + Double(lines(atWidth: width) - 1) * lineHeight)
    }

    var heightDependsOnWidth: Bool { true }
}

/// A root view of a fixed size with subviews named `names`, all added to it.
func screen(width: Double = 390, height: Double = 844, _ names: String...) throws -> (View, [View]) {
    let root = View(identifier: "root")
    let views = names.map(View.init(identifier:))
    for view in views { root.addSubview(view) }
    try LayoutConstraint.activate([
        root.widthAnchor.constraint(equalToConstant: width).identifier("root.size.width"),
        root.heightAnchor.constraint(equalToConstant: height).identifier("root.size.height"),
    ])
    return (root, views)
}
