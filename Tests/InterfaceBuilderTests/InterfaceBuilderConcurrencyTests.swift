import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// One document read once and shared by parallel tasks (it is a `Sendable` value), each building its own trees and
/// laying them out at every category with one shared measurer: the same frames and findings as one after another.
/// Run under ThreadSanitizer by `Scripts/test` (the filter `Concurrency`).
@Suite("InterfaceBuilder Concurrency")
struct InterfaceBuilderConcurrencyTests {
    @Sendable static func layOut(_ document: InterfaceBuilderDocument, measurer: TextMeasurer) throws -> [String] {
        var lines: [String] = []
        for object in document.objects {
            let tree = try object.makeTree(measurer: measurer, systemFont: .face(TestFonts.sans))
            for result in try tree.makeLayout().layoutAtEveryCategory() {
                lines.append("\(object.id) \(result.category) \(result.layout.frames.map(\.frame)) \(result.findings)")
            }
            lines.append("\(try StoredFrameComparison(tree: tree).entries)")
        }
        return lines
    }

    @Test func documentsSharedByParallelTasksLayOutAsOneAfterAnother() async throws {
        let documents = try ["Layouts/SignIn.storyboard", "Layouts/ContactCell.xib", "Layouts/Legacy.storyboard"].map {
            try InterfaceBuilderDocument(contentsOfFile: Fixtures.path($0))
        }
        let serial = try documents.map { try Self.layOut($0, measurer: TextMeasurer(fontMatcher: nil)) }
        let measurer = TextMeasurer(fontMatcher: nil)
        let parallel = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for round in 0..<4 {
                for (index, document) in documents.enumerated() {
                    group.addTask { (round * documents.count + index, try Self.layOut(document, measurer: measurer)) }
                }
            }
            var results: [Int: [String]] = [:]
            for try await (key, lines) in group { results[key] = lines }
            return results
        }
        for (key, lines) in parallel { #expect(lines == serial[key % documents.count]) }
    }
}
