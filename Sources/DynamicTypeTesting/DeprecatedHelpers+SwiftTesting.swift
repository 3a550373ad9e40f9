#if canImport(Testing)
import CatalogAudit
import DynamicType
import Testing
import TextMeasurement

// The Swift Testing helpers' former spellings, which said `maxLines:` for `numberOfLines:`.

/// The former spelling of ``expectFits(_:style:in:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:measurer:sourceLocation:)``.
@available(
    *, deprecated,
    renamed: "expectFits(_:style:in:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:measurer:sourceLocation:)")
@discardableResult
public func expectFits(
    _ text: String, style: TextStyle, in scale: TypeScale = .iOS, width: Double, maxLines: Int,
    categories: CategorySelection = .all, font: FontSource = .system,
    lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
    measurer: TextMeasurer? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> FitResult? {
    expectFits(
        text, style: style, in: scale, width: width, numberOfLines: maxLines, categories: categories, font: font,
        lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy, measurer: measurer,
        sourceLocation: sourceLocation)
}

/// The former spelling of ``expectFits(_:size:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:measurer:sourceLocation:)``.
@available(
    *, deprecated,
    renamed: "expectFits(_:size:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:measurer:sourceLocation:)")
@discardableResult
public func expectFits(
    _ text: String, size: FontSize, width: Double, maxLines: Int, categories: CategorySelection = .all,
    font: FontSource = .system, lineBreakMode: LineBreakMode = .byTruncatingTail,
    lineBreakStrategy: LineBreakStrategy = .standard, measurer: TextMeasurer? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> FitResult? {
    expectFits(
        text, size: size, width: width, numberOfLines: maxLines, categories: categories, font: font,
        lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy, measurer: measurer,
        sourceLocation: sourceLocation)
}

/// The former spelling of ``expectCatalogFits(_:style:width:numberOfLines:categories:measurer:sourceLocation:)``.
@available(*, deprecated, renamed: "expectCatalogFits(_:style:width:numberOfLines:categories:measurer:sourceLocation:)")
@discardableResult
public func expectCatalogFits(
    _ paths: [String], style: TextStyle = .body, width: Double, maxLines: Int, categories: CategorySelection = .all,
    measurer: TextMeasurer = .shared, sourceLocation: SourceLocation = #_sourceLocation
) -> AuditReport? {
    expectCatalogFits(
        paths, style: style, width: width, numberOfLines: maxLines, categories: categories, measurer: measurer,
        sourceLocation: sourceLocation)
}
#endif
