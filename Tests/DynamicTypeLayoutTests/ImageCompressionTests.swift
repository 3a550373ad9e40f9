import DynamicTypeLayout
import Testing
import TestSupport

/// When an image view held smaller than its image is a finding: always when its content mode does not scale the
/// image (it is cut); when it scales it, only where the image has grown past its size at large (body: 17 pt at
/// large, 23 at xxxLarge, 28 at AX1, 40 at AX3).
@Suite struct ImageCompressionTests {
    /// An image view of `image` held at `width` × `height` at the root's top left, laid out at `category`: its
    /// findings.
    func findings(
        of image: ImageView, heldAt width: Double, _ height: Double, at category: ContentSizeCategory = .large
    ) throws -> [ViewFinding] {
        let root = try Screens.root()
        root.addSubview(image)
        try LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor), image.topAnchor.constraint(equalTo: root.topAnchor),
            image.widthAnchor.constraint(equalToConstant: width), image.heightAnchor.constraint(equalToConstant: height),
        ])
        return try AdaptiveLayout(root: root).layout(at: category).findings
    }

    @Test func aScaledImageHeldSmallerIsNoFinding() throws {
        for mode in [ImageView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill] {
            let image = ImageView(identifier: "photo", imageSize: Size(width: 20, height: 10))
            image.contentMode = mode
            // Shown whole at 10 × 5: nothing is cut, and nothing changes with the text size.
            #expect(try findings(of: image, heldAt: 10, 5).isEmpty, "\(mode)")
            image.removeFromSuperview()
            #expect(try findings(of: image, heldAt: 10, 5, at: .accessibility5).isEmpty, "\(mode)")
        }
    }

    @Test func anImageThatIsNotScaledIsCut() throws {
        for mode in [ImageView.ContentMode.center, .topLeft, .redraw] {
            let image = ImageView(identifier: "photo", imageSize: Size(width: 20, height: 10))
            image.contentMode = mode
            let found = try findings(of: image, heldAt: 10, 10)
            // 10 of its 20 points wide are shown; its height fits.
            #expect(found.map(\.kind) == [.compressed(axis: .horizontal, intrinsic: 20, actual: 10)], "\(mode)")
        }
    }

    @Test func aSymbolHeldAtItsSizeStopsGrowingWithTheText() throws {
        // A square symbol in body: 17 × 2444 / 2048 = 20.287109375 at large, held there.
        let side = 20.287109375
        func symbol() throws -> ImageView {
            try #require(ImageView(identifier: "icon", symbol: SymbolImage(aspectRatio: 1, configuration: .init(pointSize: .textStyle(.body)))))
        }
        #expect(try findings(of: symbol(), heldAt: side, side).isEmpty)
        // Smaller at xSmall (14 pt): it fits.
        #expect(try findings(of: symbol(), heldAt: side, side, at: .extraSmall).isEmpty)
        // At AX1 body is 28 pt: 28 × 2444 / 2048 = 33.4140625 on each axis, held at 20.29.
        let found = try findings(of: symbol(), heldAt: side, side, at: .accessibility1)
        #expect(found.count == 2)
        for finding in found {
            guard case .compressed(_, let intrinsic, let actual) = finding.kind else {
                Issue.record("\(finding)")
                continue
            }
            #expect(approximately(intrinsic, 33.4140625) && approximately(actual, side))
        }
        // Held smaller than at large already (the designer's 16 points): no finding at large, one where it grows.
        #expect(try findings(of: symbol(), heldAt: 16, 16).isEmpty)
        #expect(try findings(of: symbol(), heldAt: 16, 16, at: .extraLarge).count == 2)
    }

    @Test func anAdjustingImageStopsGrowingOnlyAtTheAccessibilitySizes() throws {
        let image = ImageView(identifier: "photo", imageSize: Size(width: 20, height: 10))
        image.adjustsImageSizeForAccessibilityContentSizeCategory = true
        // Below the accessibility sizes it keeps its size: held at it, no finding.
        #expect(try findings(of: image, heldAt: 20, 10, at: .extraExtraExtraLarge).isEmpty)
        image.removeFromSuperview()
        // At AX1 it is 28/17 as large: 32.94 × 16.47 in 20 × 10.
        #expect(try findings(of: image, heldAt: 20, 10, at: .accessibility1).count == 2)
    }
}
