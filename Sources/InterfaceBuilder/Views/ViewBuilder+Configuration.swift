import AutoLayout
import DynamicTypeLayout

extension ViewBuilder {
    /// Sets what any view's element may store: content hugging and compression resistance priorities (a button's
    /// also its image's), `hidden`, `translatesAutoresizingMaskIntoConstraints`, the stored frame (`superviewSize` is
    /// what its autoresizing mask resizes from), layout margins and whether they are inset from the safe area; and,
    /// for a kind laid out as a view of a given size, that size: from the stored frame, or from placeholder intrinsic
    /// dimensions.
    mutating func configure(
        _ view: View, _ element: DocumentElement, kind: ViewElementKind, frame: Rect?, superviewSize: Size?
    ) throws(ElementProblem) {
        if let value = try element.priority("horizontalHuggingPriority") { view.contentHuggingPriority.horizontal = value }
        if let value = try element.priority("verticalHuggingPriority") { view.contentHuggingPriority.vertical = value }
        if let value = try element.priority("horizontalCompressionResistancePriority") {
            view.contentCompressionResistancePriority.horizontal = value
        }
        if let value = try element.priority("verticalCompressionResistancePriority") {
            view.contentCompressionResistancePriority.vertical = value
        }
        if let image = (view as? Button)?.imageView {
            // A button's priorities are its content's: UIKit applies them to its intrinsic size, its image's here.
            image.contentHuggingPriority = view.contentHuggingPriority
            image.contentCompressionResistancePriority = view.contentCompressionResistancePriority
        }
        view.isHidden = try element.flag("hidden")
        view.translatesAutoresizingMaskIntoConstraints = try element.flag(
            "translatesAutoresizingMaskIntoConstraints", default: true)
        if let frame { view.frame = frame }
        view.designSuperviewSize = superviewSize
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            let flags: [(String, AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
                ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            var value: AutoresizingMask = []
            for (name, flag) in flags where try mask.flag(name) { value.insert(flag) }
            view.autoresizingMask = value
        }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            view.margins = .absolute(
                EdgeInsets(
                    top: try insets.number("top") ?? 0, left: try insets.number("left") ?? 0,
                    bottom: try insets.number("bottom") ?? 0, right: try insets.number("right") ?? 0))
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.margins = .directional(try Self.directionalInsets(insets))
        }
        view.insetsLayoutMarginsFromSafeArea = try element.flag("insetsLayoutMarginsFromSafeArea", default: true)
        if let frame, kind == .intrinsicSizeFromFrame || kind == .unknown {
            view.content = FixedContent(size: IntrinsicSize(width: frame.width, height: frame.height))
        } else if let frame, kind == .intrinsicHeightFromFrame {
            view.content = FixedContent(size: IntrinsicSize(width: nil, height: frame.height))
        }
        if [.plain, .intrinsicSizeFromFrame, .intrinsicHeightFromFrame, .noIntrinsicSize, .unknown].contains(kind) {
            let width = try placeholder("placeholderIntrinsicWidth", element)
            let height = try placeholder("placeholderIntrinsicHeight", element)
            if width != nil || height != nil {
                view.content = FixedContent(size: IntrinsicSize(width: width ?? nil, height: height ?? nil))
            }
        }
        // An image view with no image in the document (one the app sets in code) takes the placeholder size the
        // designer gave it ("Intrinsic Size: Placeholder"), as Xcode lays it out: the best there is of the image.
        if let imageView = view as? ImageView, imageView.imageSize == nil,
            let width = try placeholder("placeholderIntrinsicWidth", element) ?? nil,
            let height = try placeholder("placeholderIntrinsicHeight", element) ?? nil
        {
            imageView.imageSize = Size(width: width, height: height)
        }
    }

    /// A placeholder intrinsic dimension: absent `nil`; `infinite` (no intrinsic metric) `.some(nil)`; a number.
    private func placeholder(_ name: String, _ element: DocumentElement) throws(ElementProblem) -> Double?? {
        guard let text = element[name] else { return nil }
        if text == "infinite" { return .some(nil) }
        guard let value = try element.number(name), value >= 0 else {
            throw ElementProblem(element, "\(name)=\"\(text)\" is not a size", expected: "a number ≥ 0, or infinite")
        }
        return .some(value)
    }
}
