import AutoLayout
import DynamicTypeLayout

/// The labels of a table view cell in UIKit's value1 style (`style="IBUITableViewCellStyleValue1"`), laid out from
/// their text as UIKit lays out `textLabel` and `detailTextLabel`, not at the widths the document stores.
///
/// Xcode stores the labels of a built-in style by frame, as it measured their placeholder text when the cell was last
/// edited — often in an older system font, or for a text the app replaces. UIKit lays them out itself each time, by
/// the style (`UITableViewCell.CellStyle.value1`: "a label on the left side of the cell with left-aligned and black
/// text; on the right side is a label that has smaller blue text and is right-aligned"): each as wide and tall as its
/// text, the title from the leading margin, the detail to the trailing one, both centred. So each label keeps its
/// stored vertical centre and the edge it sits by — its stored leading edge, or its trailing edge when it starts in the
/// trailing half — and takes its size from its text. (In the default and subtitle styles the labels run to the
/// trailing margin, as the document stores them; they are left as stored.)
enum BuiltInCellLabels {
    /// For a cell in the value1 `style`: the constraints that place `views`' labels directly in `content` (the cell's
    /// content view) by the edge and centre their stored frames give; each such label stops translating its
    /// autoresizing mask. (A label the document constrains itself is left to its constraints.)
    static func constraints(
        style: String, content: View, views: [InterfaceBuilderView], items: [String: LayoutItem]
    ) -> [LayoutConstraint] {
        guard style == "IBUITableViewCellStyleValue1",
            let contentFrame = views.first(where: { $0.id == content.identifier })?.storedFrame
        else { return [] }
        var constraints: [LayoutConstraint] = []
        for described in views where described.superview == content.identifier {
            guard let label = items[described.id] as? Label, label.translatesAutoresizingMaskIntoConstraints,
                let frame = described.storedFrame
            else { continue }
            label.translatesAutoresizingMaskIntoConstraints = false
            let id = label.identifier
            constraints.append(
                frame.x > contentFrame.width / 2
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
