/// One screen or cell described as views and constraints: what `typescale layout` lays out, and what other tools
/// (string-catalog audits, Interface Builder readers) write. The format is `Docs/layout-json.md`.
///
/// Read one with ``init(contentsOfFile:)`` or ``init(json:file:)``, which check every key, reference and constraint
/// rule and say where a document is wrong; build its views with ``makeTree()`` and lay them out with
/// ``LayoutEngine``.
public struct LayoutDocument: Sendable, Hashable {
    /// Any name; echoed in results.
    public var name: String
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The views, the root (the first without a parent) among them, each after its parent or not.
    public var views: [ViewDescription]
    public var constraints: [ConstraintDescription]

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
    public var id: String
    /// The superview's id; `nil` for the root.
    public var parent: String?
    /// A width and a height the view is held to (`VIEW.size.width`, `VIEW.size.height`); either may be absent.
    public var width: Double?
    public var height: Double?
    public var intrinsicContentSize: IntrinsicSize?
    public var baselineOffsets: BaselineOffsets?
    public var contentHuggingPriority = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    public var contentCompressionResistancePriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    public var margins: Margins = .absolute(EdgeInsets(all: 8))
    public var safeAreaInsets: EdgeInsets = .zero
    public var insetsLayoutMarginsFromSafeArea = true
    public var isHidden = false
    /// Laid out by ``frame`` and ``autoresizingMask`` instead of constraints.
    public var translatesAutoresizingMaskIntoConstraints = false
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask = []

    public init(id: String, parent: String? = nil) {
        self.id = id
        self.parent = parent
    }
}

/// A constraint of a layout document: `first relation multiplier × second + constant @priority`.
public struct ConstraintDescription: Sendable, Hashable {
    /// What diagnostics call it; `nil` names it by its equation.
    public var id: String?
    public var first: AttributeReference
    public var relation: Relation
    /// `nil`: the constraint relates `first` to the constant.
    public var second: AttributeReference?
    public var multiplier: Double = 1
    public var constant: Double = 0
    public var priority: Priority = .required

    public init(id: String? = nil, first: AttributeReference, relation: Relation, second: AttributeReference? = nil) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
    }
}

/// `title.leading`: a view's attribute, as a document writes it.
public struct AttributeReference: Sendable, Hashable, CustomStringConvertible {
    public var view: String
    public var attribute: LayoutAttribute

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

    public var description: String { "\(view).\(attribute.name)" }
}
