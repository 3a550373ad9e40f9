import PackageSupport

extension UTCTimestamp {
    /// Now, in seconds after 1970-01-01 00:00:00 UTC (`clock_gettime(CLOCK_REALTIME)`, as Foundation's `Date()`).
    package static var now: Double {
        Syscalls.realtimeSeconds()
    }
}
