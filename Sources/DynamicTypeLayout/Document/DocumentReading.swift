import AutoLayout
import DynamicType
import PackageSupport
import TextMeasurement

/// Reads the `label`, `stack` and controls' objects of a layout document's views.
enum DocumentReading {
    /// A label's keys: the text, the font's keys and `UILabel`'s property names.
    static let labelKeys =
        ["text"] + fontKeys + [
            "numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth", "adjustsFontForContentSizeCategory",
            "fontCategory", "language", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
        ]
    /// `lines` and `mode`, the former names of `numberOfLines` and `lineBreakMode`: still read, listed in no message.
    static let formerLabelKeys = ["lines", "mode"]

    static func label(_ node: JSONInput, folder: String) throws(InputFileError) -> LabelDescription {
        let members = try node.object(keys: labelKeys, formerKeys: formerLabelKeys)
        guard let textNode = members["text"] else {
            throw node.error("a label without \"text\"", expected: "\"text\": the text it shows")
        }
        var label = LabelDescription(text: try textNode.string("the text it shows"), font: try font(members, folder: folder))
        if let node = try members.value("numberOfLines", formerly: "lines") {
            let expected = "a whole number of lines from 0 to 1000000, 0 for no limit"
            let lines = try node.number(expected, in: 0...1e6)
            guard lines == lines.rounded() else { throw node.error("a fraction of a line", expected: expected) }
            label.numberOfLines = Int(lines)
        }
        if let node = try members.value("lineBreakMode", formerly: "mode") { label.lineBreakMode = try node.read(.lineBreakMode) }
        if let node = members["preferredMaxLayoutWidth"] {
            label.preferredMaxLayoutWidth = try node.number("a width in points from 0 to 10000000, 0 automatic", in: 0...1e7)
        }
        if let node = members["adjustsFontForContentSizeCategory"] {
            label.adjustsFontForContentSizeCategory = try node.bool("true or false")
        }
        if let node = members["fontCategory"] { label.fontCategory = try node.read(.category) }
        if let node = members["language"] { label.language = try node.string("a BCP 47 language tag") }
        if let node = members["adjustsFontSizeToFitWidth"] { label.adjustsFontSizeToFitWidth = try node.bool("true or false") }
        if let node = members["minimumScaleFactor"] {
            label.minimumScaleFactor = try node.number("a scale from 0 to 1 (0: no shrinking)", in: 0...1)
        }
        return label
    }

    /// The keys that choose a font, in a label's, a button's, a text view's, a text field's or a segmented control's
    /// object.
    static let fontKeys = ["style", "size", "weight", "relativeTo", "maximumPointSize", "font", "fontFile"]

    /// The font those keys choose: `style`, or `size` (with `weight`, and `relativeTo` to scale it), from `font` or
    /// `fontFile`; when neither `style` nor `size` is given, `defaultStyle` (without a `weight`), else the system font
    /// at `defaultSize` (17 pt unless said).
    static func font(
        _ members: JSONInput.Members, folder: String, defaultSize: Double = 17, defaultStyle: TextStyle? = nil
    ) throws(InputFileError) -> LabelFont {
        let source: FontSource
        switch (members["font"], members["fontFile"]) {
        case (let family?, nil): source = .family(try family.string("an installed family name"))
        case (nil, let file?):
            let path = try file.string("the path of a font file, from the document's folder or absolute")
            source = .file(path: path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path)
        case (_?, let file?): throw file.error("both font and fontFile", expected: "one of them")
        case (nil, nil): source = .system
        }
        var weight = FontWeight.regular
        if let node = members["weight"] { weight = try node.read(.weight) }
        let size: FontSize
        switch (members["style"], members["size"]) {
        case (let styleNode?, nil):
            guard members["weight"] == nil, members["relativeTo"] == nil else {
                throw styleNode.error("a text style with a weight or relativeTo", expected: "a style sets its own weight")
            }
            size = .style(try Self.style(styleNode))
        case (nil, let sizeNode?):
            let points = try sizeNode.number("a point size from 0.01 to 100000", in: 0.01...100_000)
            if let relative = members["relativeTo"] {
                let maximum = try members["maximumPointSize"]?.number("a point size, 0 for none", in: 0...100_000) ?? 0
                size = .scaled(points, weight: weight, relativeTo: try Self.style(relative), maximumPointSize: maximum)
            } else {
                size = .fixed(points, weight: weight)
            }
        case (_?, let sizeNode?):
            throw sizeNode.error("both style and size", expected: "a text style, or a size (scaled with relativeTo)")
        case (nil, nil):
            if let defaultStyle, members["weight"] == nil {
                size = .style(defaultStyle)
            } else {
                size = .fixed(defaultSize, weight: weight)
            }
        }
        if let maximum = members["maximumPointSize"], members["relativeTo"] == nil {
            throw maximum.error("maximumPointSize without relativeTo", expected: "it caps a scaled size")
        }
        return LabelFont(size, source: source)
    }


    static func style(_ node: JSONInput) throws(InputFileError) -> TextStyle {
        try node.read(.style(in: .iOS))
    }

    static let stackKeys = [
        "arrangedSubviews", "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
        "isBaselineRelativeArrangement",
    ]

    static func stack(_ node: JSONInput, stackID: String, views: [ViewDescription]) throws(InputFileError)
        -> StackDescription
    {
        let members = try node.object(keys: stackKeys)
        var stack = StackDescription()
        if let node = members["axis"] {
            let name = try node.string("horizontal or vertical")
            guard let axis = Axis(rawValue: name) else {
                throw node.error("'\(name)' is not an axis", expected: "horizontal or vertical")
            }
            stack.axis = axis
        }
        if let node = members["distribution"] {
            stack.distribution = try choice(node, StackView.Distribution.self, "a distribution")
        }
        if let node = members["alignment"] {
            let name = try node.string("an alignment")
            // Interface Builder's names for a horizontal stack's ends.
            let alias = ["top": "leading", "bottom": "trailing"][name] ?? name
            guard let alignment = StackView.Alignment(rawValue: alias) else {
                throw node.error(
                    "'\(name)' is not an alignment",
                    expected: JSONInput.list(StackView.Alignment.allCases.map(\.rawValue) + ["top", "bottom"]))
            }
            stack.alignment = alignment
        }
        if let node = members["spacing"] {
            if case .string(let word) = node.node.value, word == "system" {
                stack.spacing = StackView.spacingUseSystem
            } else {
                stack.spacing = try node.number("a spacing in points from -10000000 to 10000000, or \"system\"", in: -1e7...1e7)
            }
        }
        if let node = members["isLayoutMarginsRelativeArrangement"] {
            stack.isLayoutMarginsRelativeArrangement = try node.bool("true or false")
        }
        if let node = members["isBaselineRelativeArrangement"] {
            stack.isBaselineRelativeArrangement = try node.bool("true or false")
        }
        if let node = members["arrangedSubviews"] {
            var ids: [String] = []
            for element in try node.array(of: "the ids of the stack's subviews, in order") {
                let id = try element.string("the id of a subview of the stack")
                guard views.contains(where: { $0.id == id && $0.parent == stackID }) else {
                    throw element.error("'\(id)' is not a subview of \(stackID)", expected: "the id of a view whose parent is \(stackID)")
                }
                guard !ids.contains(id) else { throw element.error("'\(id)' arranged twice", expected: "each view once") }
                ids.append(id)
            }
            stack.arrangedSubviews = ids
        }
        return stack
    }

    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ node: JSONInput, _ type: Value.Type, _ what: String
    ) throws(InputFileError) -> Value where Value.RawValue == String {
        let expected = what + ": " + JSONInput.list(Value.allCases.map(\.rawValue))
        let name = try node.string(expected)
        guard let value = Value(rawValue: name) else { throw node.error("'\(name)' is not \(what)", expected: expected) }
        return value
    }
}

extension DocumentReading {
    /// The control a view's `key` object describes (one of ``ControlDescription/keys``).
    static func control(_ key: String, _ node: JSONInput, folder: String) throws(InputFileError)
        -> ControlDescription
    {
        func bool(_ members: JSONInput.Members, _ key: String) throws(InputFileError) -> Bool {
            try members[key]?.bool("true or false") ?? false
        }
        switch key {
        case "image":
            let members = try node.object(keys: ["size", "adjustsImageSizeForAccessibilityContentSizeCategory", "symbolTextStyle"])
            var size: Size?
            if let sizeNode = members["size"] {
                let fields = try sizeNode.object(keys: ["width", "height"])
                guard let width = fields["width"], let height = fields["height"] else {
                    throw sizeNode.error("an image size without both dimensions", expected: "\"width\" and \"height\" in points")
                }
                let range = "a size in points from 0 to 10000000"
                size = Size(width: try width.number(range, in: 0...1e7), height: try height.number(range, in: 0...1e7))
            }
            return .image(
                size: size, adjustsForAccessibility: try bool(members, "adjustsImageSizeForAccessibilityContentSizeCategory"),
                symbolTextStyle: try members["symbolTextStyle"].map { (node) throws(InputFileError) in try style(node) })
        case "button":
            let members = try node.object(keys: ["title"] + fontKeys + ["adjustsFontForContentSizeCategory", "configuration"])
            guard let title = members["title"] else {
                throw node.error("a button without \"title\"", expected: "\"title\": the text it shows")
            }
            return .button(
                title: try title.string("the button's title"), font: try font(members, folder: folder, defaultSize: 15),
                adjustsFont: try bool(members, "adjustsFontForContentSizeCategory"),
                configuration: try bool(members, "configuration"))
        case "textField":
            return try textField(node, folder: folder)
        case "segmentedControl":
            return try segmentedControl(node, folder: folder)
        case "switch":
            _ = try node.object(keys: [])
            return .switch
        case "scrollView":
            _ = try node.object(keys: [])
            return .scrollView
        case "activityIndicator":
            let members = try node.object(keys: ["style"])
            var style = ActivityIndicatorView.Style.medium
            if let styleNode = members["style"] {
                let name = try styleNode.string("medium or large")
                guard let value = ActivityIndicatorView.Style(rawValue: name) else {
                    throw styleNode.error("'\(name)' is not an activity indicator style", expected: "medium or large")
                }
                style = value
            }
            return .activityIndicator(style)
        default:
            let members = try node.object(keys: ["text"] + fontKeys + ["adjustsFontForContentSizeCategory", "isScrollEnabled"])
            guard let text = members["text"] else {
                throw node.error("a text view without \"text\"", expected: "\"text\": the text it holds")
            }
            return .textView(
                text: try text.string("the text it holds"), font: try font(members, folder: folder, defaultSize: 12),
                adjustsFont: try bool(members, "adjustsFontForContentSizeCategory"),
                isScrollEnabled: try members["isScrollEnabled"]?.bool("true or false") ?? true)
        }
    }
}

extension DocumentReading {
    /// A view's `textField` object: `text`, `placeholder`, the font keys (the body style by default, UIKit's),
    /// `adjustsFontForContentSizeCategory`, `borderStyle` and `textInsets`.
    static func textField(_ node: JSONInput, folder: String) throws(InputFileError) -> ControlDescription {
        let members = try node.object(
            keys: ["text", "placeholder"] + fontKeys + ["adjustsFontForContentSizeCategory", "borderStyle", "textInsets"])
        var borderStyle = TextField.BorderStyle.none
        if let styleNode = members["borderStyle"] {
            borderStyle = try choice(styleNode, TextField.BorderStyle.self, "a border style")
        }
        return .textField(
            text: try members["text"]?.string("the text it holds") ?? "",
            placeholder: try members["placeholder"]?.string("the text it shows while it holds none"),
            font: try font(members, folder: folder, defaultStyle: .body),
            adjustsFont: try members["adjustsFontForContentSizeCategory"]?.bool("true or false") ?? false,
            borderStyle: borderStyle,
            textInsets: try members["textInsets"].map { (node) throws(InputFileError) in try insets(node) })
    }

    /// A view's `segmentedControl` object: `segments` (each a title, or `{"title", "width"}`), the font keys (13 pt
    /// by default), `adjustsFontForContentSizeCategory`, `apportionsSegmentWidthsByContent` and `contentPadding`.
    static func segmentedControl(_ node: JSONInput, folder: String) throws(InputFileError) -> ControlDescription {
        let members = try node.object(
            keys: ["segments"] + fontKeys + [
                "adjustsFontForContentSizeCategory", "apportionsSegmentWidthsByContent", "contentPadding",
            ])
        let expected = "a segment: its title, or {\"title\": TITLE, \"width\": POINTS}"
        guard let segmentsNode = members["segments"] else {
            throw node.error("a segmented control without \"segments\"", expected: "\"segments\": an array of titles")
        }
        var segments: [SegmentedControl.Segment] = []
        for element in try segmentsNode.array(of: "segments, each a title or {\"title\", \"width\"}") {
            if case .object = element.node.value {
                let fields = try element.object(keys: ["title", "width"])
                guard let title = fields["title"] else {
                    throw element.error("a segment without \"title\"", expected: expected)
                }
                segments.append(
                    SegmentedControl.Segment(
                        title: try title.string("the segment's title"),
                        width: try fields["width"]?.number("a width in points from 0 to 10000000, 0 automatic", in: 0...1e7)
                            ?? 0))
            } else {
                segments.append(SegmentedControl.Segment(title: try element.string(expected)))
            }
        }
        return .segmentedControl(
            segments: segments, font: try font(members, folder: folder, defaultSize: 13),
            adjustsFont: try members["adjustsFontForContentSizeCategory"]?.bool("true or false") ?? false,
            apportionsByContent: try members["apportionsSegmentWidthsByContent"]?.bool("true or false") ?? false,
            contentPadding: try members["contentPadding"].map { (node) throws(InputFileError) in try insets(node) })
    }

    /// `{"top", "left", "bottom", "right"}`, each 0 unless given.
    static func insets(_ node: JSONInput) throws(InputFileError) -> EdgeInsets {
        let members = try node.object(keys: ["top", "left", "bottom", "right"])
        func side(_ key: String) throws(InputFileError) -> Double {
            try members[key]?.number("a distance in points from 0 to 10000", in: 0...10_000) ?? 0
        }
        return EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }
}

extension DocumentReading {
    /// The document's `device`: a preset's name (held in portrait), or `{"name", "orientation"}`.
    static func device(_ node: JSONInput) throws(InputFileError) -> (device: Device, orientation: Device.Orientation) {
        let expected = "a device's name (" + Device.all.map(\.name).joined(separator: ", ")
            + "), or {\"name\": NAME, \"orientation\": \"portrait\" or \"landscape\"}"
        var nameNode = node
        var orientation = Device.Orientation.portrait
        if case .object = node.node.value {
            let members = try node.object(keys: ["name", "orientation"])
            guard let given = members["name"] else { throw node.error("a device without \"name\"", expected: expected) }
            nameNode = given
            if let orientationNode = members["orientation"] {
                orientation = try choice(orientationNode, Device.Orientation.self, "an orientation")
            }
        }
        let name = try nameNode.string(expected)
        guard let device = Device.named(name) else { throw nameNode.error("no device named '\(name)'", expected: expected) }
        return (device, orientation)
    }
}
