import DynamicType
import Testing

/// `ContentSizeCategory.ranges`: categories by short name, consecutive ones as ranges.
@Suite("Category ranges")
struct CategoryRangesTests {
    @Test("category ranges: in slider order, duplicates once, consecutive ones joined")
    func categoryRanges() {
        #expect(ContentSizeCategory.ranges([]) == "")
        #expect(
            ContentSizeCategory.ranges([.accessibility5, .extraSmall, .medium, .large, .accessibility3, .accessibility4, .large])
                == "XS, M…L, AX3…AX5")
        #expect(ContentSizeCategory.ranges(ContentSizeCategory.allCases.reversed()) == "XS…AX5")
        #expect(ContentSizeCategory.ranges([.extraExtraExtraLarge, .accessibility1]) == "XXXL…AX1")
    }
}
