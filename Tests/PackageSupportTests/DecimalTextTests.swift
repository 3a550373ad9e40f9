import PackageSupport
import Testing

/// ``DecimalText``: fractions come out as Swift's shortest representation (`Double.description`), whichever way they
/// are written — the digits of a short binary fraction directly, any other value by the standard library.
@Suite struct DecimalTextTests {
    @Test func figuresOfALayout() {
        #expect(DecimalText.of(57.98095703125) == "57.98095703125")  // 7421.5625 / 128
        #expect(DecimalText.of(19.7890625) == "19.7890625")
        #expect(DecimalText.of(0.5) == "0.5")
        #expect(DecimalText.of(-0.25) == "-0.25")
        #expect(DecimalText.of(1023.999) == "1023.999")  // not a binary fraction
        #expect(DecimalText.of(-0.442) == "-0.442")
        #expect(DecimalText.of(0.1 + 0.2) == "0.30000000000000004")
        #expect(DecimalText.of(17) == "17")
        #expect(DecimalText.of(1e20) == "1e+20")
        #expect(DecimalText.of(0.0009765625) == "0.0009765625")  // 2⁻¹⁰, below 10⁻³: the standard library's
        #expect(DecimalText.of(190.66666, maximumDecimals: 3) == "190.667")
    }

    /// Binary fractions of 1 to 24 bits (past the 20 written directly), of every magnitude from 2⁻²⁴ to 2⁵⁰, and
    /// random doubles: each as `description` writes it.
    @Test func fractionsAsTheStandardLibraryWritesThem() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        var checked = 0
        for _ in 0..<20_000 {
            let bits = Int(next() >> 59) % 25  // 0 … 24 binary digits after the point
            let whole = Double(next() >> (14 + next() % 50))  // 0 … 2⁵⁰
            let fraction = Double(next() >> 40) / Double(1 << 24)
            let denominator = Double(1 << bits)
            var value = whole + (fraction * denominator).rounded(.down) / denominator
            if next() & 1 == 0 { value = -value }
            let random = Double(bitPattern: next())
            for candidate in [value, value / 1_000_000, random] where candidate.isFinite {
                guard candidate.rounded() != candidate else { continue }
                #expect(DecimalText.of(candidate) == candidate.description, "\(candidate.bitPattern)")
                checked += 1
            }
        }
        #expect(checked > 40_000)
    }

    /// 15 significant digits are written directly, 16 by the standard library: both as `description`.
    @Test func theLongestFractions() {
        for value in [99_999_999_999_999.5, 999_999_999_999.9375, 0.123456789012345, 4_503_599_627_370_495.5] {
            #expect(DecimalText.of(value) == value.description)
        }
    }
}
