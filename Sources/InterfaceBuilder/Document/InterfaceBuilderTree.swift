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
    /// What the tree was built with: a comparison builds more trees the same way.
    let measurer: TextMeasurer
    let systemFont: FontSource

    init(
        object: InterfaceBuilderObject, root: View, views: [InterfaceBuilderView], constraints: [LayoutConstraint],
        conditional: [(constraints: [LayoutConstraint], condition: TraitCondition)], adaptation: SizeClassAdaptation?,
        notes: [InterfaceBuilderNote], measurer: TextMeasurer, systemFont: FontSource
    ) {
        self.adaptation = adaptation
        self.measurer = measurer
        self.systemFont = systemFont
        self.object = object
        self.root = root
        self.views = views
        self.constraints = constraints
        self.conditional = conditional
        self.notes = notes
    }

    /// A layout of the object, sized as its kind is:
    /// - a scene as `device`'s screen (its size, safe area, root margins and size classes) held `orientation`;
    ///   without a device, at the size the document stores for it;
    /// - a top-level view at its stored size (on `device`, when one is given, as its screen);
    /// - a cell at its stored width (`device`'s width when one is given), its height fitted to its content as
    ///   `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required, verticalFittingPriority:
    ///   .fittingSizeLevel)` does.
    ///
    /// The size classes are `device`'s; constraints that size-class variations install follow them.
    ///
    /// - Parameters:
    ///   - device: The device; `nil` for the document's own (and none when it names one this reader does not know).
    ///   - orientation: `nil` for the document's.
    /// - Throws: `LayoutError` when the root cannot be sized (it has no superview, so only for a broken tree).
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
        let document = object.context
        let chosen = device ?? document.device
        let orientation = orientation ?? document.orientation
        let layout: AdaptiveLayout
        switch object.kind {
        case .scene:
            if let chosen {
                layout = try AdaptiveLayout(root: root, device: chosen, orientation: orientation)
            } else {
                try sizeRoot(width: object.storedSize?.width, height: object.storedSize?.height, fitted: false)
                layout = AdaptiveLayout(root: root)
            }
        case .view:
            if let device {
                layout = try AdaptiveLayout(root: root, device: device, orientation: orientation)
            } else {
                try sizeRoot(width: object.storedSize?.width, height: object.storedSize?.height, fitted: false)
                layout = AdaptiveLayout(root: root, traits: chosen?.traits(orientation) ?? TraitCollection())
            }
        case .tableViewCell, .collectionViewCell:
            let width = device.map { $0.size(orientation).width } ?? object.storedSize?.width
            try sizeRoot(width: width, height: atStoredSize ? object.storedSize?.height : nil, fitted: !atStoredSize)
            layout = AdaptiveLayout(root: root, traits: chosen?.traits(orientation) ?? TraitCollection())
        }
        if let adaptation { layout.whenTraitsChange { adaptation.apply($0) } }
        for (constraints, condition) in conditional {
            layout.activate(constraints, when: condition)
        }
        return layout
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
