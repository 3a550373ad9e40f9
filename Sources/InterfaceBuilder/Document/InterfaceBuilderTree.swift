import AutoLayout
import DynamicType
import DynamicTypeLayout
import TextMeasurement

/// One object's views, built and constrained from its document, ready to lay out at every text size.
///
/// Not `Sendable`: like the views it holds, it belongs to one task.
public final class InterfaceBuilderTree {
    /// The object it was built from.
    public let object: InterfaceBuilderObject
    /// The root view: the scene's root view, the top-level view, the cell.
    public let root: View
    /// Every view as the document describes it, in document order (the root first).
    public let views: [InterfaceBuilderView]
    /// The constraints active in every size class.
    public let constraints: [LayoutConstraint]
    /// What the reader did that a person may want to know.
    public let notes: [InterfaceBuilderNote]
    /// Constraints that size-class variations install in some traits only.
    let conditional: [(constraints: [LayoutConstraint], condition: TraitCondition)]
    /// What size-class variations change in the views, if anything.
    let adaptation: SizeClassAdaptation?
    /// Whether a cell's height is fitted to its content: not for a cell in one of UIKit's built-in styles, whose
    /// labels the document places by frame.
    let fitsHeight: Bool
    /// Whether a layout has been made: the tree's views then belong to it.
    private var laidOut = false
    /// What the tree was built with: a comparison builds more trees the same way.
    let measurer: TextMeasurer
    let systemFont: FontSource

    init(
        object: InterfaceBuilderObject, root: View, views: [InterfaceBuilderView], constraints: [LayoutConstraint],
        conditional: [(constraints: [LayoutConstraint], condition: TraitCondition)], adaptation: SizeClassAdaptation?,
        fitsHeight: Bool, notes: [InterfaceBuilderNote], measurer: TextMeasurer, systemFont: FontSource
    ) {
        self.adaptation = adaptation
        self.fitsHeight = fitsHeight
        self.measurer = measurer
        self.systemFont = systemFont
        self.object = object
        self.root = root
        self.views = views
        self.constraints = constraints
        self.conditional = conditional
        let style = object.element["style"] ?? ""
        let height = if case .fixed = object.rowHeight { "its table's row height" } else { "its stored height" }
        let labels = style == "IBUITableViewCellStyleValue1"
            ? "its labels sized by their text at the edges the style gives them"
            : "its labels where the document puts them"
        self.notes = fitsHeight || !(object.kind == .tableViewCell || object.kind == .collectionViewCell) ? notes
            : notes + [
                InterfaceBuilderNote(
                    line: object.line, view: object.id,
                    message: "a cell in one of UIKit's built-in styles (\(style)): laid out at \(height), \(labels)")
            ]
    }

    /// The view of the document `identifier` names: its own, or for a button's title label or image view
    /// (`id.titleLabel`, `id.imageView`) the button's.
    public func view(_ identifier: String) -> InterfaceBuilderView? {
        if let view = viewsByID[identifier] { return view }
        for part in [".titleLabel", ".imageView"] where identifier.hasSuffix(part) {
            return viewsByID[String(identifier.dropLast(part.count))]
        }
        return nil
    }

    private lazy var viewsByID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// A layout of the object, sized as its kind is:
    /// - a scene as `device`'s screen (its size, safe area, root margins and size classes) held `orientation`;
    ///   without a device, at the size the document stores for it;
    /// - a top-level view at its stored size (on `device`, when one is given, as its screen);
    /// - a table view cell at its stored width (`device`'s width when one is given), a collection view cell at its
    ///   stored width, the height of either fitted to its content as `systemLayoutSizeFitting(_:withHorizontalFitting
    ///   Priority: .required, verticalFittingPriority: .fittingSizeLevel)` does (a cell in a built-in style keeps its
    ///   stored height).
    ///
    /// A tree lays out once: its views then belong to that layout (make another tree for another device).
    ///
    /// The size classes are `device`'s; constraints that size-class variations install follow them.
    ///
    /// - Parameters:
    ///   - device: The device; `nil` for the document's own (and none when it names one this reader does not know).
    ///   - orientation: `nil` for the document's.
    /// - Throws: `LayoutError` when the tree already has a layout, or the root cannot be sized.
    public func makeLayout(device: Device? = nil, orientation: Device.Orientation? = nil) throws(LayoutError)
        -> AdaptiveLayout
    {
        try makeLayout(device: device, orientation: orientation, atStoredSize: false)
    }

    /// A layout as ``makeLayout(device:orientation:)`` makes it, or, `atStoredSize`, on the document's device with
    /// a cell at the size the document stores for it, as Xcode lays it out at design time.
    func makeLayout(device: Device?, orientation: Device.Orientation?, atStoredSize: Bool) throws(LayoutError)
        -> AdaptiveLayout
    {
        guard !laidOut else {
            throw .invalidTree("\(object.id): its tree already has a layout; make another tree with makeTree()")
        }
        laidOut = true
        let document = object.context
        let chosen = device ?? document.device
        let orientation = orientation ?? document.orientation
        let layout: AdaptiveLayout
        switch object.kind {
        case .scene:
            if let chosen {
                layout = try AdaptiveLayout(root: root, device: chosen, orientation: orientation)
                if device == nil, let size = object.sceneSize {
                    for constraint in root.constraints {
                        if constraint.identifier == "\(chosen.name).width" { constraint.constant = size.width }
                        if constraint.identifier == "\(chosen.name).height" { constraint.constant = size.height }
                    }
                    if object.isEmbedded { root.safeAreaInsets = EdgeInsets() }
                }
                if let bars = object.bars { placeUnder(bars, on: chosen, orientation) }
            } else {
                try sizeRoot(width: object.storedSize?.width, height: object.storedSize?.height, fitted: false)
                layout = AdaptiveLayout(root: root)
            }
        case .view:
            let screen = chosen.map { $0.size(orientation) }
            if let device {
                layout = try AdaptiveLayout(root: root, device: device, orientation: orientation)
            } else if let chosen, object.isOwnersView, let stored = object.storedSize, let screen,
                stored.width == screen.width && stored.height == screen.height
            {
                // A view controller's view at its device's size: its screen, as Xcode shows it.
                layout = try AdaptiveLayout(root: root, device: chosen, orientation: orientation)
            } else {
                try sizeRoot(width: object.storedSize?.width, height: object.storedSize?.height, fitted: false)
                layout = AdaptiveLayout(root: root, traits: chosen?.traits(orientation) ?? TraitCollection())
            }
        case .tableViewCell, .collectionViewCell:
            let deviceWidth = object.kind == .tableViewCell ? device.map { $0.size(orientation).width } : nil
            var height = object.storedSize?.height
            if !atStoredSize, case .fixed(let rowHeight) = object.rowHeight { height = rowHeight }
            let fitted = !atStoredSize && fitsHeight && object.rowHeight == .fitted
            try sizeRoot(width: deviceWidth ?? object.storedSize?.width, height: fitted ? nil : height, fitted: fitted)
            layout = AdaptiveLayout(root: root, traits: chosen?.traits(orientation) ?? TraitCollection())
            if fitted { layout.heightWhenCollapsed = SelfSizingTable.standardRowHeight }
        }
        if let adaptation { layout.whenTraitsChange { adaptation.apply($0) } }
        for (constraints, condition) in conditional {
            layout.activate(constraints, when: condition)
        }
        return layout
    }

    /// Makes room on the screen for the bars a scene is under: a translucent bar adds its height to the root's safe
    /// area, an opaque one shortens the root by it and by the safe area on its side.
    ///
    /// Heights: a navigation bar 44 pt on an iPhone, 50 on an iPad (iOS 12 and later), 52 more with large titles
    /// (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12", 2018), and 32 in a compact height
    /// (UIKit's landscape bar on the smaller iPhones, not in that source); a tab bar 49, in both orientations (the
    /// HIG, "Tab bars": tab bars "maintain the same height in all screen orientations").
    private func placeUnder(_ bars: ControllerBars, on device: Device, _ orientation: Device.Orientation) {
        let traits = device.traits(orientation)
        let compactHeight = traits.verticalSizeClass == .compact
        let iPad = traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
        var insets = root.safeAreaInsets
        let sized = root.constraints.first { $0.identifier == "\(device.name).height" }
        var height = sized?.constant ?? device.size(orientation).height
        if let bar = bars.navigationBar {
            let barHeight = (iPad ? 50.0 : compactHeight ? 32 : 44) + (bar.hasLargeTitles && !compactHeight ? 52 : 0)
            if bar.isTranslucent {
                insets.top += barHeight
            } else {
                height -= insets.top + barHeight
                insets.top = 0
            }
        }
        if let bar = bars.tabBar {
            if bar.isTranslucent {
                insets.bottom += 49
            } else {
                height -= insets.bottom + 49
                insets.bottom = 0
            }
        }
        root.safeAreaInsets = insets
        sized?.constant = height
    }

    /// Holds the root at `width` and `height`, or, `fitted`, pulls its height towards 0 at the fitting-size priority.
    private func sizeRoot(width: Double?, height: Double?, fitted: Bool) throws(LayoutError) {
        var constraints: [LayoutConstraint] = []
        if let width {
            constraints.append(root.widthAnchor.constraint(equalToConstant: width).identifier("\(root.identifier).size.width"))
        }
        if fitted {
            constraints.append(
                root.heightAnchor.constraint(equalToConstant: 0).priority(.fittingSizeLevel)
                    .identifier("\(root.identifier).fitting.height"))
        } else if let height {
            constraints.append(
                root.heightAnchor.constraint(equalToConstant: height).identifier("\(root.identifier).size.height"))
        }
        try LayoutConstraint.activate(constraints)
    }
}
