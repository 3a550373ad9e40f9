import AutoLayout
import DynamicTypeLayout
import PackageSupport
import SystemSupport

/// A `.xib` or `.storyboard` as Xcode writes it (`type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"` or
/// `….Storyboard.XIB`, `version="3.0"`), read as the objects that can be laid out: each storyboard scene's root view,
/// each top-level view of a xib, each table or collection view cell.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOfFile: "Main.storyboard")
/// for object in document.objects {
///     let tree = try object.makeTree()
///     let layout = try tree.makeLayout()
///     for result in try layout.layoutAtEveryCategory() where !result.isClean { print(object.name, result.findings) }
/// }
/// ```
///
/// The XML is checked by the package's XML preflight before libxml2 reads it, as the catalogs are. The document is a
/// value: every ``InterfaceBuilderObject/makeTree(measurer:systemFont:)`` builds a fresh view tree from it.
public struct InterfaceBuilderDocument: Sendable {
    /// A storyboard or a xib.
    public enum Kind: String, Sendable, Hashable {
        case storyboard, xib
    }

    /// The path it was read from, as given.
    public let file: String
    /// A storyboard or a xib, as its `<document type>` says.
    public let kind: Kind
    /// The device the document is designed on: `<device id="retina6_12">`; `nil` when it names none.
    public let deviceID: String?
    /// The preset that device is, when this reader knows it (``InterfaceBuilderDevices``).
    public let device: Device?
    /// The orientation the document is designed in.
    public let orientation: Device.Orientation
    /// The design of UIKit's controls the document was saved in: Liquid Glass for a document Xcode 26 or later saved
    /// (its Cocoa Touch plug-in, `<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version=…>`, at
    /// 24000 or above: 24504 and 24743 in documents Xcode 26 saved, 23xxx from Xcode 16), the design before it
    /// otherwise — as Xcode shows and stores the document's controls.
    public let design: SystemDesign
    /// The objects that can be laid out, in document order.
    public let objects: [InterfaceBuilderObject]

    /// Reads the document at `path`.
    ///
    /// - Throws: ``InputFileError``: unreadable (``InputFileError/Reason/unreadable``), or where it is not
    ///   well-formed XML or not an Interface Builder document for iOS.
    public init(contentsOfFile path: String, classes: ClassMapping = ClassMapping()) throws(InputFileError) {
        try self.init(bytes: FileBytes.read(path, kind: "storyboard or xib"), file: path, classes: classes)
    }

    /// Reads a document from its bytes; `file` names it in errors and output.
    public init(bytes: [UInt8], file: String, classes: ClassMapping = ClassMapping()) throws(InputFileError) {
        let root = try DocumentElementReader.read(bytes, file: file)
        self.file = file
        do throws(ElementProblem) {
            guard root.name == "document" else {
                throw ElementProblem(
                    root, "the root element is <\(root.name)>", expected: "<document>, the root of a .xib or .storyboard")
            }
            switch root["type"] {
            case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"?: kind = .storyboard
            case "com.apple.InterfaceBuilder3.CocoaTouch.XIB"?: kind = .xib
            case let type:
                throw ElementProblem(
                    root, type.map { "a document of type \"\($0)\"" } ?? "a <document> without a type",
                    expected: "an iOS storyboard or xib (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB or "
                        + "….CocoaTouch.XIB)")
            }
            guard root["version"] == "3.0" else {
                throw ElementProblem(
                    root, root["version"].map { "document version \"\($0)\"" } ?? "a <document> without a version",
                    expected: "version=\"3.0\", the format Xcode has written since Xcode 5")
            }
            let deviceElement = root.child("device")
            deviceID = deviceElement?["id"]
            device = deviceID.flatMap(InterfaceBuilderDevices.device(id:))
            orientation = try deviceElement?.choice(
                "orientation", ["portrait": Device.Orientation.portrait, "landscape": .landscape]) ?? .portrait
            let images = try Self.images(in: root)
            design = Self.design(of: root)
            let context = InterfaceBuilderObject.Context(
                file: file, classes: classes, images: images, device: device, orientation: orientation, design: design)
            objects = try ObjectFinder(context: context).objects(in: root, kind: kind)
        } catch {
            throw error.error(file: file)
        }
    }

    /// ``design`` from the document's Cocoa Touch plug-in version.
    private static func design(of root: DocumentElement) -> SystemDesign {
        let plugIn = root.grandchildren(of: "dependencies").first {
            $0.name == "plugIn" && $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
        }
        guard let version = plugIn?["version"].flatMap({ Double($0) }) else { return .compatibility }
        return version >= 24000 ? .liquidGlass : .compatibility
    }

    /// The image resources: `<resources><image name="…" width="…" height="…"/>` (`catalog="system"` for a symbol,
    /// whose size is a placeholder). An image without a size is left out.
    private static func images(in root: DocumentElement) throws(ElementProblem) -> [String: ImageResource] {
        var images: [String: ImageResource] = [:]
        for image in root.grandchildren(of: "resources") where image.name == "image" {
            guard let name = image["name"], let width = try image.number("width"),
                let height = try image.number("height")
            else { continue }
            images[name] = ImageResource(
                size: Size(width: width, height: height), isSymbol: image["catalog"] == "system")
        }
        return images
    }
}
