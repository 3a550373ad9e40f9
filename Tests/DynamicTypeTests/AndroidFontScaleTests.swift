import DynamicType
import Testing

/// `convertSpToDp` examples derived from the AOSP tables (`data/android-font-scale.json`
/// → `examples_convertSpToDp_derived`), written out here.
struct AndroidExample: Sendable, CustomTestStringConvertible {
    var fontScale: Double
    var sp: Double
    var dp: Double
    var testDescription: String { "\(fontScale)×: \(sp) sp → \(dp) dp" }

    static let derived: [AndroidExample] = {
        let sizes: [Double] = [11, 12, 14, 16, 17, 22, 28, 32, 45, 57]
        let table: [(Double, [Double])] = [
            (1.15, [12.65, 13.8, 16.4, 18.1, 18.95, 23.5, 28.4, 32.0, 45.0, 57.0]),
            (1.3, [14.3, 15.6, 18.8, 20.2, 20.9, 25.0, 28.8, 32.0, 45.0, 57.0]),
            (1.5, [16.5, 18, 22, 23.0, 23.5, 27.0, 29.3333, 32.0, 45.0, 57.0]),
            (1.8, [19.8, 21.6, 24.4, 26.0, 26.8, 31.8, 34.1333, 36.6629, 48.7714, 59.9486]),
            (2.0, [22.0, 24, 26, 28.0, 29.0, 35.0, 37.3333, 39.7714, 51.2857, 61.9143]),
        ]
        return table.flatMap { scale, dps in zip(sizes, dps).map { AndroidExample(fontScale: scale, sp: $0, dp: $1) } }
    }()
}

@Suite("AndroidFontScale")
struct AndroidFontScaleTests {
    @Test("the derived examples, within 0.001 dp", arguments: AndroidExample.derived)
    func derived(_ example: AndroidExample) {
        let scale = AndroidFontScale(fontScale: example.fontScale)
        #expect(scale.isNonLinear)
        #expect(abs(scale.scaledSize(example.sp) - example.dp) < 0.001)
    }

    @Test("the published table points at 2.0 (AOSP FontScaleConverterFactory)",
          arguments: [(8.0, 16.0), (10, 20), (12, 24), (14, 26), (18, 30), (20, 34), (24, 36), (30, 38), (100, 100)])
    func publishedPoints(_ sp: Double, _ dp: Double) {
        #expect(AndroidFontScale(fontScale: 2).scaledSize(sp) == dp)
    }

    @Test("a font scale of 1 or less is linear", arguments: [0.85, 1.0, 0.5])
    func linearAtOrBelowOne(_ fontScale: Double) {
        let scale = AndroidFontScale(fontScale: fontScale)
        #expect(!scale.isNonLinear)
        #expect(scale.scaledSize(14) == 14 * fontScale)
        #expect(scale.scaledSize(100) == 100 * fontScale)
    }

    @Test("outside the tables' range the scale is linear: above 2, and between 1 and 1.15")
    func linearOutsideTables() {
        let big = AndroidFontScale(fontScale: 2.5)
        #expect(!big.isNonLinear)
        #expect(big.scaledSize(14) == 35)
        #expect(big.scaledSize(100) == 250)
        let small = AndroidFontScale(fontScale: 1.1)
        #expect(!small.isNonLinear)
        #expect(abs(small.scaledSize(20) - 22) < 1e-12)
    }

    @Test("negative sizes keep their sign")
    func negative() {
        #expect(AndroidFontScale(fontScale: 2).scaledSize(-14) == -26)
        #expect(abs(AndroidFontScale(fontScale: 1.8).scaledSize(-28) - -34.1333) < 0.001)
        #expect(AndroidFontScale(fontScale: 0.85).scaledSize(-20) == -17)
    }

    @Test("a scale between two tables interpolates them: 1.4 is halfway between 1.3 and 1.5")
    func betweenTables() {
        let scale = AndroidFontScale(fontScale: 1.4)
        #expect(scale.isNonLinear)
        // 14 sp: 1.3 → 18.8, 1.5 → 22; halfway 20.4.
        #expect(abs(scale.scaledSize(14) - 20.4) < 1e-9)
        // 8 sp: 10.4 and 12 → 11.2. 16 sp: 1.3 → 20.2 (18.8 + 2/4 × 2.8), 1.5 → 23 (22 + 2/4 × 2) → 21.6.
        #expect(abs(scale.scaledSize(8) - 11.2) < 1e-9)
        #expect(abs(scale.scaledSize(16) - 21.6) < 1e-9)
        // 30 sp and up: both tables map 30 → 30, 100 → 100.
        #expect(abs(scale.scaledSize(30) - 30) < 1e-9)
        #expect(abs(scale.scaledSize(65) - 65) < 1e-9)
    }

    @Test("below 8 sp from (0, 0); above 100 sp unscaled")
    func ends() {
        let scale = AndroidFontScale(fontScale: 2)
        #expect(scale.scaledSize(4) == 8)  // halfway from (0, 0) to (8, 16)
        #expect(scale.scaledSize(0) == 0)
        #expect(scale.scaledSize(200) == 200)
        #expect(AndroidFontScale(fontScale: 1.3).scaledSize(2) == 2.6)  // 2/8 of 10.4
    }

    @Test("the Settings slider's font scales")
    func settings() {
        #expect(AndroidFontScale.settingsValues == [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0])
        #expect(AndroidFontScale(fontScale: 1.3).fontScale == 1.3)
    }

    @Test("usable as a FontScaler")
    func protocolUse() {
        let scalers: [any FontScaler] = [AndroidFontScale(fontScale: 2), LinearFontScale(factor: 2)]
        #expect(scalers.map { $0.scaledSize(14) } == [26, 28])
    }
}

@Suite("LinearFontScale")
struct LinearFontScaleTests {
    @Test("multiplies by the factor", arguments: [(1.5, 14.0, 21.0), (2, -10, -20), (1, 17, 17), (0.85, 20, 17), (3, 0, 0)])
    func linear(_ factor: Double, _ size: Double, _ expected: Double) {
        let scale = LinearFontScale(factor: factor)
        #expect(scale.factor == factor)
        #expect(scale.scaledSize(size) == expected)
    }
}
