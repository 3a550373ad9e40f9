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
