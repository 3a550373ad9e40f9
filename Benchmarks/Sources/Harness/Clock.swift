import Glibc

/// Monotonic time in nanoseconds (`clock_gettime(CLOCK_MONOTONIC)`).
func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Seconds taken by `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = nanoseconds()
    try body()
    return Double(nanoseconds() - start) / 1e9
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// This process's peak and current resident set sizes in KiB (`VmHWM`, `VmRSS` in `/proc/self/status`).
func residentKiB() -> (peak: Int, current: Int) {
    guard let file = fopen("/proc/self/status", "r") else { return (0, 0) }
    defer { fclose(file) }
    var peak = 0, current = 0
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let value = Int(text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        if text.hasPrefix("VmHWM:") { peak = value }
        if text.hasPrefix("VmRSS:") { current = value }
    }
    return (peak, current)
}
