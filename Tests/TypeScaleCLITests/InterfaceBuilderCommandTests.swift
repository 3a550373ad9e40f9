import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

/// `typescale layout FILE.storyboard|FILE.xib`. Text is in the machine's stand-in for SF Pro here, so these check what
/// does not depend on its metrics: the structure of the report, the frames text does not decide, where findings point.
@Suite("typescale layout for Interface Builder documents")
struct InterfaceBuilderCommandTests {
    static let signIn = Fixtures.path("Layouts/SignIn.storyboard")
    static let cells = Fixtures.path("Layouts/ContactCell.xib")

    /// The fields of the table row that starts with `id` (columns are as wide as their widest value).
    static func row(_ id: String, in output: String) -> [String]? {
        output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }.first { $0.first == id }
    }

    @Test("a storyboard: each scene by object id and name, the lint at file:line, the reader's notes")
    func text() {
        let result = typescale("layout", Self.signIn)
        #expect(result.status == 1)  // the fixed-size email label, text field and button are linted
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("""
            \(Self.signIn): storyboard, 1 object, on iPhone 15 (retina6_12)

            scene SignIn (rOt-Vw-001, line 15): 9 views, 14 constraints, left to right, at large
            """))
        #expect(Self.row("bNr-Vw-002", in: result.stdout) == ["bNr-Vw-002", "Banner", "0", "0", "393", "59"])
        #expect(Self.row("lGo-Im-009", in: result.stdout) == ["lGo-Im-009", "imageView", "164.5", "738", "64", "64"])
        // The system font's stand-in has SF Pro's line height: 34, 17 and 15 pt lines of 34, 17 and 15 × 2444 / 2048
        // (40.574, 20.287, 17.900), rounded up to the 3× grid; the button's title 6 from its top and bottom.
        #expect(Self.row("tTl-Lb-003", in: result.stdout) == ["tTl-Lb-003", "\"Welcome", "back\"", "20", "83", "353", "40.667"])
        #expect(Self.row("eMl-Lb-005", in: result.stdout)?.suffix(4) == ["0", "0", "353", "20.333"])
        #expect(Self.row("sGn-Bt-007", in: result.stdout)?.last == "30")
        #expect(result.stdout.contains("  \(Self.signIn):32: eMl-Lb-005 \"Email address\": a fixed 17 pt font"))
        #expect(result.stdout.contains("  \(Self.signIn):38: eMl-Tf-006 \"name@example.com\": a fixed 14 pt font"))
        // A button's title label is found at the button's element.
        #expect(result.stdout.contains("  \(Self.signIn):43: sGn-Bt-007.titleLabel \"Sign In\": a fixed 15 pt font"))
        // The text field, named by its placeholder, is a line of the 14 pt system font (16.707, 17 rounded up to a
        // whole point) 6.5 from its rounded rect's top and bottom: 30, 12 below the label; nothing is noted.
        #expect(Self.row("eMl-Tf-006", in: result.stdout) == ["eMl-Tf-006", "\"name@example.com\"", "0", "32.333", "353", "30"])
        #expect(!result.stdout.contains("notes ("))
    }

    @Test("--compare-stored: views text does not decide are where Xcode put them; one that is not fails the run")
    func compareStored() throws {
        let result = typescale("layout", Self.signIn, "--compare-stored")
        #expect(result.stdout.contains("  2 views text does not decide: all within 0.5 pt (largest 0.167)\n"))
        #expect(result.stdout.contains("  bNr-Vw-002  Banner "))
        // A banner stored 10 pt lower than its constraints put it.
        let moved = try String(contentsOfFile: Self.signIn, encoding: .utf8).replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="59"/>"#,
            with: #"<rect key="frame" x="0.0" y="10" width="393" height="59"/>"#)
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Moved.storyboard").path
        try moved.write(toFile: path, atomically: true, encoding: .utf8)
        let off = typescale("layout", path, "--compare-stored", "--format", "junit")
        #expect(off.status == 1)
        let document = try XMLDocument(data: Data(off.stdout.utf8))
        let failure = try #require(
            try document.nodes(forXPath: "//testcase[@name='frames Xcode stored']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "bNr-Vw-002: off by 10 pt")
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")  // large, the lint, the stored frames
    }

    @Test("--format json: a scene per object, frames and findings by object id, each view's name and line")
    func json() throws {
        let result = typescale("layout", Self.cells, "--format", "json", "--compare-stored")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "xib" && object["deviceID"] as? String == "retina4_7")
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["id"] as? String } == ["cEl-Tc-001", "tAg-Cc-020"])
        #expect(scenes.map { $0["kind"] as? String } == ["tableViewCell", "collectionViewCell"])
        let views = try #require(scenes[0]["views"] as? [String: [String: Any]])
        #expect(views["dTl-Lb-005"]?["customClass"] as? String == "ThemeLabel")
        #expect(views["dTl-Lb-005"]?["runtimeAttributes"] as? [String: String] == ["styleName": "secondary"])
        #expect(views["aVt-Im-003"]?["name"] as? String == "Avatar" && views["aVt-Im-003"]?["line"] as? Int == 19)
        let layout = try #require((scenes[0]["layouts"] as? [[String: Any]])?.first)
        let frames = try #require(layout["frames"] as? [String: [String: Double]])
        #expect(frames["aVt-Im-003"] == ["x": 16, "y": 12, "width": 40, "height": 40])
        let lint = try #require(scenes[0]["lint"] as? [[String: Any]])
        #expect(lint.first?["view"] as? String == "dTl-Lb-005" && lint.first?["line"] as? Int == 35)
        let stored = try #require(scenes[1]["storedFrames"] as? [[String: Any]])
        #expect(stored.map { $0["dependsOnText"] as? Bool } == [false, false])
    }

    @Test("--scene picks one object; an unknown one lists those there are")
    func scene() {
        let cell = typescale("layout", Self.cells, "--scene", "TagCell")
        #expect(cell.stdout.contains("collection view cell TagCell (tAg-Cc-020, line 61)"))
        #expect(!cell.stdout.contains("ContactCell (cEl-Tc-001"))
        let unknown = typescale("layout", Self.cells, "--scene", "Nope")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no such scene, view or cell in \(Self.cells); it has ContactCell (cEl-Tc-001), TagCell (tAg-Cc-020)"))
    }

    @Test("--classes: a mapping makes the theme label adjust; a bad mapping is placed; options for a .xib only")
    func classes() throws {
        let mapped = typescale("layout", Self.cells, "--scene", "ContactCell", "--classes", Fixtures.path("Layouts/ContactCell-classes.json"))
        #expect(mapped.status == 0)
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("classes.json").path
        try #"{"ThemeLabel": {"textStyle": "bodyy"}}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = typescale("layout", Self.cells, "--classes", bad)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("\(bad):1:30: ThemeLabel.textStyle: 'bodyy' is not a text style; expected a style's name"))
        let missing = typescale("layout", Self.cells, "--classes", directory.appendingPathComponent("none.json").path)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no such class mapping file"))
        let notIB = typescale("layout", Fixtures.path("Layouts/labels.json"), "--compare-stored")
        #expect(notIB.status == 64)
        #expect(notIB.stderr.contains("--compare-stored is for a .xib or .storyboard, not a layout document"))
    }

    @Test("--size-classes: the variations for compact height followed on the portrait screen")
    func sizeClasses() {
        let path = Fixtures.path("Layouts/Gallery.storyboard")
        let compact = typescale("layout", path, "--size-classes", "compact,Compact")
        // The squares side by side, the date picker taken away.
        #expect(Self.row("aXs-St-403", in: compact.stdout) == ["aXs-St-403", "Squares", "16", "72", "220", "50"])
        #expect(!compact.stdout.contains("\ndTp-Dp-407 "))
        let regular = typescale("layout", path)
        #expect(Self.row("dTp-Dp-407", in: regular.stdout) == ["dTp-Dp-407", "datePicker", "27.5", "228", "320", "216"])
        let bad = typescale("layout", path, "--size-classes", "compact")
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("expected a width and a height size class, compact or regular: compact,regular"))
    }

    @Test("a missing document: 66; a malformed one: 65 at its line")
    func badDocuments() throws {
        let missing = typescale("layout", "/nonexistent/Main.storyboard")
        #expect(missing.status == 66)
        #expect(missing.stderr == "typescale layout: /nonexistent/Main.storyboard: no such storyboard or xib\n")
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Bad.xib").path
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects><view id="v"><rect key="frame" x="0" y="0" width="wide" height="10"/></view></objects>
            </document>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let malformed = typescale("layout", path)
        #expect(malformed.status == 65)
        #expect(malformed.stderr.contains("\(path):3: width=\"wide\" is not a number of points; expected a decimal number within ±10,000,000"))
    }

    @Test("--png with several objects: a picture per object, its id before the extension")
    func pictures() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("cells.png").path
        let result = typescale("layout", Self.cells, "--png", png)
        for id in ["cEl-Tc-001", "tAg-Cc-020"] {
            let file = directory.appendingPathComponent("cells-\(id).png").path
            #expect(FileManager.default.fileExists(atPath: file))
            #expect(result.stderr.contains("wrote \(file) ("))
        }
    }
}

@Suite("typescale layout --system-font")
struct InterfaceBuilderSystemFontTests {
    @Test("the JSON names the stand-in; --system-font sets the system font in another family")
    func systemFont() throws {
        let path = Fixtures.path("Layouts/SystemFontLabels.xib")
        let json = typescale("layout", path, "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["systemFont"] as? String == "Inter with SF Pro's tracking and line metrics")
        // DejaVu Sans's own line: ascender 1901, descender −483 in 2048 units (hhea), 17 pt: 19.78 → 20 at 2×.
        let dejaVu = typescale("layout", path, "--system-font", "DejaVu Sans")
        #expect(InterfaceBuilderCommandTests.row("sFl-Lb-001", in: dejaVu.stdout)?.last == "20")
    }
}
