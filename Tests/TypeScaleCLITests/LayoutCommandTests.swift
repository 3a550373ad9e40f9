import Foundation
import TestSupport
import Testing

@Suite("typescale layout")
struct LayoutCommandTests {
    @Test("a clean layout: the frames as a table, exit 0")
    func text() {
        let result = typescale("layout", Fixtures.path("Layouts/hugging.json"))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        // Worked out in LayoutFixtureTests: name stretches to 236, value keeps 60.
        #expect(result.stdout == """
            hugging: 3 views, 7 constraints, left to right, at large
            view     x   y  width  height
            row      0   0    320      44
            name     8  12    236      20
            value  252  12     60      20

            """)
    }

    @Test("--format json: frames by view, the unsatisfiable set and the broken constraint, exit 1")
    func json() throws {
        let result = typescale("layout", Fixtures.path("Layouts/unsatisfiable.json"), "--format", "json")
        #expect(result.status == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "unsatisfiable")
        #expect(object["layoutDirection"] as? String == "leftToRight")
        let layout = try #require((object["layouts"] as? [[String: Any]])?.first)
        #expect(layout["category"] as? String == "large")
        let frames = try #require(layout["frames"] as? [String: [String: Double]])
        #expect(frames["button"] == ["x": 264, "y": 0, "width": 40, "height": 30])
        let sets = try #require(layout["unsatisfiable"] as? [[String: Any]])
        #expect(sets.count == 1)
        #expect(Set(sets[0]["constraints"] as? [String] ?? []) == [
            "root.size.width", "field.leading", "field.width", "gap", "button.width", "button.trailing",
        ])
        #expect(sets[0]["broken"] as? String == "button.width")
        #expect((layout["ambiguous"] as? [Any])?.isEmpty == true)
        let findings = try #require(layout["findings"] as? [[String: Any]])
        #expect(findings.first?["kind"] as? String == "compressed")
        #expect(findings.first?["view"] as? String == "button")
    }

    @Test("ambiguity is listed by view and attribute")
    func ambiguous() {
        let result = typescale("layout", Fixtures.path("Layouts/ambiguous.json"))
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
            ambiguous (4): values more than one layout satisfies equally well
              first: width
              second: x, width
              floating: y
            """))
    }

    @Test("a bad document: file:line:column, what was wrong and what is accepted, exit 65")
    func malformed() throws {
        let file = try temporaryFile("""
            {
              "views": [
                {"id": "root", "size": {"width": 100}},
                {"id": "a", "parent": "root", "intrinsicContentSise": {"width": 10}}
              ]
            }
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = typescale("layout", file.path)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(
            "typescale layout: \(file.path):4:59: views[1].intrinsicContentSise: unknown key 'intrinsicContentSise'; "
                + "expected one of id, parent, size, intrinsicContentSize,"))
    }

    @Test("a constraint against UIKit's rules is placed at the constraint")
    func ruleBroken() throws {
        let file = try temporaryFile("""
            {"views": [{"id": "root"}, {"id": "a", "parent": "root"}],
             "constraints": [
               {"first": "a.width", "second": "root.width"},
               {"first": "a.leading", "second": "root.left"}
             ]}
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = typescale("layout", file.path)
        #expect(result.status == 65)
        #expect(result.stderr == "typescale layout: \(file.path):4:4: constraints[1]: leading and trailing cannot be "
            + "related to left and right (they differ in right-to-left layouts)\n")
    }

    @Test("no document, two documents, an unknown format: 64; a missing file: 66")
    func usage() {
        #expect(typescale("layout").status == 64)
        #expect(typescale("layout", "a.json", "b.json").status == 64)
        let format = typescale("layout", Fixtures.path("Layouts/hugging.json"), "--format", "xml")
        #expect(format.status == 64)
        #expect(format.stderr.contains("--format: 'xml' is not accepted; expected text, json"))
        let missing = typescale("layout", "/nonexistent/screen.json")
        #expect(missing.status == 66)
        #expect(missing.stderr == "typescale layout: /nonexistent/screen.json: no such layout document\n")
    }
}
