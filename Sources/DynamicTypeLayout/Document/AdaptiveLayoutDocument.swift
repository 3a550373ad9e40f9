import AutoLayout
import DynamicType
import PackageSupport
import TextMeasurement

/// A layout document whose views may be labels, stack views and controls (`Docs/layout-json.md`, "Labels", "Stack
/// views", "Controls"): the engine's document, and for the views that have them, their `label`, `stack` and control
/// objects — read as strictly as the rest (every key checked, every error with its file, line and column).
public struct AdaptiveLayoutDocument: Sendable {
    /// The views and constraints.
    public var layout: LayoutDocument
    /// The labels, by view id.
    public var labels: [String: LabelDescription]
    /// The stack views, by view id.
    public var stacks: [String: StackDescription]
    /// The controls (images, buttons, switches, activity indicators, text views, text fields, segmented controls,
    /// scroll views), by view id.
    public var controls: [String: ControlDescription]
    /// The device whose screen the root is, and how it is held (`"device"`): `nil` for a root of its own size.
    public var device: (device: Device, orientation: Device.Orientation)?
    /// The folder relative `fontFile` paths are found from: the document's.
    public var folder: String

    /// Reads the document at `path`.
    ///
    /// - Throws: `InputFileError`: unreadable, or where the document is wrong.
    public init(contentsOfFile path: String) throws(InputFileError) {
        try self.init(json: LayoutDocument.contents(ofFile: path), file: path)
    }

    /// Reads a document from JSON text; `file` names it in errors, and its folder is where relative font files are.
    public init(json data: some Collection<UInt8>, file: String) throws(InputFileError) {
        let data = Array(data)
        let kinds = ["label", "stack"] + ControlDescription.keys
        let (layout, members, documentMembers) = try LayoutDocument.read(
            json: data, file: file,
            extensions: DocumentExtensions(viewKeys: kinds, documentKeys: ["device"], guides: ControlDescription.guides))
        self.layout = layout
        folder = PathText.deletingLastComponent(of: file)
        labels = [:]
        stacks = [:]
        controls = [:]
        device = try documentMembers["device"].map { (node) throws(InputFileError) in try DocumentReading.device(node) }
        for (view, members) in zip(layout.views, members) {
            let given = kinds.compactMap { kind in members[kind].map { (kind, $0) } }
            if given.count > 1 {
                throw given[1].1.error(
                    "a view that is both a \(given[0].0) and a \(given[1].0)", expected: "one of " + JSONInput.list(kinds))
            }
            // A label's or a control's size is its own.
            if let (kind, node) = given.first, kind != "stack",
                members["intrinsicContentSize"] != nil || members["baselineOffsets"] != nil
            {
                throw node.error(
                    "a \(kind) with an intrinsicContentSize or baselineOffsets",
                    expected: kind == "label"
                        ? "one or the other: a label's size and baselines are its measured text's"
                        : "one or the other: a control's size is its own")
            }
            if let (kind, node) = given.first, ControlDescription.keys.contains(kind) {
                controls[view.id] = try DocumentReading.control(kind, node, folder: folder)
            }
            if let node = members["label"] { labels[view.id] = try DocumentReading.label(node, folder: folder) }
            if let node = members["stack"] {
                stacks[view.id] = try DocumentReading.stack(node, stackID: view.id, views: layout.views)
            }
        }
    }

    /// Builds the tree: labels, buttons, text views, text fields and segmented controls measured by `measurer`
    /// (`TextMeasurer.shared` when `nil`, made only when the document has text to measure), stacks arranging their
    /// views, controls, plain views for the rest.
    ///
    /// - Throws: `LayoutError` for a document whose views or constraints break the engine's rules.
    public func makeTree(measurer: TextMeasurer? = nil) throws(LayoutError) -> LayoutTree {
        let views = layout.views
        var stackViews: [(StackView, StackDescription)] = []
        let tree = try layout.makeTree { (index) throws(LayoutError) -> View? in
            let id = views[index].id
            if let label = labels[id] { return label.makeLabel(identifier: id, measurer: measurer ?? .shared) }
            if let control = controls[id] { return try control.makeView(identifier: id, measurer: measurer ?? .shared) }
            if let description = stacks[id] {
                let stack = description.makeStack(identifier: id)
                stackViews.append((stack, description))
                return stack
            }
            return nil
        }
        let byID = Dictionary(tree.views.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for (stack, description) in stackViews {
            let arranged = description.arrangedSubviews.map { $0.compactMap { byID[$0] } } ?? stack.subviews
            for view in arranged { stack.addArrangedSubview(view) }
        }
        return tree
    }
}
