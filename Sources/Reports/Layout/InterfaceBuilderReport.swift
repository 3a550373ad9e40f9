import AutoLayout
import DynamicTypeLayout
import InterfaceBuilder
import PackageSupport

/// What is found in an Interface Builder document: for each object laid out (a scene, a top-level view, a cell), a
/// ``LayoutReport`` whose findings carry the file and line of their views, the reader's notes, and each view's distance
/// from the frame Xcode stored when that was compared (`Docs/interface-builder.md`): what `typescale layout` prints for
/// a storyboard or xib.
public struct InterfaceBuilderReport {
    /// One object's report.
    public struct Object {
        /// The object laid out.
        public var object: InterfaceBuilderObject
        /// Its views, as the document describes them.
        public var views: [InterfaceBuilderView]
        /// Its layouts, findings and lint.
        public var report: LayoutReport
        /// What the reader noted of it: what it left out or read approximately.
        public var notes: [InterfaceBuilderNote]
        /// Its views' distance from the frames Xcode stored, when compared.
        public var comparison: StoredFrameComparison?

        /// An object's report.
        public init(
            object: InterfaceBuilderObject, views: [InterfaceBuilderView], report: LayoutReport,
            notes: [InterfaceBuilderNote], comparison: StoredFrameComparison?
        ) {
            self.object = object
            self.views = views
            self.report = report
            self.notes = notes
            self.comparison = comparison
        }
    }

    /// The document.
    public var document: InterfaceBuilderDocument
    /// The device laid out on (given, or the document's), if any.
    public var device: Device?
    /// Each object laid out, in document order.
    public var objects: [Object]
    /// What the texts were set in: the system font's stand-in and the font set.
    public var fonts: ReportFonts

    /// A report of `objects` of `document`, laid out on `device`, the texts set in `fonts`.
    public init(document: InterfaceBuilderDocument, device: Device?, objects: [Object], fonts: ReportFonts) {
        self.document = document
        self.device = device
        self.objects = objects
        self.fonts = fonts
    }

    /// Whether nothing is wrong: no problem, no lint, no stored frame missed.
    public var isClean: Bool {
        objects.allSatisfy { $0.report.isClean && ($0.comparison?.mismatches.isEmpty ?? true) }
    }

    /// `scene SignIn (rOt-Vw-001, line 16)`.
    public static func title(of object: InterfaceBuilderObject) -> String {
        let kind =
            switch object.kind {
            case .scene: "scene"
            case .view: "view"
            case .tableViewCell: "table view cell"
            case .collectionViewCell: "collection view cell"
            }
        return "\(kind) \(object.name) (\(object.id), line \(object.line))"
    }

    private var heading: String {
        let id = document.deviceID.map { " (\($0))" } ?? ""
        let device = device.map { ", on \($0.name)" + ($0 == document.device ? id : "") }
            ?? document.deviceID.map { ", designed on \($0), a device this reader does not know: at the stored sizes" } ?? ""
        let design = document.design == .liquidGlass ? ", in iOS 26's Liquid Glass design" : ""
        return "\(document.file): \(document.kind.rawValue), \(objects.count) object\(objects.count == 1 ? "" : "s")\(device)\(design)\n"
    }

    /// Each object's report as text, its notes and its comparison; then the fonts' line.
    public var text: String {
        var text = heading
        for object in objects {
            text += "\n" + object.report.text
            if !object.notes.isEmpty {
                text += "notes (\(object.notes.count))\n"
                for note in object.notes { text += "  \(document.file):\(note.line): \(note.view.map { "\($0): " } ?? "")\(note.message)\n" }
            }
            if let comparison = object.comparison { text += Self.text(of: comparison, names: object.report.locations) }
        }
        return fonts.textLine.isEmpty ? text : text + "\n" + fonts.textLine
    }

    /// The comparison as a table, the views text does not decide first, then a line saying how it went.
    private static func text(of comparison: StoredFrameComparison, names: [String: LayoutReport.ViewLocation]) -> String {
        let tolerance = DecimalText.of(StoredFrameComparison.tolerance)
        var text = "compared with the frames Xcode stored, at large\n"
        let ordered = comparison.entries.filter { !$0.dependsOnText } + comparison.entries.filter(\.dependsOnText)
        func rect(_ rect: Rect) -> String {
            [rect.x, rect.y, rect.width, rect.height].map { DecimalText.of($0, maximumDecimals: 3) }.joined(separator: " ")
        }
        let rows = [["view", "name", "stored (x y w h)", "laid out", "off by", "text decides"]] + ordered.map { entry in
            [entry.view, names[entry.view]?.name ?? "", rect(entry.stored), rect(entry.laidOut),
             DecimalText.of(entry.difference, maximumDecimals: 3),
             (entry.dependsOnText ? "yes" : "no") + (entry.frameWarning.map { " (\($0.rawValue) in Xcode)" } ?? "")]
        }
        text += TextTable(rows, rightAligned: 4...).render().split(separator: "\n").map { "  " + $0 + "\n" }.joined()
        let fixed = comparison.entries.filter { !$0.dependsOnText && $0.frameWarning == nil }
        let largest = fixed.map(\.difference).max() ?? 0
        let mismatches = comparison.mismatches
        text += mismatches.isEmpty
            ? "  \(fixed.count) views text does not decide: all within \(tolerance) pt (largest \(DecimalText.of(largest, maximumDecimals: 3)))\n"
            : "  \(mismatches.count) of \(fixed.count) views text does not decide are more than \(tolerance) pt from Xcode's frames: "
                + mismatches.map(\.view).joined(separator: ", ") + "\n"
        return text
    }

    /// `{"file", "kind", "deviceID"?, "design"?, "device"?, "systemFont", "fontSet"?, "scenes": [...]}`
    /// (`Docs/interface-builder.md`).
    public var json: String {
        var fields: [(String, JSONValue)] = [
            ("file", .string(document.file)), ("kind", .string(document.kind.rawValue)),
        ]
        if let id = document.deviceID { fields.append(("deviceID", .string(id))) }
        if document.design == .liquidGlass { fields.append(("design", .string(document.design.rawValue))) }
        if let device { fields.append(("device", .string(device.name))) }
        fields += fonts.jsonMembers
        fields.append(("scenes", .array(objects.map(Self.json))))
        return JSONValue.object(fields).serialized()
    }

    private static func json(_ object: Object) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(object.object.id)), ("kind", .string(object.object.kind.rawValue)),
            ("name", .string(object.object.name)), ("line", .number(Double(object.object.line))),
        ]
        if let scene = object.object.sceneID { fields.append(("sceneID", .string(scene))) }
        fields.append(
            ("views", .object(object.views.map { view in
                var entry: [(String, JSONValue)] = [
                    ("name", .string(view.name)), ("element", .string(view.element)), ("line", .number(Double(view.line))),
                ]
                if let customClass = view.customClass { entry.append(("customClass", .string(customClass))) }
                if let scale = view.textWidthScale { entry.append(("textWidthScale", .number(scale))) }
                if !view.runtimeAttributes.isEmpty {
                    entry.append(
                        ("runtimeAttributes", .object(view.runtimeAttributes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
                }
                return (view.id, .object(entry))
            })))
        fields += object.report.jsonLayouts
        fields.append(
            ("notes", .array(object.notes.map { note in
                .object([("line", .number(Double(note.line)))] + (note.view.map { [("view", .string($0))] } ?? [])
                    + [("message", .string(note.message))])
            })))
        if let comparison = object.comparison {
            func rect(_ rect: Rect) -> JSONValue {
                .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
            }
            fields.append(
                ("storedFrames", .array(comparison.entries.map { entry in
                    .object([
                        ("view", .string(entry.view)), ("stored", rect(entry.stored)), ("laidOut", rect(entry.laidOut)),
                        ("difference", .number(entry.difference)), ("dependsOnText", .bool(entry.dependsOnText)),
                    ] + (entry.frameWarning.map { [("frameWarning", .string($0.rawValue))] } ?? []))
                })))
        }
        return .object(fields)
    }

    /// Each object's Markdown summary, and the views not where Xcode put them.
    public var markdown: String {
        objects.map { object in
            var text = object.report.markdown
            if let comparison = object.comparison, !comparison.mismatches.isEmpty {
                text += "\n**Not where Xcode put them** (more than \(DecimalText.of(StoredFrameComparison.tolerance)) pt):\n\n"
                for entry in comparison.mismatches {
                    text += "- \(entry.view): off by \(DecimalText.of(entry.difference, maximumDecimals: 3)) pt\n"
                }
            }
            return text
        }.joined(separator: "\n") + fonts.markdownNote
    }

    /// One `<testsuite>` per object; a comparison that misses a frame fails a test case of its own.
    public func junit(timestamp: Double, hostname: String) -> String {
        var suites = ""
        var tests = 0
        var failures = 0
        for (index, object) in objects.enumerated() {
            let extra = object.comparison.map { comparison in
                LayoutReport.TestCase(
                    title: "frames Xcode stored",
                    failures: comparison.mismatches.map { "\($0.view): off by \(DecimalText.of($0.difference, maximumDecimals: 3)) pt" },
                    type: "StoredFrame")
            }
            let suite = object.report.junitSuite(
                id: index, timestamp: timestamp, hostname: hostname, extra: extra.map { [$0] } ?? [], fonts: fonts)
            suites += suite.xml
            tests += suite.tests
            failures += suite.failures
        }
        return LayoutReport.junitDocument(suites: suites, tests: tests, failures: failures)
    }
}
