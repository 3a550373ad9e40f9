import DynamicType
import LayoutPictures
import TextMeasurement
import TextRendering

/// The picture `typescale layout --png` writes: a ``LayoutPictures/ContactSheet`` of the layout at each category
/// asked for, captioned in the system's sans-serif.
enum LayoutPicture {
    /// Lays `layout` out at `categories` while drawing it.
    ///
    /// - Returns: The layouts, and the picture or why it could not be drawn (the layouts are reported either way).
    /// - Throws: ``DynamicTypeLayout/AdaptiveLayoutError`` when the tree cannot be laid out.
    static func draw(_ layout: AdaptiveLayout, at categories: [ContentSizeCategory], scale: Double)
        throws(AdaptiveLayoutError) -> ([CategoryLayout], Result<Bitmap, RenderingError>)
    {
        let face: FontFace
        do {
            face = try TextMeasurer.shared.face(family: nil)
        } catch {
            return (try layout.layoutAtEveryCategory(categories), .failure(.measurement(error)))
        }
        let sheet = ContactSheet(layout: layout, categories: categories, captionFace: face, scale: scale)
        do throws(ContactSheetError) {
            let (layouts, bitmap) = try sheet.render()
            return (layouts, .success(bitmap))
        } catch {
            switch error {
            case .layout(let error): throw error
            case .rendering(let error): return (try layout.layoutAtEveryCategory(categories), .failure(error))
            }
        }
    }
}
