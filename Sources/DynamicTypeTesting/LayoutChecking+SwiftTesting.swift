#if canImport(Testing)
import DynamicType
import DynamicTypeLayout
import Testing

/// Expects a screen or cell to lay out cleanly at every category checked — no truncated or clipped label, no
/// overlapping views, nothing outside its superview, nothing unsatisfiable or ambiguous — and records an issue with
/// one line for each problem, naming the view, its text, the categories and what is wrong, e.g.
/// `name "Name" at AX3…AX5: truncated: needs 2 lines at width 82, shows 1 (at AX3), on iPhone 16 Pro in portrait`.
///
/// ```swift
/// @Test func checkoutFits() throws {
///     expectLayoutFits(try CheckoutScreen().view, device: .iPhone16Pro)
/// }
/// ```
///
/// - Parameters:
///   - view: The screen or cell: the root of its tree.
///   - categories: The categories to lay it out at: a list or a range (`...(.accessibility3)`); all twelve by
///     default.
///   - device: The device whose size, safe area and margins the root takes; `nil` keeps the root's own constraints.
///   - orientation: How the device is held.
///   - sourceLocation: Where the issue is recorded; the caller by default.
/// - Returns: The layouts, or `nil` when the tree could not be laid out (the error is recorded as an issue).
@discardableResult
public func expectLayoutFits(
    _ view: View, categories: CategorySelection = .all, device: Device? = nil,
    orientation: Device.Orientation = .portrait, sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutFit? {
    do {
        let fit = try LayoutFit(view, categories: categories.categories, device: device, orientation: orientation)
        if let message = fit.failureMessage { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
        return fit
    } catch {
        Issue.record(error, Comment(rawValue: "could not lay out \(view.identifier)"), sourceLocation: sourceLocation)
        return nil
    }
}
#endif
