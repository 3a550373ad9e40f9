import AutoLayout
import DynamicType
import DynamicTypeLayout
import TextMeasurement

/// Builds the views of one top-level object from its elements: each view element as the ``DynamicTypeLayout`` view of
/// its kind, with the properties Interface Builder stores for it, installed in its superview; the constraints and
/// layout guides it meets collected for ``ConstraintBuilder``.
struct ViewBuilder {
    let measurer: TextMeasurer
    /// Where the system font comes from (SF Pro on a device; the measurer's stand-in unless said otherwise).
    let systemFont: FontSource
    /// What every fixed or scaled font size is multiplied by: 1, or another number to see which frames text decides
    /// (``StoredFrameComparison``).
    let fontScale: Double
    let classes: ClassMapping
    /// The images of the document's `<resources>`, by name: their sizes in points.
    let images: [String: Size]

    /// What was built, in document order.
    private(set) var views: [InterfaceBuilderView] = []
    /// Every view and guide, by IB object id.
    private(set) var items: [String: LayoutItem] = [:]
    /// `<constraint>` elements with the view whose `<constraints>` holds them (their first item when they name none).
    private(set) var constraintElements: [(element: DocumentElement, owner: View)] = []
    /// `<variation>` elements with the view they are in.
    private(set) var variations: [(element: DocumentElement, owner: View)] = []
    private(set) var notes: [InterfaceBuilderNote] = []

    init(
        measurer: TextMeasurer, systemFont: FontSource, fontScale: Double, classes: ClassMapping,
        images: [String: Size]
    ) {
        self.measurer = measurer
        self.systemFont = systemFont
        self.fontScale = fontScale
        self.classes = classes
        self.images = images
    }

    /// Layout guides of kinds this reader does not model (a keyboard guide …), by id: constraints to them are left out.
    private(set) var ignoredGuides: Set<String> = []

    /// Builds the view `element` describes and everything inside it, in `superview` (whose stored size is
    /// `superviewSize`, what an autoresizing mask resizes from).
    mutating func build(_ element: DocumentElement, superview: View?, superviewID: String?, superviewSize: Size?)
        throws(ElementProblem) -> View
    {
        // A collection view cell's content view before Xcode 11 has no id: constraints name the cell instead.
        let contentViewID = element["key"] == "contentView" ? superviewID.map { $0 + ".contentView" } : nil
        guard let id = element["id"] ?? contentViewID, !id.isEmpty else {
            throw ElementProblem(element, "a <\(element.name)> without an id", expected: "id=\"…\", its object id")
        }
        guard items[id] == nil else {
            throw ElementProblem(element, "a second object with id \"\(id)\"", expected: "each object id once")
        }
        let mapped = classes.entry(for: element["customClass"])
        let kind = ViewElementKind(elementName: element.name) ?? .unknown
        let frame = try element.storedFrame()
        let runtimeAttributes = try Self.runtimeAttributes(of: element)
        let view = try makeView(kind, element, id: id, runtimeAttributes: runtimeAttributes, mapping: mapped)
        try configure(view, element, kind: kind, frame: frame, superviewSize: superviewSize)
        superview?.addSubview(view)
        items[id] = view
        views.append(
            InterfaceBuilderView(
                id: id, element: element.name, customClass: element["customClass"],
                name: Self.name(of: element, view: view), line: element.line, storedFrame: frame,
                superview: superviewID, runtimeAttributes: runtimeAttributes))
        for guide in element.children where guide.name == "viewLayoutGuide" {
            try addGuide(guide, to: view)
        }
        let size = frame.map { Size(width: $0.width, height: $0.height) }
        for child in Self.subviewElements(of: element) {
            let subview = try build(child, superview: view, superviewID: id, superviewSize: size)
            if let stack = view as? StackView {
                subview.translatesAutoresizingMaskIntoConstraints = false
                stack.addArrangedSubview(subview)
            }
        }
        for constraint in element.grandchildren(of: "constraints") where constraint.name == "constraint" {
            constraintElements.append((constraint, view))
        }
        for variation in element.children where variation.name == "variation" {
            variations.append((variation, view))
        }
        return view
    }

    /// The subviews' elements: those of `<subviews>`, and a cell's or effect view's content view.
    static func subviewElements(of element: DocumentElement) -> [DocumentElement] {
        var elements = element.grandchildren(of: "subviews").filter { $0.attributes["id"] != nil || ViewElementKind(elementName: $0.name) != nil }
        if let content = element.child(key: "contentView"), ViewElementKind(elementName: content.name) != nil {
            elements.insert(content, at: 0)
        }
        return elements
    }

    /// `<userDefinedRuntimeAttributes>`: key path → value as written (a string, a number, YES/NO).
    static func runtimeAttributes(of element: DocumentElement) throws(ElementProblem) -> [String: String] {
        var attributes: [String: String] = [:]
        for attribute in element.grandchildren(of: "userDefinedRuntimeAttributes")
        where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else {
                throw ElementProblem(attribute, "a runtime attribute without a keyPath", expected: "keyPath=\"…\"")
            }
            attributes[keyPath] = attribute["value"] ?? attribute.child(key: "value")?["value"] ?? ""
        }
        return attributes
    }

    /// A readable name: the `userLabel`, else the text shown (quoted), else the custom class, else the element.
    static func name(of element: DocumentElement, view: View) -> String {
        if let label = element["userLabel"] { return label }
        if let label = view as? Label, !label.text.isEmpty { return "\"\(label.text.prefix(40))\"" }
        if let button = view as? Button, !button.titleLabel.text.isEmpty {
            return "\"\(button.titleLabel.text.prefix(40))\""
        }
        if let field = view as? TextField, !field.shownText.isEmpty { return "\"\(field.shownText.prefix(40))\"" }
        return element["customClass"] ?? element.name
    }

    /// The font `element`'s child with `key` describes (`fontDescription`), as written: the system font still
    /// `.system` (``resolvedFont(_:)`` gives it its source).
    static func font(_ element: DocumentElement, key: String = "fontDescription") throws(ElementProblem) -> LabelFont? {
        guard let description = element.child(key: key) else { return nil }
        return try FontDescription.font(description)
    }

    /// `font` as it is measured: the system font's source in place of `.system`, its size times ``fontScale``.
    func resolvedFont(_ font: LabelFont) -> LabelFont {
        var font = font
        if font.source == .system { font.source = systemFont }
        switch font.size {
        case .fixed(let size, let weight): font.size = .fixed(size * fontScale, weight: weight)
        case .scaled(let size, let weight, let style, let scale, let maximum):
            font.size = .scaled(size * fontScale, weight: weight, relativeTo: style, in: scale, maximumPointSize: maximum)
        case .style(let style, let scale) where fontScale != 1:
            // A text style's size at large, times the scale, scaled like the style.
            if let entry = scale.entry(for: style, at: .large) {
                font.size = .scaled(entry.pointSize * fontScale, weight: entry.weight, relativeTo: style, in: scale)
            }
        case .style: break
        }
        return font
    }

    private mutating func note(_ element: DocumentElement, _ id: String?, _ message: String) {
        notes.append(InterfaceBuilderNote(line: element.line, view: id, message: message))
    }

    // MARK: Views by kind

    private mutating func makeView(
        _ kind: ViewElementKind, _ element: DocumentElement, id: String, runtimeAttributes: [String: String],
        mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> View {
        switch kind {
        case .label:
            return try makeLabel(element, id: id, runtimeAttributes: runtimeAttributes, mapping: mapping)
        case .button:
            return try makeButton(element, id: id, runtimeAttributes: runtimeAttributes, mapping: mapping)
        case .imageView:
            return try makeImageView(element, id: id)
        case .stackView:
            return try makeStack(element, id: id)
        case .scrollView:
            return ScrollView(identifier: id)
        case .textView:
            let textView = TextView(
                identifier: id, text: Self.text(of: element) ?? "",
                font: resolvedFont(try Self.font(element) ?? LabelFont(.fixed(14))),
                measurer: measurer)
            textView.isScrollEnabled = try element.flag("scrollEnabled", default: true)
            textView.adjustsFontForContentSizeCategory = try element.flag("adjustsFontForContentSizeCategory")
            return textView
        case .textField:
            return try makeTextField(element, id: id, runtimeAttributes: runtimeAttributes, mapping: mapping)
        case .segmentedControl:
            return try makeSegmentedControl(element, id: id, runtimeAttributes: runtimeAttributes, mapping: mapping)
        case .switchControl:
            return Switch(identifier: id)
        case .activityIndicator:
            let style = try element.choice(
                "style",
                ["medium": ActivityIndicatorView.Style.medium, "large": .large, "gray": .medium, "white": .medium,
                 "whiteLarge": .large])
            return ActivityIndicatorView(identifier: id, style: style ?? .medium)
        case .plain, .tableViewCell, .collectionViewCell, .intrinsicSizeFromFrame, .intrinsicHeightFromFrame,
            .noIntrinsicSize, .unknown:
            if let standIn = Self.standIn(kind) { note(element, id, "a <\(element.name)> \(standIn)") }
            return View(identifier: id)
        }
    }

    /// How a view of `kind` stands in for what UIKit would show, for its note; `nil` for a view that is what it is.
    private static func standIn(_ kind: ViewElementKind) -> String? {
        switch kind {
        case .intrinsicSizeFromFrame: "is laid out as a view of the size the document stores for it"
        case .intrinsicHeightFromFrame: "is laid out as a view of the height the document stores for it"
        case .noIntrinsicSize: "is laid out as a plain view: its content is not"
        case .unknown: "is not a UIKit view this reader knows; laid out as a view of its stored size"
        default: nil
        }
    }

    /// The text of a label or text view: its `text` attribute or `<string key="text">`, or an attributed string's
    /// fragments.
    static func text(of element: DocumentElement) -> String? {
        if let text = element["text"] { return text }
        if let string = element.child("string", key: "text") { return string["text"] ?? "" }
        if let attributed = element.child("attributedString", key: "attributedText") {
            return attributed.children.filter { $0.name == "fragment" }.map { fragment in
                fragment["content"] ?? fragment.child("string", key: "content")?["text"] ?? ""
            }.joined()
        }
        return nil
    }

    /// The font of a label's attributed string: its first fragment's `NSFont`.
    private static func attributedFont(of element: DocumentElement) throws(ElementProblem) -> LabelFont? {
        guard let attributed = element.child("attributedString", key: "attributedText"),
            let font = attributed.children.first(where: { $0.name == "fragment" })?.child("attributes")?.child(
                "font", key: "NSFont")
        else { return nil }
        return try FontDescription.font(font)
    }

    private mutating func makeLabel(
        _ element: DocumentElement, id: String, runtimeAttributes: [String: String], mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> Label {
        // (Each font read in a statement of its own: a throwing call on the right of `??`, an autoclosure that
        // rethrows, is miscompiled with typed throws — AddressSanitizer found the stack underflow, FuzzInterfaceBuilder.)
        let described = try Self.font(element)
        let attributed = described == nil ? try Self.attributedFont(of: element) : nil
        var font = described ?? attributed ?? LabelFont(.fixed(17))
        var adjusts = try element.flag("adjustsFontForContentSizeCategory")
        if let mapping {
            (font, adjusts) = try mapping.apply(to: font, adjusts: adjusts, runtimeAttributes: runtimeAttributes, element)
        }
        let label = Label(identifier: id, text: Self.text(of: element) ?? "", font: resolvedFont(font), measurer: measurer)
        label.adjustsFontForContentSizeCategory = adjusts
        label.numberOfLines = try element.count("numberOfLines") ?? 1
        label.lineBreakMode = try Self.lineBreakMode(element) ?? .byTruncatingTail
        label.preferredMaxLayoutWidth = max(0, try element.number("preferredMaxLayoutWidth") ?? 0)
        // Xcode writes adjustsFontSizeToFit="NO" for a label that does not shrink, and leaves it out, with the
        // smallest size or scale, for one that does.
        label.adjustsFontSizeToFitWidth = try element.flag(
            "adjustsFontSizeToFit", default: element["minimumScaleFactor"] != nil || element["minimumFontSize"] != nil)
        if let factor = try element.number("minimumScaleFactor") {
            guard factor >= 0 && factor <= 1 else {
                throw ElementProblem(
                    element, "minimumScaleFactor=\"\(factor)\" is outside 0…1", expected: "a scale from 0 to 1")
            }
            label.minimumScaleFactor = factor < 1 ? factor : 0
        } else if let minimum = try element.number("minimumFontSize"), minimum > 0 {
            // `minimumFontSize` (deprecated since iOS 6) is a point size: the same limit as a scale of the font's size
            // as written (before any scale the comparison applies).
            if let size = Self.pointSize(of: font), minimum < size {
                label.minimumScaleFactor = minimum / size
            } else if Self.pointSize(of: font) == nil {
                note(element, id, "minimumFontSize with a text style, whose size changes with the category: not followed")
            }
        }
        return label
    }

    /// The point size a font has whatever the category: a fixed size's; `nil` for a text style.
    private static func pointSize(of font: LabelFont) -> Double? {
        if case .fixed(let size, _) = font.size { return size }
        if case .scaled(let size, _, _, _, _) = font.size { return size }
        return nil
    }

    static func lineBreakMode(_ element: DocumentElement) throws(ElementProblem) -> LineBreakMode? {
        try element.choice(
            "lineBreakMode",
            ["tailTruncation": LineBreakMode.byTruncatingTail, "headTruncation": .byTruncatingHead,
             "middleTruncation": .byTruncatingMiddle, "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping,
             "clip": .byClipping])
    }

    private func makeButton(
        _ element: DocumentElement, id: String, runtimeAttributes: [String: String], mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> Button {
        let configuration = element.child("buttonConfiguration", key: "configuration")
        let state = element.children.first { $0.name == "state" && $0["key"] == "normal" }
        let title = configuration?["title"] ?? state?["title"] ?? ""
        var font: LabelFont
        var adjusts: Bool
        var insets: DirectionalEdgeInsets
        if let configuration {
            // A configuration's title is in the body style and follows the text size ("Meet the UIKit button
            // system", WWDC 2021 session 10064: configured buttons support Dynamic Type).
            font = try Self.font(configuration, key: "titleFontDescription") ?? .style(.body)
            adjusts = true
            insets = try configuration.child(key: "contentInsets").map(Self.directionalInsets) ?? Button.configurationInsets
        } else {
            font = try Self.font(element) ?? LabelFont(.fixed(15))
            // A button's title label adjusts only when code, or a runtime attribute, says so.
            adjusts = runtimeAttributes["titleLabel.adjustsFontForContentSizeCategory"] == "YES"
            insets = try element.child("inset", key: "contentEdgeInsets").map(Self.insets) ?? Button.systemInsets
        }
        if let mapping {
            (font, adjusts) = try mapping.apply(to: font, adjusts: adjusts, runtimeAttributes: runtimeAttributes, element)
        }
        let button: Button
        do {
            button = try Button(
                identifier: id, title: title, font: resolvedFont(font), contentInsets: insets, measurer: measurer)
        } catch {
            throw ElementProblem(element, "a button UIKit refuses: \(error)", expected: "finite content insets")
        }
        button.titleLabel.adjustsFontForContentSizeCategory = adjusts
        button.titleLabel.lineBreakMode = try Self.lineBreakMode(element) ?? .byTruncatingMiddle
        return button
    }

    /// A `<textField>`: its `text` (or attributed text), `placeholder` (or attributed placeholder), font
    /// (`fontDescription`; UIKit's default, the body style, when there is none), `adjustsFontForContentSizeCategory`
    /// and `borderStyle` (`none`, Xcode's omission, `line`, `bezel` or `roundedRect`). A clear button shown when not
    /// editing and text that shrinks to fit are noted, not modelled.
    private mutating func makeTextField(
        _ element: DocumentElement, id: String, runtimeAttributes: [String: String], mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> TextField {
        let described = try Self.font(element)
        var font = described ?? .style(.body)
        var adjusts = try element.flag("adjustsFontForContentSizeCategory")
        if let mapping {
            (font, adjusts) = try mapping.apply(to: font, adjusts: adjusts, runtimeAttributes: runtimeAttributes, element)
        }
        let field = TextField(
            identifier: id, text: Self.text(of: element) ?? "", placeholder: Self.placeholder(of: element),
            font: resolvedFont(font), measurer: measurer)
        field.adjustsFontForContentSizeCategory = adjusts
        field.borderStyle = try element.choice(
            "borderStyle",
            ["none": TextField.BorderStyle.none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]) ?? .none
        if let mode = element["clearButtonMode"], mode == "always" || mode == "unlessEditing" {
            note(element, id, "its clear button (clearButtonMode=\"\(mode)\") is not modelled: no room is kept for it")
        }
        if try element.flag("adjustsFontSizeToFit") {
            note(element, id, "its text shrinking to fit (adjustsFontSizeToFit) is not modelled")
        }
        return field
    }

    /// A text field's placeholder: its `placeholder` attribute, or an attributed placeholder's fragments.
    static func placeholder(of element: DocumentElement) -> String? {
        if let placeholder = element["placeholder"] { return placeholder }
        if let attributed = element.child("attributedString", key: "attributedPlaceholder") {
            return attributed.children.filter { $0.name == "fragment" }.map { fragment in
                fragment["content"] ?? fragment.child("string", key: "content")?["text"] ?? ""
            }.joined()
        }
        return nil
    }

    /// A `<segmentedControl>`: its `<segments>` (each `<segment title width>`, a width of 0 or none sized
    /// automatically) and `apportionsSegmentWidthsByContent`. Xcode stores no font for one: its titles are in the
    /// control's default (`SegmentedControl.defaultFont`) unless a class mapping says otherwise. A segment's image
    /// is noted, not measured.
    private mutating func makeSegmentedControl(
        _ element: DocumentElement, id: String, runtimeAttributes: [String: String], mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> SegmentedControl {
        var font = SegmentedControl.defaultFont
        var adjusts = false
        if let mapping {
            (font, adjusts) = try mapping.apply(to: font, adjusts: adjusts, runtimeAttributes: runtimeAttributes, element)
        }
        let control = SegmentedControl(identifier: id, titles: [], font: resolvedFont(font), measurer: measurer)
        control.adjustsFontForContentSizeCategory = adjusts
        control.apportionsSegmentWidthsByContent = try element.flag("apportionsSegmentWidthsByContent")
        for segment in element.grandchildren(of: "segments") where segment.name == "segment" {
            let width = try segment.number("width") ?? 0
            guard width >= 0 else {
                throw ElementProblem(
                    segment, "width=\"\(segment["width"] ?? "")\" is not a segment's width",
                    expected: "a number of points ≥ 0, 0 sized automatically")
            }
            if segment["image"] != nil {
                note(segment, id, "a segment's image is not measured: the segment is as wide as its title")
            }
            control.segments.append(SegmentedControl.Segment(title: segment["title"] ?? "", width: width))
        }
        return control
    }

    /// `<inset key="contentEdgeInsets" minX minY maxX maxY>`: left, top, right, bottom.
    private static func insets(_ element: DocumentElement) throws(ElementProblem) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: try element.number("minY") ?? 0, leading: try element.number("minX") ?? 0,
            bottom: try element.number("maxY") ?? 0, trailing: try element.number("maxX") ?? 0)
    }

    /// `<directionalEdgeInsets top leading bottom trailing>`.
    static func directionalInsets(_ element: DocumentElement) throws(ElementProblem) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: try element.number("top") ?? 0, leading: try element.number("leading") ?? 0,
            bottom: try element.number("bottom") ?? 0, trailing: try element.number("trailing") ?? 0)
    }

    private mutating func makeImageView(_ element: DocumentElement, id: String) throws(ElementProblem) -> ImageView {
        let name = element["image"] ?? element.child("imageReference", key: "image")?["image"]
        let size = name.flatMap { images[$0] }
        if let name, size == nil {
            note(element, id, "the image \"\(name)\" has no size in the document's resources; laid out without one")
        }
        let view = ImageView(identifier: id, imageSize: size)
        view.adjustsImageSizeForAccessibilityContentSizeCategory = try element.flag(
            "adjustsImageSizeForAccessibilityContentSizeCategory")
        if let configuration = element.child(key: "preferredSymbolConfiguration"),
            let font = try Self.font(configuration),
            case .style(let style, _) = font.size
        {
            view.symbolTextStyle = style
        }
        return view
    }

    private func makeStack(_ element: DocumentElement, id: String) throws(ElementProblem) -> StackView {
        let stack = StackView(identifier: id)
        stack.axis = try element.stackAxis() ?? .horizontal
        stack.distribution = try element.stackDistribution() ?? .fill
        stack.alignment = try element.stackAlignment() ?? .fill
        stack.spacing = try element.stackSpacing() ?? 0
        stack.isBaselineRelativeArrangement = try element.flag("baselineRelativeArrangement")
        stack.isLayoutMarginsRelativeArrangement = try element.flag("layoutMarginsRelativeArrangement")
        return stack
    }

    // MARK: Properties every view has

    private mutating func configure(
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

    /// A `<viewLayoutGuide>`: the safe area, or a scroll view's content and frame guides, by its IB id.
    private mutating func addGuide(_ element: DocumentElement, to view: View) throws(ElementProblem) {
        guard let id = element["id"] else {
            throw ElementProblem(element, "a <viewLayoutGuide> without an id", expected: "id=\"…\"")
        }
        guard items[id] == nil && !ignoredGuides.contains(id) else {
            throw ElementProblem(element, "a second object with id \"\(id)\"", expected: "each object id once")
        }
        let guide: LayoutItem?
        switch element["key"] {
        case "safeArea"?: guide = view.safeAreaLayoutGuide
        case "contentLayoutGuide"?: guide = (view as? ScrollView)?.contentLayoutGuide
        case "frameLayoutGuide"?: guide = (view as? ScrollView)?.frameLayoutGuide
        default: guide = nil
        }
        guard let guide else {
            note(element, view.identifier, "a layout guide \"\(element["key"] ?? "")\" is not modelled; constraints to it are left out")
            ignoredGuides.insert(id)
            return
        }
        items[id] = guide
    }
}
