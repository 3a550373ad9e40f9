import AutoLayout
import TextMeasurement

/// What keeps a tree's views from following Dynamic Type, whatever the category: found from the views' settings and
/// constraints, not from a layout.
///
/// - A label, a text field or a segmented control in a fixed-size font (``LayoutFindingKind/fixedFontSize(pointSize:)``).
/// - One in a text-style or scaled font without `adjustsFontForContentSizeCategory`
///   (``LayoutFindingKind/fontDoesNotAdjust``).
/// - A required `height == constant` or `height <= constant` on one of them, or on a view with one below it (the
///   root, being the screen or the cell, aside)
///   (``LayoutFindingKind/fixedHeight(constraint:height:)``): text that grows cannot make it taller. Heights at lower
///   priorities give way and are not named.
struct DynamicTypeLint {
    let root: View

    func findings() -> [ViewFinding] {
        var findings: [ViewFinding] = []
        let views = root.subtree
        var holdsText: Set<ObjectIdentifier> = []
        // Each view after its subviews: a view holds text when it is a label, a text field or a segmented control, or
        // a subview does.
        for view in views.reversed()
        where Self.linted(view) != nil || view.subviews.contains(where: { holdsText.contains(ObjectIdentifier($0)) }) {
            holdsText.insert(ObjectIdentifier(view))
        }
        // (The root is the screen or the cell: its size is the device's, not a cap on text.)
        for view in views.dropFirst() where !view.isHidden {
            let text = Self.text(of: view)
            if let font = Self.linted(view) {
                switch font.font.size {
                case .fixed(let size, _):
                    findings.append(ViewFinding(view: view.identifier, text: text, kind: .fixedFontSize(pointSize: size)))
                case .style, .scaled:
                    if !font.adjustsFontForContentSizeCategory {
                        findings.append(ViewFinding(view: view.identifier, text: text, kind: .fontDoesNotAdjust))
                    }
                }
            }
            guard holdsText.contains(ObjectIdentifier(view)) else { continue }
            for constraint in Self.heightConstraints(of: view) {
                findings.append(
                    ViewFinding(
                        view: view.identifier, text: text,
                        kind: .fixedHeight(constraint: constraint.name, height: constraint.constant)))
            }
        }
        return findings
    }

    /// The font settings of a view whose font is linted: a label's, a text field's, a segmented control's.
    private static func linted(_ view: View) -> (any TextFont)? {
        view is Label || view is TextField || view is SegmentedControl ? view as? any TextFont : nil
    }

    /// The text a finding quotes: a label's, what a text field shows; none for a segmented control.
    private static func text(of view: View) -> String? {
        if let label = view as? Label { return label.text }
        if let field = view as? TextField, !field.shownText.isEmpty { return field.shownText }
        return nil
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
