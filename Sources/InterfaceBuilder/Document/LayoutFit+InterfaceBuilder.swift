import DynamicType
import DynamicTypeLayout
import TextMeasurement

extension LayoutFit {
    /// Lays `object` out at `categories` as `typescale layout` does (a scene on the document's device, or `device`; a
    /// cell at its width with its height fitted), its views named in messages by their place in the document:
    /// `Main.storyboard:32: eMl-Lb-005 "Email address" at AX3…AX5: truncated: …`.
    ///
    /// - Throws: ``InputFileError`` when the object's views cannot be built; `LayoutError` or
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
        for view in tree.root.subtree {
            if let described = tree.view(view.identifier) {
                viewNames[view.identifier] = "\(object.context.file):\(described.line): \(view.identifier)"
            }
        }
    }
}

/// One object of a document and how it fits (``InterfaceBuilderDocument/layoutFits(scene:categories:device:orientation:)``).
public struct ObjectFit: Sendable {
    /// The object checked.
    public var object: InterfaceBuilderObject
    /// Its layouts at the categories checked.
    public var fit: LayoutFit

    /// The object's name and id, then `LayoutFit.failureMessage`; `nil` when it fits.
    public var failureMessage: String? {
        fit.failureMessage.map { "\(object.name) (\(object.id)):\n" + $0 }
    }
}

extension InterfaceBuilderDocument {
    /// Each object's fit (only those ``InterfaceBuilderObject/isNamed(_:)`` `scene`, when given), as the test
    /// helpers check them.
    ///
    /// - Throws: as `LayoutFit.init(_:categories:device:orientation:measurer:systemFont:)`; a
    ///   `scene` that names no object is an ``InputFileError`` that lists the objects there are.
    public func layoutFits(
        scene: String? = nil, categories: [ContentSizeCategory] = ContentSizeCategory.allCases, device: Device? = nil,
        orientation: Device.Orientation? = nil
    ) throws -> [ObjectFit] {
        let chosen = objects.filter { object in scene.map(object.isNamed) ?? true }
        if let scene, chosen.isEmpty {
            throw InputFileError(
                file: file, line: nil, problem: "no scene, view or cell \(scene)",
                expected: objects.isEmpty ? "none: the document has none" : objectList)
        }
        return try chosen.map { object in
            ObjectFit(object: object, fit: try LayoutFit(object, categories: categories, device: device, orientation: orientation))
        }
    }

    /// The objects as a person picks one: `ContactCell (cEl-Tc-001), TagCell (tAg-Cc-020)`.
    public var objectList: String {
        objects.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
    }
}
