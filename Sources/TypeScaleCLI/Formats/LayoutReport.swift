import AutoLayout
import PackageSupport

/// What `typescale layout` prints about a laid-out document, as text or JSON (`Docs/layout-json.md`).
struct LayoutReport {
    enum Format: String, CaseIterable {
        case text, json
    }

    var document: LayoutDocument
    var constraintCount: Int
    var result: LayoutResult
    /// The category the views were laid out at. A document of plain views lays out the same at every category; views
    /// whose size follows the text size (labels) are laid out at each category by DynamicTypeLayout.
    var category = "large"

    /// A table of frames (3 decimals), then the unsatisfiable sets, ambiguity and findings, each only when there are
    /// any.
    var text: String {
        let direction = document.layoutDirection == .rightToLeft ? "right to left" : "left to right"
        var text = "\(document.name.isEmpty ? "layout" : document.name): \(document.views.count) views, "
            + "\(constraintCount) constraints, \(direction), at \(category)\n"
        let rows = [["view", "x", "y", "width", "height"]] + result.frames.map { frame in
            [frame.view] + [frame.frame.x, frame.frame.y, frame.frame.width, frame.frame.height].map {
                DecimalText.of($0, maximumDecimals: 3)
            }
        }
        text += TextTable(rows, rightAligned: 1...).render()
        if !result.unsatisfiable.isEmpty {
            text += "\nunsatisfiable (\(result.unsatisfiable.count)): required constraints that cannot all hold\n"
            for set in result.unsatisfiable {
                text += "  \(set.constraints.joined(separator: ", "))\n    broke \(set.broken)\n"
            }
        }
        if !result.ambiguous.isEmpty {
            text += "\nambiguous (\(result.ambiguous.count)): values more than one layout satisfies equally well\n"
            var order: [String] = []
            var attributes: [String: [String]] = [:]
            for ambiguity in result.ambiguous {
                if attributes[ambiguity.item] == nil { order.append(ambiguity.item) }
                attributes[ambiguity.item, default: []].append(ambiguity.attribute.rawValue)
            }
            for item in order { text += "  \(item): \(attributes[item]!.joined(separator: ", "))\n" }
        }
        if !result.findings.isEmpty {
            text += "\nfindings (\(result.findings.count))\n"
            for finding in result.findings { text += "  \(finding)\n" }
        }
        return text
    }

    /// `{"name", "layoutDirection", "layouts": [{"category", "frames", "unsatisfiable", "ambiguous", "findings"}]}`.
    var json: String {
        let frames = JSONValue.object(result.frames.map { frame in
            (frame.view, .object([
                ("x", .number(frame.frame.x)), ("y", .number(frame.frame.y)), ("width", .number(frame.frame.width)),
                ("height", .number(frame.frame.height)),
            ]))
        })
        let layout = JSONValue.object([
            ("category", .string(category)),
            ("frames", frames),
            ("unsatisfiable", .array(result.unsatisfiable.map { set in
                .object([("constraints", .array(set.constraints.map(JSONValue.string))), ("broken", .string(set.broken))])
            })),
            ("ambiguous", .array(result.ambiguous.map { ambiguity in
                .object([("view", .string(ambiguity.item)), ("attribute", .string(ambiguity.attribute.rawValue))])
            })),
            ("findings", .array(result.findings.map(Self.json))),
        ])
        return JSONValue.object([
            ("name", .string(document.name)), ("layoutDirection", .string(document.layoutDirection.rawValue)),
            ("layouts", .array([layout])),
        ]).serialized()
    }

    private static func json(_ finding: LayoutFinding) -> JSONValue {
        switch finding {
        case .compressed(let view, let axis, let intrinsic, let actual):
            .object([
                ("kind", .string("compressed")), ("view", .string(view)),
                ("attribute", .string(axis == .horizontal ? "width" : "height")), ("intrinsic", .number(intrinsic)),
                ("actual", .number(actual)), ("message", .string(finding.description)),
            ])
        case .outsideSuperview(let view, let superview):
            .object([
                ("kind", .string("outsideSuperview")), ("view", .string(view)), ("superview", .string(superview)),
                ("message", .string(finding.description)),
            ])
        }
    }
}
