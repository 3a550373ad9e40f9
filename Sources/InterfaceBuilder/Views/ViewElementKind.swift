/// What an element of an Interface Builder document is as a view: the element names Xcode writes for UIKit's views
/// (`<label>` is a `UILabel`, `<stackView>` a `UIStackView`), whatever its `customClass`, which subclasses them.
enum ViewElementKind: Equatable {
    /// `view`, a cell's content view, a container view: a `UIView` with no content of its own.
    case plain
    case label, button, imageView, stackView, scrollView, textView, switchControl, activityIndicator
    /// A table or collection view cell: its content view is a child element.
    case tableViewCell, collectionViewCell
    /// A view whose own size is not modelled (a text field, a date picker …): laid out as a plain view whose
    /// intrinsic size is the size the document stores for it, with a note.
    case storedSize
    /// A view with no intrinsic size in UIKit that is not modelled further (a table view, a map view …): a plain
    /// view, with a note.
    case unmodelled

    /// The kind of the element named `name`; `nil` when it is not a view.
    init?(elementName name: String) {
        switch name {
        case "view", "tableViewCellContentView", "collectionReusableView", "containerView", "visualEffectView",
            "collectionViewCellContentView":
            self = .plain
        case "label": self = .label
        case "button": self = .button
        case "imageView": self = .imageView
        case "stackView": self = .stackView
        case "scrollView": self = .scrollView
        case "textView": self = .textView
        case "switch": self = .switchControl
        case "activityIndicatorView": self = .activityIndicator
        case "tableViewCell": self = .tableViewCell
        case "collectionViewCell": self = .collectionViewCell
        case "textField", "segmentedControl", "datePicker", "pickerView", "slider", "stepper", "progressView",
            "pageControl", "searchBar", "navigationBar", "toolbar", "tabBar", "colorWell":
            self = .storedSize
        case "tableView", "collectionView", "mapView", "wkWebView", "webView", "mtkView", "glkView", "sceneKitView",
            "arscnView", "arskView", "skView", "sceneView":
            self = .unmodelled
        default: return nil
        }
    }
}
