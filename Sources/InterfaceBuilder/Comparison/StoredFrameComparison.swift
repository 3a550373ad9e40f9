import AutoLayout
import DynamicType
import DynamicTypeLayout

/// How far each view's frame, laid out here at the default text size, is from the frame Xcode stored for it — the
/// check that the reader and the engine understood the document (`typescale layout --compare-stored`).
///
/// Xcode stores a view's `<rect key="frame">` where its own engine put the view at design time: the document's
/// device, the large category, SF Pro. Views whose frames do not depend on text must come out where Xcode put them,
/// to half a point (its frames are snapped to the device's pixels). Views whose frames do depend on text may differ
/// by what the stand-in for SF Pro changes. A frame depends on text when it changes with the text: the object is laid
/// out at the smallest and the largest category too, and once more with every fixed-size font half as large again,
/// and a frame that moves in any of them depends on text.
public struct StoredFrameComparison: Sendable {
    /// One view's frames.
    public struct Entry: Sendable, Hashable {
        /// The view's object id.
        public var view: String
        /// The frame Xcode stored.
        public var stored: Rect
        /// The frame laid out here at the large category.
        public var laidOut: Rect
        /// Whether the frame changes with the text size.
        public var dependsOnText: Bool

        /// The largest difference of the four values (x, y, width, height), in points.
        public var difference: Double {
            max(
                abs(laidOut.x - stored.x), abs(laidOut.y - stored.y), abs(laidOut.width - stored.width),
                abs(laidOut.height - stored.height))
        }
    }

    /// The most a frame that does not depend on text may differ by: half a point.
    public static let tolerance = 0.5

    /// Every view with a stored frame, in document order (the root, whose size the layout sets, aside).
    public var entries: [Entry]

    /// The views that do not depend on text and are further than ``tolerance`` from their stored frames.
    public var mismatches: [Entry] {
        entries.filter { !$0.dependsOnText && $0.difference > Self.tolerance }
    }

    /// Compares `tree`'s stored frames with `layout`'s (a layout of `tree`) at the large category.
    ///
    /// - Throws: as `AdaptiveLayout.layout(at:)`; ``InterfaceBuilderError`` is not thrown, as the second tree is
    ///   built from the document `tree` already was.
    public init(tree: InterfaceBuilderTree, layout: AdaptiveLayout) throws(AdaptiveLayoutError) {
        let small = try layout.layout(at: .extraSmall, findingAmbiguity: false)
        let large = try layout.layout(at: .accessibility5, findingAmbiguity: false)
        let standard = try layout.layout(at: .large, findingAmbiguity: false)
        var larger: CategoryLayout?
        if let grown = try? TreeAssembly(
            object: tree.object, measurer: tree.measurer, systemFont: tree.systemFont, fontScale: 1.5
        ).make(), let grownLayout = try? grown.makeLayout(device: tree.layoutDevice.device, orientation: tree.layoutDevice.orientation) {
            larger = try grownLayout.layout(at: .large, findingAmbiguity: false)
        }
        entries = tree.views.dropFirst().compactMap { view in
            guard let stored = view.storedFrame, let laidOut = standard.frame(of: view.id) else { return nil }
            let dependsOnText =
                small.frame(of: view.id) != laidOut || large.frame(of: view.id) != laidOut
                || (larger.map { $0.frame(of: view.id) != laidOut } ?? false)
            return Entry(view: view.id, stored: stored, laidOut: laidOut, dependsOnText: dependsOnText)
        }
    }
}
