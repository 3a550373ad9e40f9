/// One screen or cell described as views and constraints: what `typescale layout` lays out, and what other tools
/// (string-catalog audits, Interface Builder readers) write. The format is `Docs/layout-json.md`.
///
/// Read one with ``init(contentsOfFile:)`` or ``init(json:file:)``, which check every key, reference and constraint
/// rule and say where a document is wrong; build its views with ``makeTree()`` and lay them out with
/// ``LayoutEngine``.
public struct LayoutDocument: Sendable, Hashable {
    /// Any name; echoed in results.
    public var name: String
    /// Which way leading and trailing run.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The views, the root (the first without a parent) among them, each after its parent or not.
    public var views: [ViewDescription]
    /// The constraints, in the document's order.
    public var constraints: [ConstraintDescription]

    /// A document of these views and constraints (not checked: ``makeTree()`` refuses what breaks the rules).
    public init(
        name: String = "", layoutDirection: UserInterfaceLayoutDirection = .leftToRight, views: [ViewDescription],
        constraints: [ConstraintDescription]
    ) {
        self.name = name
        self.layoutDirection = layoutDirection
        self.views = views
        self.constraints = constraints
    }
}

/// A view of a layout document. Defaults are UIView's: no intrinsic size, hugging 250, compression resistance 750,
/// margins 8, laid out by constraints.
public struct ViewDescription: Sendable, Hashable {
    /// The view's name: unique in the document, and what results and diagnostics call it.
    public var id: String
    /// The superview's id; `nil` for the root.
    public var parent: String?
    /// A width and a height the view is held to (`VIEW.size.width`, `VIEW.size.height`); either may be absent.
    public var width: Double?
    /// A fixed height (`size.height`), or `nil`.
    public var height: Double?
    /// The content's intrinsic size, either dimension optional; `nil`: no content.
    public var intrinsicContentSize: IntrinsicSize?
    /// The first and last baselines below the view's top; `nil`: its top and bottom.
    public var baselineOffsets: BaselineOffsets?
    /// How strongly each axis keeps from growing past the intrinsic size.
    public var contentHuggingPriority = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// How strongly each axis keeps from shrinking below the intrinsic size.
    public var contentCompressionResistancePriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    /// `layoutMargins` or `directionalLayoutMargins`.
    public var margins: Margins = .absolute(EdgeInsets(all: 8))
    /// The safe area's insets from the view's edges.
    public var safeAreaInsets: EdgeInsets = .zero
    /// Whether the margins are measured from the safe area, as UIView's default.
    public var insetsLayoutMarginsFromSafeArea = true
    /// Laid out as UIKit lays out hidden views, but never named in findings.
    public var isHidden = false
    /// Laid out by ``frame`` and ``autoresizingMask`` instead of constraints.
    public var translatesAutoresizingMaskIntoConstraints = false
    /// The frame a view laid out by its autoresizing mask was designed with.
    public var frame: Rect?
    /// Which parts of the frame grow with the superview.
    public var autoresizingMask: AutoresizingMask = []

    /// A view named `id` under `parent`, with UIView's defaults.
    public init(id: String, parent: String? = nil) {
        self.id = id
        self.parent = parent
    }
}

/// A constraint of a layout document: `first relation multiplier × second + constant @priority`.
public struct ConstraintDescription: Sendable, Hashable {
    /// What diagnostics call it; `nil` names it by its equation.
    public var id: String?
    /// The first item's attribute.
    public var first: AttributeReference
    /// `==`, `<=` or `>=`.
    public var relation: Relation
    /// `nil`: the constraint relates `first` to the constant.
    public var second: AttributeReference?
    /// What `second` is multiplied by.
    public var multiplier: Double = 1
    /// The constant added.
    public var constant: Double = 0
    /// 1 to 1000 (required).
    public var priority: Priority = .required

    /// `first relation second` (a constant of 0, multiplier 1, required).
    public init(id: String? = nil, first: AttributeReference, relation: Relation, second: AttributeReference? = nil) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
    }
}

/// `title.leading`: a view's attribute, as a document writes it.
public struct AttributeReference: Sendable, Hashable, CustomStringConvertible {
    /// The view's id.
    public var view: String
    /// The attribute, as NSLayoutConstraint.Attribute names it.
    public var attribute: LayoutAttribute

    /// `view.attribute`.
    public init(view: String, attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }

    /// `VIEW.ATTRIBUTE`, split at the last dot; `nil` when there is no dot or no such attribute.
    public init?(_ text: String) {
        let utf8 = text.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex,
            let attribute = LayoutAttribute(name: String(Substring(utf8[utf8.index(after: dot)...])))
        else { return nil }
        self.init(view: String(Substring(utf8[..<dot])), attribute: attribute)
    }

    /// `VIEW.ATTRIBUTE`.
    public var description: String { "\(view).\(attribute.name)" }
}
