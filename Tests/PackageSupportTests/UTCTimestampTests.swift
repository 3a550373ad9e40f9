import Foundation
import PackageSupport
import Testing

/// `UTCTimestamp` against Foundation's `ISO8601DateFormatter`, whose text (less its `Z`) JUnit reports had.
@Suite struct UTCTimestampTests {
    @Test func writesWhatISO8601DateFormatterWrites() {
        let formatter = ISO8601DateFormatter()
        var state: UInt64 = 0x5443_5354_414D_5000
        var moments: [Double] = [0, 0.999, 59.5, 951_782_400, 1_709_164_800.25, 4_102_444_799, 1_764_930_929]
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            moments.append(Double(state >> 33) / 1_000 * 2)  // 1970 … about 2242, with fractions of a second
        }
        for seconds in moments {
            let expected = formatter.string(from: Date(timeIntervalSince1970: seconds))
                .replacingOccurrences(of: "Z", with: "")
            #expect(UTCTimestamp.text(secondsSince1970: seconds) == expected, "\(seconds)")
        }
    }

    @Test func example() {
        // 2026-12-05 10:35:29 UTC: 56 years of 365 days and 14 leap days (1972 … 2024) to 2026-01-01, then 334 days
        // to December 1 and 4 more: 20,792 days after 1970-01-01, and 10 h 35 min 29 s = 38,129 seconds.
        #expect(UTCTimestamp.text(secondsSince1970: 20_792 * 86_400 + 38_129) == "2026-12-05T10:35:29")
    }
}
