import AutoLayout

/// One view of a laid-out object as its document describes it: the IB object id every output keys it by, a name a
/// person recognises, and the frame Xcode stored for it.
public struct InterfaceBuilderView: Sendable, Hashable {
    /// The object id (`aBc-12-xYz`): the view's identifier in every layout, finding and frame.
    public var id: String
    /// The element Interface Builder wrote (`label`, `stackView`): the UIKit class, or the base of the custom class.
    public var element: String
    /// The custom class, when one is set.
    public var customClass: String?
    /// A readable name: the Xcode label (`userLabel`), else the text shown, quoted, else the class.
    public var name: String
    /// The line of the view's element.
    public var line: Int
    /// `<rect key="frame">`: where Xcode's engine put the view at design time (the document's device, the default
    /// text size, SF Pro), in its superview's coordinates.
    public var storedFrame: Rect?
    /// What Xcode's canvas says of ``storedFrame`` when it is not where the view's constraints put it (the
    /// document's `misplaced="YES"` or `ambiguous="YES"`): such a frame is no reference for the layout.
    public var frameWarning: FrameWarning?
    /// For a label laid out at the width Xcode stored for its text (`Label.textWidthScale`): how
    /// much wider Xcode's font set the text than the stand-in; `nil` for a view whose text is the stand-in's alone.
    public var textWidthScale: Double?
    /// The superview's object id; `nil` for the object's root.
    public var superview: String?
    /// The user-defined runtime attributes, key path → value as written.
    public var runtimeAttributes: [String: String]

    /// Xcode's warnings about a view's frame, as its canvas shows them (an orange frame, "Misplaced Views" and
    /// "Ambiguous Layout" in the issue navigator): the frame stored is not the one its constraints give.
    public enum FrameWarning: String, Sendable, Hashable {
        /// `misplaced="YES"`: the constraints put the view elsewhere ("Update Frames" would move it).
        case misplaced
        /// `ambiguous="YES"`: the constraints do not decide where the view goes.
        case ambiguous
    }
}
