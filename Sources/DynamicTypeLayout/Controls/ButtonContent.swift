import AutoLayout

/// A button's own intrinsic height, as `UIButton.intrinsicContentSize` gives it: its title's height and the insets
/// above and below it; no intrinsic width (the title's sides are held at the insets). Its baselines are the title's,
/// from where the insets put it.
struct ButtonContent: IntrinsicContent {
    unowned let button: Button

    private var title: (any IntrinsicContent)? { button.titleLabel.content }
    /// The width the title has in a button `width` wide.
    private func titleWidth(_ width: Double?) -> Double? {
        width.map { $0 - button.contentInsets.leading - button.contentInsets.trailing }
    }

    func intrinsicContentSize(forWidth width: Double?) -> IntrinsicSize {
        guard let height = title?.intrinsicContentSize(forWidth: titleWidth(width)).height else { return .none }
        return IntrinsicSize(width: nil, height: height + button.contentInsets.top + button.contentInsets.bottom)
    }

    func baselineOffsets(forWidth width: Double?) -> BaselineOffsets? {
        guard let offsets = title?.baselineOffsets(forWidth: titleWidth(width)) else { return nil }
        let top = button.contentInsets.top
        return BaselineOffsets(first: top + offsets.first, last: top + offsets.last)
    }

    var heightDependsOnWidth: Bool { title?.heightDependsOnWidth ?? false }
}
