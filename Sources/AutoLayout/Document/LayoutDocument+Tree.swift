/// A layout document's views, built and constrained: what ``LayoutEngine`` lays out.
public struct LayoutTree {
    /// The root view: the document's first view without a parent.
    public var root: View
    /// Every view, in the document's order.
    public var views: [View]
    /// Every constraint, active: each view's `size` ones, then the document's.
    public var constraints: [LayoutConstraint]
}

extension LayoutDocument {
    /// Builds the views, installs them in their superviews and activates the constraints.
    ///
    /// - Throws: ``LayoutError`` for a document that ``init(json:file:)`` would refuse: no root, a parent or view
    ///   that is not there, a constraint against UIKit's rules.
    public func makeTree() throws(LayoutError) -> LayoutTree {
        try makeTree { _ in nil }
    }

    /// Builds the tree with the views `made` makes (a label, a stack) for the descriptions it is given the index of,
    /// plain views for the others; every view then gets its description's properties.
    package func makeTree(making made: (Int) throws(LayoutError) -> View?) throws(LayoutError) -> LayoutTree {
        var byID: [String: View] = [:]
        var views: [View] = []
        for (index, description) in self.views.enumerated() {
            guard byID[description.id] == nil else { throw .invalidTree("two views are named '\(description.id)'") }
            let view = try made(index) ?? View(identifier: description.id)
            description.configure(view)
            byID[description.id] = view
            views.append(view)
        }
        guard let rootIndex = self.views.firstIndex(where: { $0.parent == nil }) else {
            throw .invalidTree("no root: every view has a parent")
        }
        for (description, view) in zip(self.views, views) {
            guard let parent = description.parent else { continue }
            guard let superview = byID[parent] else { throw .invalidTree("\(description.id): no parent view '\(parent)'") }
            guard !([superview] + superview.ancestors).contains(where: { $0 === view }) else {
                throw .invalidTree("\(description.id): its parent '\(parent)' is inside it")
            }
            superview.addSubview(view)
            if description.translatesAutoresizingMaskIntoConstraints {
                let parentDescription = self.views.first { $0.id == parent }
                view.designSuperviewSize = parentDescription?.designSize
            }
        }
        let root = views[rootIndex]
        for view in views where view.root !== root {
            throw .invalidTree("\(view.identifier): a second root (only the first view without a parent is the root)")
        }
        var constraints: [LayoutConstraint] = []
        for (description, view) in zip(self.views, views) {
            if let width = description.width {
                constraints.append(view.widthAnchor.constraint(equalToConstant: width).identifier("\(view.identifier).size.width"))
            }
            if let height = description.height {
                constraints.append(
                    view.heightAnchor.constraint(equalToConstant: height).identifier("\(view.identifier).size.height"))
            }
        }
        for description in self.constraints {
            constraints.append(try description.makeConstraint(views: byID))
        }
        try LayoutConstraint.activate(constraints)
        return LayoutTree(root: root, views: views, constraints: constraints)
    }
}

extension ViewDescription {
    /// Gives `view` the description's properties.
    func configure(_ view: View) {
        if intrinsicContentSize != nil || baselineOffsets != nil {
            view.content = FixedContent(size: intrinsicContentSize ?? .none, baselines: baselineOffsets)
        }
        view.contentHuggingPriority = contentHuggingPriority
        view.contentCompressionResistancePriority = contentCompressionResistancePriority
        view.margins = margins
        view.safeAreaInsets = safeAreaInsets
        view.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        view.isHidden = isHidden
        view.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        if let frame { view.frame = frame }
        view.autoresizingMask = autoresizingMask
    }

    /// The size a subview's autoresizing frame was designed in: this view's frame, or its `size` when both are given.
    var designSize: Size? {
        if let frame { return Size(width: frame.width, height: frame.height) }
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}

extension ConstraintDescription {
    /// The constraint, not yet active.
    ///
    /// - Throws: ``LayoutError`` when a view is not in `views`, or the constraint breaks UIKit's rules.
    func makeConstraint(views: [String: View]) throws(LayoutError) -> LayoutConstraint {
        /// The view, or the guide of a view (`root.safeAreaLayoutGuide`, `scroll.contentLayoutGuide`), referred to.
        func item(_ reference: AttributeReference) throws(LayoutError) -> LayoutItem {
            if let view = views[reference.view] { return view }
            if let (owner, guide) = LayoutDocument.guide(reference.view), let view = views[owner] {
                switch guide {
                case "layoutMarginsGuide": return view.layoutMarginsGuide
                case "safeAreaLayoutGuide": return view.safeAreaLayoutGuide
                default: if let guide = view.layoutGuides.first(where: { $0.identifier == reference.view }) { return guide }
                }
            }
            throw .invalidTree("\(id ?? reference.description): no view '\(reference.view)'")
        }
        let constraint = LayoutConstraint(
            item: try item(first), attribute: first.attribute, relatedBy: relation,
            toItem: try second.map { (reference) throws(LayoutError) in try item(reference) },
            attribute: second?.attribute, multiplier: multiplier, constant: constant, priority: priority, identifier: id)
        try constraint.validate()
        return constraint
    }
}
