import AutoLayout

/// The constraints a ``StackView`` generates, constraint for constraint as UIStackView generates them — the lists
/// printed from UIKit and reproduced by public clones checked against it (kean/Arranged, whose README shows UIKit's
/// own `UISV-` constraints beside its `ASV-` ones; `shared/reference/auto-layout.md` §4). Named as UIKit names them
/// (`UISV-spacing`, `UISV-canvas-connection` …), each prefixed with the stack's identifier.
///
/// Along the axis (for a horizontal stack; a vertical one swaps leading for top, width for height):
/// - `canvas-connection`: stack.leading == first visible.leading, stack.trailing == last visible.trailing (the
///   margins' edges when the arrangement is relative to them).
/// - `spacing`: next.leading == previous.trailing + spacing (`>=` for equal spacing and equal centering;
///   last baseline to first baseline in a baseline-relative vertical stack). Around a hidden view the spacing is
///   halved for each hidden neighbour, 0 towards the ends, at priority 50 (`spacing-hidden`).
/// - `hiding`: a hidden view's width == 0 @999.999.
/// - `fill-equally`: each visible view's width == the first's; `fill-proportionally`: width == (its intrinsic
///   width / the sum of them and the spacing) × the stack's width, @999, 998, … (required when only one view has an
///   intrinsic width and there is nothing to share), width == 0 for a view without one; all fill equally when none
///   has one.
/// - equal spacing and centering: a guide in each gap (between edges, or centres), their widths equal (@149 for
///   equal centering), and `canvas-fit` stack.width == 0 @49.
///
/// Across the axis, with an `alignment-spanner` guide around the views for every alignment but fill (when more
/// than one view is arranged): `alignment` (each view's top, bottom, centre or baseline == the first's),
/// `spanning-boundary` (spanner.top == view.top @999.5 on a side the views are aligned on, spanner.top <= view.top
/// otherwise), `spanning-fit` spanner.height == 0 @51, `canvas-connection` to the spanner or the first view,
/// `ambiguity-suppression` view.height == 0 @25, and `canvas-fit` stack.height == 0 @49 where the stack's own edge is
/// loose (baseline alignment).
struct StackArrangement {
    let stack: StackView
    let key: Key

    /// Everything the constraints depend on: the arranged views, which are hidden, the stack's properties, and
    /// the intrinsic lengths a proportional distribution divides by.
    struct Key: Equatable {
        let views: [ObjectIdentifier]
        let hidden: [Bool]
        let axis: Axis
        let distribution: StackView.Distribution
        let alignment: StackView.Alignment
        let spacing: Double
        let marginsRelative: Bool
        let baselineRelative: Bool
        let intrinsicLengths: [Double?]

        /// Whether this is the key `StackArrangement(stack)` would have now, found without making one (a layout
        /// asks every stack at every category).
        func holds(for stack: StackView) -> Bool {
            let arranged = stack.arrangedSubviews
            guard arranged.count == views.count, axis == stack.axis, distribution == stack.distribution,
                alignment == stack.alignment, spacing == stack.spacing,
                marginsRelative == stack.isLayoutMarginsRelativeArrangement,
                baselineRelative == (stack.isBaselineRelativeArrangement && stack.axis == .vertical)
            else { return false }
            for (index, view) in arranged.enumerated() {
                guard ObjectIdentifier(view) == views[index], view.isHidden == hidden[index] else { return false }
                if distribution == .fillProportionally && StackArrangement.intrinsicLength(of: view, along: axis) != intrinsicLengths[index] {
                    return false
                }
            }
            return true
        }
    }

    init(_ stack: StackView) {
        self.stack = stack
        let views = stack.arrangedSubviews
        key = Key(
            views: views.map(ObjectIdentifier.init), hidden: views.map(\.isHidden), axis: stack.axis,
            distribution: stack.distribution, alignment: stack.alignment, spacing: stack.spacing,
            marginsRelative: stack.isLayoutMarginsRelativeArrangement,
            baselineRelative: stack.isBaselineRelativeArrangement && stack.axis == .vertical,
            intrinsicLengths: stack.distribution == .fillProportionally
                ? views.map { Self.intrinsicLength(of: $0, along: stack.axis) } : [])
    }

    /// A view's intrinsic length along `axis`, `nil` for none (or 0).
    static func intrinsicLength(of view: View, along axis: Axis) -> Double? {
        guard let size = view.content?.intrinsicContentSize(forWidth: nil) else { return nil }
        let length = axis == .horizontal ? size.width : size.height
        return length.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The constraints, and the guides they place (gaps and spanners) that the stack must own, each with the one
    /// axis its constraints place it on (as UIKit's spacers, they leave the other free).
    func make() -> (constraints: [LayoutConstraint], guides: [(guide: LayoutGuide, axis: Axis)]) {
        var maker = Maker(stack: stack, key: key)
        maker.distribute()
        maker.align()
        return (maker.constraints, maker.guides)
    }

    /// Builds the lists: the attribute names below are a horizontal stack's, swapped for a vertical one.
    private struct Maker {
        let stack: StackView
        let key: Key
        let items: [View]
        let visible: [View]
        let horizontal: Bool
        var constraints: [LayoutConstraint] = []
        var guides: [(guide: LayoutGuide, axis: Axis)] = []

        init(stack: StackView, key: Key) {
            self.stack = stack
            self.key = key
            items = stack.arrangedSubviews
            visible = items.filter { !$0.isHidden }
            horizontal = key.axis == .horizontal
        }

        // Along the axis.
        var leading: LayoutAttribute { horizontal ? .leading : .top }
        var trailing: LayoutAttribute { horizontal ? .trailing : .bottom }
        var length: LayoutAttribute { horizontal ? .width : .height }
        var center: LayoutAttribute { horizontal ? .centerX : .centerY }
        // Across it.
        var top: LayoutAttribute { horizontal ? .top : .leading }
        var bottom: LayoutAttribute { horizontal ? .bottom : .trailing }
        var thickness: LayoutAttribute { horizontal ? .height : .width }
        var middle: LayoutAttribute { horizontal ? .centerY : .centerX }

        var spacing: Double {
            key.spacing == StackView.spacingUseSystem ? LayoutEngine.systemSpacing : key.spacing
        }

        mutating func add(
            _ name: String, _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
            _ other: LayoutItem? = nil, _ otherAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
            constant: Double = 0, priority: Float = 1000
        ) {
            constraints.append(
                LayoutConstraint(
                    item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                    multiplier: multiplier, constant: constant, priority: Priority(priority)!,
                    identifier: "\(stack.identifier).UISV-\(name)"))
        }

        /// A guide placed along the stack's axis (`across` false) or across it.
        mutating func guide(_ name: String, across: Bool = false) -> LayoutGuide {
            let guide = LayoutGuide(identifier: "\(stack.identifier).UISV-\(name)-\(guides.count)")
            let axis: Axis = horizontal != across ? .horizontal : .vertical
            guides.append((guide, axis))
            return guide
        }

        /// stack.attribute relation item.attribute, to the margins' edge when the arrangement is relative to them.
        mutating func connectToCanvas(_ item: LayoutItem, _ attribute: LayoutAttribute, loose: Bool = false) {
            let edge = key.marginsRelative ? attribute.withMargin : attribute
            add("canvas-connection", stack, edge, Self.relation(attribute, loose: loose), item, attribute)
        }

        /// `==`, or for a loose connection the relation that lets the item sit inside: `<=` on a top or leading
        /// edge, `>=` on a bottom or trailing one.
        static func relation(_ attribute: LayoutAttribute, loose: Bool) -> Relation {
            guard loose else { return .equal }
            return attribute == .top || attribute == .leading || attribute == .left ? .lessThanOrEqual : .greaterThanOrEqual
        }

        // MARK: Distribution

        mutating func distribute() {
            guard !items.isEmpty else { return }
            if let first = visible.first, let last = visible.last {
                connectToCanvas(first, leading)
                connectToCanvas(last, trailing)
            } else {
                // Nothing shown: a spanner keeps the stack's length decided.
                let spanner = guide("ordering-spanner")
                connectToCanvas(spanner, leading)
                connectToCanvas(spanner, trailing)
                add("spanning-fit", spanner, length, constant: 0, priority: 1)
            }
            let equalSpacing = key.distribution == .equalSpacing || key.distribution == .equalCentering
            addSpacings(equalSpacing ? .greaterThanOrEqual : .equal)
            switch key.distribution {
            case .fill: break
            case .fillEqually: matchLengths(visible)
            case .fillProportionally: fillProportionally()
            case .equalSpacing, .equalCentering: addGaps()
            }
            for item in items where item.isHidden {
                add("hiding", item, length, constant: 0, priority: 999.999)
            }
            if equalSpacing { add("canvas-fit", stack, length, constant: 0, priority: 49) }
        }

        /// Each view after the previous one: from a shown view to every view up to the next shown one, and from a
        /// hidden view to the next shown one.
        mutating func addSpacings(_ relation: Relation) {
            guard !visible.isEmpty else {
                return
            }
            func gap(_ previous: View, _ next: View) -> Double {
                if next === visible.first || previous === visible.last { return 0 }
                let hidden = (previous.isHidden ? 1.0 : 0) + (next.isHidden ? 1.0 : 0)
                return spacing - spacing / 2 * hidden
            }
            func space(_ previous: View, _ next: View) {
                let nextEdge = key.baselineRelative && !next.isHidden ? LayoutAttribute.firstBaseline : leading
                let previousEdge = key.baselineRelative && !previous.isHidden ? LayoutAttribute.lastBaseline : trailing
                let hides = previous.isHidden || next.isHidden
                add(
                    hides ? "spacing-hidden" : "spacing", next, nextEdge, relation, previous, previousEdge,
                    constant: gap(previous, next), priority: hides ? 50 : 1000)
            }
            var index = 0
            while index < items.count {
                let item = items[index]
                if item.isHidden {
                    if let next = items[(index + 1)...].first(where: { !$0.isHidden }) { space(item, next) }
                    index += 1
                } else {
                    var next = index + 1
                    while next < items.count {
                        space(item, items[next])
                        if !items[next].isHidden { break }
                        next += 1
                    }
                    index = next
                }
            }
        }

        mutating func matchLengths(_ items: [LayoutItem], priority: Float = 1000, name: String = "fill-equally") {
            guard let first = items.first else { return }
            for item in items.dropFirst() {
                add(name, item, length, .equal, first, length, priority: priority)
            }
        }

        mutating func fillProportionally() {
            let lengths = zip(items, key.intrinsicLengths).filter { !$0.0.isHidden }.map(\.1)
            let sized = lengths.compactMap { $0 }
            guard !sized.isEmpty else {
                matchLengths(visible)
                return
            }
            let total = sized.reduce(spacing * Double(visible.count - 1), +)
            var priority: Float? = sized.count == 1 && (visible.count == 1 || spacing == 0) ? nil : 999
            for (view, length) in zip(visible, lengths) {
                if let length {
                    add(
                        "fill-proportionally", view, self.length, .equal, stack, self.length, multiplier: length / total,
                        priority: priority ?? 1000)
                } else {
                    add("fill-proportionally", view, self.length, constant: 0)
                }
                priority = priority.map { $0 - 1 }
            }
        }

        mutating func addGaps() {
            var gaps: [LayoutGuide] = []
            let centering = key.distribution == .equalCentering
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = guide("distributing-gap")
                gaps.append(gap)
                let (start, end): (LayoutAttribute, LayoutAttribute) =
                    key.baselineRelative ? (.firstBaseline, .lastBaseline) : (leading, trailing)
                // (A guide has no baseline: its own edges are the axis's, whatever the views' sides.)
                add("distributing-edge", gap, leading, .equal, previous, centering ? center : end)
                add("distributing-edge", gap, trailing, .equal, next, centering ? center : start)
            }
            matchLengths(gaps, priority: centering ? 149 : 1000, name: "fill-equally")
        }

        // MARK: Alignment

        mutating func align() {
            guard let firstItem = items.first else { return }
            let alignment = key.alignment
            let looseTop = [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
            let looseBottom = [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
            let anyLoose = looseTop || looseBottom
            let spanned = visible.isEmpty || (items.count > 1 && anyLoose)
            var spanner: LayoutGuide?
            if spanned {
                let made = guide("alignment-spanner", across: true)
                spanner = made
                add("spanning-fit", made, thickness, constant: 0, priority: visible.isEmpty ? 1 : 51)
                for item in visible {
                    add(
                        "spanning-boundary", made, top, Self.relation(top, loose: looseTop), item, top,
                        priority: looseTop ? 1000 : 999.5)
                    add(
                        "spanning-boundary", made, bottom, Self.relation(bottom, loose: looseBottom), item, bottom,
                        priority: looseBottom ? 1000 : 999.5)
                }
            }
            let first: LayoutItem = visible.isEmpty ? spanner! : firstItem
            var topItem: LayoutItem = first, bottomItem: LayoutItem = spanner ?? first
            switch alignment {
            case .trailing, .lastBaseline: swap(&topItem, &bottomItem)
            case .center: topItem = spanner ?? first  // (the spanner spans the stack; the first view is centred)
            case .fill, .leading, .firstBaseline: break
            }
            let looseTopEdge = spanned ? alignment == .firstBaseline && !visible.isEmpty && horizontal : looseTop
            let looseBottomEdge = spanned ? alignment == .lastBaseline && !visible.isEmpty && horizontal : looseBottom
            connectToCanvas(topItem, top, loose: looseTopEdge)
            connectToCanvas(bottomItem, bottom, loose: looseBottomEdge)
            if alignment == .center { connectToCanvas(first, middle) }
            let aligned: [LayoutAttribute] =
                switch alignment {
                case .fill: [bottom, top]
                case .leading: [top]
                case .trailing: [bottom]
                case .center: [middle]
                case .firstBaseline: horizontal ? [.firstBaseline] : []
                case .lastBaseline: horizontal ? [.lastBaseline] : []
                }
            for attribute in aligned {
                for item in items.dropFirst() {
                    add("alignment", firstItem, attribute, .equal, item, attribute)
                }
            }
            if anyLoose {
                for item in items { add("ambiguity-suppression", item, thickness, constant: 0, priority: 25) }
            }
            if looseTopEdge || looseBottomEdge { add("canvas-fit", stack, thickness, constant: 0, priority: 49) }
        }
    }
}
