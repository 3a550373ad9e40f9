/// A visual format string as parsed, before its names are looked up: the orientation, then the superview bars and
/// views in the order written, with the connection between each neighbouring pair — Apple's grammar
/// (*Auto Layout Guide*, "Visual Format Language" appendix):
///
/// ```
/// <visualFormatString> (<orientation>:)? (<superview><connection>)?
///                      <view>(<connection><view>)* (<connection><superview>)?
/// <orientation>        H | V
/// <superview>          |
/// <view>               [ <viewName> (<predicateListWithParens>)? ]
/// <connection>         e | - <predicateList> - | -
/// <predicateList>      <simplePredicate> | <predicateListWithParens>
/// <simplePredicate>    <metricName> | <positiveNumber>
/// <predicateListWithParens>  ( <predicate> (, <predicate>)* )
/// <predicate>          (<relation>)? (<objectOfPredicate>) (@ <priority>)?
/// <relation>           == | <= | >=
/// <objectOfPredicate>  <constant> | <viewName>
/// <priority>, <constant>  <metricName> | <number>
/// ```
///
/// Every part keeps its character offset in the format (0-based, in `Character`s), so that a name that is not in the
/// dictionaries, or a value out of range, is reported where it was written.
struct VisualFormat: Equatable, Sendable {
    /// `H:` (the default) or `V:`.
    var axis: Axis
    /// The superview bars and views, in the order written: a bar only first or last, and at least one view.
    var elements: [Element]
    /// What joins each element to the next: `connections[i]` lies between `elements[i]` and `elements[i + 1]`.
    var connections: [Connection]

    /// A superview bar `|` or a view `[name(predicates)]`.
    enum Element: Equatable, Sendable {
        /// `|`, at `offset`.
        case superview(offset: Int)
        case view(ViewElement)
    }

    /// `[name(predicates)]`: a view, and what its size (width for `H:`, height for `V:`) must be.
    struct ViewElement: Equatable, Sendable {
        var name: String
        /// Where the name starts.
        var offset: Int
        var predicates: [Predicate]
    }

    /// How two neighbouring elements are spaced.
    enum Connection: Equatable, Sendable {
        /// Nothing between them (`[a][b]`): they touch. `offset` is where the second element starts.
        case flush(offset: Int)
        /// A lone `-` at `offset`: the standard spacing.
        case standard(offset: Int)
        /// `-20-`, `-gap-` or `-(>=8,<=20@750)-`: the gap's predicates (a simple predicate is one `==`).
        case predicates([Predicate])
    }

    /// `>=40@750`: a relation to an object at a priority.
    struct Predicate: Equatable, Sendable {
        /// `==` when none is written.
        var relation: Relation
        var object: Operand
        /// `nil`: required.
        var priority: Operand?
    }

    /// A number or a name (a metric, or for a view's size another view), where it was written.
    struct Operand: Equatable, Sendable {
        var value: Value
        var offset: Int

        enum Value: Equatable, Sendable {
            case number(Double)
            case name(String)
        }
    }
}

extension VisualFormat {
    /// The first view written.
    var firstView: ViewElement? {
        for case .view(let view) in elements { return view }
        return nil
    }

    /// The last view written.
    var lastView: ViewElement? {
        for case .view(let view) in elements.reversed() { return view }
        return nil
    }
}
