import DynamicType
import PackageSupport
import Foundation

/// A progress bar on standard error, drawn only when standard error is a terminal (never when piped or in tests).
final class ProgressBar: Sendable {
    private let total: Int
    private let drawn = LockedValue(-1)

    /// A bar for `total` items, or `nil` when standard error is not a terminal or there is little to do.
    init?(total: Int) {
        guard isatty(STDERR_FILENO) == 1, total >= 50 else { return nil }
        self.total = total
    }

    /// Shows `done` of the total, redrawing at most once per percent.
    func update(_ done: Int) {
        let percent = done * 100 / max(total, 1)
        let redraw = drawn.withLock { last -> Bool in
            guard percent > last else { return false }
            last = percent
            return true
        }
        guard redraw else { return }
        let filled = percent * 30 / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)".utf8))
    }

    /// Clears the bar's line.
    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
