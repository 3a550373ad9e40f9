import DynamicTypeLayout
import Testing
import TestSupport

/// Symbol images' sizes from their configurations: a square as tall as SF Pro's line (2444/2048 of the point size)
/// in area, in the drawing's proportions, times the scale (small 0.8, large 1.3); body is 14 pt at xSmall, 17 at
/// large, 40 at AX3 (the iOS type scale).
@Suite struct SymbolImageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var aspectRatio: Double
        var configuration: SymbolConfiguration
        var category: ContentSizeCategory
        var size: Size
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // 17 × 2444 / 2048 = 20.287109375, square.
        Case(name: "unconfigured", aspectRatio: 1, configuration: SymbolConfiguration(), category: .large,
             size: Size(width: 20.287109375, height: 20.287109375)),
        // The default does not follow the text size.
        Case(name: "unconfigured at AX3", aspectRatio: 1, configuration: SymbolConfiguration(), category: .accessibility3,
             size: Size(width: 20.287109375, height: 20.287109375)),
        // 20 × 1.3 × 2444 / 2048 = 31.02734375 for the area's side; four times as wide as tall: twice and half of it.
        Case(name: "20 pt large, 4:1", aspectRatio: 4,
             configuration: SymbolConfiguration(pointSize: .fixed(20), scale: .large), category: .extraSmall,
             size: Size(width: 62.0546875, height: 15.513671875)),
        // 10 × 0.8 × 2444 / 2048 = 9.546875; a quarter as wide as tall: half of it by twice.
        Case(name: "10 pt small, 1:4", aspectRatio: 0.25,
             configuration: SymbolConfiguration(pointSize: .fixed(10), scale: .small), category: .large,
             size: Size(width: 4.7734375, height: 19.09375)),
        // Body: 40 pt at AX3; 14 at xSmall, × 1.3 = 18.2 — each × 2444 / 2048.
        Case(name: "body at AX3", aspectRatio: 1, configuration: SymbolConfiguration(pointSize: .textStyle(.body)),
             category: .accessibility3, size: Size(width: 47.734375, height: 47.734375)),
        Case(name: "body large scale at xSmall", aspectRatio: 1,
             configuration: SymbolConfiguration(pointSize: .textStyle(.body), scale: .large), category: .extraSmall,
             size: Size(width: 21.719140625, height: 21.719140625)),
    ]

    @Test(arguments: cases) func aSymbolIsSizedByItsConfiguration(_ example: Case) throws {
        let symbol = SymbolImage(aspectRatio: example.aspectRatio, configuration: example.configuration)
        let size = try #require(symbol.size(at: example.category))
        #expect(approximately(size.width, example.size.width) && approximately(size.height, example.size.height))
    }

    @Test func anImageViewOfASymbolFollowsOnlyATextStyle() throws {
        let styled = try #require(
            ImageView(identifier: "s", symbol: SymbolImage(aspectRatio: 1, configuration: .init(pointSize: .textStyle(.body)))))
        let fixed = try #require(
            ImageView(identifier: "f", symbol: SymbolImage(aspectRatio: 1, configuration: .init(pointSize: .fixed(17)))))
        // Both 20.287109375 at large; at AX3 the body one is 40/17 of that, 47.734375.
        for view in [styled, fixed] {
            #expect(approximately(try #require(view.imageSize).width, 20.287109375))
        }
        #expect(try ControlsTests().frame(of: styled, at: .accessibility3).map { approximately($0.width, 47.734375) } == true)
        #expect(try ControlsTests().frame(of: fixed, at: .accessibility3).map { approximately($0.width, 20.287109375) } == true)
    }

    @Test func aTextStyleOutsideTheTypeScaleHasNoSize() {
        let symbol = SymbolImage(aspectRatio: 1, configuration: SymbolConfiguration(pointSize: .textStyle(TextStyle("display"))))
        #expect(symbol.size(at: .large) == nil)
        #expect(ImageView(identifier: "s", symbol: symbol) == nil)
    }
}
