import DynamicType
import DynamicTypeLayout
import TextMeasurement

extension LayoutFit {
    /// Lays `object` out at `categories` as `typescale layout` does (a scene on the document's device, or `device`; a
    /// cell at its width with its height fitted), its views named in messages by their place in the document:
    /// `Main.storyboard:32: eMl-Lb-005 "Email address" at AX3…AX5: truncated: …`.
    ///
    /// - Throws: ``InterfaceBuilderError`` when the object's views cannot be built; `LayoutError` or
    ///   `AdaptiveLayoutError` when they cannot be laid out.
    public init(
        _ object: InterfaceBuilderObject, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        device: Device? = nil, orientation: Device.Orientation? = nil, measurer: TextMeasurer? = nil,
        systemFont: FontSource = .system
    ) throws {
        let tree = try object.makeTree(measurer: measurer, systemFont: systemFont)
        let layout = try tree.makeLayout(device: device, orientation: orientation)
        let laidOutOn = (device ?? object.context.device).map { ($0, orientation ?? object.context.orientation) }
        try self.init(layout, categories: categories, device: laidOutOn)
        var names: [String: String] = [:]
        for view in tree.views {
            names[view.id] = "\(object.context.file):\(view.line): \(view.id)"
            if view.element == "button" { names[view.id + ".titleLabel"] = "\(object.context.file):\(view.line): \(view.id).titleLabel" }
        }
        viewNames = names
    }
}

extension InterfaceBuilderDocument {
    /// Each object's ``DynamicTypeLayout/LayoutFit`` (``isNamed(_:)`` `scene`'s only, when given), as the test helpers
    /// check them: none when `scene` names no object.
    ///
    /// - Throws: as ``DynamicTypeLayout/LayoutFit/init(_:categories:device:orientation:measurer:systemFont:)``.
    public func layoutFits(
        scene: String? = nil, categories: [ContentSizeCategory] = ContentSizeCategory.allCases, device: Device? = nil,
        orientation: Device.Orientation? = nil
    ) throws -> [(object: InterfaceBuilderObject, fit: LayoutFit)] {
        try objects.filter { object in scene.map(object.isNamed) ?? true }.map { object in
            (object, try LayoutFit(object, categories: categories, device: device, orientation: orientation))
        }
    }
}
