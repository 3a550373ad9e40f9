import AutoLayout
import DynamicTypeLayout

/// A stack view's attributes as Interface Builder writes them, on a `<stackView>` or on a size-class `<variation>`
/// of one: each `nil` when the element does not give it.
extension DocumentElement {
    /// `axis`: horizontal or vertical.
    func stackAxis() throws(ElementProblem) -> Axis? {
        try choice("axis", ["horizontal": Axis.horizontal, "vertical": .vertical])
    }

    /// `distribution`.
    func stackDistribution() throws(ElementProblem) -> StackView.Distribution? {
        try choice(
            "distribution",
            ["fill": StackView.Distribution.fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
             "equalSpacing": .equalSpacing, "equalCentering": .equalCentering])
    }

    /// `alignment` (`top` and `bottom` are UIKit's leading and trailing; `baseline`, an old spelling, the last).
    func stackAlignment() throws(ElementProblem) -> StackView.Alignment? {
        try choice(
            "alignment",
            ["fill": StackView.Alignment.fill, "top": .top, "leading": .leading, "center": .center, "bottom": .bottom,
             "trailing": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
             "baseline": .lastBaseline])
    }

    /// `spacing`; `spacingType="standard"` is the system's.
    func stackSpacing() throws(ElementProblem) -> Double? {
        self["spacingType"] == "standard" ? StackView.spacingUseSystem : try number("spacing")
    }
}
