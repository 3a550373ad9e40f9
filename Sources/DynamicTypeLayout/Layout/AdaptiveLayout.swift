import AutoLayout
import DynamicType
import TextMeasurement

/// Lays a view tree out at any or all of the twelve content-size categories, as a device would show it at each
/// text size: every ``Label`` measured in its font at the category, every ``StackView``'s constraints generated, the
/// tree solved by one ``LayoutEngine`` — re-solved from the last solution when only sizes changed — and what a
/// person would see wrong reported as ``ViewFinding``s.
///
/// ```swift
/// let layout = AdaptiveLayout(root: screen, traits: TraitCollection(displayScale: 3))
/// for result in try layout.layoutAtEveryCategory() where !result.findings.isEmpty {
///     print(result.category, result.findings)
/// }
/// ```
///
/// A text is shaped once for all categories (the measurer's shaping cache serves every size of a face); a label is
/// measured again only when its font or width changes.
///
/// Not `Sendable`: like the views it lays out, it belongs to one task; its results are values.
public final class AdaptiveLayout {
    /// The view laid out: the screen or cell, without a superview.
    public let root: View
    /// The traits besides the category: the display scale sizes are rounded to, the layout direction.
    public var traits: TraitCollection
    private let engine: LayoutEngine
    /// Constraints active only in some traits, with when.
    private var conditional: [(constraints: [LayoutConstraint], condition: TraitCondition)] = []
    /// What changes views for the traits, in the order given.
    private var traitHandlers: [(TraitCollection) throws(LayoutError) -> Void] = []

    /// A layout of the tree under `root` in `traits` (their content-size category is the one each layout is at).
    public init(root: View, traits: TraitCollection = TraitCollection()) {
        self.root = root
        self.traits = traits
        engine = LayoutEngine(root: root)
    }

    /// A layout of the screen `root` on `device` held `orientation`: the root takes the device's size, safe area and
    /// a view controller's root margins (``Device/makeScreen(_:_:)``), the layout its size classes and display scale.
    ///
    /// - Throws: `LayoutError` when `root` has a superview.
    public convenience init(root: View, device: Device, orientation: Device.Orientation = .portrait)
        throws(LayoutError)
    {
        try device.makeScreen(root, orientation)
        self.init(root: root, traits: device.traits(orientation))
    }

    /// Lays the tree out at `category`.
    ///
    /// - Parameters:
    ///   - category: The content-size category: the labels' fonts resolve at it.
    ///   - findingAmbiguity: Whether to look for frame values nothing decides.
    /// - Throws: ``AdaptiveLayoutError`` when the tree breaks the engine's rules or a label cannot be measured;
    ///   constraints that cannot all hold are reported in the result, not thrown.
    public func layout(at category: ContentSizeCategory, findingAmbiguity: Bool = true)
        throws(AdaptiveLayoutError) -> CategoryLayout
    {
        var traits = self.traits
        traits.preferredContentSizeCategory = category
        for handler in traitHandlers {
            do {
                try handler(traits)
            } catch {
                throw .layout(error)
            }
        }
        for (constraints, condition) in conditional {
            if condition.holds(traits) {
                do {
                    try LayoutConstraint.activate(constraints)
                } catch {
                    throw .layout(error)
                }
            } else {
                LayoutConstraint.deactivate(constraints)
            }
        }
        let views = root.subtree
        let scale = traits.resolvedDisplayScale
        for view in views {
            guard let dependent = view as? any CategoryDependent else { continue }
            do {
                try dependent.prepare(at: category, displayScale: scale)
            } catch {
                throw .measurement(view: view.identifier, error)
            }
        }
        let stacks = views.compactMap { $0 as? StackView }
        for stack in stacks {
            do {
                try stack.arrange(in: traits)
            } catch {
                throw .layout(error)
            }
        }
        engine.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        var result: LayoutResult
        do {
            result = try engine.layout(findingAmbiguity: findingAmbiguity)
            if let standard = heightWhenCollapsed, let frame = result.frame(of: root.identifier), frame.height <= 0 {
                let held = root.heightAnchor.constraint(equalToConstant: standard)
                    .identifier("\(root.identifier).standard.height")
                try LayoutConstraint.activate([held])
                defer { LayoutConstraint.deactivate([held]) }
                result = try engine.layout(findingAmbiguity: findingAmbiguity)
            }
        } catch {
            throw .layout(error)
        }
        // A switch is its own size at the place its constraints give it (`Switch.enforcedSize`).
        for (index, view) in views.enumerated() {
            guard let toggle = view as? Switch, index < result.frames.count,
                result.frames[index].view == toggle.identifier
            else { continue }
            result.frames[index].frame.width = toggle.enforcedSize.width ?? result.frames[index].frame.width
            result.frames[index].frame.height = toggle.enforcedSize.height ?? result.frames[index].frame.height
        }
        if !stacks.isEmpty {
            result.ambiguous.removeAll { ambiguity in stacks.contains { $0.leavesFree(ambiguity) } }
        }
        let findings = LayoutInspection(views: views, result: result).findings()
        return CategoryLayout(category: category, layout: result, findings: findings)
    }

    /// For a self-sizing cell (its root's height fitted): the height the root is given when its constraints leave it
    /// none — a fitted height of zero or less — as `UITableView` does ("Detected a case where constraints
    /// ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse
    /// unintentional and using standard height instead", UIKit's log, quoted in rdar://42808310 at
    /// openradar.appspot.com/42808310). `nil` (the default) leaves the root as its constraints make it.
    public var heightWhenCollapsed: Double?

    /// Makes `constraints` active in the layouts whose traits meet `condition` and inactive in the others, as an app
    /// switches sets of constraints when its traits change: the side-by-side row that stacks at the accessibility
    /// sizes, the layout that changes with the size class.
    ///
    /// ```swift
    /// layout.activate(sideBySide, when: .notAccessibilityCategory)
    /// layout.activate(stacked, when: .accessibilityCategory)
    /// ```
    ///
    /// The constraints are checked when first activated (a layout then throws ``AdaptiveLayoutError/layout(_:)``).
    public func activate(_ constraints: [LayoutConstraint], when condition: TraitCondition) {
        conditional.append((constraints, condition))
    }

    /// Runs `update` before each layout with the traits it is at, before the constraints of
    /// ``activate(_:when:)`` are switched — as an app's `traitCollectionDidChange(_:)` changes its views for new
    /// traits: a stack's axis, a font, a view added or taken away (constraints to a view that is taken away are best
    /// made conditional on the same traits).
    ///
    /// An error `update` throws is the layout's (``AdaptiveLayoutError/layout(_:)``).
    public func whenTraitsChange(_ update: @escaping (TraitCollection) throws(LayoutError) -> Void) {
        traitHandlers.append(update)
    }

    /// Lays the tree out at each of `categories` in turn (all twelve, smallest first, by default).
    ///
    /// - Throws: as ``layout(at:findingAmbiguity:)``.
    public func layoutAtEveryCategory(
        _ categories: [ContentSizeCategory] = ContentSizeCategory.allCases, findingAmbiguity: Bool = true
    ) throws(AdaptiveLayoutError) -> [CategoryLayout] {
        var results: [CategoryLayout] = []
        results.reserveCapacity(categories.count)
        for category in categories {
            results.append(try layout(at: category, findingAmbiguity: findingAmbiguity))
        }
        return results
    }

    /// What keeps views of the tree from following Dynamic Type at any category: labels, text fields and segmented
    /// controls in fixed-size fonts, or with text-style fonts that do not adjust, and fixed heights on views that hold
    /// text (``LayoutFindingKind/fixedFontSize(pointSize:)``, ``LayoutFindingKind/fontDoesNotAdjust``,
    /// ``LayoutFindingKind/fixedHeight(constraint:height:)``; the root, the screen or cell, aside).
    public func lint() -> [ViewFinding] {
        DynamicTypeLint(root: root).findings()
    }
}
