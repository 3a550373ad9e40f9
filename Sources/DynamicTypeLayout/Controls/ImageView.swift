import AutoLayout
import DynamicType
import TextMeasurement

/// A view that shows an image, as `UIImageView`: its intrinsic size is the image's size in points, scaled at the
/// accessibility categories when ``adjustsImageSizeForAccessibilityContentSizeCategory`` is on, or with a text
/// style's point size for a symbol image configured with one (``symbolTextStyle``).
///
/// Apple publishes no factor for `adjustsImageSizeForAccessibilityContentSizeCategory` ("scales its image to an
/// appropriate accessibility content size category"; vector images, the five accessibility sizes only, WWDC 2017
/// session 245). The default here is the body style's growth, its point size at the category over its 17 pt at large
/// (28/17 at AX1 … 53/17 at AX5): what the text beside the image grows by. ``accessibilityScaleFactors`` sets others.
public final class ImageView: View, CategoryDependent {
    /// The image's size in points (pixels over the asset's scale); `nil` for no image, which has no intrinsic size.
    public var imageSize: Size?
    /// Whether the image grows at the accessibility categories (`UIAccessibilityContentSizeCategoryImageAdjusting`).
    public var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// How much the image grows at each accessibility category when it adjusts.
    public var accessibilityScaleFactors: [ContentSizeCategory: Double] = ImageView.bodyGrowth
    /// For a symbol image configured with a text style (`UIImage.SymbolConfiguration(textStyle:)`): the style whose
    /// point size it follows, ``imageSize`` being its size at large. Symbols follow their style at every category.
    public var symbolTextStyle: TextStyle?
    /// How the image is drawn in the view's bounds; whether it scales decides what a view smaller than its image
    /// shows (``LayoutFindingKind/compressed(axis:intrinsic:actual:)``).
    public var contentMode = ContentMode.scaleToFill

    /// The body style's point size at each accessibility category over its size at large, from the iOS type scale.
    public static let bodyGrowth: [ContentSizeCategory: Double] = {
        let large = TypeScale.iOS.entry(for: .body, at: .large)!.pointSize
        var factors: [ContentSizeCategory: Double] = [:]
        for category in ContentSizeCategory.allCases where category.isAccessibilityCategory {
            factors[category] = TypeScale.iOS.entry(for: .body, at: category)!.pointSize / large
        }
        return factors
    }()

    /// An image view named `identifier` showing an image of `imageSize` points.
    public init(identifier: String, imageSize: Size?) {
        self.imageSize = imageSize
        super.init(identifier: identifier)
    }

    /// An image view named `identifier` showing `symbol`: its size at large, following the configuration's text
    /// style when it has one (`nil` when that style is not in the iOS type scale).
    public convenience init?(identifier: String, symbol: SymbolImage) {
        guard let size = symbol.size(at: .large) else { return nil }
        self.init(identifier: identifier, imageSize: size)
        symbolTextStyle = symbol.configuration.textStyle
    }

    /// The factor the image's size is multiplied by at `category`.
    func scale(at category: ContentSizeCategory) -> Double {
        if let style = symbolTextStyle, let large = TypeScale.iOS.entry(for: style, at: .large),
            let entry = TypeScale.iOS.entry(for: style, at: category)
        {
            return entry.pointSize / large.pointSize
        }
        guard adjustsImageSizeForAccessibilityContentSizeCategory else { return 1 }
        return accessibilityScaleFactors[category] ?? 1
    }

    func prepare(at category: ContentSizeCategory, displayScale: Double) throws(MeasurementError) {
        guard let imageSize else {
            content = nil
            return
        }
        let factor = scale(at: category)
        content = FixedContent(size: IntrinsicSize(width: imageSize.width * factor, height: imageSize.height * factor))
    }
}
