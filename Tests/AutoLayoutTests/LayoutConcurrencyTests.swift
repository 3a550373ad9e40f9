import AutoLayout
import Testing
import TestSupport

/// A layout document is a value shared across tasks; each task builds its own views and engine from it. Nothing in
/// the engine, the solver or the reader is shared between them (run under ThreadSanitizer by Scripts/test).
@Suite struct LayoutConcurrencyTests {
    @Test func oneDocumentLaidOutInManyTasksAtOnce() async throws {
        let document = try LayoutDocument(contentsOfFile: Fixtures.path("Layouts/self-sizing-cell.json"))
        let heights = try await withThrowingTaskGroup(of: Double?.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let tree = try document.makeTree()
                    return try LayoutEngine(root: tree.root).layout().frame(of: "cell")?.height
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // 58 in every task: 8 + 22 + 2 + 18 + 8 (LayoutFixtureTests works it out).
        #expect(heights == Array(repeating: 58, count: 16))
    }
}
