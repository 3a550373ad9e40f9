import Glibc

/// A moment as JUnit's `timestamp` attribute gives it: ISO 8601 date and time in UTC, to the second, without a time
/// zone (`2026-12-05T10:35:29`: what Foundation's `ISO8601DateFormatter` writes, less its `Z`).
package enum UTCTimestamp {
    /// Now, in seconds after 1970-01-01 00:00:00 UTC (`clock_gettime(CLOCK_REALTIME)`, as Foundation's `Date()`).
    package static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The moment `seconds` after 1970-01-01 00:00:00 UTC (its fraction dropped, as the formatter drops it).
    package static func text(secondsSince1970 seconds: Double) -> String {
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return "1970-01-01T00:00:00" }
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(twoDigits(parts.tm_mon + 1))-\(twoDigits(parts.tm_mday))"
            + "T\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec))"
    }
}
