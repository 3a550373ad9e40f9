import DynamicTypeLayout
import Testing
import TestSupport

/// A button's image: before its title, touching it, the content insets around both; "Hello" at 10 pt in TestSans is
/// 27 × 11 (`ControlsTests`).
@Suite struct ButtonImageTests {
    /// `button` alone at the root's top left, laid out at `category`.
    func layout(_ button: Button, at category: ContentSizeCategory = .large) throws -> CategoryLayout {
        let root = try Screens.root()
        root.addSubview(button)
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor), button.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return try AdaptiveLayout(root: root).layout(at: category)
    }

    func hello(image: ImageView?, insets: DirectionalEdgeInsets = Button.systemInsets) throws -> Button {
        try Button(
            identifier: "button", title: "Hello", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
            contentInsets: insets, image: image, measurer: TestFonts.measurer)
    }

    @Test func aButtonWithOnlyAnImageIsItsImageAndItsInsets() throws {
        let image = ImageView(identifier: "button.imageView", imageSize: Size(width: 22, height: 22))
        let button = try Button(
            identifier: "button", title: "", image: image,
            imageInsets: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8), measurer: TestFonts.measurer)
        let layout = try layout(button)
        // 22 + 8 + 8 on each axis; no title, so none of a system button's 6 points above and below it.
        #expect(layout.frame(of: "button") == Rect(x: 0, y: 0, width: 38, height: 38))
        #expect(layout.frame(of: "button.imageView") == Rect(x: 8, y: 8, width: 22, height: 22))
        #expect(button.titleLabel.superview == nil)
    }

    @Test func anImageIsBeforeTheTitle() throws {
        let small = ImageView(identifier: "button.imageView", imageSize: Size(width: 20, height: 8))
        let layout = try layout(hello(image: small))
        // 20 + 27 wide; as tall as the title and its 6 + 6, 23, the image centred in it.
        #expect(layout.frame(of: "button") == Rect(x: 0, y: 0, width: 47, height: 23))
        #expect(layout.frame(of: "button.imageView") == Rect(x: 0, y: 7.5, width: 20, height: 8))
        #expect(layout.frame(of: "button.titleLabel") == Rect(x: 20, y: 6, width: 27, height: 11))
    }

    @Test func aTallImageMakesTheButtonTaller() throws {
        let tall = ImageView(identifier: "button.imageView", imageSize: Size(width: 30, height: 30))
        let layout = try layout(hello(image: tall))
        // 30 + 27 wide; the image's 30 is taller than the title's 11 + 12: the title's label stretches to 18.
        #expect(layout.frame(of: "button") == Rect(x: 0, y: 0, width: 57, height: 30))
        #expect(layout.frame(of: "button.imageView") == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(layout.findings.isEmpty)
    }
}
