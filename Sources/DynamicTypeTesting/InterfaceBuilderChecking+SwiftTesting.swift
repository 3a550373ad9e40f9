#if canImport(Testing)
import DynamicType
import DynamicTypeLayout
import InterfaceBuilder
import Testing

/// Expects every scene, top-level view and cell of a storyboard or xib (or the one `scene` names) to lay out cleanly
/// at every category checked, as `typescale layout` lays them out, and records an issue per object with one line for
/// each problem at its place in the document:
/// `Main.storyboard:32: eMl-Lb-005 "Email address" at AX3…AX5: truncated: needs 2 lines at width 82, shows 1 (at AX3)`.
///
/// ```swift
/// @Test func storyboardFits() {
///     expectLayoutFits(contentsOf: "App/Base.lproj/Main.storyboard", categories: ...(.accessibility3))
/// }
/// ```
///
/// - Parameters:
///   - path: The `.storyboard` or `.xib`.
///   - scene: An object's root or controller id, scene id or name; `nil` for every object.
///   - classes: What the document's custom classes do with Dynamic Type in code.
///   - categories: The categories to lay it out at: a list or a range (`...(.accessibility3)`); all twelve by
///     default.
///   - device: The device; `nil` for the document's own.
///   - orientation: How it is held; `nil` for the document's orientation.
///   - sourceLocation: Where issues are recorded; the caller by default.
/// - Returns: Each object's layouts, or `nil` when the document could not be read or an object laid out (recorded).
@discardableResult
public func expectLayoutFits(
    contentsOf path: String, scene: String? = nil, classes: ClassMapping = ClassMapping(),
    categories: CategorySelection = .all, device: Device? = nil,
    orientation: Device.Orientation? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutFit]? {
    do {
        let document = try InterfaceBuilderDocument(contentsOfFile: path, classes: classes)
        let checked = try document.layoutFits(
            scene: scene, categories: categories.categories, device: device, orientation: orientation)
        for object in checked {
            if let message = object.failureMessage { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
        }
        return checked.map(\.fit)
    } catch {
        Issue.record(error, Comment(rawValue: "could not lay out \(path)"), sourceLocation: sourceLocation)
        return nil
    }
}
#endif
