/// What an element of an Interface Builder document is as a view: the element names Xcode writes for UIKit's views
/// (`<label>` is a `UILabel`, `<stackView>` a `UIStackView`), whatever its `customClass`, which subclasses them.
enum ViewElementKind: Equatable {
    /// `view`, a cell's content view, a container view: a `UIView` with no content of its own.
    case plain
    case label, button, imageView, stackView, scrollView, textView, textField, segmentedControl, switchControl
    case activityIndicator
    /// A table or collection view cell: its content view is a child element.
    case tableViewCell, collectionViewCell
    /// A control whose own size is not modelled (a date picker, a picker view, a stepper …; UIKit does not publish
    /// their sizes): laid out as a plain view whose intrinsic size is the size the document stores for it, with a
    /// note.
    case intrinsicSizeFromFrame
    /// A bar or a control that UIKit stretches along its width (a slider, a progress view, a search bar, a toolbar, a
    /// navigation or tab bar): its stored height as its intrinsic height, no intrinsic width, with a note.
    case intrinsicHeightFromFrame
    /// A view with no intrinsic size in UIKit that is not modelled further (a table view, a map view …): a plain
    /// view, with a note.
    case noIntrinsicSize
    /// An element this reader does not know as a view, but written where views are: a plain view of its stored
    /// size, with a note.
    case unknown

    /// The kind of the element named `name`; `nil` when it is not a view this reader knows.
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
        case "textField": self = .textField
        case "segmentedControl": self = .segmentedControl
        case "switch": self = .switchControl
        case "activityIndicatorView": self = .activityIndicator
        case "tableViewCell": self = .tableViewCell
        case "collectionViewCell": self = .collectionViewCell
        case "datePicker", "pickerView", "stepper", "pageControl", "colorWell":
            self = .intrinsicSizeFromFrame
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
            self = .intrinsicHeightFromFrame
        case "tableView", "collectionView", "mapView", "wkWebView", "webView", "mtkView", "glkView", "sceneKitView",
            "arscnView", "arskView", "skView", "sceneView":
            self = .noIntrinsicSize
        default: return nil
        }
    }

    /// The kind of object a top-level or prototype element is laid out as, when it is a cell.
    static func cellKind(of elementName: String) -> InterfaceBuilderObject.Kind? {
        switch elementName {
        case "tableViewCell": .tableViewCell
        case "collectionViewCell": .collectionViewCell
        default: nil
        }
    }
}
