#if canImport(Testing)
import DynamicType
import Testing
import TextMeasurement

// Swift Testing helpers: like `#expect`, each records an issue at the caller's source location when the text does
// not fit (or cannot be measured) and lets the test go on.

/// Expects `text` in a text style to fit `numberOfLines` lines of `width` points at every category checked; records an
/// issue naming the categories where it does not, e.g.
/// `"Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 160 pt, body`.
///
/// ```swift
/// @Test func addToCartFits() {
///     expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2)
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
///   - sourceLocation: Where the issue is recorded; the caller by default.
/// - Returns: The result, or `nil` when the text could not be measured (the error is recorded as an issue).
@discardableResult
public func expectFits(
    _ text: String, style: TextStyle, in scale: TypeScale = .iOS, width: Double, numberOfLines: Int,
    categories: CategorySelection = .all, font: FontSource = .system,
    lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
    measurer: TextMeasurer? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> FitResult? {
    expectFits(
        FitCheck(
            text, style: style, in: scale, width: width, numberOfLines: numberOfLines,
            categories: categories.categories, font: font, lineBreakMode: lineBreakMode,
            lineBreakStrategy: lineBreakStrategy),
        measurer: measurer, sourceLocation: sourceLocation)
}

/// Expects `text` at a fixed or scaled size (`size: 17`, `size: .scaled(17, relativeTo: .body)`) to fit `numberOfLines`
/// lines of `width` points at every category checked; records an issue naming the categories where it does not, e.g.
/// `"Hello World" needs 2 lines at XS…AX5 (max 1) at 60 pt, 17 pt`.
@discardableResult
public func expectFits(
    _ text: String, size: FontSize, width: Double, numberOfLines: Int,
    categories: CategorySelection = .all, font: FontSource = .system,
    lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
    measurer: TextMeasurer? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> FitResult? {
    expectFits(
        FitCheck(
            text, size: size, width: width, numberOfLines: numberOfLines, categories: categories.categories, font: font,
            lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy),
        measurer: measurer, sourceLocation: sourceLocation)
}

/// Expects a check to pass; records an issue with ``FitResult/failureMessage`` when it does not, or with the error
/// when the text cannot be measured. Use it with `@Test(arguments:)` over a table of checks.
@discardableResult
public func expectFits(
    _ check: FitCheck, measurer: TextMeasurer? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> FitResult? {
    do {
        let result = try check.run(using: measurer)
        if let message = result.failureMessage {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        return result
    } catch {
        Issue.record(error, Comment(rawValue: "could not check \(check)"), sourceLocation: sourceLocation)
        return nil
    }
}

extension FitCheck: CustomTestStringConvertible {
    /// The check in words, for test reports of `@Test(arguments:)`: `"Add to Cart" in 2 lines of 160 pt, body`.
    public var testDescription: String { description }
}
#endif
