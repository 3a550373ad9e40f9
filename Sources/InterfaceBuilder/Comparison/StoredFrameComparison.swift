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
/// out at the smallest and the largest category too, and once more with every font half as large again (a text style
/// as its size at large, scaled), and a frame that moves in any of them depends on text.
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
        /// Xcode's warning about the stored frame, when it has one: such a frame is no reference, and the view is
        /// never among the ``StoredFrameComparison/mismatches``.
        public var frameWarning: InterfaceBuilderView.FrameWarning?

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

    /// The views that do not depend on text and are further than ``tolerance`` from frames Xcode gives no warning of.
    public var mismatches: [Entry] {
        entries.filter { !$0.dependsOnText && $0.frameWarning == nil && $0.difference > Self.tolerance }
    }

    /// Compares the frames `tree`'s document stores with the object laid out as Xcode lays it out at design time:
    /// on the document's device, a cell at its stored size, at the large category. Two more trees are built the way
    /// `tree` was: one laid out at xSmall, large and AX5, one with its fonts half as large again.
    ///
    /// - Throws: as `AdaptiveLayout.layout(at:)`.
    public init(tree: InterfaceBuilderTree) throws(AdaptiveLayoutError) {
        func layout(fontScale: Double) throws(AdaptiveLayoutError) -> AdaptiveLayout {
            let assembly = TreeAssembly(
                object: tree.object, measurer: tree.measurer, systemFont: tree.systemFont, fontScale: fontScale)
            let made: InterfaceBuilderTree
            do throws(ElementProblem) {
                made = try assembly.make()
            } catch {
                // (The object was built once already, as `tree`; larger fonts change no element it reads.)
                throw .layout(.invalidTree(error.error(file: tree.object.context.file).description))
            }
            do throws(LayoutError) {
                return try made.makeLayout(device: nil, orientation: nil, atStoredSize: true)
            } catch {
                throw .layout(error)
            }
        }
        let design = try layout(fontScale: 1)
        let small = try design.layout(at: .extraSmall, findingAmbiguity: false)
        let large = try design.layout(at: .accessibility5, findingAmbiguity: false)
        let standard = try design.layout(at: .large, findingAmbiguity: false)
        let larger = try layout(fontScale: 1.5).layout(at: .large, findingAmbiguity: false)
        let standardFrames = Self.frames(of: standard)
        let others = [small, large, larger].map(Self.frames(of:))
        entries = tree.views.dropFirst().compactMap { view in
            guard let stored = view.storedFrame, let laidOut = standardFrames[view.id] else { return nil }
            let dependsOnText = others.contains { $0[view.id] != Optional(laidOut) }
            return Entry(
                view: view.id, stored: stored, laidOut: laidOut, dependsOnText: dependsOnText,
                frameWarning: view.frameWarning)
        }
    }

    /// A layout's frames by view, each view's first (as `CategoryLayout.frame(of:)` finds it), so that comparing
    /// every view's is linear in their number.
    private static func frames(of layout: CategoryLayout) -> [String: Rect] {
        Dictionary(layout.layout.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }
}
