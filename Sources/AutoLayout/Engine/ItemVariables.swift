/// The solver's variables for one item's frame, in the coordinates of its superview (a guide: of its owning view).
/// The root view has no origin variables: its origin is (0, 0).
struct ItemVariables {
    var x: Variable?
    var y: Variable?
    var width: Variable
    var height: Variable
    /// `1 × width` and `1 × height`, made once: every layout's intrinsic-size constraints share their terms, so that
    /// the engine finds them unchanged without comparing them (``ConstraintSpec/sameTerms(_:_:)``).
    let widthTerm: LinearExpression
    let heightTerm: LinearExpression

    init(x: Variable?, y: Variable?, width: Variable, height: Variable) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        widthTerm = LinearExpression(width)
        heightTerm = LinearExpression(height)
    }

    /// The origin's variable along an axis: `x` for horizontal, `y` for vertical.
    func position(_ horizontal: Bool) -> Variable? {
        horizontal ? x : y
    }

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
