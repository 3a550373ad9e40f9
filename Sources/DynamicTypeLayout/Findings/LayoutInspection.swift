import AutoLayout

/// Looks over a solved tree for what a person would see wrong: labels whose text does not fit their frames, views
/// squeezed below their content or reaching outside their superviews, and siblings drawn over each other.
///
/// Hidden views, and views under a hidden view, are never named.
package struct LayoutInspection {
    let placed: PlacedViews
    let result: LayoutResult

    init(views: [View], result: LayoutResult) {
        placed = PlacedViews(views: views, result: result)
        self.result = result
    }

    /// How far a frame may be from a bound before it counts: far below a pixel, far above rounding.
    static let tolerance = 1e-6

    func findings() -> [ViewFinding] {
        var findings: [ViewFinding] = []
        // The engine's findings, in tree order, but for labels and text views, which are judged by their text below.
        var engineFindings: [String: [LayoutFinding]] = [:]
        for finding in result.findings { engineFindings[finding.view, default: []].append(finding) }
        for (view, frame) in zip(placed.views, placed.frames) where !placed.isHidden(view) {
            let text = Self.measuredText(of: view)
            if let (text, measured) = text {
                findings += Self.textFindings(view.identifier, text, measured, frame, wraps: !(view is TextField))
            }
            let segments = (view as? SegmentedControl)?.measured
            if let segments { findings += Self.segmentFindings(view.identifier, segments, frame) }
            for finding in engineFindings[view.identifier] ?? [] {
                switch finding {
                case .compressed(_, .horizontal, _, _) where segments != nil:
                    break  // (judged segment by segment above)
                case .compressed where view is Button:
                    break  // (judged by its title's findings and its image's)
                case .compressed where view is Switch:
                    break  // (drawn at its own size whatever its frame: `Switch.enforcedSize`)
                case .compressed(_, let axis, let intrinsic, _)
                where (view as? ImageView)?.showsCompression(on: axis, intrinsic: intrinsic) == false:
                    break  // (an image drawn scaled, no larger than at the default text size)
                case .compressed(_, let axis, let intrinsic, let actual) where text == nil:
                    findings.append(ViewFinding(view: view.identifier, kind: .compressed(axis: axis, intrinsic: intrinsic, actual: actual)))
                case .outsideSuperview where view.superview is ScrollView:
                    break  // (scrolled to, not cut off)
                case .outsideSuperview(_, let superview):
                    findings.append(ViewFinding(view: view.identifier, text: (view as? Label)?.text, kind: .outsideSuperview(superview: superview)))
                case .compressed:
                    break
                }
            }
            findings += overlaps(among: view.subviews.filter { !placed.isHidden($0) })
        }
        return findings.isEmpty ? findings : involving(findings)
    }

    /// The findings with the constraints involved in each: the active constraints of the tree that place its view on
    /// the finding's axis (an item's margins and safe-area guides count as the view), in tree order.
    private func involving(_ findings: [ViewFinding]) -> [ViewFinding] {
        // The views found about, by identity (compared per constraint item, so not by their names).
        let names = Set(findings.map(\.view))
        var byName: [String: ObjectIdentifier] = [:]
        for view in placed.views where names.contains(view.identifier) { byName[view.identifier] = ObjectIdentifier(view) }
        let named = Set(byName.values)
        var placing: [ObjectIdentifier: [(constraint: LayoutConstraint, axis: Axis)]] = [:]
        /// The view an item is or belongs to (a margins or safe-area guide counts as its view), if a finding names it.
        func namedOwner(_ item: LayoutItem?) -> ObjectIdentifier? {
            guard let item else { return nil }
            let owner = ObjectIdentifier((item as? View) ?? (item as? LayoutGuide)?.owningView ?? item)
            return named.contains(owner) ? owner : nil
        }
        // A constraint is installed on the nearest common ancestor of its items: only the views found about and their
        // ancestors hold constraints that place them.
        var holders: Set<ObjectIdentifier> = []
        for view in placed.views where named.contains(ObjectIdentifier(view)) {
            var current: View? = view
            while let holder = current, holders.insert(ObjectIdentifier(holder)).inserted { current = holder.superview }
        }
        for view in placed.views where holders.contains(ObjectIdentifier(view)) {
            for constraint in view.constraints {
                let first = namedOwner(constraint.firstItem)
                if let first { placing[first, default: []].append((constraint, constraint.firstAttribute.axis)) }
                // (A constraint between a view and itself, or its own guide, is listed once.)
                if let second = namedOwner(constraint.secondItem), second != first, let attribute = constraint.secondAttribute {
                    placing[second, default: []].append((constraint, attribute.axis))
                }
            }
        }
        // Each constraint named once, however many findings list it (an equation is spelt out when it has no identifier).
        var constraintNames: [ObjectIdentifier: String] = [:]
        return findings.map { finding in
            var finding = finding
            let axis = finding.kind.axis
            let placed = byName[finding.view].flatMap { placing[$0] } ?? []
            finding.constraints = placed.filter { axis == nil || $0.axis == axis }.map {
                let key = ObjectIdentifier($0.constraint)
                if let known = constraintNames[key] { return known }
                let name = $0.constraint.name
                constraintNames[key] = name
                return name
            }
            return finding
        }
    }

    /// The text a view shows and its measurement, for a label, a text view that is not scrolling, or a text field
    /// (its text, or its placeholder when it has none).
    package static func measuredText(of view: View) -> (String, MeasuredLabel)? {
        if let label = view as? Label, let measured = label.measured { return (label.text, measured) }
        if let textView = view as? TextView, let measured = textView.measured { return (textView.text, measured) }
        if let field = view as? TextField, let measured = field.measured?.shown { return (field.shownText, measured) }
        return nil
    }

    /// A text at its frame: truncated when it needs more lines or width than the frame gives it in the lines it may
    /// show (a text that never `wraps`, a text field's, needs its one line), clipped when those lines (and a text view's
    /// or a text field's padding) are taller than the frame.
    static func textFindings(_ view: String, _ text: String, _ measured: MeasuredLabel, _ frame: Rect, wraps: Bool = true)
        -> [ViewFinding]
    {
        guard !text.isEmpty else { return [] }
        let width = frame.width
        guard let shown = try? measured.shown(atWidth: width) else { return [] }
        if shown.isTruncated {
            let needed = wraps ? (try? measured.linesNeeded(atWidth: width)) ?? shown.lines.count : shown.lines.count
            return [
                ViewFinding(
                    view: view, text: text,
                    kind: .truncated(
                        linesNeeded: needed, linesShown: shown.lines.count, neededWidth: measured.unwrappedWidth,
                        width: frame.width))
            ]
        }
        let needed = measured.intrinsicContentSize(forWidth: width).height ?? shown.roundedSize.height
        if frame.height + tolerance < needed {
            return [ViewFinding(view: view, text: text, kind: .clipped(neededHeight: needed, height: frame.height))]
        }
        return []
    }

    /// The segments of a segmented control at its frame whose titles do not fit them, each named by its index.
    static func segmentFindings(_ view: String, _ segments: MeasuredSegments, _ frame: Rect) -> [ViewFinding] {
        let widths = segments.segmentWidths(inWidth: frame.width)
        var findings: [ViewFinding] = []
        for (index, (title, measured)) in zip(segments.settings.segments.map(\.title), segments.titles).enumerated()
        where !title.isEmpty {
            guard let shown = try? measured.layout(atWidth: widths[index]), shown.isTruncated else { continue }
            findings.append(
                ViewFinding(
                    view: view, text: title, segment: index,
                    kind: .truncated(
                        linesNeeded: 1, linesShown: 1, neededWidth: measured.unwrappedWidth, width: widths[index])))
        }
        return findings
    }

    /// Siblings drawn over each other, `views` back to front: each pair whose frames overlap with positive area, named
    /// on the one in front, unless the one behind is its background — it contains the one in front entirely and
    /// nothing it shows (a view below it with content: text, an image, a control) is under the one in front, as a
    /// card behind its content, or a container whose content ends above a view that sits inside its frame.
    private func overlaps(among views: [View]) -> [ViewFinding] {
        guard views.count > 1 else { return [] }
        let frames = views.map { placed.absolute[ObjectIdentifier($0)]! }
        // Swept along one axis: a pair can overlap only if the later one starts before the earlier one's end, so each
        // view is compared with those starting within its extent (a list of rows: its neighbours), not with all —
        // down, or across when that compares fewer (a row of views side by side). Either finds every pair.
        let down = (starts: frames.map(\.minY), ends: frames.map(\.maxY))
        let across = (starts: frames.map(\.minX), ends: frames.map(\.maxX))
        let downFewer =
            Self.sweepComparisons(down.starts, down.ends) <= Self.sweepComparisons(across.starts, across.ends)
        let (starts, ends) = downFewer ? down : across
        let order = frames.indices.sorted { starts[$0] < starts[$1] || (starts[$0] == starts[$1] && $0 < $1) }
        var pairs: [(front: Int, behind: Int)] = []
        for (position, earlier) in order.enumerated() {
            for later in order[(position + 1)...] {
                guard starts[later] < ends[earlier] - Self.tolerance else { break }
                if frames[earlier].intersects(frames[later], tolerance: Self.tolerance) {
                    pairs.append(earlier < later ? (later, earlier) : (earlier, later))
                }
            }
        }
        var found: [ViewFinding] = []
        for (front, behind) in pairs.sorted(by: { ($0.front, $0.behind) < ($1.front, $1.behind) }) {
            let frame = frames[front]
            guard frame.width > Self.tolerance, frame.height > Self.tolerance else { continue }
            if frames[behind].contains(frame, tolerance: Self.tolerance)
                && !showsSomething(in: views[behind], under: frame)
            {
                continue
            }
            let view = views[front]
            found.append(
                ViewFinding(view: view.identifier, text: (view as? Label)?.text, kind: .overlaps(sibling: views[behind].identifier)))
        }
        return found
    }

    /// About how many comparisons a sweep over extents (`starts[i]` to `ends[i]`) makes: for each, the other extents
    /// that start at or after its start and before its end (those that start with it counted whichever comes first).
    ///
    /// - Complexity: O(*n* log *n*).
    static func sweepComparisons(_ starts: [Double], _ ends: [Double]) -> Int {
        let sorted = starts.sorted()
        /// How many of the sorted starts are below `value`.
        func count(below value: Double) -> Int {
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return starts.indices.reduce(0) { total, index in
            total + max(0, count(below: ends[index] - tolerance) - count(below: starts[index]) - 1)
        }
    }

    /// Whether a shown view below `view` with content of its own overlaps `frame` (in root coordinates).
    private func showsSomething(in view: View, under frame: Rect) -> Bool {
        view.subtree.dropFirst().contains { below in
            below.content != nil && !placed.isHidden(below)
                && placed.absolute[ObjectIdentifier(below)].map { $0.intersects(frame, tolerance: Self.tolerance) } == true
        }
    }
}
