#if canImport(XCTest)
import DynamicType
import DynamicTypeLayout
import TextFitting
import TextMeasurement
import XCTest

// XCTest helpers for two labels in a row: each lays the row out (`SideBySideLayout`: a horizontal stack view of the
// two labels, then stacked where they do not fit) and fails the test at the caller's file and line (through
// `XCTFail`) when they do not fit side by side at every category, or cannot be laid out.

/// Asserts that two labels fit side by side, `spacing` points apart, in a row `width` points wide at every category
/// checked — laid out as a horizontal stack view of the two, the title giving way — and fails with a message naming
/// the label that does not fit and where, the first category to stack from, and whether the labels fit stacked, e.g.
/// `"Price" (body) and "Add to Cart" (headline), 8 pt apart in 343 pt: side by side, "Price" truncates at AX4…AX5;
/// stack vertically from AX4 (stacked, they fit)`.
///
/// ```swift
/// func testPriceRowFits() {
///     XCTAssertFitsSideBySide(FitLabel("Price", style: .body), FitLabel("Add to Cart", style: .headline),
///                             spacing: 8, width: 343)
/// }
/// ```
///
/// Each label is one line, truncating at the tail, its font following the category (`LabelDescription(_:)`); pass
/// two label descriptions for other settings.
///
/// - Parameters:
///   - leading: The label on the leading side: the title.
///   - trailing: The label on the trailing side: the value.
///   - spacing: The space between them (the stack's `spacing`), a finite number ≥ 0.
///   - width: The width of the row, a finite number ≥ 0.
///   - categories: The categories to check: a list or a range (`...(.extraExtraExtraLarge)`: up to where an
///     accessibility-size layout takes over); all twelve by default.
///   - givingWay: The label that is truncated first and takes the room left over; the leading one by default.
///   - measurer: The measurer; `nil` uses ``TextMeasurer/shared``.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
/// - Returns: The layouts, or `nil` when the row could not be laid out (which fails the test).
@discardableResult
public func XCTAssertFitsSideBySide(
    _ leading: FitLabel, _ trailing: FitLabel, spacing: Double, width: Double,
    categories: CategorySelection = .all, givingWay: SideBySideLayout.Side = .leading,
    measurer: TextMeasurer? = nil, file: StaticString = #filePath, line: UInt = #line
) -> SideBySideLayout? {
    XCTAssertFitsSideBySide(
        LabelDescription(leading), LabelDescription(trailing), spacing: spacing, width: width, categories: categories,
        givingWay: givingWay, measurer: measurer, file: file, line: line)
}

/// Asserts that two texts in one text style fit side by side, `spacing` points apart, in a row `width` points wide at
/// every category checked — the short form of the two-``FitLabel`` check, as a row of a title and a value is written:
///
/// ```swift
/// XCTAssertFitsSideBySide("Total", "$1,234.56", style: .body, spacing: 8, width: 343)
/// ```
///
/// - Parameters:
///   - leading: The text on the leading side: the title.
///   - trailing: The text on the trailing side: the value.
///   - style: The text style of both, in the iOS scale and the system font.
///   - spacing: The space between them (the stack's `spacing`), a finite number ≥ 0.
///   - width: The width of the row, a finite number ≥ 0.
///   - categories: The categories to check: a list or a range (`...(.extraExtraExtraLarge)`: up to where an
///     accessibility-size layout takes over); all twelve by default.
///   - givingWay: The label that is truncated first and takes the room left over; the leading one by default.
///   - measurer: The measurer; `nil` uses ``TextMeasurer/shared``.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
/// - Returns: The layouts, or `nil` when the row could not be laid out (which fails the test).
@discardableResult
public func XCTAssertFitsSideBySide(
    _ leading: String, _ trailing: String, style: TextStyle, spacing: Double, width: Double,
    categories: CategorySelection = .all, givingWay: SideBySideLayout.Side = .leading,
    measurer: TextMeasurer? = nil, file: StaticString = #filePath, line: UInt = #line
) -> SideBySideLayout? {
    XCTAssertFitsSideBySide(
        FitLabel(leading, style: style), FitLabel(trailing, style: style), spacing: spacing, width: width,
        categories: categories, givingWay: givingWay, measurer: measurer, file: file, line: line)
}

/// Asserts that two labels described as a layout describes them — their line limit, line break mode, font
/// adjustment and the rest of a `LabelDescription` — fit side by side at every category checked.
///
/// - Parameters:
///   - leading: The label on the leading side: the title.
///   - trailing: The label on the trailing side: the value.
///   - spacing: The space between them (the stack's `spacing`), a finite number ≥ 0.
///   - width: The width of the row, a finite number ≥ 0.
///   - categories: The categories to check: a list or a range (`...(.extraExtraExtraLarge)`: up to where an
///     accessibility-size layout takes over); all twelve by default.
///   - givingWay: The label that is truncated first and takes the room left over; the leading one by default.
///   - measurer: The measurer; `nil` uses ``TextMeasurer/shared``.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
/// - Returns: The layouts, or `nil` when the row could not be laid out (which fails the test).
@discardableResult
public func XCTAssertFitsSideBySide(
    _ leading: LabelDescription, _ trailing: LabelDescription, spacing: Double, width: Double,
    categories: CategorySelection = .all, givingWay: SideBySideLayout.Side = .leading,
    measurer: TextMeasurer? = nil, file: StaticString = #filePath, line: UInt = #line
) -> SideBySideLayout? {
    do {
        let row = try SideBySideLayout(
            leading, trailing, spacing: spacing, width: width, categories: categories.categories, givingWay: givingWay,
            measurer: measurer ?? .shared)
        if let message = row.failureMessage { XCTFail(message, file: file, line: line) }
        return row
    } catch {
        XCTFail(
            "could not lay out \"\(leading.text)\" and \"\(trailing.text)\" side by side: \(error)", file: file,
            line: line)
        return nil
    }
}
#endif
