import AutoLayout
import TextMeasurement

/// What keeps a tree's views from following Dynamic Type, whatever the category: found from the views' settings and
/// constraints, not from a layout.
///
/// - A label in a fixed-size font (``LayoutFindingKind/fixedFontSize(pointSize:)``).
/// - A label in a text-style or scaled font without `adjustsFontForContentSizeCategory`
///   (``LayoutFindingKind/fontDoesNotAdjust``).
/// - A required `height == constant` or `height <= constant` on a label, or on a view with a label below it (the
///   root, being the screen or the cell, aside)
///   (``LayoutFindingKind/fixedHeight(constraint:height:)``): text that grows cannot make it taller. Heights at lower
///   priorities give way and are not named.
struct DynamicTypeLint {
    let root: View

    func findings() -> [ViewFinding] {
        var findings: [ViewFinding] = []
        let views = root.subtree
        var holdsText: Set<ObjectIdentifier> = []
        // Each view after its subviews: a view holds text when it is a label or a subview does.
        for view in views.reversed() where view is Label || view.subviews.contains(where: { holdsText.contains(ObjectIdentifier($0)) }) {
            holdsText.insert(ObjectIdentifier(view))
        }
        // (The root is the screen or the cell: its size is the device's, not a cap on text.)
        for view in views.dropFirst() where !view.isHidden {
            if let label = view as? Label {
                switch label.font.size {
                case .fixed(let size, _):
                    findings.append(ViewFinding(view: label.identifier, text: label.text, kind: .fixedFontSize(pointSize: size)))
                case .style, .scaled:
                    if !label.adjustsFontForContentSizeCategory {
                        findings.append(ViewFinding(view: label.identifier, text: label.text, kind: .fontDoesNotAdjust))
                    }
                }
            }
            guard holdsText.contains(ObjectIdentifier(view)) else { continue }
            for constraint in Self.heightConstraints(of: view) {
                findings.append(
                    ViewFinding(
                        view: view.identifier, text: (view as? Label)?.text,
                        kind: .fixedHeight(constraint: constraint.name, height: constraint.constant)))
            }
        }
        return findings
    }

    /// The required constant heights that cap `view`: installed on it or on any view above (activation installs a
    /// constraint on its items' nearest common ancestor, which for a constant is the view itself).
    private static func heightConstraints(of view: View) -> [LayoutConstraint] {
        view.constraints.filter { constraint in
            constraint.firstItem === view && constraint.firstAttribute == .height && constraint.secondItem == nil
                && constraint.relation != .greaterThanOrEqual && constraint.priority.isRequired
        }
    }
}
