import AutoLayout
import DynamicType
import DynamicTypeLayout
import PackageSupport

/// What is found in one laid-out tree — a layout document, or one object of an Interface Builder document
/// (``InterfaceBuilderReport``) — written as text, JSON, JUnit or Markdown (`Docs/layout-json.md`): what
/// `typescale layout` prints.
public struct LayoutReport: Sendable {
    /// The formats a report is written in.
    public enum Format: String, CaseIterable, Sendable {
        case text, json, junit, markdown
    }

    /// Where a view is described: an Interface Builder document's line for it, and a readable name.
    public struct ViewLocation: Sendable, Hashable {
        /// The 1-based line of the view's element.
        public var line: Int
        /// The view's name as Xcode's outline shows it (`Title`, `Sign In`).
        public var name: String

        /// The view described at `line`, named `name`.
        public init(line: Int, name: String) {
            self.line = line
            self.name = name
        }
    }

    /// The document's name, or the object's.
    public var name: String
    /// How many views the tree has.
    public var viewCount: Int
    /// The tree's layout direction.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// How many constraints the tree has.
    public var constraintCount: Int
    /// The layout at each category asked for, in order.
    public var layouts: [CategoryLayout]
    /// What keeps the views from following Dynamic Type, whatever the category.
    public var lint: [ViewFinding]
    /// The file and each view's place in it, when the views come from an Interface Builder document: findings then
    /// start `file:line:`, and frames name their views.
    public var file: String?
    /// Each view's place in ``file``, by identifier.
    public var locations: [String: ViewLocation] = [:]
    /// What the texts were set in, written after the rest in every format; `nil` to leave it out (an Interface Builder
    /// report writes it once for all its objects).
    public var fonts: ReportFonts?

    /// A report of a layout document's layouts.
    public init(document: LayoutDocument, constraintCount: Int, layouts: [CategoryLayout], lint: [ViewFinding]) {
        self.init(
            name: document.name, viewCount: document.views.count, layoutDirection: document.layoutDirection,
            constraintCount: constraintCount, layouts: layouts, lint: lint)
    }

    /// A report of a tree's layouts.
    public init(
        name: String, viewCount: Int, layoutDirection: UserInterfaceLayoutDirection, constraintCount: Int,
        layouts: [CategoryLayout], lint: [ViewFinding], file: String? = nil, locations: [String: ViewLocation] = [:]
    ) {
        self.name = name
        self.viewCount = viewCount
        self.layoutDirection = layoutDirection
        self.constraintCount = constraintCount
        self.layouts = layouts
        self.lint = lint
        self.file = file
        self.locations = locations
    }

    /// A finding as a line: `file:line: ` first when the view's place is known, and its name after its id when the
    /// finding shows no text.
    public func describe(_ finding: ViewFinding) -> String {
        guard let file, let location = locations[finding.view] else { return finding.description }
        let what = finding.text == nil && location.name != finding.view
            ? "\(finding.view) (\(location.name)): \(finding.kind)" : finding.description
        return "\(file):\(location.line): " + what
    }

    /// Whether no layout has anything unsatisfiable, ambiguous or found, and nothing is linted.
    public var isClean: Bool { lint.isEmpty && layouts.allSatisfy(\.isClean) }

    /// At one category: a table of frames (3 decimals), then the unsatisfiable sets, ambiguity and findings, each only
    /// when there are any. At several: what is wrong at each. Then the lint.
    public var text: String {
        let direction = layoutDirection == .rightToLeft ? "right to left" : "left to right"
        let at = layouts.count == 1 ? "at \(layouts[0].category)" : "at \(layouts.count) categories"
        var text = "\(name.isEmpty ? "layout" : name): \(viewCount) views, "
            + "\(constraintCount) constraints, \(direction), \(at)\n"
        if layouts.count == 1 {
            let result = layouts[0]
            let named = !locations.isEmpty
            let rows = [["view"] + (named ? ["name"] : []) + ["x", "y", "width", "height"]] + result.layout.frames.map { frame in
                [frame.view] + (named ? [locations[frame.view]?.name ?? ""] : [])
                    + [frame.frame.x, frame.frame.y, frame.frame.width, frame.frame.height].map {
                        DecimalText.of($0, maximumDecimals: 3)
                    }
            }
            text += TextTable(rows, rightAligned: (named ? 2 : 1)...).render()
            text += problems(of: result, indent: "", gap: "\n")
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
                text += "\(result.category):\n" + problems(of: result, indent: "  ", gap: "")
            }
            flushClean()
        }
        if !lint.isEmpty {
            text += (layouts.count == 1 ? "\n" : "") + "lint (\(lint.count)): what keeps views from following Dynamic Type\n"
            for finding in lint { text += "  \(describe(finding))\n" }
        }
        return text + (fonts.map { "\n" + $0.textLine } ?? "")
    }

    /// The unsatisfiable sets, ambiguity and findings of one layout, each section only when it has anything.
    private func problems(of result: CategoryLayout, indent: String, gap: String) -> String {
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
                text += "\(indent)  \(describe(finding))\n"
                if !finding.constraints.isEmpty {
                    text += "\(indent)    placed by \(finding.constraints.joined(separator: ", "))\n"
                }
            }
        }
        return text
    }

    /// `{"name", "layoutDirection", "layouts": [{"category", "frames", "unsatisfiable", "ambiguous", "findings"}],
    /// "lint", "systemFont", "fontSet"}`.
    public var json: String {
        JSONValue.object(
            [("name", .string(name)), ("layoutDirection", .string(layoutDirection.rawValue))] + jsonLayouts
                + (fonts?.jsonMembers ?? [])
        ).serialized()
    }

    /// `"layouts"` and `"lint"`, as a layout document's and an Interface Builder object's JSON both have them.
    var jsonLayouts: [(String, JSONValue)] {
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
                ("findings", .array(result.findings.map(json))),
            ])
        }
        return [("layouts", .array(layouts)), ("lint", .array(lint.map(json)))]
    }

    /// Every problem of one layout as a line: findings (with the constraints involved), unsatisfiable sets, ambiguous
    /// values.
    public func problemLines(of result: CategoryLayout) -> [String] {
        result.findings.map { finding in
            describe(finding) + (finding.constraints.isEmpty ? "" : " (placed by \(finding.constraints.joined(separator: ", ")))")
        }
            + result.layout.unsatisfiable.map { "unsatisfiable: \($0.constraints.joined(separator: ", ")); broke \($0.broken)" }
            + result.layout.ambiguous.map { "\($0.item): \($0.attribute.rawValue) is ambiguous" }
    }

    /// A summary a pull request can show: a line saying how it went, then a table of every problem by category, and
    /// the lint.
    public var markdown: String {
        var text = "### Dynamic Type layout: \(name.isEmpty ? "layout" : name)\n\n"
        let wrong = layouts.filter { !$0.isClean }
        let categories = layouts.count == 1 ? "at \(layouts[0].category)" : "at \(layouts.count) categories"
        func cell(_ value: String) -> String {
            value.replacingEvery("|", with: "\\|").replacingEvery("\n", with: " ")
        }
        if wrong.isEmpty {
            text += "✅ nothing wrong \(categories)\n"
        } else {
            text += "❌ something wrong at \(ContentSizeCategory.ranges(wrong.map(\.category))) of \(layouts.count) "
                + (layouts.count == 1 ? "category" : "categories") + "\n\n| Category | Problem |\n| --- | --- |\n"
            for result in wrong {
                for line in problemLines(of: result) { text += "| \(result.category.shortName) | \(cell(line)) |\n" }
            }
        }
        if !lint.isEmpty {
            text += "\n**Lint** (what keeps views from following Dynamic Type):\n\n"
            for finding in lint { text += "- \(cell(describe(finding)))\n" }
        }
        return text + (fonts?.markdownNote ?? "")
    }

    /// JUnit XML as CI dashboards read it (``JUnitXML``): one `<testsuite>` for the document, one `<testcase>` per
    /// category (a `<failure>` listing what is wrong there) and one for the lint.
    public func junit(timestamp: Double, hostname: String) -> String {
        let suite = junitSuite(id: 0, timestamp: timestamp, hostname: hostname)
        return Self.junitDocument(suites: suite.xml, tests: suite.tests, failures: suite.failures)
    }

    /// The JUnit document around `suites`.
    static func junitDocument(suites: String, tests: Int, failures: Int) -> String {
        JUnitXML.documentHead(name: "typescale layout", tests: tests, failures: failures, errors: 0) + suites
            + JUnitXML.documentTail
    }

    /// A test case of a JUnit suite: its title, and the lines of its failure (none when it passes).
    struct TestCase {
        var title: String
        var failures: [String]
        var type: String
    }

    /// The `<testsuite>` of this report, `id` among a file's suites, with `extra` test cases after its own and the
    /// properties of `fonts` (else of ``fonts``): the suite's XML, and how many tests it has and how many fail.
    func junitSuite(id: Int, timestamp: Double, hostname: String, extra: [TestCase] = [], fonts: ReportFonts? = nil)
        -> (xml: String, tests: Int, failures: Int)
    {
        let name = name.isEmpty ? "layout" : name
        let cases = layouts.map { TestCase(title: "at \($0.category)", failures: problemLines(of: $0), type: "LayoutProblem") }
            + [TestCase(title: "Dynamic Type lint", failures: lint.map(describe), type: "DynamicTypeLint")] + extra
        var xml = ""
        var failures = 0
        for test in cases {
            var outcome = JUnitXML.Outcome.passed
            if !test.failures.isEmpty {
                failures += 1
                let message = test.failures.count == 1 ? test.failures[0] : "\(test.failures.count) problems"
                outcome = .failure(message: message, type: test.type, text: test.failures.joined(separator: "\n"))
            }
            xml += JUnitXML.testCase(name: test.title, className: name, outcome: outcome)
        }
        let head = JUnitXML.suiteHead(
            id: id, name: name, package: "typescale.layout", timestamp: JUnitXML.timestamp(secondsSince1970: timestamp),
            hostname: hostname, tests: cases.count, failures: failures, errors: 0,
            properties: (fonts ?? self.fonts)?.junitProperties ?? [])
        return (head + xml + JUnitXML.suiteTail, cases.count, failures)
    }

    /// `{"kind", "view", "segment"?, "text"?, …the kind's values, "message"}`.
    private func json(_ finding: ViewFinding) -> JSONValue {
        var fields: [(String, JSONValue)] = [("view", .string(finding.view))]
        if let location = locations[finding.view] {
            fields += [("name", .string(location.name)), ("line", .number(Double(location.line)))]
        }
        if let segment = finding.segment { fields.append(("segment", .number(Double(segment)))) }
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
        return .object([("kind", .string(kind))] + fields + [("message", .string(describe(finding)))])
    }
}
