/// Something the reader did that a person may want to know: an element laid out as a stand-in, a feature left out.
public struct InterfaceBuilderNote: Sendable, Hashable, CustomStringConvertible {
    /// The line of the element it is about.
    public var line: Int
    /// The view's object id, when it is about one.
    public var view: String?
    /// What was done.
    public var message: String

    /// `line 63: dTp-Dp-407: a <datePicker> is laid out as …`.
    public var description: String { "line \(line): " + (view.map { "\($0): " } ?? "") + message }
}
