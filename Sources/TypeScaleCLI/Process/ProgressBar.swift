import PackageSupport

/// A progress bar on standard error, drawn only when standard error is a terminal (never when piped or in tests).
final class ProgressBar: Sendable {
    private let drawn = LockedValue(-1)

    /// A bar, or `nil` when standard error is not a terminal.
    init?() {
        guard Syscalls.isTerminal(Syscalls.standardError) else { return nil }
    }

    /// Shows `done` of `total`, redrawing at most once per percent; nothing for fewer than 50 items.
    func update(_ done: Int, of total: Int) {
        guard total >= 50 else { return }
        let percent = done * 100 / max(total, 1)
        let redraw = drawn.withLock { last -> Bool in
            guard percent > last else { return false }
            last = percent
            return true
        }
        guard redraw else { return }
        let filled = percent * 30 / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
        StandardStream.error.write("\r\(bar) \(done)/\(total)")
    }

    /// Clears the bar's line.
    func finish() {
        StandardStream.error.write("\r\u{1B}[K")
    }
}
