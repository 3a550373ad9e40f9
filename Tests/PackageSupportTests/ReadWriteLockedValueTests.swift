import PackageSupport
import Testing

@Suite("Concurrency: a value read under a shared lock and written under an exclusive one")
struct ReadWriteLockedValueConcurrencyTests {
    @Test("eight tasks filling and reading one dictionary: every write lands, every read sees a whole entry")
    func readersAndWritersTogether() async {
        // Each task writes keys task × 1,000 + 0 … 499, each mapped to twice itself, reading the others' as it goes.
        let value = ReadWriteLockedValue([Int: Int]())
        await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrongReads = 0
                    for index in 0..<500 {
                        let key = task * 1_000 + index
                        value.write { $0[key] = 2 * key }
                        let other = ((task + 1) % 8) * 1_000 + index
                        if let read = value.read({ $0[other] }), read != 2 * other { wrongReads += 1 }
                        if value.read({ $0[key] }) != 2 * key { wrongReads += 1 }
                    }
                    return wrongReads
                }
            }
            for await wrong in group { #expect(wrong == 0) }
        }
        #expect(value.read { $0.count } == 8 * 500)
        #expect(value.read { $0[7_499] } == 14_998)
    }
}
