import AutoLayout
import DynamicType

/// A phone or tablet a screen is laid out on: its size in points, display scale, safe area and size classes in each
/// orientation, as UIKit reports them for a full-screen view controller without bars, on iOS and iPadOS 18.
///
/// Sources. Sizes, scales and size classes: Apple's Human Interface Guidelines, "Layout", Specifications ("iOS, iPadOS
/// device screen dimensions" and "iOS, iPadOS device size classes"; the September 2025 revision), except where a
/// preset's comment says otherwise. Apple publishes no safe-area insets; those here are the figures measured in the
/// simulator and published by Keith Harrison (useyourloaf.com, "iPhone 16 Screen Sizes", 2024, and "iPad 2024 Screen
/// Sizes"), as reproduced by the open-source device tables that cite him (SnapshotTesting's `ViewImageConfig`,
/// Godot's iOS layout presets), which agree on every figure here: on Face ID iPhones the home indicator takes 34 pt
/// in portrait and 21 in landscape, where the side insets equal the portrait top and the status bar is hidden; iPads
/// keep a 24 pt status bar in both orientations over a 20 pt home indicator.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The name presets are found by (``named(_:)``), as Apple markets the device.
    public var name: String
    /// The screen in portrait, in points.
    public var portraitSize: Size
    /// Pixels per point (UIKit's `UIScreen.scale`).
    public var scale: Double
    /// The safe area's insets in portrait.
    public var portraitSafeArea: EdgeInsets
    /// The safe area's insets in landscape (the device turned left; turned right, left and right swap, which for
    /// these devices are equal).
    public var landscapeSafeArea: EdgeInsets
    /// The horizontal and vertical size classes in portrait.
    public var portraitSizeClasses: (horizontal: SizeClass, vertical: SizeClass)
    /// The size classes in landscape.
    public var landscapeSizeClasses: (horizontal: SizeClass, vertical: SizeClass)

    /// How the device is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// A device; the presets (``all``) are the ones Apple sells.
    public init(
        name: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
        portraitSizeClasses: (horizontal: SizeClass, vertical: SizeClass),
        landscapeSizeClasses: (horizontal: SizeClass, vertical: SizeClass)
    ) {
        self.name = name
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
    }

    /// The screen's size held `orientation`.
    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe area held `orientation`.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The traits a full-screen view has held `orientation` at `category`: size classes, the display scale, and the
    /// category.
    public func traits(_ orientation: Orientation, category: ContentSizeCategory? = nil) -> TraitCollection {
        let classes = orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
        return TraitCollection(
            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
            preferredContentSizeCategory: category, displayScale: scale)
    }

    /// The layout margins of a view controller's root view held `orientation`: 16 pt leading and trailing in a compact
    /// width, 20 in a regular one, 0 above and below (Apple, `UIView.directionalLayoutMargins`: "for the root view of a
    /// view controller … the system-defined minimum margins", 16 or 20 by size class), measured from the safe area.
    public func rootMargins(_ orientation: Orientation) -> DirectionalEdgeInsets {
        let side: Double = traits(orientation).horizontalSizeClass == .regular ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Makes `view` this device's screen held `orientation`: its size, safe area and a root view's margins.
    ///
    /// - Throws: `LayoutError` when the view has a superview (a screen is a root).
    public func makeScreen(_ view: View, _ orientation: Orientation = .portrait) throws(LayoutError) {
        guard view.superview == nil else {
            throw .invalidTree("\(view.identifier): a screen is the root of its tree (it has a superview)")
        }
        let size = size(orientation)
        view.safeAreaInsets = safeArea(orientation)
        view.margins = .directional(rootMargins(orientation))
        let sized = view.constraints.filter { constraint in
            constraint.firstItem === view && constraint.secondItem == nil
                && (constraint.firstAttribute == .width || constraint.firstAttribute == .height)
                && constraint.relation == .equal && constraint.priority.isRequired
        }
        LayoutConstraint.deactivate(sized)
        try LayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: size.width).identifier("\(name).width"),
            view.heightAnchor.constraint(equalToConstant: size.height).identifier("\(name).height"),
        ])
    }

    /// `iPhone 16 Pro (402 × 874 pt, 3×)`.
    public var description: String {
        "\(name) (\(Int(portraitSize.width)) × \(Int(portraitSize.height)) pt, \(Int(scale))×)"
    }

    public static func == (lhs: Device, rhs: Device) -> Bool {
        lhs.name == rhs.name && lhs.portraitSize == rhs.portraitSize && lhs.scale == rhs.scale
            && lhs.portraitSafeArea == rhs.portraitSafeArea && lhs.landscapeSafeArea == rhs.landscapeSafeArea
            && lhs.portraitSizeClasses == rhs.portraitSizeClasses && lhs.landscapeSizeClasses == rhs.landscapeSizeClasses
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
