#if canImport(XCTest)
import DynamicType
import DynamicTypeLayout
import XCTest

/// Asserts that a screen or cell lays out cleanly at every category checked; fails with one line for each problem,
/// naming the view, its text, the categories and what is wrong, as `expectLayoutFits(_:categories:device:orientation:)`
/// does for Swift Testing.
///
/// ```swift
/// func testCheckoutFits() throws {
///     XCTAssertLayoutFits(try CheckoutScreen().view, device: .iPhone16Pro)
/// }
/// ```
///
/// - Parameters:
///   - view: The screen or cell: the root of its tree.
///   - categories: The categories to lay it out at: a list or a range (`...(.accessibility3)`); all twelve by
///     default.
///   - device: The device whose size, safe area and margins the root takes; `nil` keeps the root's own constraints.
///   - orientation: How the device is held.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
/// - Returns: The layouts, or `nil` when the tree could not be laid out (which fails the test).
@discardableResult
public func XCTAssertLayoutFits(
    _ view: View, categories: CategorySelection = .all, device: Device? = nil,
    orientation: Device.Orientation = .portrait, file: StaticString = #filePath, line: UInt = #line
) -> LayoutFit? {
    do {
        let fit = try LayoutFit(view, categories: categories.categories, device: device, orientation: orientation)
        if let message = fit.failureMessage { XCTFail(message, file: file, line: line) }
        return fit
    } catch {
        XCTFail("could not lay out \(view.identifier): \(error)", file: file, line: line)
        return nil
    }
}
#endif
