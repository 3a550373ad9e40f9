// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/CheckingFitInTests.md, Swift example 2: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import XCTest

final class DynamicTypeTesting_CheckingFitInTests_1: XCTestCase {
    func testAddToCartFits() {
        XCTAssertFits("Add to Cart", style: .body, width: 160, numberOfLines: 2)
    }
}
