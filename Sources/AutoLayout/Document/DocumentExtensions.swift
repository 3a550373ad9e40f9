/// What a module that describes more than this one knows adds to a layout document (labels, stacks and controls,
/// the device): keys of views and of the document itself, and the layout guides a view with one of those keys has.
package struct DocumentExtensions {
    /// Keys a view may have besides the format's own.
    package var viewKeys: [String] = []
    /// Keys the document may have besides `name`, `layoutDirection`, `views` and `constraints`.
    package var documentKeys: [String] = []
    /// By view key, the guides a view with it has, which constraints name `VIEW.GUIDE.ATTRIBUTE`: a scroll view's
    /// `contentLayoutGuide` and `frameLayoutGuide`.
    package var guides: [String: [String]] = [:]

    package init(viewKeys: [String] = [], documentKeys: [String] = [], guides: [String: [String]] = [:]) {
        self.viewKeys = viewKeys
        self.documentKeys = documentKeys
        self.guides = guides
    }
}
