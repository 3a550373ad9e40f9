import AutoLayout
import DynamicType
import TextMeasurement

/// Two labels in a row — a title and its value — laid out side by side at each content-size category, and stacked
/// where they no longer fit side by side: whether each form cuts either label's text short, and the frames.
///
/// ```swift
/// var title = LabelDescription(text: "Total", font: .style(.body))
/// title.adjustsFontForContentSizeCategory = true
/// var value = LabelDescription(text: "$1,234.56", font: .style(.body))
/// value.adjustsFontForContentSizeCategory = true
/// let row = try SideBySideLayout(title, value, spacing: 8, width: 343)
/// row.firstStackingCategory     // the first category at which "Total" would be truncated, if any
/// row.stackedFits               // whether the labels fit one above the other from there
/// ```
///
/// The row is a root view `width` wide holding a horizontal ``StackView`` of the two labels pinned to its four edges:
/// distribution fill, `spacing` apart, alignment first baseline — texts in different fonts read along one line, and a
/// title that wraps lines its first line up with the value. UIKit's own constraints for that alignment tie the stack's
/// top to the first view's only, so a value in a font taller above its baseline than the title's would reach above
/// the row (rdar://32291130); the row adds `row.top <= label.top` for each label, the known workaround.
///
/// Which label gives way when the row is too narrow is decided as UIKit users set it for a title and a value (and as
/// Interface Builder's fix for the ambiguity suggests): the label ``givingWay`` (the leading one, the title, by
/// default) has horizontal compression resistance 749, one below UIKit's 750, so it is truncated first and the value
/// is kept whole; the other has horizontal content hugging 251, one above UIKit's 250, so it keeps its own width and
/// the label giving way takes the rest of the row. (With UIKit's equal defaults, which label shrinks or grows is
/// ambiguous.) Each arrangement's frames show it.
///
/// The row *fits* at a category when no finding of its layout names either label: neither is truncated
/// (``LayoutFindingKind/truncated(linesNeeded:linesShown:neededWidth:width:)``) or clipped, nor pushed outside the
/// row (``LayoutFindingKind/outsideSuperview(superview:)``, when the label that keeps its width is wider than the
/// row) — the layout's own findings, as ``AdaptiveLayout`` reports them. From the first category checked at which
/// it does not fit, the stacked form is laid out too, at that category and every larger one checked — where an app
/// that switches there shows it: the same stack with axis vertical and alignment leading (the labels one above the
/// other against the leading edge, `spacing` apart, as an app sets them in `traitCollectionDidChange(_:)`; a first
/// baseline alignment, which UIKit documents for horizontal stacks only, would leave each label's x free), judged the
/// same way.
///
/// Each label is built from its description as ``Label`` is: a text-style or scaled font follows the category only
/// with `adjustsFontForContentSizeCategory` set, as in UIKit.
public struct SideBySideLayout: Sendable {
    /// One of the two labels: the identifier its view has in the layouts, `leading` or `trailing`.
    public enum Side: String, Hashable, Sendable, CaseIterable {
        /// The label on the leading side (on top when stacked): in a row of a title and a value, the title.
        case leading
        /// The label on the trailing side (below when stacked): the value.
        case trailing
    }

    /// One form of the row laid out at one category: side by side, or stacked.
    public struct Arrangement: Sendable {
        /// The axis of the stack: horizontal side by side, vertical stacked.
        public var axis: Axis
        /// The layout: every view's frame (the root is `root`, the stack `row`, the labels `leading` and `trailing`),
        /// and all its findings.
        public var layout: CategoryLayout
        /// The layout's findings about the labels (truncated, clipped, outside the row), the leading label's first.
        public var findings: [ViewFinding]

        /// The frame of a label, in the row's coordinates (the stack's origin is the root's).
        public func frame(of side: Side) -> Rect {
            layout.frame(of: side.rawValue) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }

        /// The labels that do not fit: those a finding names, leading first.
        public var notFitting: [Side] {
            Side.allCases.filter { side in findings.contains { $0.view == side.rawValue } }
        }

        /// Whether both labels fit: no finding names either.
        public var fits: Bool { findings.isEmpty }
    }

    /// The row at one category.
    public struct Row: Sendable {
        /// The category.
        public var category: ContentSizeCategory
        /// The labels side by side.
        public var sideBySide: Arrangement
        /// The labels stacked, at the first category at which they do not fit side by side and every larger one;
        /// `nil` below.
        public var stacked: Arrangement?

        /// Whether the labels fit side by side.
        public var fits: Bool { sideBySide.fits }
    }

    /// The label on the leading side.
    public let leading: LabelDescription
    /// The label on the trailing side.
    public let trailing: LabelDescription
    /// The space between the labels, in points (the stack's `spacing`).
    public let spacing: Double
    /// The width of the row, in points.
    public let width: Double
    /// The label that gives way when the row is too narrow (horizontal compression resistance 749, so it is truncated
    /// first) and takes the room left over (the other has horizontal hugging 251).
    public let givingWay: Side
    /// One row per category checked, ascending.
    public let rows: [Row]

    /// Lays the two labels out side by side at each category, and stacked from the first at which they do not fit.
    ///
    /// - Parameters:
    ///   - leading: The label on the leading side: the title.
    ///   - trailing: The label on the trailing side: the value.
    ///   - spacing: The space between them (the stack's `spacing`), a finite number ≥ 0.
    ///   - width: The width of the row, a finite number ≥ 0.
    ///   - categories: The categories to lay the row out at; all twelve by default.
    ///   - givingWay: The label that is truncated first and takes the room left over; the leading one by default.
    ///   - displayScale: The pixels per point sizes are rounded to.
    ///   - measurer: What measures the labels' text.
    /// - Throws: ``SideBySideLayoutError/invalidValue(name:value:accepted:)`` for a spacing or width that is negative,
    ///   infinite or NaN, or no categories; ``SideBySideLayoutError/layout(_:)`` when a label's font cannot be
    ///   resolved or its text measured.
    public init(
        _ leading: LabelDescription, _ trailing: LabelDescription, spacing: Double, width: Double,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, givingWay: Side = .leading,
        displayScale: Double = 3, measurer: TextMeasurer = .shared
    ) throws(SideBySideLayoutError) {
        for (name, value) in [("spacing", spacing), ("width", width)] where !(value.isFinite && value >= 0) {
            throw .invalidValue(name: name, value: "\(value)", accepted: "a finite number of points ≥ 0")
        }
        let categories = Set(categories).sorted()
        guard !categories.isEmpty else {
            throw .invalidValue(name: "categories", value: "[]", accepted: "at least one content-size category")
        }
        self.leading = leading
        self.trailing = trailing
        self.spacing = spacing
        self.width = width
        self.givingWay = givingWay
        let traits = TraitCollection(displayScale: displayScale)
        let sideBySide = try Self.layOut(
            leading, trailing, axis: .horizontal, spacing: spacing, width: width, givingWay: givingWay, traits: traits,
            measurer: measurer, at: categories)
        let stackedCategories = sideBySide.firstIndex { !$0.fits }.map { Array(categories[$0...]) } ?? []
        let stacked = try Self.layOut(
            leading, trailing, axis: .vertical, spacing: spacing, width: width, givingWay: givingWay, traits: traits,
            measurer: measurer, at: stackedCategories)
        let firstStacked = categories.count - stacked.count
        rows = sideBySide.enumerated().map { index, arrangement in
            Row(
                category: categories[index], sideBySide: arrangement,
                stacked: index >= firstStacked ? stacked[index - firstStacked] : nil)
        }
    }

    /// Lays the two labels out at the categories of a range (`...(.extraExtraExtraLarge)`: up to where an
    /// accessibility-size layout takes over).
    ///
    /// - Parameters:
    ///   - leading: The label on the leading side: the title.
    ///   - trailing: The label on the trailing side: the value.
    ///   - spacing: The space between them (the stack's `spacing`), a finite number ≥ 0.
    ///   - width: The width of the row, a finite number ≥ 0.
    ///   - categories: The range of categories to lay the row out at.
    ///   - givingWay: The label that is truncated first and takes the room left over; the leading one by default.
    ///   - displayScale: The pixels per point sizes are rounded to.
    ///   - measurer: What measures the labels' text.
    /// - Throws: as the initializer with an array of categories does.
    public init(
        _ leading: LabelDescription, _ trailing: LabelDescription, spacing: Double, width: Double,
        categories: some RangeExpression<ContentSizeCategory>, givingWay: Side = .leading, displayScale: Double = 3,
        measurer: TextMeasurer = .shared
    ) throws(SideBySideLayoutError) {
        try self.init(
            leading, trailing, spacing: spacing, width: width,
            categories: ContentSizeCategory.allCases.filter(categories.contains), givingWay: givingWay,
            displayScale: displayScale, measurer: measurer)
    }

    /// A label's description.
    public func label(_ side: Side) -> LabelDescription {
        side == .leading ? leading : trailing
    }

    /// Whether the labels fit side by side at every category checked.
    public var fits: Bool { rows.allSatisfy(\.fits) }

    /// The categories at which the labels do not fit side by side, ascending.
    public var stackingCategories: [ContentSizeCategory] { rows.filter { !$0.fits }.map(\.category) }

    /// The first category checked at which the labels no longer fit side by side; `nil` when they fit at all.
    public var firstStackingCategory: ContentSizeCategory? { rows.first { !$0.fits }?.category }

    /// Whether the stacked form fits wherever it was laid out (from ``firstStackingCategory`` on); `true` when the
    /// labels always fit side by side.
    public var stackedFits: Bool { rows.allSatisfy { $0.stacked?.fits ?? true } }

    /// A stack-axis rule that switches to vertical at ``firstStackingCategory``; `nil` when the labels always fit.
    ///
    /// The rule does not also stack in compact width (`stacksInCompactWidth: false`): the row was laid out at the
    /// width it has, and an iPhone in portrait is compact at every size.
    public var suggestedStackAxisRule: StackAxisRule? {
        firstStackingCategory.map { StackAxisRule(verticalThreshold: $0, stacksInCompactWidth: false) }
    }

    /// The row at a category; `nil` when it was not checked.
    public subscript(category: ContentSizeCategory) -> Row? {
        rows.first { $0.category == category }
    }

    /// The row built in one form and laid out at `categories`.
    private static func layOut(
        _ leading: LabelDescription, _ trailing: LabelDescription, axis: Axis, spacing: Double, width: Double,
        givingWay: Side, traits: TraitCollection, measurer: TextMeasurer, at categories: [ContentSizeCategory]
    ) throws(SideBySideLayoutError) -> [Arrangement] {
        guard !categories.isEmpty else { return [] }
        let labels = [
            leading.makeLabel(identifier: Side.leading.rawValue, measurer: measurer),
            trailing.makeLabel(identifier: Side.trailing.rawValue, measurer: measurer),
        ]
        let (yielding, holding) = givingWay == .leading ? (labels[0], labels[1]) : (labels[1], labels[0])
        yielding.contentCompressionResistancePriority.horizontal = Self.givingWayCompressionResistance
        holding.contentHuggingPriority.horizontal = Self.holdingHugging
        let stack = StackView(identifier: "row", arrangedSubviews: labels)
        stack.axis = axis
        stack.alignment = axis == .horizontal ? .firstBaseline : .leading
        stack.spacing = spacing
        let root = View(identifier: "root")
        root.addSubview(stack)
        var constraints = [
            root.widthAnchor.constraint(equalToConstant: width),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
        if axis == .horizontal {
            // The workaround for rdar://32291130: the stack's top above every label's, not only the first's.
            constraints += labels.map { stack.topAnchor.constraint(lessThanOrEqualTo: $0.topAnchor) }
        }
        do {
            try LayoutConstraint.activate(constraints)
        } catch {
            throw .layout(.layout(error))
        }
        let layouts: [CategoryLayout]
        do {
            layouts = try AdaptiveLayout(root: root, traits: traits).layoutAtEveryCategory(categories)
        } catch {
            throw .layout(error)
        }
        return layouts.map { layout in
            let findings = Side.allCases.flatMap { side in layout.findings.filter { $0.view == side.rawValue } }
            return Arrangement(axis: axis, layout: layout, findings: findings)
        }
    }

    /// The horizontal compression resistance of the label that gives way: one below UIKit's default, 750.
    static let givingWayCompressionResistance = Priority(749)!
    /// The horizontal hugging of the label that keeps its width: one above UIKit's default, 250.
    static let holdingHugging = Priority(251)!
}
