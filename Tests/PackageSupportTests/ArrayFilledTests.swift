import PackageSupport
import Testing

@Suite("Array(filledWith:count:)")
struct ArrayFilledTests {
    @Test("the same array as init(repeating:count:), empty to large, for values and references")
    func sameAsRepeating() {
        for count in [0, 1, 2, 7, 64, 1_000] {
            #expect([Int32](filledWith: -3, count: count) == [Int32](repeating: -3, count: count))
            #expect([Double](filledWith: 0.5, count: count) == [Double](repeating: 0.5, count: count))
            #expect([Bool](filledWith: true, count: count) == [Bool](repeating: true, count: count))
            #expect([String?](filledWith: nil, count: count) == [String?](repeating: nil, count: count))
            #expect([[UInt8]](filledWith: [1, 2], count: count) == [[UInt8]](repeating: [1, 2], count: count))
        }
    }

    @Test("each element is its own copy: changing one leaves the others")
    func elementsAreIndependent() {
        var rows = [[Int]](filledWith: [0, 0], count: 3)
        rows[1][0] = 9
        #expect(rows == [[0, 0], [9, 0], [0, 0]])
    }
}
