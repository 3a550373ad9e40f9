import AutoLayout
import DynamicType
import Foundation
import DynamicTypeLayout
import PackageSupport

/// What `typescale layout` prints about a laid-out document, as text or JSON (`Docs/layout-json.md`).
struct LayoutReport {
    enum Format: String, CaseIterable {
        case text, json, junit, markdown
    }

    var document: LayoutDocument
    var constraintCount: Int
    /// The layout at each category asked for, in order.
    var layouts: [CategoryLayout]
    /// What keeps the views from following Dynamic Type, whatever the category.
    var lint: [ViewFinding]

    /// Whether no layout has anything unsatisfiable, ambiguous or found, and nothing is linted.
    var isClean: Bool { lint.isEmpty && layouts.allSatisfy(\.isClean) }

    /// At one category: a table of frames (3 decimals), then the unsatisfiable sets, ambiguity and findings, each only
    /// when there are any. At several: what is wrong at each. Then the lint.
    var text: String {
        let direction = document.layoutDirection == .rightToLeft ? "right to left" : "left to right"
        let at = layouts.count == 1 ? "at \(layouts[0].category)" : "at \(layouts.count) categories"
        var text = "\(document.name.isEmpty ? "layout" : document.name): \(document.views.count) views, "
            + "\(constraintCount) constraints, \(direction), \(at)\n"
        if layouts.count == 1 {
            let result = layouts[0]
            let rows = [["view", "x", "y", "width", "height"]] + result.layout.frames.map { frame in
                [frame.view] + [frame.frame.x, frame.frame.y, frame.frame.width, frame.frame.height].map {
                    DecimalText.of($0, maximumDecimals: 3)
                }
            }
            text += TextTable(rows, rightAligned: 1...).render()
            text += Self.problems(of: result, indent: "", gap: "\n")
        } else {
            // Consecutive clean categories on one line (`xSmall … accessibility2: nothing wrong`).
            var clean: [CategoryLayout] = []
            func flushClean() {
                guard let first = clean.first, let last = clean.last else { return }
                text += (clean.count == 1 ? "\(first.category)" : "\(first.category) … \(last.category)") + ": nothing wrong\n"
                clean = []
            }
            for result in layouts {
                if result.isClean {
                    clean.append(result)
                    continue
                }
                flushClean()
                text += "\(result.category):\n" + Self.problems(of: result, indent: "  ", gap: "")
            }
            flushClean()
        }
        if !lint.isEmpty {
            text += (layouts.count == 1 ? "\n" : "") + "lint (\(lint.count)): what keeps views from following Dynamic Type\n"
            for finding in lint { text += "  \(finding)\n" }
        }
        return text
    }

    /// The unsatisfiable sets, ambiguity and findings of one layout, each section only when it has anything.
    private static func problems(of result: CategoryLayout, indent: String, gap: String) -> String {
        var text = ""
        let layout = result.layout
        if !layout.unsatisfiable.isEmpty {
            text += "\(gap)\(indent)unsatisfiable (\(layout.unsatisfiable.count)): required constraints that cannot all hold\n"
            for set in layout.unsatisfiable {
                text += "\(indent)  \(set.constraints.joined(separator: ", "))\n\(indent)    broke \(set.broken)\n"
            }
        }
        if !layout.ambiguous.isEmpty {
            text += "\(gap)\(indent)ambiguous (\(layout.ambiguous.count)): values more than one layout satisfies equally well\n"
            var order: [String] = []
            var attributes: [String: [String]] = [:]
            for ambiguity in layout.ambiguous {
                if attributes[ambiguity.item] == nil { order.append(ambiguity.item) }
                attributes[ambiguity.item, default: []].append(ambiguity.attribute.rawValue)
            }
            for item in order { text += "\(indent)  \(item): \(attributes[item]!.joined(separator: ", "))\n" }
        }
        if !result.findings.isEmpty {
            text += "\(gap)\(indent)findings (\(result.findings.count))\n"
            for finding in result.findings {
                text += "\(indent)  \(finding)\n"
                if !finding.constraints.isEmpty {
                    text += "\(indent)    placed by \(finding.constraints.joined(separator: ", "))\n"
                }
            }
        }
        return text
    }

    /// `{"name", "layoutDirection", "layouts": [{"category", "frames", "unsatisfiable", "ambiguous", "findings"}],
    /// "lint"}`.
    var json: String {
        let layouts = layouts.map { result in
            let frames = JSONValue.object(result.layout.frames.map { frame in
                (frame.view, .object([
                    ("x", .number(frame.frame.x)), ("y", .number(frame.frame.y)), ("width", .number(frame.frame.width)),
                    ("height", .number(frame.frame.height)),
                ]))
            })
            return JSONValue.object([
                ("category", .string(result.category.description)),
                ("frames", frames),
                ("unsatisfiable", .array(result.layout.unsatisfiable.map { set in
                    .object([("constraints", .array(set.constraints.map(JSONValue.string))), ("broken", .string(set.broken))])
                })),
                ("ambiguous", .array(result.layout.ambiguous.map { ambiguity in
                    .object([("view", .string(ambiguity.item)), ("attribute", .string(ambiguity.attribute.rawValue))])
                })),
                ("findings", .array(result.findings.map(Self.json))),
            ])
        }
        return JSONValue.object([
            ("name", .string(document.name)), ("layoutDirection", .string(document.layoutDirection.rawValue)),
            ("layouts", .array(layouts)), ("lint", .array(lint.map(Self.json))),
        ]).serialized()
    }

    /// Every problem of one layout as a line: findings (with the constraints involved), unsatisfiable sets, ambiguous
    /// values.
    private static func problemLines(of result: CategoryLayout) -> [String] {
        result.findings.map { finding in
            finding.description + (finding.constraints.isEmpty ? "" : " (placed by \(finding.constraints.joined(separator: ", ")))")
        }
            + result.layout.unsatisfiable.map { "unsatisfiable: \($0.constraints.joined(separator: ", ")); broke \($0.broken)" }
            + result.layout.ambiguous.map { "\($0.item): \($0.attribute.rawValue) is ambiguous" }
    }

    /// A summary a pull request can show: a line saying how it went, then a table of every problem by category, and
    /// the lint.
    var markdown: String {
        let name = document.name.isEmpty ? "layout" : document.name
        var text = "### Dynamic Type layout: \(name)\n\n"
        let wrong = layouts.filter { !$0.isClean }
        let categories = layouts.count == 1 ? "at \(layouts[0].category)" : "at \(layouts.count) categories"
        func cell(_ value: String) -> String {
            value.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        if wrong.isEmpty {
            text += "✅ nothing wrong \(categories)\n"
        } else {
            text += "❌ something wrong at \(ContentSizeCategory.ranges(wrong.map(\.category))) of \(layouts.count) "
                + (layouts.count == 1 ? "category" : "categories") + "\n\n| Category | Problem |\n| --- | --- |\n"
            for result in wrong {
                for line in Self.problemLines(of: result) { text += "| \(result.category.shortName) | \(cell(line)) |\n" }
            }
        }
        if !lint.isEmpty {
            text += "\n**Lint** (what keeps views from following Dynamic Type):\n\n"
            for finding in lint { text += "- \(cell(finding.description))\n" }
        }
        return text
    }

    /// JUnit XML as CI dashboards read it: one `<testsuite>` for the document, one `<testcase>` per category (a
    /// `<failure>` listing what is wrong there) and one for the lint.
    func junit(timestamp: Date, hostname: String) -> String {
        let stamp = ISO8601DateFormatter().string(from: timestamp).replacingOccurrences(of: "Z", with: "")
        let name = XMLText.escaped(document.name.isEmpty ? "layout" : document.name)
        var cases = ""
        var failures = 0
        func testcase(_ title: String, _ lines: [String], type: String) {
            cases += "    <testcase name=\"\(XMLText.escaped(title))\" classname=\"\(name)\" time=\"0\""
            guard !lines.isEmpty else {
                cases += "/>\n"
                return
            }
            failures += 1
            let message = lines.count == 1 ? lines[0] : "\(lines.count) problems"
            cases += ">\n      <failure message=\"\(XMLText.escaped(message))\" type=\"\(type)\">"
                + XMLText.escaped(lines.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
        }
        for result in layouts { testcase("at \(result.category)", Self.problemLines(of: result), type: "LayoutProblem") }
        testcase("Dynamic Type lint", lint.map(\.description), type: "DynamicTypeLint")
        let tests = layouts.count + 1
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"typescale layout\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"0\">\n"
            + "  <testsuite id=\"0\" name=\"\(name)\" package=\"typescale.layout\" timestamp=\"\(stamp)\""
            + " hostname=\"\(XMLText.escaped(hostname))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\""
            + " skipped=\"0\" time=\"0\">\n    <properties/>\n" + cases
            + "    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n"
    }

    /// `{"kind", "view", "text"?, …the kind's values, "message"}`.
    private static func json(_ finding: ViewFinding) -> JSONValue {
        var fields: [(String, JSONValue)] = [("view", .string(finding.view))]
        if let text = finding.text { fields.append(("text", .string(text))) }
        let kind: String
        switch finding.kind {
        case .truncated(let needed, let shown, let neededWidth, let width):
            kind = "truncated"
            fields += [
                ("linesNeeded", .number(Double(needed))), ("linesShown", .number(Double(shown))),
                ("neededWidth", .number(neededWidth)), ("width", .number(width)),
            ]
        case .clipped(let needed, let height):
            kind = "clipped"
            fields += [("neededHeight", .number(needed)), ("height", .number(height))]
        case .compressed(let axis, let intrinsic, let actual):
            kind = "compressed"
            fields += [
                ("attribute", .string(axis == .horizontal ? "width" : "height")), ("intrinsic", .number(intrinsic)),
                ("actual", .number(actual)),
            ]
        case .outsideSuperview(let superview):
            kind = "outsideSuperview"
            fields.append(("superview", .string(superview)))
        case .overlaps(let sibling):
            kind = "overlaps"
            fields.append(("sibling", .string(sibling)))
        case .fontDoesNotAdjust:
            kind = "fontDoesNotAdjust"
        case .fixedFontSize(let size):
            kind = "fixedFontSize"
            fields.append(("pointSize", .number(size)))
        case .fixedHeight(let constraint, let height):
            kind = "fixedHeight"
            fields += [("constraint", .string(constraint)), ("height", .number(height))]
        }
        if !finding.constraints.isEmpty { fields.append(("constraints", .array(finding.constraints.map(JSONValue.string)))) }
        return .object([("kind", .string(kind))] + fields + [("message", .string(finding.description))])
    }
}
