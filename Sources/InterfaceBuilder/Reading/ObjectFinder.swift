import AutoLayout

/// Finds what can be laid out in a document: a storyboard's scenes (each view controller's `<view key="view">`) and
/// the prototype cells of their table and collection views; a xib's top-level views and cells (the children of
/// `<objects>` that are views; the File's Owner and First Responder placeholders are not).
struct ObjectFinder {
    let context: InterfaceBuilderObject.Context

    func objects(in root: DocumentElement, kind: InterfaceBuilderDocument.Kind) throws(ElementProblem)
        -> [InterfaceBuilderObject]
    {
        var objects: [InterfaceBuilderObject] = []
        switch kind {
        case .storyboard:
            let bars = ControllerBars.bars(in: root)
            let embedded = try EmbeddedScenes.sizes(in: root)
            for scene in root.grandchildren(of: "scenes") where scene.name == "scene" {
                let sceneID = scene["sceneID"]
                for controller in scene.grandchildren(of: "objects") where controller["sceneMemberID"] == "viewController" {
                    guard let view = controller.child(key: "view"), ViewElementKind(elementName: view.name) != nil else {
                        continue  // a navigation or tab bar controller: no view of its own in the document
                    }
                    var object = try InterfaceBuilderObject(
                        kind: .scene, element: view, name: Self.name(ofController: controller), sceneID: sceneID,
                        controller: controller, context: context)
                    object.bars = controller["id"].flatMap { bars[$0] }
                    if let size = controller.child("size", key: "freeformSize") {
                        object.sceneSize = Size(
                            width: try size.requiredNumber("width"), height: try size.requiredNumber("height"))
                    }
                    if let id = controller["id"], let size = embedded[id] {
                        object.sceneSize = size
                        object.isEmbedded = true
                    }
                    objects.append(object)
                    try cells(in: view, table: view.name == "tableView" ? view : nil, sceneID: sceneID, into: &objects)
                }
            }
        case .xib:
            let owner = root.grandchildren(of: "objects").first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownersView = owner?.grandchildren(of: "connections").first {
                $0.name == "outlet" && $0["property"] == "view"
            }?["destination"]
            for element in root.grandchildren(of: "objects") where ViewElementKind(elementName: element.name) != nil {
                let kind = ViewElementKind.cellKind(of: element.name) ?? .view
                var object = try InterfaceBuilderObject(
                    kind: kind, element: element, name: Self.name(ofView: element), sceneID: nil,
                    controller: nil, context: context)
                object.isOwnersView = kind == .view && element["id"] != nil && element["id"] == ownersView
                objects.append(object)
                try cells(in: element, table: element.name == "tableView" ? element : nil, sceneID: nil, into: &objects)
            }
        }
        return objects
    }

    /// The prototype and static cells of the table and collection views inside `element` (`<prototypes>`,
    /// `<cells>`), at any depth; `table` is the nearest table view around `element`, whose row height the cells take.
    private func cells(
        in element: DocumentElement, table: DocumentElement?, sceneID: String?,
        into objects: inout [InterfaceBuilderObject]
    ) throws(ElementProblem) {
        for child in element.children {
            if element.name == "prototypes" || element.name == "cells", let kind = ViewElementKind.cellKind(of: child.name) {
                var cell = try InterfaceBuilderObject(
                    kind: kind, element: child,
                    name: Self.name(ofView: child), sceneID: sceneID, controller: nil, context: context)
                cell.rowHeight = try RowHeight.of(child, in: table)
                cell.tableWidth = try table?.storedFrame()?.width
                objects.append(cell)
            }
            try cells(in: child, table: child.name == "tableView" ? child : table, sceneID: sceneID, into: &objects)
        }
    }

    /// A controller's name: its Xcode label, title, storyboard identifier or class.
    static func name(ofController controller: DocumentElement) -> String {
        controller["userLabel"] ?? controller["title"] ?? controller["storyboardIdentifier"]
            ?? controller["customClass"] ?? controller.name
    }

    /// A top-level view's or cell's name: its Xcode label, reuse identifier or class.
    static func name(ofView view: DocumentElement) -> String {
        view["userLabel"] ?? view["reuseIdentifier"] ?? view["customClass"] ?? view.name
    }
}
