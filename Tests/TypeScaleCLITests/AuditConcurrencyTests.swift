import CatalogAudit
import Foundation
import TestSupport
import Testing

/// The audit measures on several threads and hands each text back in catalog order (issue 14's streaming): run under
/// ThreadSanitizer by `Scripts/test` (the `Concurrency` filter). Expected values are the one-thread run's: the order
/// and every figure must not depend on the number of threads, and the progress count must reach the total once.
@Suite struct AuditConcurrencyTests {
    @Test("four threads and blocks of texts give the one-thread report, in order; progress reaches the total")
    func threadsGiveTheSameReport() throws {
        // 1,200 texts of 1 to 12 words (TestSans at 10 pt in 60 pt, 2 lines): more than two blocks of 512 per thread
        // on one thread, so the block boundaries are crossed.
        var catalog: [String: String] = [:]
        for index in 0..<1_200 {
            catalog[String(format: "key.%04d", index)] = Array(repeating: "abc", count: 1 + index % 12).joined(separator: " ")
        }
        let file = try temporaryFile(
            String(decoding: try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]), as: UTF8.self),
            name: "strings.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let base = AuditLabelFields(size: 10, fontFile: TestFonts.sansPath, width: 60, numberOfLines: 2)
        let one = try CatalogAudit(base: base, jobs: 1, measurer: TestFonts.measurer).run([file.path])
        let progress = LockedCounter()
        let four = try CatalogAudit(base: base, jobs: 4, measurer: TestFonts.measurer).run([file.path]) { done, total in
            progress.record(done, total)
        }
        #expect(four.items.map(\.entry.key) == one.items.map(\.entry.key))
        #expect(four.items.map(\.entry.key) == catalog.keys.sorted())
        #expect(four.text(colour: false) == one.text(colour: false))
        #expect(four.json == one.json)
        #expect(progress.calls == 1_200 && progress.highest == 1_200)
        // Twelve widths of words, so some fit and some do not.
        #expect(one.tally.notFitting > 0 && one.tally.notFitting < 1_200)
    }
}

/// Progress calls counted from any thread.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var maximum = 0

    func record(_ done: Int, _ total: Int) {
        lock.lock()
        count += 1
        maximum = max(maximum, done)
        lock.unlock()
    }

    var calls: Int { lock.lock(); defer { lock.unlock() }; return count }
    var highest: Int { lock.lock(); defer { lock.unlock() }; return maximum }
}
