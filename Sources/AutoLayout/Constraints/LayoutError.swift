/// A constraint, a view tree or a visual format that cannot be laid out as given, with what was wrong.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A position related to a bare constant (`leading == 20`): positions need a second item.
    case positionAgainstConstant(String)
    /// A size related to a negative constant (`width == -4`).
    case negativeSize(String)
    /// A size related to a position (`width == leading`).
    case sizeAgainstPosition(String)
    /// Positions on different axes (`leading == top`).
    case mixedAxes(String)
    /// Leading or trailing related to left or right: UIKit refuses the mix, since they part in right-to-left layouts.
    case leadingWithLeft(String)
    /// A baseline of a layout guide, which has none.
    case baselineOfGuide(String)
    /// A margin attribute of a layout guide, which has no margins.
    case marginOfGuide(String)
    /// A multiplier of 0 with a second item.
    case zeroMultiplier(String)
    /// A multiplier or constant that is not a finite number.
    case notFinite(String)
    /// An item that is in no view.
    case notInAView(String)
    /// Items in different view trees.
    case noCommonAncestor(String)
    /// A view tree, or an arrangement of trees (a table's or a grid's cells), that cannot be laid out as given: a view
    /// in it twice, a cycle, a cell with a superview, a grid without columns.
    case invalidTree(String)
    /// A visual format that does not parse: the format, where (a character offset) and what was expected.
    case visualFormat(format: String, offset: Int, message: String)

    /// The constraint's name (its identifier or equation), for the errors about one constraint.
    public var constraint: String? {
        switch self {
        case .positionAgainstConstant(let name), .negativeSize(let name), .sizeAgainstPosition(let name),
            .mixedAxes(let name), .leadingWithLeft(let name), .baselineOfGuide(let name), .marginOfGuide(let name),
            .zeroMultiplier(let name), .notFinite(let name), .notInAView(let name), .noCommonAncestor(let name):
            name
        case .invalidTree, .visualFormat: nil
        }
    }

    /// `name: rule`.
    public var description: String {
        constraint.map { "\($0): \(rule)" } ?? rule
    }

    /// What rule was broken, without the constraint's name.
    public var rule: String {
        switch self {
        case .positionAgainstConstant:
            "a position cannot be related to a constant; relate it to another item's position"
        case .negativeSize:
            "a width or height cannot be related to a negative constant"
        case .sizeAgainstPosition:
            "a size can be related only to a size or a constant, not to a position"
        case .mixedAxes:
            "a horizontal position cannot be related to a vertical one"
        case .leadingWithLeft:
            "leading and trailing cannot be related to left and right (they differ in right-to-left layouts)"
        case .baselineOfGuide:
            "a layout guide has no baseline; use a view's first or last baseline"
        case .marginOfGuide:
            "a layout guide has no margins; use its edges, or the view's margin attributes"
        case .zeroMultiplier:
            "a multiplier of 0 relates to nothing; give a constant-only constraint instead"
        case .notFinite:
            "the multiplier and constant must be finite numbers"
        case .notInAView:
            "an item is in no view (add the view to the tree, or the guide to a view)"
        case .noCommonAncestor:
            "the items are in different view trees"
        case .invalidTree(let message):
            message
        case .visualFormat(let format, let offset, let message):
            "visual format \"\(format)\" at character \(offset + 1): \(message)"
        }
    }
}
