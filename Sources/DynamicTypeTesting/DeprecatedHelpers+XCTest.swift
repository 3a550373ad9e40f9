#if canImport(XCTest)
import CatalogAudit
import DynamicType
import TextMeasurement
import XCTest

// The XCTest helpers' former spellings, which said `maxLines:` for `numberOfLines:`.

/// The former spelling of ``XCTAssertFits(_:style:in:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:measurer:file:line:)``.
@available(
    *, deprecated,
    renamed: "XCTAssertFits(_:style:in:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:measurer:file:line:)")
@discardableResult
public func XCTAssertFits(
    _ text: String, style: TextStyle, in scale: TypeScale = .iOS, width: Double, maxLines: Int,
    categories: CategorySelection = .all, font: FontSource = .system,
    lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
    measurer: TextMeasurer? = nil, file: StaticString = #filePath, line: UInt = #line
) -> FitResult? {
    XCTAssertFits(
        text, style: style, in: scale, width: width, numberOfLines: maxLines, categories: categories, font: font,
        lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy, measurer: measurer, file: file, line: line)
}

/// The former spelling of ``XCTAssertFits(_:size:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:measurer:file:line:)``.
@available(
    *, deprecated,
    renamed: "XCTAssertFits(_:size:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:measurer:file:line:)")
@discardableResult
public func XCTAssertFits(
    _ text: String, size: FontSize, width: Double, maxLines: Int, categories: CategorySelection = .all,
    font: FontSource = .system, lineBreakMode: LineBreakMode = .byTruncatingTail,
    lineBreakStrategy: LineBreakStrategy = .standard, measurer: TextMeasurer? = nil, file: StaticString = #filePath,
    line: UInt = #line
) -> FitResult? {
    XCTAssertFits(
        text, size: size, width: width, numberOfLines: maxLines, categories: categories, font: font,
        lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy, measurer: measurer, file: file, line: line)
}

/// The former spelling of ``XCTAssertCatalogFits(_:style:width:numberOfLines:categories:measurer:file:line:)``.
@available(*, deprecated, renamed: "XCTAssertCatalogFits(_:style:width:numberOfLines:categories:measurer:file:line:)")
@discardableResult
public func XCTAssertCatalogFits(
    _ paths: [String], style: TextStyle = .body, width: Double, maxLines: Int, categories: CategorySelection = .all,
    measurer: TextMeasurer = .shared, file: StaticString = #filePath, line: UInt = #line
) -> AuditReport? {
    XCTAssertCatalogFits(
        paths, style: style, width: width, numberOfLines: maxLines, categories: categories, measurer: measurer,
        file: file, line: line)
}
#endif
