/// The solver's variables for one item's frame, in the coordinates of its superview (a guide: of its owning view).
/// The root view has no origin variables: its origin is (0, 0).
struct ItemVariables {
    var x: Variable?
    var y: Variable?
    var width: Variable
    var height: Variable

    /// The variable for a frame attribute.
    subscript(attribute: FrameAttribute) -> Variable? {
        switch attribute {
        case .x: x
        case .y: y
        case .width: width
        case .height: height
        }
    }
}

/// An item's frame as expressions of the solver's variables, in one view's coordinates.
struct FrameExpression {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    /// The frame moved by `offset`.
    func offset(by offset: (x: LinearExpression, y: LinearExpression)) -> FrameExpression {
        FrameExpression(x: x + offset.x, y: y + offset.y, width: width, height: height)
    }
}
