import AutoLayout
import DynamicTypeLayout
import TextMeasurement

/// One thing of a document that is laid out on its own: a storyboard scene's root view, a top-level view of a xib, a
/// table or collection view cell (a storyboard's prototype cells, a xib's cells).
public struct InterfaceBuilderObject: Sendable {
    /// What the object is, which decides how it is sized.
    public enum Kind: String, Sendable, Hashable {
        /// A view controller's root view: the device's screen.
        case scene
        /// A top-level view of a xib: the size the document stores for it.
        case view
        /// A table view cell: its stored width, its height fitted to its content (`systemLayoutSizeFitting`).
        case tableViewCell
        /// A collection view cell: as a table view cell.
        case collectionViewCell
    }

    /// The root view's object id (the cell's, for a cell).
    public let id: String
    /// A scene, a top-level view or a cell: how it is sized.
    public let kind: Kind
    /// A readable name: the scene's or cell's label, storyboard identifier, reuse identifier or class.
    public let name: String
    /// The line of the root view's element.
    public let line: Int
    /// The storyboard scene's id (`sceneID`), for a scene or a prototype cell; `nil` in a xib.
    public let sceneID: String?
    /// The view controller's object id, for a scene.
    public let controllerID: String?
    /// The size the document stores for the root (its `<rect key="frame">`).
    public let storedSize: Size?
    /// For a table view cell: fitted to its content or a fixed height, as its table decides; `.fitted` for other cells.
    public internal(set) var rowHeight: RowHeight = .fitted
    /// For a scene Xcode shows at a size other than its device's screen, that size: a controller's own (simulated
    /// metrics "Freeform": `<size key="freeformSize">`), or the container view's it is embedded in (without the
    /// screen's safe area). The scene is laid out at it on the document's device.
    public internal(set) var sceneSize: Size?
    /// Whether the scene is embedded in a container view (``sceneSize`` is the container's).
    public internal(set) var isEmbedded = false
    /// For a xib's top-level view: whether it is its File's Owner's `view` outlet — a view controller's view, which
    /// Xcode shows as its screen, with the device's safe area, when the document stores it at the device's size.
    public internal(set) var isOwnersView = false
    /// For a cell of a storyboard's table view: the table's stored width, whose margins the cell's follow (an inset
    /// grouped table's cells are narrower than it).
    public internal(set) var tableWidth: Double?

    /// Whether `name` names the object: its root's object id, its view controller's, its scene's id, or its name.
    public func isNamed(_ name: String) -> Bool {
        [id, sceneID, controllerID, self.name].contains(name)
    }

    let element: DocumentElement
    /// The bars a scene is laid out under (a navigation bar, a tab bar), when it has any.
    var bars: ControllerBars?
    /// The view controller's element, for a scene: its old top and bottom layout guides.
    let controller: DocumentElement?
    let context: Context

    /// What every object of a document shares.
    struct Context: Sendable {
        var file: String
        var classes: ClassMapping
        var images: [String: ImageResource]
        /// The document's device, when known, and orientation.
        var device: Device?
        var orientation: Device.Orientation
        /// The controls' design the document was saved in.
        var design: SystemDesign
    }

    init(
        kind: Kind, element: DocumentElement, name: String, sceneID: String?, controller: DocumentElement?,
        context: Context
    ) throws(ElementProblem) {
        guard let id = element["id"] else {
            throw ElementProblem(element, "a <\(element.name)> without an id", expected: "id=\"…\", its object id")
        }
        self.id = id
        self.kind = kind
        self.name = name
        line = element.line
        self.sceneID = sceneID
        controllerID = controller?["id"]
        storedSize = try element.storedFrame().map { Size(width: $0.width, height: $0.height) }
        self.element = element
        self.controller = controller
        self.context = context
    }

    /// Builds the object's views and constraints: every view as its DynamicTypeLayout kind, text measured by
    /// `measurer` (`TextMeasurer.shared` when `nil`), the system font from `systemFont` (by default the measurer's
    /// stand-in for SF Pro, `TextMeasurer.systemFont`; a test gives its own face).
    ///
    /// - Throws: ``InputFileError`` at the element that is wrong: a constraint naming a view that is not
    ///   there, an attribute value Interface Builder does not write, a constraint UIKit refuses.
    public func makeTree(measurer: TextMeasurer? = nil, systemFont: FontSource = .system) throws(InputFileError)
        -> InterfaceBuilderTree
    {
        do {
            return try TreeAssembly(object: self, measurer: measurer ?? .shared, systemFont: systemFont).make()
        } catch {
            throw error.error(file: context.file)
        }
    }
}
