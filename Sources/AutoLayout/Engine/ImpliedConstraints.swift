/// The constraints a view implies without being given them: its content's intrinsic size, and, for a view laid out
/// by its frame, its autoresizing mask.
enum ImpliedConstraints {
    /// One of the four inequalities an intrinsic size (W, H) implies: `width <= W` at the content hugging priority
    /// (`hugging`), `width >= W` at the compression resistance priority, the same for the height; none for a
    /// dimension without an intrinsic metric (`shared/reference/auto-layout.md` §2). Named `VIEW.width.hugging`,
    /// `VIEW.width.compressionResistance`, and so for the height. Its shape is
    /// ``ConstraintSpec/Shape/intrinsicSize(_:hugging:_:)``'s, its constant `−value`.
    static func intrinsicSize(
        of view: View, _ own: ItemVariables, _ axis: Axis, _ value: Double, hugging: Bool, priority: Priority
    ) -> ConstraintSpec {
        let length = axis == .horizontal ? own.widthTerm : own.heightTerm
        return ConstraintSpec(
            constraint: (hugging ? length <= value : length >= value).priority(priority),
            origin: .intrinsicSize(view: view.identifier, axis: axis, hugging: hugging))
    }

    /// The required constraints that keep a view laid out by its frame where the frame and the autoresizing mask put
    /// it: origin and size fixed, except that when the superview is wider (taller) than the one the frame was designed
    /// in, the difference goes to the flexible parts — the left margin, the width, the right margin — in proportion to
    /// their designed lengths (Apple, `UIView.autoresizingMask`: "the default behavior is to distribute the size
    /// difference proportionally among the flexible portions"); equally when those lengths are all 0. Named
    /// `VIEW.autoresizing.minX`, `.width`, `.minY`, `.height`. The root's frame fixes its size.
    static func autoresizing(of view: View, _ own: ItemVariables, superview: ItemVariables?) -> [ConstraintSpec] {
        let frame = view.frame
        func spec(_ variable: Variable, _ value: LinearExpression, _ name: String) -> ConstraintSpec {
            ConstraintSpec(constraint: variable == value, origin: .autoresizing(view: view.identifier, part: name))
        }
        guard let superview, let x = own.x, let y = own.y else {
            return [
                spec(own.width, LinearExpression(constant: frame.width), "width"),
                spec(own.height, LinearExpression(constant: frame.height), "height"),
            ]
        }
        let mask = view.autoresizingMask
        let horizontal = AxisRule(
            origin: frame.x, length: frame.width, designed: view.designSuperviewSize?.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = AxisRule(
            origin: frame.y, length: frame.height, designed: view.designSuperviewSize?.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        let (minX, width) = horizontal.expressions(superviewLength: superview.width)
        let (minY, height) = vertical.expressions(superviewLength: superview.height)
        return [spec(x, minX, "minX"), spec(own.width, width, "width"), spec(y, minY, "minY"), spec(own.height, height, "height")]
    }

    /// One axis of an autoresizing mask: the designed origin and length, the superview's designed length, and which
    /// of the leading margin, the length and the trailing margin are flexible.
    private struct AxisRule {
        var origin: Double
        var length: Double
        var designed: Double?
        var flexible: (margin: Bool, length: Bool, trailingMargin: Bool)

        /// The origin and the length as expressions of the superview's length `L`: `origin + share × (L − designed)`.
        func expressions(superviewLength: Variable) -> (origin: LinearExpression, length: LinearExpression) {
            let fixed = (LinearExpression(constant: origin), LinearExpression(constant: length))
            guard let designed else { return fixed }
            let parts = [
                (flexible.margin, origin), (flexible.length, length), (flexible.trailingMargin, designed - origin - length),
            ]
            let flexibleParts = parts.filter(\.0)
            guard !flexibleParts.isEmpty else { return fixed }
            let total = flexibleParts.reduce(0) { $0 + $1.1 }
            func share(_ index: Int) -> Double {
                guard parts[index].0 else { return 0 }
                return total > 0 ? parts[index].1 / total : 1 / Double(flexibleParts.count)
            }
            func growing(_ value: Double, _ share: Double) -> LinearExpression {
                share == 0 ? LinearExpression(constant: value) : share * superviewLength + (value - share * designed)
            }
            return (growing(origin, share(0)), growing(length, share(1)))
        }
    }
}
