#if canImport(XCTest)
import DynamicType
import DynamicTypeLayout
import InterfaceBuilder
import XCTest

/// Asserts that every scene, top-level view and cell of a storyboard or xib (or the one `scene` names) lays out
/// cleanly at every category checked; fails once per object with one line for each problem at its place in the
/// document, as `expectLayoutFits(contentsOf:scene:classes:categories:device:orientation:)` does for Swift Testing.
///
/// ```swift
/// func testStoryboardFits() {
///     XCTAssertLayoutFits(contentsOf: "App/Base.lproj/Main.storyboard")
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
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
/// - Returns: Each object's layouts, or `nil` when the document could not be read or an object laid out (which fails
///   the test).
@discardableResult
public func XCTAssertLayoutFits(
    contentsOf path: String, scene: String? = nil, classes: ClassMapping = ClassMapping(),
    categories: CategorySelection = .all, device: Device? = nil,
    orientation: Device.Orientation? = nil, file: StaticString = #filePath, line: UInt = #line
) -> [LayoutFit]? {
    do {
        let document = try InterfaceBuilderDocument(contentsOfFile: path, classes: classes)
        let checked = try document.layoutFits(
            scene: scene, categories: categories.categories, device: device, orientation: orientation)
        for object in checked {
            if let message = object.failureMessage { XCTFail(message, file: file, line: line) }
        }
        return checked.map(\.fit)
    } catch {
        XCTFail("could not lay out \(path): \(error)", file: file, line: line)
        return nil
    }
}
#endif
