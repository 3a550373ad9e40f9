import AutoLayout
import DynamicType
import PackageSupport

/// Whether a screen or cell lays out cleanly at every category checked: the layouts, and a message naming each view
/// that goes wrong, how, and at which categories — what the test helpers (`expectLayoutFits`, `XCTAssertLayoutFits`)
/// report:
///
/// ```text
/// name "Name" at AX3…AX5: truncated: needs 2 lines at width 82, shows 1 (at AX3), on iPhone 16 Pro in portrait
/// ```
public struct LayoutFit: Sendable {
    /// The layout at each category checked, in order.
    public var layouts: [CategoryLayout]
    /// The device laid out on, if any, and how it was held.
    public var device: (device: Device, orientation: Device.Orientation)?
    /// What the message calls each view, by identifier, where not its identifier (an Interface Builder document's
    /// views: `Main.storyboard:32: eMl-Lb-005`).
    public var viewNames: [String: String] = [:]

    /// Lays `root` out at `categories`, on `device` held `orientation` when one is given (the root then takes the
    /// device's size, safe area and margins).
    ///
    /// - Throws: ``AdaptiveLayoutError`` when the tree breaks the engine's rules or a label cannot be measured.
    public init(
        _ root: View, categories: [ContentSizeCategory] = ContentSizeCategory.allCases, device: Device? = nil,
        orientation: Device.Orientation = .portrait
    ) throws(AdaptiveLayoutError) {
        let layout: AdaptiveLayout
        if let device {
            do {
                layout = try AdaptiveLayout(root: root, device: device, orientation: orientation)
            } catch {
                throw .layout(error)
            }
            self.device = (device, orientation)
        } else {
            layout = AdaptiveLayout(root: root)
        }
        layouts = try layout.layoutAtEveryCategory(categories)
    }

    /// Lays out `layout` — a tree already sized as it should be, such as an Interface Builder object's — at
    /// `categories`; `device` says in messages what it was laid out on.
    ///
    /// - Throws: ``AdaptiveLayoutError`` when the tree breaks the engine's rules or a label cannot be measured.
    public init(
        _ layout: AdaptiveLayout, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        device: (device: Device, orientation: Device.Orientation)? = nil
    ) throws(AdaptiveLayoutError) {
        self.device = device
        layouts = try layout.layoutAtEveryCategory(categories)
    }

    /// Whether every layout is clean.
    public var fits: Bool { layouts.allSatisfy(\.isClean) }

    /// One line per problem: what it is about, the categories it happens at as ranges, and the details at the first of
    /// them; `nil` when it fits.
    public var failureMessage: String? {
        guard !fits else { return nil }
        var order: [String] = []
        var problems: [String: (categories: [ContentSizeCategory], first: String, subject: String)] = [:]
        func note(_ key: String, _ subject: String, _ details: String, _ category: ContentSizeCategory) {
            if problems[key] == nil {
                order.append(key)
                problems[key] = ([], details, subject)
            }
            problems[key]!.categories.append(category)
        }
        for result in layouts {
            for finding in result.findings {
                let (family, other) = Self.family(of: finding.kind)
                let subject = (viewNames[finding.view] ?? finding.view) + (finding.text.map { " " + QuotedText.of($0) } ?? "")
                note("\(finding.view)\u{0}\(family)\u{0}\(other)", subject, finding.kind.description, result.category)
            }
            for set in result.layout.unsatisfiable {
                note(
                    "unsatisfiable\u{0}\(set.constraints.sorted())", "constraints " + set.constraints.joined(separator: ", "),
                    "cannot all hold, broke \(set.broken)", result.category)
            }
            for ambiguity in result.layout.ambiguous {
                let name = "\(ambiguity.item).\(ambiguity.attribute.rawValue)"
                note(
                    "ambiguous\u{0}\(name)", viewNames[ambiguity.item] ?? ambiguity.item,
                    "\(ambiguity.attribute.rawValue) is ambiguous", result.category)
            }
        }
        let on = device.map { ", on \($0.device.name) in \($0.orientation.rawValue)" } ?? ""
        return order.map { key in
            let problem = problems[key]!
            let first = problem.categories.first!.shortName
            return "\(problem.subject) at \(ContentSizeCategory.ranges(problem.categories)): \(problem.first) (at \(first))\(on)"
        }.joined(separator: "\n")
    }

    /// What a finding is, for grouping the same one at several categories: its kind, and the other view it names.
    private static func family(of kind: LayoutFindingKind) -> (String, String) {
        switch kind {
        case .truncated: ("truncated", "")
        case .clipped: ("clipped", "")
        case .compressed(let axis, _, _): ("compressed", axis.rawValue)
        case .outsideSuperview(let superview): ("outside \(superview)", superview)
        case .overlaps(let sibling): ("overlaps \(sibling)", sibling)
        case .fontDoesNotAdjust: ("font does not adjust", "")
        case .fixedFontSize: ("fixed font size", "")
        case .fixedHeight(let constraint, _): ("fixed height", constraint)
        }
    }
}
