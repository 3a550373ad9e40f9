import AutoLayout
import DynamicTypeLayout

/// The labels of a table view cell in one of UIKit's built-in styles (`style="IBUITableViewCellStyleValue1"` …), laid
/// out from their text as UIKit lays out `textLabel` and `detailTextLabel`, not at the widths the document stores.
///
/// Xcode stores the labels of a built-in style by frame, at the widths it measured their placeholder text with when
/// the cell was last edited — often in an older system font, or for a text the app replaces. UIKit sizes them itself
/// from their text each time (`UITableViewCell.textLabel`: "the cell's content view lays out its labels"; the
/// `UITableViewCell.CellStyle` cases place them: left-aligned at the leading margin; value1's detail right-aligned at
/// the trailing one; subtitle's below the title). So each label here keeps the edge the style anchors it to — its
/// stored leading edge, or its trailing edge for a label that sits in the trailing half (value1's detail) — and its
/// stored vertical centre, and takes its width and height from its text.
enum BuiltInCellLabels {
    /// The constraints that place `views`' labels directly in `content` (the cell's content view) by the edge and
    /// centre their stored frames give; each such label stops translating its autoresizing mask. (A label the
    /// document constrains itself is left to its constraints.)
    static func constraints(content: View, views: [InterfaceBuilderView], items: [String: LayoutItem])
        -> [LayoutConstraint]
    {
        guard let contentFrame = views.first(where: { $0.id == content.identifier })?.storedFrame else { return [] }
        var constraints: [LayoutConstraint] = []
        for described in views where described.superview == content.identifier {
            guard let label = items[described.id] as? Label, label.translatesAutoresizingMaskIntoConstraints,
                let frame = described.storedFrame
            else { continue }
            label.translatesAutoresizingMaskIntoConstraints = false
            let id = label.identifier
            let trailingHalf = frame.x + frame.width / 2 > contentFrame.width / 2
            constraints.append(
                trailingHalf
                    ? content.trailingAnchor.constraint(
                        equalTo: label.trailingAnchor, constant: contentFrame.width - frame.x - frame.width
                    ).identifier("\(id).style.trailing")
                    : label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: frame.x)
                        .identifier("\(id).style.leading"))
            constraints.append(
                label.centerYAnchor.constraint(
                    equalTo: content.centerYAnchor, constant: frame.y + frame.height / 2 - contentFrame.height / 2
                ).identifier("\(id).style.centerY"))
        }
        return constraints
    }
}
