import DynamicType
import TestSupport
import Testing
import TextMeasurement

/// The one seam that resolves a label's font, and what a layout reports of it. Expected values from the published
/// tables (iOS body: large 17/22 with −26/1000 em tracking, AX5 53/62 with +6/1000 em; headline is semibold;
/// `UIFontMetrics` scales body by its leading ratio, AX5 62/22) and from TestSans's designed metrics (1000 units per
/// em, lowercase 500).
@Suite("Font resolution")
struct FontResolutionTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = TextMeasurer(fontMatcher: try FontMatcher(addingFontsAt: [TestFonts.sansPath]))
    }

    @Test("a text style resolves to the scale's size, weight, leading and tracking at the category")
    func style() throws {
        let large = try measurer.resolve(.style(.body, source: .family("TestSans")), at: .large)
        #expect(large.face.family == "TestSans")
        #expect(large.pointSize == 17)
        #expect(large.weight == .regular)
        #expect(large.leading == 22)
        #expect(approximately(try #require(large.tracking), -0.442))
        #expect(large.substitution == nil)
        let ax5 = try measurer.resolve(.style(.body, source: .family("TestSans")), at: .accessibility5)
        #expect(ax5.pointSize == 53 && ax5.leading == 62)
        #expect(try measurer.resolve(.style(.headline, source: .family("TestSans"))).weight == .semibold)
        // Unspecified is the default category.
        #expect(try measurer.resolve(.style(.body, source: .family("TestSans"))) == large)
    }

    @Test("a fixed size is the same at every category; a scaled one follows UIFontMetrics, capped")
    func fixedAndScaled() throws {
        let file = FontSource.file(path: TestFonts.sansPath)
        let fixed = try measurer.resolve(LabelFont(.fixed(15, weight: .bold), source: file), at: .accessibility5)
        #expect(fixed.pointSize == 15 && fixed.weight == .bold && fixed.leading == nil && fixed.tracking == nil)
        #expect(fixed.substitution == nil)
        // 17 × 62/22 = 47.9 → 48 at AX5; capped at 44.
        let scaled = LabelFont(.scaled(17, relativeTo: .body), source: file)
        #expect(try measurer.resolve(scaled, at: .accessibility5).pointSize == 48)
        let capped = LabelFont(.scaled(17, relativeTo: .body, maximumPointSize: 44), source: file)
        #expect(try measurer.resolve(capped, at: .accessibility5).pointSize == 44)
        #expect(try measurer.resolve(capped, at: .large).pointSize == 17)
    }

    @Test("a family that is not installed resolves to fontconfig's substitute, which the font says")
    func substitution() throws {
        let font = try measurer.resolve(LabelFont(17, source: .family("No Such Family DTK")))
        let substitution = try #require(font.substitution)
        #expect(substitution.requestedFamily == "No Such Family DTK")
        #expect(substitution.family == font.face.family)
        #expect(throws: MeasurementError.self) {
            try measurer.resolve(LabelFont(17, source: .family("No Such Family DTK", strict: true)))
        }
    }

    @Test("a font file is loaded once per measurer")
    func fileLoadedOnce() throws {
        let first = try measurer.resolve(LabelFont(17, source: .file(path: TestFonts.sansPath))).face
        let second = try measurer.resolve(LabelFont(12, source: .file(path: TestFonts.sansPath))).face
        #expect(first === second)
        #expect(throws: MeasurementError.fileNotFound(path: "/no/such/font.ttf")) {
            try measurer.resolve(LabelFont(17, source: .file(path: "/no/such/font.ttf")))
        }
    }

    @Test("a layout reports the font it was set in and the configuration as applied")
    func layoutReportsWhatItResolved() throws {
        let layout = try measurer.measure(
            "ab", font: .style(.body, source: .family("TestSans")), at: .accessibility5,
            label: LabelConfiguration(width: 200, numberOfLines: 2))
        #expect(layout.font == (try measurer.resolve(.style(.body, source: .family("TestSans")), at: .accessibility5)))
        #expect(layout.configuration.lineHeight == .afterFirstLine(62))
        #expect(approximately(layout.configuration.tracking, 0.318))
        #expect(layout.configuration.width == 200 && layout.configuration.numberOfLines == 2)
        // 2 × 500 units at 53 pt = 53, and 2 × 0.318 tracking.
        #expect(approximately(layout.size.width, 53 + 0.636))
        #expect(layout.faces.map(\.family) == ["TestSans"])
    }

    @Test("faces: the fallback faces a text needs, in the order its lines use them; the primary only when used")
    func facesUsed() throws {
        let system = try TextMeasurer(fontMatcher: FontMatcher(addingFontsAt: [TestFonts.sansPath]))
        let font = LabelFont(17, source: .family("TestSans"))
        // TestSans has no kana (Fixtures/Fonts/README.md).
        let kana = try system.measure("カート", font: font)
        #expect(kana.font.face.family == "TestSans")
        #expect(!kana.faces.isEmpty && !kana.faces.contains { $0.family == "TestSans" })
        let mixed = try system.measure("ab カート", font: font)
        #expect(mixed.faces.first?.family == "TestSans")
        #expect(mixed.faces.count == 2)
        #expect(mixed.faces[1] === kana.faces[0])
        #expect(try system.measure("", font: font).faces.isEmpty)
    }

    @Test("across categories: a fixed size lays out once, a style per distinct entry")
    func acrossCategoriesShares() throws {
        let fixed = try measurer.measureAcrossCategories("ab", font: LabelFont(17, source: .family("TestSans")))
        #expect(fixed.map(\.category) == ContentSizeCategory.allCases)
        #expect(Set(fixed.map(\.layout)).count == 1)
        // watchOS reads AX4 and AX5 as AX3: the same layout.
        let watch = try measurer.measureAcrossCategories(
            "ab", font: .style(.body, in: .watchOS, source: .family("TestSans")),
            categories: [.accessibility3, .accessibility4, .accessibility5])
        #expect(Set(watch.map(\.layout)).count == 1)
    }
}
