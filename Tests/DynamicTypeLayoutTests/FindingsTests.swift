import DynamicTypeLayout
import Testing
import TestSupport

/// What a laid-out screen shows wrong at each category, worked out from TestSans's metrics and Apple's body sizes
/// (xSmall 14, small 15, medium 16, large 17, xLarge 19, xxLarge 21, xxxLarge 23, AX1 28, AX2 33, AX3 40, AX4 47,
/// AX5 53 pt; `shared/reference/data/ios-dynamic-type.json`).
@Suite struct FindingsTests {
    @Test func aOneLineLabelWiderThanItsFrameIsTruncated() throws {
        let root = try Screens.root(width: 100)
        _ = try Screens.alphabet(in: root)
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // 26 letters of 5 pt: 130 wide on one line, 100 given; wrapped at 100 it would need two lines.
        #expect(result.frame(of: "title")?.width == 100)
        // The constraints that set its width: its leading edge and the trailing one that caps it.
        #expect(result.findings == [
            ViewFinding(
                view: "title", text: "abcdefghijklmnopqrstuvwxyz",
                kind: .truncated(linesNeeded: 2, linesShown: 1, neededWidth: 130, width: 100),
                constraints: ["title.leading == root.leading", "title.trailing <= root.trailing"])
        ])
        #expect(result.findings.map(\.description) == [
            #"title "abcdefghijklmnopqrstuvwxyz": truncated: needs 2 lines at width 100, shows 1"#
        ])
    }

    @Test func autoshrinkFitsTheTextDownToItsMinimumScale() throws {
        for (minimum, truncated) in [(0.5, false), (0.8, true), (0.0, true)] {
            let root = try Screens.root(width: 100)
            let title = try Screens.alphabet(in: root)
            title.adjustsFontSizeToFitWidth = true
            title.minimumScaleFactor = minimum
            let result = try AdaptiveLayout(root: root).layout(at: .large)
            // 130 pt of text at 10 pt fits 100 at 100/130 ≈ 0.77 of its size: within a minimum of 0.5, not of 0.8;
            // a minimum of 0 (UIKit's default) does not shrink at all. The frame stays as the constraints make it.
            #expect(result.frame(of: "title")?.width == 100)
            #expect(result.findings.isEmpty != truncated, "minimum \(minimum)")
        }
    }

    @Test func aFixedHeightClipsTheLinesBelowIt() throws {
        let root = try Screens.root(width: 100)
        let text = Screens.label("text", "aaaa bbbb cccc dddd eeee", size: 10)
        text.numberOfLines = 0
        root.addSubview(text)
        try LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor), text.heightAnchor.constraint(equalToConstant: 15),
        ])
        let layout = AdaptiveLayout(root: root)
        let result = try layout.layout(at: .large)
        // Two lines of 11 at width 100; 15 given.
        #expect(result.findings.map(\.kind) == [.clipped(neededHeight: 22, height: 15)])
        #expect(layout.lint().map(\.kind) == [.fixedFontSize(pointSize: 10), .fixedHeight(constraint: "text.height == 15", height: 15)])
    }

    @Test func labelsFortyPointsApartOverlapFromTheSizeTheirTextOutgrowsIt() throws {
        let root = try Screens.root()
        let first = Screens.label("first", "aaaa", style: .body)
        let second = Screens.label("second", "bbbb", style: .body)
        root.addSubview(first)
        root.addSubview(second)
        try LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor), first.topAnchor.constraint(equalTo: root.topAnchor),
            second.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let results = try AdaptiveLayout(root: root).layoutAtEveryCategory()
        #expect(results.map(\.category) == ContentSizeCategory.allCases)
        // Four letters of half an em, tracked as the HIG says at the size (at most ±0.5 pt each way): twice the
        // point size ± 2, beyond 40 from 21 pt (xxLarge) on.
        let overlapping = results.filter { result in
            result.findings.contains { $0.view == "second" && $0.kind == .overlaps(sibling: "first") }
        }
        #expect(overlapping.map(\.category) == [
            .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
            .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ])
    }

    @Test func inARowOfSiblingsSideBySideOnlyTheOnePushedOverItsNeighbourOverlaps() throws {
        // Forty boxes 20 × 20 at the same top, 24 apart, but box 30, 10 to the left of its place: over box 29's last
        // 6 points (box 29 spans 696 to 716, box 30 710 to 730, box 31 from 744).
        let root = try Screens.root(width: 1_000)
        var constraints: [LayoutConstraint] = []
        for index in 0..<40 {
            let box = Screens.box("box\(index)", width: 20, height: 20)
            root.addSubview(box)
            let x = Double(24 * index - (index == 30 ? 10 : 0))
            constraints += [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            ]
        }
        try LayoutConstraint.activate(constraints)
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        #expect(result.findings.map(\.view) == ["box30"])
        #expect(result.findings.map(\.kind) == [.overlaps(sibling: "box29")])
    }

    @Test func aBackgroundBehindItsContentIsNoOverlap() throws {
        let root = try Screens.root()
        let card = View(identifier: "card")
        let content = Screens.box("content", width: 50, height: 20)
        let badge = Screens.box("badge", width: 20, height: 20)
        for view in [card, content, badge] { root.addSubview(view) }
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 40),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            // The badge half over the content's trailing end.
            badge.leadingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: content.topAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // The card behind contains both: their background. The badge over the content is an overlap.
        #expect(result.findings.map(\.view) == ["badge"])
        #expect(result.findings.map(\.kind) == [.overlaps(sibling: "content")])
        // What places the badge, on both axes.
        #expect(result.findings.first?.constraints == ["badge.leading == content.trailing − 10", "badge.top == content.top"])
    }

    @Test func aContainerWhoseContentRunsUnderAViewIsNotItsBackground() throws {
        for (contentHeight, overlaps) in [(65.0, true), (50.0, false)] {
            let root = try Screens.root()
            let list = View(identifier: "list")
            let item = Screens.box("item", width: 50, height: contentHeight)
            let toolbar = Screens.box("toolbar", width: 100, height: 20)
            root.addSubview(list)
            list.addSubview(item)
            root.addSubview(toolbar)
            try LayoutConstraint.activate([
                list.leadingAnchor.constraint(equalTo: root.leadingAnchor), list.topAnchor.constraint(equalTo: root.topAnchor),
                list.widthAnchor.constraint(equalToConstant: 100), list.heightAnchor.constraint(equalToConstant: 100),
                item.leadingAnchor.constraint(equalTo: list.leadingAnchor), item.topAnchor.constraint(equalTo: list.topAnchor),
                // The toolbar inside the list's frame, from 60 to 80.
                toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                toolbar.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            ])
            let findings = try AdaptiveLayout(root: root).layout(at: .large).findings
            // The item reaching to 65 is under the toolbar; one ending at 50 is not.
            #expect(findings.map(\.kind) == (overlaps ? [.overlaps(sibling: "list")] : []))
        }
    }

    @Test func hiddenViewsAndTheirSubviewsAreNeverNamed() throws {
        let root = try Screens.root(width: 100)
        let panel = View(identifier: "panel")
        panel.isHidden = true
        let title = Screens.label("title", "abcdefghijklmnopqrstuvwxyz", size: 10)
        root.addSubview(panel)
        panel.addSubview(title)
        try LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.widthAnchor.constraint(equalToConstant: 50), panel.heightAnchor.constraint(equalToConstant: 20),
            title.leadingAnchor.constraint(equalTo: panel.leadingAnchor), title.topAnchor.constraint(equalTo: panel.topAnchor),
            title.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
        ])
        #expect(try AdaptiveLayout(root: root).layout(at: .large).findings.isEmpty)
    }

    @Test func lintNamesLabelsThatDoNotFollowDynamicType() throws {
        let root = try Screens.root()
        let adjusting = Screens.label("adjusting", "Yes", style: .body)
        let stuck = Screens.label("stuck", "No", style: .body)
        stuck.adjustsFontForContentSizeCategory = false
        let fixed = Screens.label("fixed", "Never", size: 12)
        for view in [adjusting, stuck, fixed] { root.addSubview(view) }
        #expect(AdaptiveLayout(root: root).lint() == [
            ViewFinding(view: "stuck", text: "No", kind: .fontDoesNotAdjust),
            ViewFinding(view: "fixed", text: "Never", kind: .fixedFontSize(pointSize: 12)),
        ])
    }

    @Test func aLabelsHeightIsTheMeasurersAtEveryCategory() throws {
        let root = try Screens.root(width: 120)
        let text = Screens.label("text", "The quick brown fox jumps over the lazy dog", style: .body)
        text.numberOfLines = 0
        root.addSubview(text)
        try LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor), text.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        for result in try AdaptiveLayout(root: root).layoutAtEveryCategory() {
            let measured = try TestFonts.measurer.measure(
                text.text, font: text.font, at: result.category, label: LabelConfiguration(width: 120, numberOfLines: 0))
            #expect(result.frame(of: "text")?.height == measured.roundedSize.height, "\(result.category)")
        }
    }
}
