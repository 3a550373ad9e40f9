import DynamicTypeLayout
import TestSupport

/// Pieces the tests build screens from, in TestSans (Fixtures/Fonts/README.md): at S points a lowercase letter is
/// S/2 wide, an uppercase one 0.7 S, a space S/4, and a line (natural height) 1.1 S with its baseline 0.8 S below its
/// top.
enum Screens {
    /// A root view `width` wide and `height` tall: the screen.
    static func root(width: Double = 390, height: Double = 844) throws -> View {
        let root = View(identifier: "root")
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: width), root.heightAnchor.constraint(equalToConstant: height),
        ])
        return root
    }

    /// A label in TestSans at a fixed `size`.
    static func label(_ id: String, _ text: String, size: Double) -> Label {
        Label(identifier: id, text: text, font: LabelFont(.fixed(size), source: .face(TestFonts.sans)), measurer: TestFonts.measurer)
    }

    /// A label in TestSans whose size is a text style's, following the category.
    static func label(_ id: String, _ text: String, style: TextStyle) -> Label {
        let label = Label(
            identifier: id, text: text, font: .style(style, source: .face(TestFonts.sans)), measurer: TestFonts.measurer)
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    /// A one-line label of the alphabet at 10 pt (130 pt of text) at the top left of `root`, no wider than it.
    static func alphabet(in root: View) throws -> Label {
        let title = label("title", "abcdefghijklmnopqrstuvwxyz", size: 10)
        root.addSubview(title)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return title
    }

    /// A plain view standing in for a control of a fixed intrinsic size.
    static func box(_ id: String, width: Double?, height: Double?) -> View {
        let view = View(identifier: id)
        view.content = FixedContent(size: IntrinsicSize(width: width, height: height))
        return view
    }
}
