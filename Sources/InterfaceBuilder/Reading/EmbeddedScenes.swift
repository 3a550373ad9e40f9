import AutoLayout

/// The scenes a storyboard embeds in container views (`<containerView>` with `<segue kind="embed"
/// destination="…">`), by their view controller's id: the size of the container each is shown in. A child view
/// controller's view fills its container view, so Xcode shows (and stores) the embedded scene at the container's size.
enum EmbeddedScenes {
    static func sizes(in root: DocumentElement) throws(ElementProblem) -> [String: Size] {
        var sizes: [String: Size] = [:]
        func visit(_ element: DocumentElement) throws(ElementProblem) {
            if element.name == "containerView", let frame = try element.storedFrame() {
                for segue in element.grandchildren(of: "connections") where segue.name == "segue" && segue["kind"] == "embed" {
                    if let destination = segue["destination"] {
                        sizes[destination] = Size(width: frame.width, height: frame.height)
                    }
                }
            }
            for child in element.children { try visit(child) }
        }
        try visit(root)
        return sizes
    }
}
