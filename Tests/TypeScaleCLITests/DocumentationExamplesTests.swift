import Foundation
import TestSupport
import Testing

/// Every Swift example of the documentation, kept compiling (issue 13: documented code had drifted from the API).
///
/// Each ` ```swift ` block of the README, `Docs/*.md` and the DocC articles becomes one file of
/// `Examples/AppPackage/Sources/DocumentationExamples`, which `Scripts/test` builds as a user's package builds it —
/// through the products, by path. This test fails while those files differ from what the documents give;
/// `UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples` writes them. The files are compiled, never run
/// (the examples open files of an app that is not here). The values they show are checked by tests: the README's and
/// the DynamicType articles' in `DocumentationValuesTests`, the LayoutSolver and AutoLayout articles' as
/// `PriorityOrderTests.higherPriorityWins` and `EngineLayoutTests.marginsPlaceAViewEightPointsIn`, the fit article's
/// word for word in `DynamicTypeTestingTests`.
///
/// How a block becomes compilable code, the same for every block:
/// - its `import` lines go to the top of the file; a block with none takes the imports of the document's block
///   before it, or, first in a DocC article, the article's module; a block that declares `@Test` or calls
///   `#expect` or `expectFits(…)` imports Testing, one that calls `XCTAssert…` imports XCTest, as the test file it is
///   written for would;
/// - a block of declarations — a test function, `@Test(arguments:)` — becomes the members of a suite type (an
///   `XCTestCase` subclass for XCTest), so that two documents' `addToCartFits()` do not clash; any other block
///   becomes the body of a throwing function;
/// - a block whose fence says more than `swift` (` ```swift Package.swift `: a manifest fragment) is not code to
///   compile on its own and is left out.
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    static let folder = Fixtures.root.appendingPathComponent("Examples/AppPackage/Sources/DocumentationExamples")

    @Test("every Swift block of the README, Docs and DocC articles is a file of the examples target, as generated")
    func examplesAreCurrent() throws {
        let expected = try Self.generatedFiles()
        #expect(expected.count >= 25, "found only \(expected.count) Swift blocks")
        if ProcessInfo.processInfo.environment["UPDATE_DOC_EXAMPLES"] == "1" {
            try? FileManager.default.removeItem(at: Self.folder)
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            for (name, text) in expected {
                try Data(text.utf8).write(to: Self.folder.appendingPathComponent(name))
            }
            return
        }
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? [])
        #expect(present == Set(expected.keys), "run UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples")
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
            let written = try? String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(written == text, "\(name) is stale: run UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples")
        }
    }

    @Test("a block of statements becomes a throwing function; a test becomes a suite's member; imports move up")
    func transform() {
        let statements = Self.source(
            of: ["let x = try f()", "x.y   // 3"], imports: ["DynamicType"], name: "Doc_0", origin: "Doc.md, Swift example 1")
        #expect(statements == """
            // Generated from Doc.md, Swift example 1: edit the document, then run
            // UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
            import DynamicType

            func Doc_0() throws {
                let x = try f()
                x.y   // 3
            }

            """)
        let test = Self.source(
            of: ["@Test func fits() {", "    expectFits(\"A\", style: .body, width: 9, maxLines: 1)", "}"],
            imports: ["DynamicTypeTesting"], name: "Doc_1", origin: "Doc.md, Swift example 2")
        #expect(test.contains("import DynamicTypeTesting\nimport Testing\n\nstruct Doc_1 {\n    @Test func fits() {\n"))
        let xcTest = Self.source(
            of: ["func testFits() {", "    XCTAssertFits(\"A\", style: .body, width: 9, maxLines: 1)", "}"],
            imports: ["DynamicTypeTesting"], name: "Doc_2", origin: "Doc.md, Swift example 3")
        #expect(xcTest.contains("import XCTest\n\nfinal class Doc_2: XCTestCase {\n    func testFits() {\n"))
    }

    // MARK: - Generating

    /// The documents whose Swift blocks are examples, relative to the package root, in a fixed order.
    static func documents() throws -> [String] {
        let manager = FileManager.default
        var documents = ["README.md"]
        let docs = try manager.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Docs").path)
        documents += docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
        let sources = try manager.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Sources").path)
        for module in sources.sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            guard let articles = try? manager.contentsOfDirectory(
                atPath: Fixtures.root.appendingPathComponent(catalog).path) else { continue }
            documents += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return documents
    }

    /// File name → generated source, for every compilable block of every document.
    static func generatedFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for document in try documents() {
            let text = try String(contentsOf: Fixtures.root.appendingPathComponent(document), encoding: .utf8)
            let parts = document.split(separator: "/")
            // Sources/M/M.docc/Article.md → M, the article's module; README.md, Docs/x.md → none.
            let module = parts.count == 4 ? String(parts[1]) : nil
            var imports = module.map { [$0] } ?? []
            var stem = (module.map { "\($0)_" } ?? (parts.count == 2 ? "Docs_" : ""))
                + String(parts.last!.dropLast(3))
            stem = String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            for (index, block) in swiftBlocks(in: text).enumerated() {
                let own = block.filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
                if !own.isEmpty { imports = own }
                let name = "\(stem)_\(index)"
                let body = block.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }
                files["\(name).swift"] = source(
                    of: Array(body), imports: imports, name: name, origin: "\(document), Swift example \(index + 1)")
            }
        }
        return files
    }

    /// The lines of each ` ```swift ` block, in order; blocks fenced ` ```swift <more> ` are left out.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        var inOtherFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var block = current {
                if line == "```" {
                    while block.last?.isEmpty == true { block.removeLast() }
                    blocks.append(block)
                    current = nil
                } else {
                    block.append(line)
                    current = block
                }
            } else if inOtherFence {
                if line.hasPrefix("```") { inOtherFence = false }
            } else if line == "```swift" {
                current = []
            } else if line.hasPrefix("```") {
                inOtherFence = true
            }
        }
        return blocks
    }

    /// One block as a compilable file (the rules in the type's documentation).
    static func source(of body: [String], imports: [String], name: String, origin: String) -> String {
        let code = body.joined(separator: "\n")
        let usesXCTest = code.contains("XCTAssert")
        // DynamicTypeTesting's `expectFits(…)` takes its caller's `#_sourceLocation`, a Testing macro.
        let usesTesting = ["@Test", "#expect", "#require"].contains { code.contains($0) }
            || code.contains(/\bexpect[A-Z]\w*\(/)
        var modules = imports
        if usesTesting && !modules.contains("Testing") { modules.append("Testing") }
        if usesXCTest && !modules.contains("XCTest") { modules.append("XCTest") }
        let declarations = body.contains { $0.hasPrefix("@Test") || $0.hasPrefix("func ") }
        let opening =
            usesXCTest && declarations ? "final class \(name): XCTestCase {"
            : declarations ? "struct \(name) {" : "func \(name)() throws {"
        var lines = [
            "// Generated from \(origin): edit the document, then run",
            "// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.",
        ]
        lines += modules.map { "import \($0)" }
        lines += ["", opening]
        lines += body.map { $0.isEmpty ? "" : "    " + $0 }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}
