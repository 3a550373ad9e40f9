extension LayoutConstraint {
    /// The constraints a visual format string describes: `NSLayoutConstraint.constraints(withVisualFormat:options:
    /// metrics:views:)`. They are returned, not activated.
    ///
    /// ```swift
    /// let made = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[title]-8-[badge(>=40@750)]-|", views: ["title": title, "badge": badge])
    /// // title.leading == root.leadingMargin, badge.width >= 40 @750, badge.leading == title.trailing + 8,
    /// // root.trailingMargin == badge.trailing
    /// try LayoutConstraint.activate(made)
    /// ```
    ///
    /// The grammar is Apple's (*Auto Layout Guide*, "Visual Format Language" appendix). What
    /// the made constraints are:
    /// - **Axis.** `H:` (or no orientation) relates leading and trailing edges and widths; with
    ///   ``FormatOptions/directionLeftToRight`` left and right, the first view leftmost; with
    ///   ``FormatOptions/directionRightToLeft`` left and right, the first view rightmost. `V:` relates tops, bottoms
    ///   and heights.
    /// - **Spacing.** Each connection relates the edges that face each other, the item further along the axis first,
    ///   so that the constant is the gap: `[a]-8-[b]` is `b.leading == a.trailing + 8`, `[a]-8-|` is
    ///   `root.trailing == a.trailing + 8`, and right to left `[a]-8-[b]` is `a.left == b.right + 8`. A relation in
    ///   the predicate relates the gap (`-(>=20)-`: `b.leading >= a.trailing + 20`); no connection (`[a][b]`) is a gap
    ///   of 0; a number or metric to the superview (`|-20-[a]`) is measured from its edge, not its margin (in Stack
    ///   Overflow question 26157077, `|-42.0-[separatorView]-42.0-|` does not follow `layoutMargins`).
    /// - **Standard spacing.** A lone `-` between two views is ``LayoutEngine/systemSpacing`` (8, what a Stack
    ///   Overflow answer on finding "the standard Aqua space" in code read from UIKit's `[view]-[view]`). Between a
    ///   view and the superview it is the superview's layout margin: `|-[a]` is `a.leading == root.leadingMargin`
    ///   (`topMargin` …), so that the spacing follows ``View/margins`` and the safe area, as UIKit's has since iOS 8
    ///   ("the visual format language has been updated so that `|-` or `-|` will default to using a spacing defined
    ///   by the superview's layoutMargins property", an answer to Stack Overflow question 26157077; the tabasoft
    ///   blog's "iOS8 Layout Margins", 2014, saw the same). Before iOS 8 it was a fixed 20 points (the answer that
    ///   read 8 read 20.0 from `[view]-|`); the Auto Layout Guide publishes neither figure.
    /// - **Sizes.** `[a(>=40@750)]` is `a.width >= 40 @750`; `[a(==b)]` is `a.width == b.width` (a view name is
    ///   allowed only here, as the appendix notes). A name that is both a metric and a view is the metric (the
    ///   grammar lists `<constant>` first). A size may not be negative.
    /// - **Priorities.** `@750` or `@metric`, from 1 to 1000; none is required (1000).
    /// - **Alignment.** Each alignment option relates every pair of neighbouring views (superview bars skipped):
    ///   `H:[a]-[b]-[c]` with `.alignAllTop` adds `a.top == b.top` and `b.top == c.top`.
    /// - **Order.** Each view's size constraints and each connection's, in the order written, then the alignments.
    ///   Identifiers are left `nil`, so each constraint is named by its equation.
    ///
    /// - Parameters:
    ///   - format: The visual format string.
    ///   - options: Alignments across the format and the direction of an `H:` format.
    ///   - metrics: The values that names in the format stand for.
    ///   - views: The views that names in the format stand for.
    /// - Returns: The constraints, not activated.
    /// - Throws: ``LayoutError/visualFormat(format:offset:message:)`` with the offset (0-based, in `Character`s) of
    ///   what is wrong and what was expected: a format that does not parse; a name that is not in `views` or
    ///   `metrics`; a number or metric that is not finite; a negative size; a priority outside 1…1000; a `|` next to
    ///   a view without a superview; and at offset 0, options that do not fit the format (an alignment along the
    ///   format's own axis, both directions, unknown bits).
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: View]
    ) throws(LayoutError) -> [LayoutConstraint] {
        let parsed = try VisualFormatParser.parse(format)
        var builder = VisualFormatBuilder(format: format, parsed: parsed, metrics: metrics, views: views)
        return try builder.constraints(options: options)
    }
}

/// Turns a parsed visual format into constraints: looks its names up and relates its elements' edges.
private struct VisualFormatBuilder {
    let format: String
    let parsed: VisualFormat
    let metrics: [String: Double]
    let views: [String: View]
    private var made: [LayoutConstraint] = []

    init(format: String, parsed: VisualFormat, metrics: [String: Double], views: [String: View]) {
        self.format = format
        self.parsed = parsed
        self.metrics = metrics
        self.views = views
    }

    /// The edges a format relates, from the start of its axis to the end, and whether the start is on the right
    /// (right to left), where the coordinates run the other way.
    private struct Edges {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var size: LayoutAttribute
        var reversed: Bool
    }

    mutating func constraints(options: LayoutConstraint.FormatOptions) throws(LayoutError) -> [LayoutConstraint] {
        let edges = try self.edges(for: options)
        let alignments = try alignedAttributes(options)
        let elements = try parsed.elements.map { element throws(LayoutError) in try resolve(element) }
        for (index, element) in elements.enumerated() {
            if case .view(let view, let written) = element {
                for predicate in written.predicates {
                    try addSize(predicate, of: view, edges.size)
                }
            }
            guard index < parsed.connections.count, index + 1 < elements.count else { continue }
            try connect(elements[index], elements[index + 1], by: parsed.connections[index], edges)
        }
        let placed = elements.compactMap { element -> View? in
            if case .view(let view, _) = element { return view }
            return nil
        }
        for attribute in alignments {
            for (first, second) in zip(placed, placed.dropFirst()) where first !== second {
                made.append(
                    LayoutConstraint(
                        item: first, attribute: attribute, relatedBy: .equal, toItem: second, attribute: attribute))
            }
        }
        return made
    }

    // MARK: - Options

    /// The edges for the orientation and direction.
    private func edges(for options: LayoutConstraint.FormatOptions) throws(LayoutError) -> Edges {
        if let unknown = options.unknownBits {
            throw error(
                at: 0,
                "the options have bits that are neither an alignment nor a direction (0x\(String(unknown, radix: 16)))")
        }
        let direction = options.intersection(.directionMask)
        if direction == .directionMask {
            throw error(at: 0, "the options directionLeftToRight and directionRightToLeft cannot be combined")
        }
        if parsed.axis == .vertical { return Edges(start: .top, end: .bottom, size: .height, reversed: false) }
        switch direction {
        case .directionLeftToRight: return Edges(start: .left, end: .right, size: .width, reversed: false)
        case .directionRightToLeft: return Edges(start: .right, end: .left, size: .width, reversed: true)
        default: return Edges(start: .leading, end: .trailing, size: .width, reversed: false)
        }
    }

    /// The attributes to align, each perpendicular to the format's axis.
    private func alignedAttributes(_ options: LayoutConstraint.FormatOptions) throws(LayoutError) -> [LayoutAttribute] {
        let attributes = options.alignedAttributes
        if attributes.contains(where: { $0.axis == parsed.axis }) {
            let needs =
                parsed.axis == .horizontal
                ? "H: needs top, bottom, centerY or a baseline" : "V: needs left, right, leading, trailing or centerX"
            throw error(at: 0, "an alignment option must be perpendicular to the format's orientation (\(needs))")
        }
        return attributes
    }

    // MARK: - Elements

    /// An element with its view looked up.
    private enum Resolved {
        case superview(View, offset: Int)
        case view(View, VisualFormat.ViewElement)
    }

    /// The element's view: the named view, or for a bar the superview of the view beside it.
    private func resolve(_ element: VisualFormat.Element) throws(LayoutError) -> Resolved {
        switch element {
        case .view(let written):
            return .view(try view(named: written.name, at: written.offset), written)
        case .superview(let offset):
            // A bar is first or last, and the format has a view: the view beside it is the first or the last.
            guard let beside = offset == firstBarOffset ? parsed.firstView : parsed.lastView else {
                throw error(at: offset, "'|' has no view beside it")
            }
            guard let superview = try view(named: beside.name, at: beside.offset).superview else {
                throw error(at: offset, "'|' stands for the superview of '\(beside.name)', which has none")
            }
            return .superview(superview, offset: offset)
        }
    }

    /// The offset of a bar that opens the format, if one does.
    private var firstBarOffset: Int? {
        if case .superview(let offset) = parsed.elements.first { return offset }
        return nil
    }

    private func view(named name: String, at offset: Int) throws(LayoutError) -> View {
        guard let view = views[name] else {
            throw error(at: offset, "unknown view '\(name)'; \(Self.listing(views.keys, "views"))")
        }
        return view
    }

    // MARK: - Constraints

    /// `view.size relation constant` or `view.size relation other.size`, from `[view(predicate)]`.
    private mutating func addSize(_ predicate: VisualFormat.Predicate, of view: View, _ size: LayoutAttribute)
        throws(LayoutError)
    {
        let priority = try self.priority(predicate.priority)
        let object = predicate.object
        let sizeName = size == .width ? "width" : "height"
        if case .name(let name) = object.value, metrics[name] == nil {
            guard let other = views[name] else {
                throw error(
                    at: object.offset,
                    "unknown metric or view '\(name)'; \(Self.listing(metrics.keys, "metrics")); "
                        + Self.listing(views.keys, "views"))
            }
            made.append(
                LayoutConstraint(
                    item: view, attribute: size, relatedBy: predicate.relation, toItem: other, attribute: size,
                    priority: priority))
            return
        }
        let constant = try value(of: object, "a \(sizeName)")
        guard constant >= 0 else {
            throw error(at: object.offset, "a \(sizeName) cannot be negative (\(Self.text(constant)))")
        }
        made.append(
            LayoutConstraint(
                item: view, attribute: size, relatedBy: predicate.relation, constant: constant, priority: priority))
    }

    /// The constraints of the connection between `near` (written first) and `far`.
    private mutating func connect(
        _ near: Resolved, _ far: Resolved, by connection: VisualFormat.Connection, _ edges: Edges
    ) throws(LayoutError) {
        let (nearItem, nearIsSuperview) = Self.item(near)
        let (farItem, farIsSuperview) = Self.item(far)
        // The near element's edge toward the gap is a view's end, or the opening bar's start; the far one's a view's
        // start, or the closing bar's end.
        var nearEdge = nearIsSuperview ? edges.start : edges.end
        var farEdge = farIsSuperview ? edges.end : edges.start
        var gaps: [(Relation, Double, Priority)]
        switch connection {
        case .flush:
            gaps = [(.equal, 0, .required)]
        case .standard:
            if nearIsSuperview || farIsSuperview {
                // To the superview, the standard spacing is its margin.
                if nearIsSuperview { nearEdge = nearEdge.withMargin }
                if farIsSuperview { farEdge = farEdge.withMargin }
                gaps = [(.equal, 0, .required)]
            } else {
                gaps = [(.equal, LayoutEngine.systemSpacing, .required)]
            }
        case .predicates(let predicates):
            gaps = []
            for predicate in predicates {
                let object = predicate.object
                if case .name(let name) = object.value, metrics[name] == nil, views[name] != nil {
                    throw error(
                        at: object.offset,
                        "'\(name)' is a view, but a spacing is a number or a metric (a view name is allowed only in a"
                            + " view's size, as in [view(==\(name))])")
                }
                gaps.append((predicate.relation, try value(of: object, "a spacing"), try priority(predicate.priority)))
            }
        }
        for (relation, gap, priority) in gaps {
            // The item further along the axis first, so that the constant is the gap.
            let constraint =
                edges.reversed
                ? LayoutConstraint(
                    item: nearItem, attribute: nearEdge, relatedBy: relation, toItem: farItem, attribute: farEdge,
                    constant: gap, priority: priority)
                : LayoutConstraint(
                    item: farItem, attribute: farEdge, relatedBy: relation, toItem: nearItem, attribute: nearEdge,
                    constant: gap, priority: priority)
            made.append(constraint)
        }
    }

    private static func item(_ element: Resolved) -> (View, isSuperview: Bool) {
        switch element {
        case .superview(let view, _): (view, true)
        case .view(let view, _): (view, false)
        }
    }

    // MARK: - Values

    /// A number, or a metric's value; `what` says what it is for, for messages.
    private func value(of operand: VisualFormat.Operand, _ what: String) throws(LayoutError) -> Double {
        switch operand.value {
        case .number(let number):
            return number
        case .name(let name):
            guard let value = metrics[name] else {
                if views[name] != nil {
                    throw error(at: operand.offset, "'\(name)' is a view, but \(what) is a number or a metric")
                }
                throw error(at: operand.offset, "unknown metric '\(name)'; \(Self.listing(metrics.keys, "metrics"))")
            }
            guard value.isFinite else {
                throw error(at: operand.offset, "metric '\(name)' is not a finite number (\(Self.text(value)))")
            }
            return value
        }
    }

    /// `@750` or `@metric`, from 1 to 1000; none is required.
    private func priority(_ operand: VisualFormat.Operand?) throws(LayoutError) -> Priority {
        guard let operand else { return .required }
        let value = try value(of: operand, "a priority")
        guard value >= 1, value <= 1000, let priority = Priority(Float(value)) else {
            throw error(at: operand.offset, "a priority must be from 1 to 1000, not \(Self.text(value))")
        }
        return priority
    }

    // MARK: - Messages

    /// "the views given are a, b" or "no views were given".
    private static func listing(_ names: some Collection<String>, _ kind: String) -> String {
        names.isEmpty ? "no \(kind) were given" : "the \(kind) given are " + names.sorted().joined(separator: ", ")
    }

    /// `20`, `-4`, `2.5`, `inf`: a value as a message shows it.
    private static func text(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private func error(at offset: Int, _ message: String) -> LayoutError {
        .visualFormat(format: format, offset: offset, message: message)
    }
}
