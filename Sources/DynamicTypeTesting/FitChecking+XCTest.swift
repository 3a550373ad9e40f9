#if canImport(XCTest)
import DynamicType
import TextMeasurement
import XCTest

// XCTest helpers: like `XCTAssert…`, each fails the test at the caller's file and line (through `XCTFail`) when the
// text does not fit or cannot be measured.

/// Asserts that `text` in a text style fits `numberOfLines` lines of `width` points at every category checked; fails
/// with a message naming the categories where it does not, e.g.
/// `"Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 160 pt, body`.
///
/// ```swift
/// func testAddToCartFits() {
///     XCTAssertFits("Add to Cart", style: .body, width: 160, numberOfLines: 2)
/// }
/// ```
///
/// - Parameters:
///   - text: The label's text.
///   - style: The text style; its size, weight, leading and tracking come from `scale`.
///   - scale: The type scale; iOS by default.
///   - width: The label's width in points.
///   - numberOfLines: The most lines, as `UILabel.numberOfLines`; 0 for no limit, which always fits.
///   - categories: The categories to check: a list (`[.large, .accessibility5]`) or a range
///     (`...(.extraExtraExtraLarge)` for a view limited with `.dynamicTypeSize(...(.xxxLarge))` or
///     `maximumContentSizeCategory`); all twelve by default.
///   - font: The font; the system font by default (the measurer's stand-in for SF Pro).
///   - lineBreakMode: How lines break and end; `.byTruncatingTail` by default.
///   - lineBreakStrategy: UIKit's adjustments to greedy breaking; `.standard` by default.
///   - measurer: The measurer; `nil` uses ``TextMeasurer/shared``.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
/// - Returns: The result, or `nil` when the text could not be measured (which fails the test).
@discardableResult
public func XCTAssertFits(
    _ text: String, style: TextStyle, in scale: TypeScale = .iOS, width: Double, numberOfLines: Int,
    categories: CategorySelection = .all, font: FontSource = .system,
    lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
    measurer: TextMeasurer? = nil, file: StaticString = #filePath, line: UInt = #line
) -> FitResult? {
    XCTAssertFits(
        FitCheck(
            text, style: style, in: scale, width: width, numberOfLines: numberOfLines,
            categories: categories.categories, font: font, lineBreakMode: lineBreakMode,
            lineBreakStrategy: lineBreakStrategy),
        measurer: measurer, file: file, line: line)
}

/// Asserts that `text` at a fixed or scaled size (`size: 17`, `size: .scaled(17, relativeTo: .body)`) fits
/// `numberOfLines` lines of `width` points at every category checked.
@discardableResult
public func XCTAssertFits(
    _ text: String, size: FontSize, width: Double, numberOfLines: Int,
    categories: CategorySelection = .all, font: FontSource = .system,
    lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
    measurer: TextMeasurer? = nil, file: StaticString = #filePath, line: UInt = #line
) -> FitResult? {
    XCTAssertFits(
        FitCheck(
            text, size: size, width: width, numberOfLines: numberOfLines, categories: categories.categories, font: font,
            lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy),
        measurer: measurer, file: file, line: line)
}

/// Asserts that a check passes; fails with ``FitResult/failureMessage`` when it does not, or with the error when the
/// text cannot be measured.
@discardableResult
public func XCTAssertFits(
    _ check: FitCheck, measurer: TextMeasurer? = nil, file: StaticString = #filePath, line: UInt = #line
) -> FitResult? {
    do {
        let result = try check.run(using: measurer)
        if let message = result.failureMessage { XCTFail(message, file: file, line: line) }
        return result
    } catch {
        XCTFail("could not check \(check): \(error)", file: file, line: line)
        return nil
    }
}

#endif
