import DynamicTypeLayout
import Testing
import TestSupport

/// Controls' intrinsic sizes, each from the published figure its type documents, and their text from TestSans
/// (`Screens`).
@Suite struct ControlsTests {
    /// `view` alone at the root's top left, laid out at `category`.
    func frame(of view: View, at category: ContentSizeCategory = .large) throws -> Rect? {
        let root = try Screens.root()
        root.addSubview(view)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return try AdaptiveLayout(root: root).layout(at: category).frame(of: view.identifier)
    }

    @Test func switchesAndActivityIndicatorsHaveTheirFixedSizes() throws {
        #expect(try frame(of: Switch(identifier: "switch")) == Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(try frame(of: ActivityIndicatorView(identifier: "spinner")) == Rect(x: 0, y: 0, width: 20, height: 20))
        let large = ActivityIndicatorView(identifier: "spinner", style: .large)
        #expect(try frame(of: large)?.width == 37)
        #expect(Switch(identifier: "s").contentHuggingPriority.horizontal == .defaultHigh)
    }

    @Test func anImageGrowsAtTheAccessibilitySizesOnlyWhenItAdjusts() throws {
        let image = ImageView(identifier: "image", imageSize: Size(width: 20, height: 10))
        #expect(try frame(of: image, at: .accessibility3)?.width == 20)
        image.removeFromSuperview()
        image.adjustsImageSizeForAccessibilityContentSizeCategory = true
        // Body grows from 17 to 40 pt at AX3; below the accessibility sizes, not at all.
        let ax3 = try #require(try frame(of: image, at: .accessibility3))
        #expect(approximately(ax3.width, 20 * 40 / 17) && approximately(ax3.height, 10 * 40 / 17))
        image.removeFromSuperview()
        #expect(try frame(of: image, at: .extraExtraExtraLarge)?.width == 20)
    }

    @Test func aSymbolFollowsItsTextStyle() throws {
        let symbol = ImageView(identifier: "symbol", imageSize: Size(width: 17, height: 17))
        symbol.symbolTextStyle = .body
        // Body is 14 pt at xSmall, 23 at xxxLarge: a 17 pt symbol at large is as many points.
        #expect(try frame(of: symbol, at: .extraSmall)?.width == 14)
        symbol.removeFromSuperview()
        #expect(try frame(of: symbol, at: .extraExtraExtraLarge)?.height == 23)
    }

    @Test func aButtonIsItsTitleAndItsInsets() throws {
        let system = try Button(
            identifier: "button", title: "Hello", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
            measurer: TestFonts.measurer)
        // "Hello" at 10 pt: 27 × 11; a system button keeps 6 above and below.
        #expect(try frame(of: system) == Rect(x: 0, y: 0, width: 27, height: 23))
        let configured = try Button(
            identifier: "button", title: "Hello", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
            contentInsets: Button.configurationInsets, measurer: TestFonts.measurer)
        #expect(try frame(of: configured) == Rect(x: 0, y: 0, width: 51, height: 25))
    }

    @Test func aTitleThatDoesNotFitIsTruncated() throws {
        let root = try Screens.root()
        let button = try Button(
            identifier: "button", title: "Continue", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
            measurer: TestFonts.measurer)
        root.addSubview(button)
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor), button.topAnchor.constraint(equalTo: root.topAnchor),
            button.widthAnchor.constraint(equalToConstant: 30),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // C 7 + ontinue 7 × 5 = 42, in 30.
        #expect(result.findings.map(\.view) == ["button.titleLabel"])
        #expect(result.findings.first.map { if case .truncated = $0.kind { true } else { false } } == true)
    }

    @Test func aButtonHeldShorterGivesItsTitleItsWholeHeight() throws {
        // "Hello" at 10 pt is 11 tall: the button asks for 23, but held 15 tall its title sits whole in the middle
        // (y 2); held 8 tall the title no longer fits and is clipped; at a baseline the title's (8 of 11) counts.
        func laidOut(height: Double) throws -> CategoryLayout {
            let root = try Screens.root()
            let button = try Button(
                identifier: "button", title: "Hello", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
                measurer: TestFonts.measurer)
            root.addSubview(button)
            try LayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                button.topAnchor.constraint(equalTo: root.topAnchor),
                button.heightAnchor.constraint(equalToConstant: height),
            ])
            return try AdaptiveLayout(root: root).layout(at: .large)
        }
        let short = try laidOut(height: 15)
        #expect(short.frame(of: "button.titleLabel") == Rect(x: 0, y: 2, width: 27, height: 11))
        #expect(short.findings.isEmpty)
        let tooShort = try laidOut(height: 8)
        #expect(tooShort.findings.map(\.view) == ["button.titleLabel"])
        #expect(tooShort.findings.first.map { if case .clipped = $0.kind { true } else { false } } == true)
    }

    @Test func aButtonsBaselineIsItsTitles() throws {
        // A label's last baseline on the button's: the button's title 6 below its top, its baseline 8 below that.
        let root = try Screens.root()
        let button = try Button(
            identifier: "button", title: "Hello", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
            measurer: TestFonts.measurer)
        let label = Screens.label("label", "Go", size: 20)
        root.addSubview(button)
        root.addSubview(label)
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            label.lastBaselineAnchor.constraint(equalTo: button.lastBaselineAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // The button's baseline at 100 + 6 + 8 = 114; the label's 16 below its top (0.8 × 20): its top at 98.
        #expect(result.frame(of: "label")?.y == 98)
    }

    @Test func aTextViewThatDoesNotScrollIsAsTallAsItsText() throws {
        let root = try Screens.root(width: 100)
        let text = TextView(
            identifier: "notes", text: "aaaa bbbb cccc dddd eeee", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
            measurer: TestFonts.measurer)
        text.isScrollEnabled = false
        root.addSubview(text)
        try LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor), text.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // 90 of text between the line fragment paddings: four words (87.5) on the first line, one on the second;
        // two lines of 11 with 8 above and below.
        #expect(result.frame(of: "notes") == Rect(x: 0, y: 0, width: 100, height: 38))
        #expect(result.isClean)
    }

    @Test func aScrollViewOwnsItsContentAndFrameGuidesFromTheStart() {
        let scroll = ScrollView(identifier: "scroll")
        #expect(scroll.layoutGuides.map(\.identifier) == ["scroll.contentLayoutGuide", "scroll.frameLayoutGuide"])
        #expect(scroll.layoutGuides.first === scroll.contentLayoutGuide)
        #expect(scroll.layoutGuides.last === scroll.frameLayoutGuide)
        #expect(scroll.contentLayoutGuide.owningView === scroll)
        #expect(scroll.frameLayoutGuide.owningView === scroll)
    }

    @Test func contentPastAScrollViewsBoundsIsScrolledToNotCutOff() throws {
        let root = try Screens.root(width: 100, height: 50)
        let scroll = ScrollView(identifier: "scroll")
        let text = Screens.label("text", "aaaa bbbb cccc dddd eeee ffff gggg hhhh", size: 20)
        text.numberOfLines = 0
        root.addSubview(scroll)
        scroll.addSubview(text)
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            text.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            text.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            text.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            text.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // Eight words of 40 pt, two to a 100 pt line (82.5): four lines of 22, 88 tall in a 50 pt scroll view, whose
        // content guide takes the text's height.
        #expect(result.frame(of: "scroll")?.height == 50)
        #expect(result.frame(of: "text") == Rect(x: 0, y: 0, width: 100, height: 88))
        #expect(result.findings.isEmpty)
    }

    @Test func aDeviceGivesTheScreenItsSizeSafeAreaAndMargins() throws {
        func titleFrame(_ device: Device, _ orientation: Device.Orientation) throws -> (Rect?, Rect?) {
            let root = View(identifier: "root")
            let title = Screens.label("title", "Hello", size: 10)
            root.addSubview(title)
            try LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            ])
            let result = try AdaptiveLayout(root: root, device: device, orientation: orientation).layout(at: .large)
            return (result.frame(of: "root"), result.frame(of: "title"))
        }
        // iPhone 16 Pro: 402 × 874, the safe area 62 from the top; a compact width's 16 pt root margins.
        let (portraitRoot, portrait) = try titleFrame(.iPhone16Pro, .portrait)
        #expect(portraitRoot == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(portrait?.x == 16 && portrait?.y == 62)
        // Landscape: 874 × 402, the cut-out's 62 at the left, still compact, no status bar.
        let (landscapeRoot, landscape) = try titleFrame(.iPhone16Pro, .landscape)
        #expect(landscapeRoot?.width == 874)
        #expect(landscape?.x == 78 && landscape?.y == 0)
        // An iPad: regular, 20 pt margins, the 24 pt status bar.
        let (_, pad) = try titleFrame(.iPadAir11, .portrait)
        #expect(pad?.x == 20 && pad?.y == 24)
        #expect(Device.named("iphone 16 pro") == .iPhone16Pro)
        #expect(Device.named("iPhone 99") == nil)
    }
}
