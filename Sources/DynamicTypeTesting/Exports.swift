// Importing DynamicTypeTesting is all a test needs: the fit checks (TextFitting), the measurer (TextMeasurement), the
// type-scale vocabulary (DynamicType), views laid out at every category (DynamicTypeLayout), storyboards and xibs
// (InterfaceBuilder) and their reports (Reports) come with it, so that
// `expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2)` compiles after one import. The checks
// themselves live in TextFitting, DynamicTypeLayout and InterfaceBuilder, so that tools such as `typescale audit` use
// them without linking the test frameworks; this module adds only the Swift Testing and XCTest helpers.
@_exported import CatalogAudit
@_exported import DynamicType
@_exported import DynamicTypeLayout
@_exported import InterfaceBuilder
@_exported import Reports
@_exported import TextFitting
@_exported import TextMeasurement
