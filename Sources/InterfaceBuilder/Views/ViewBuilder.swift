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
    /// The images of the document's `<resources>`, by name.
    let images: [String: ImageResource]
    /// The design of the controls.
    let design: SystemDesign

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
        images: [String: ImageResource], design: SystemDesign
    ) {
        self.measurer = measurer
        self.systemFont = systemFont
        self.fontScale = fontScale
        self.classes = classes
        self.images = images
        self.design = design
    }

    /// Layout guides of kinds this reader does not model, by id: constraints to them are left out.
    private(set) var ignoredGuides: Set<String> = []
    /// The constraints Xcode adds at build time, beside the document's: those that hold a view with a fixed frame, and
    /// those that place the guides this reader makes itself (the keyboard's).
    private(set) var buildTimeConstraints: [LayoutConstraint] = []

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
        if let superview, let frame, try element.flag("fixedFrame") {
            buildTimeConstraints += Self.prototypingConstraints(view, frame, in: superview)
        }
        views.append(
            InterfaceBuilderView(
                id: id, element: element.name, customClass: element["customClass"],
                name: Self.name(of: element, view: view), line: element.line, storedFrame: frame,
                frameWarning: try element.frameWarning(),
                textWidthScale: (view as? Label).flatMap { $0.textWidthScale == 1 ? nil : $0.textWidthScale },
                superview: superviewID, runtimeAttributes: runtimeAttributes))
        for guide in element.children where guide.name.hasSuffix("LayoutGuide") {
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

    /// The constraints Interface Builder adds at build time to a view it shows with a fixed frame (`fixedFrame="YES"`:
    /// a view no constraint names): its stored size, and its stored place from its superview's top left corner. "When
    /// you place a view on the canvas, Interface Builder automatically creates a set of prototyping constraints that
    /// define the view's current size and position relative to the upper left corner" (Auto Layout Guide, "Working
    /// with Constraints in Interface Builder"); UIKit names them `NSIBPrototypingLayoutConstraint`, "IB auto generated
    /// at build time for view with fixed frame".
    static func prototypingConstraints(_ view: View, _ frame: Rect, in superview: View) -> [LayoutConstraint] {
        let id = view.identifier
        return [
            view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: frame.x).identifier("\(id).prototyping.left"),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.y).identifier("\(id).prototyping.top"),
            view.widthAnchor.constraint(equalToConstant: frame.width).identifier("\(id).prototyping.width"),
            view.heightAnchor.constraint(equalToConstant: frame.height).identifier("\(id).prototyping.height"),
        ]
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

    /// `font` as it is measured: the system font's source in place of `.system`, its size times `fontScale` (by
    /// default ``fontScale``).
    func resolvedFont(_ font: LabelFont, fontScale: Double? = nil) -> LabelFont {
        let fontScale = fontScale ?? self.fontScale
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

    /// Records what the layout of the view `id` leaves out or stands in for, at `element`'s line.
    mutating func note(_ element: DocumentElement, _ id: String?, _ message: String) {
        notes.append(InterfaceBuilderNote(line: element.line, view: id, message: message))
    }

    // MARK: Views by kind

    /// The view of `kind` that `element` describes, with the properties Interface Builder stores for its kind.
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
            return Switch(identifier: id, design: design)
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
            return fragmentText(of: attributed)
        }
        return nil
    }

    /// The text of an `<attributedString>`: its fragments' contents, joined.
    static func fragmentText(of attributed: DocumentElement) -> String {
        attributed.children.filter { $0.name == "fragment" }.map { fragment in
            fragment["content"] ?? fragment.child("string", key: "content")?["text"] ?? ""
        }.joined()
    }

    /// `lineBreakMode`, in Xcode's words (`tailTruncation`, `wordWrap` …); `nil` when the element has none.
    static func lineBreakMode(_ element: DocumentElement) throws(ElementProblem) -> LineBreakMode? {
        try element.choice(
            "lineBreakMode",
            ["tailTruncation": LineBreakMode.byTruncatingTail, "headTruncation": .byTruncatingHead,
             "middleTruncation": .byTruncatingMiddle, "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping,
             "clip": .byClipping])
    }

    /// `<directionalEdgeInsets top leading bottom trailing>`.
    static func directionalInsets(_ element: DocumentElement) throws(ElementProblem) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: try element.number("top") ?? 0, leading: try element.number("leading") ?? 0,
            bottom: try element.number("bottom") ?? 0, trailing: try element.number("trailing") ?? 0)
    }

    /// A view's layout guide element: `<viewLayoutGuide>` (the safe area, or a scroll view's content and frame
    /// guides) or `<keyboardLayoutGuide>`, by its IB id. Any other guide is noted and constraints to it left out.
    private mutating func addGuide(_ element: DocumentElement, to view: View) throws(ElementProblem) {
        guard let id = element["id"] else {
            throw ElementProblem(element, "a <\(element.name)> without an id", expected: "id=\"…\"")
        }
        guard items[id] == nil && !ignoredGuides.contains(id) else {
            throw ElementProblem(element, "a second object with id \"\(id)\"", expected: "each object id once")
        }
        let guide: LayoutItem?
        switch (element.name, element["key"]) {
        case ("viewLayoutGuide", "safeArea"?): guide = view.safeAreaLayoutGuide
        case ("viewLayoutGuide", "contentLayoutGuide"?): guide = (view as? ScrollView)?.contentLayoutGuide
        case ("viewLayoutGuide", "frameLayoutGuide"?): guide = (view as? ScrollView)?.frameLayoutGuide
        case ("keyboardLayoutGuide", _): guide = keyboardGuide(id, of: view)
        default: guide = nil
        }
        guard let guide else {
            let kind = element["key"].map { "\"\($0)\"" } ?? "<\(element.name)>"
            note(element, view.identifier, "a layout guide \(kind) is not modelled; constraints to it are left out")
            ignoredGuides.insert(id)
            return
        }
        items[id] = guide
    }

    /// `view.keyboardLayoutGuide` (`UIKeyboardLayoutGuide`, iOS 15) with the keyboard hidden, as a screen is first
    /// shown and as Xcode lays it out: the view's width, from its safe area's bottom to its own bottom
    /// (`usesBottomSafeArea`, true by default: "the layout guide ties to the bottomAnchor of the view's
    /// safeAreaLayoutGuide", developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea).
    private mutating func keyboardGuide(_ id: String, of view: View) -> LayoutGuide {
        let guide = LayoutGuide(identifier: id)
        view.addLayoutGuide(guide)
        buildTimeConstraints += [
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor).identifier("\(id).leading"),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor).identifier("\(id).trailing"),
            guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).identifier("\(id).top"),
            guide.bottomAnchor.constraint(equalTo: view.bottomAnchor).identifier("\(id).bottom"),
        ]
        return guide
    }
}
