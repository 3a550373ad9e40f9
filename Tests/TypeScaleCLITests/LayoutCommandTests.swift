import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

@Suite("typescale layout")
struct LayoutCommandTests {
    @Test("a clean layout: the frames as a table, exit 0")
    func text() {
        let result = typescale("layout", Fixtures.path("Layouts/hugging.json"))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        // Worked out in LayoutFixtureTests: name stretches to 236, value keeps 60.
        #expect(result.stdout == """
            hugging: 3 views, 7 constraints, left to right, at large
            view     x   y  width  height
            row      0   0    320      44
            name     8  12    236      20
            value  252  12     60      20

            """ + "\n" + ReportedFonts.textLine)
    }

    @Test("--format json: frames by view, the unsatisfiable set and the broken constraint, exit 1")
    func json() throws {
        let result = typescale("layout", Fixtures.path("Layouts/unsatisfiable.json"), "--format", "json")
        #expect(result.status == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "unsatisfiable")
        #expect(object["layoutDirection"] as? String == "leftToRight")
        let layout = try #require((object["layouts"] as? [[String: Any]])?.first)
        #expect(layout["category"] as? String == "large")
        let frames = try #require(layout["frames"] as? [String: [String: Double]])
        #expect(frames["button"] == ["x": 264, "y": 0, "width": 40, "height": 30])
        let sets = try #require(layout["unsatisfiable"] as? [[String: Any]])
        #expect(sets.count == 1)
        #expect(Set(sets[0]["constraints"] as? [String] ?? []) == [
            "root.size.width", "field.leading", "field.width", "gap", "button.width", "button.trailing",
        ])
        #expect(sets[0]["broken"] as? String == "button.width")
        #expect((layout["ambiguous"] as? [Any])?.isEmpty == true)
        let findings = try #require(layout["findings"] as? [[String: Any]])
        #expect(findings.first?["kind"] as? String == "compressed")
        #expect(findings.first?["view"] as? String == "button")
        // The constraints that set the button's width: the gap before it, its trailing edge, its own width.
        #expect(findings.first?["constraints"] as? [String] == ["gap", "button.trailing", "button.width"])
    }

    @Test("ambiguity is listed by view and attribute")
    func ambiguous() {
        let result = typescale("layout", Fixtures.path("Layouts/ambiguous.json"))
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
            ambiguous (4): values more than one layout satisfies equally well
              first: width
              second: x, width
              floating: y
            """))
    }

    @Test("a bad document: file:line:column, what was wrong and what is accepted, exit 65")
    func malformed() throws {
        let file = try temporaryFile("""
            {
              "views": [
                {"id": "root", "size": {"width": 100}},
                {"id": "a", "parent": "root", "intrinsicContentSise": {"width": 10}}
              ]
            }
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = typescale("layout", file.path)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(
            "typescale layout: \(file.path):4:59: views[1].intrinsicContentSise: unknown key 'intrinsicContentSise'; "
                + "expected one of id, parent, size, intrinsicContentSize,"))
    }

    @Test("a constraint against UIKit's rules is placed at the constraint")
    func ruleBroken() throws {
        let file = try temporaryFile("""
            {"views": [{"id": "root"}, {"id": "a", "parent": "root"}],
             "constraints": [
               {"first": "a.width", "second": "root.width"},
               {"first": "a.leading", "second": "root.left"}
             ]}
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = typescale("layout", file.path)
        #expect(result.status == 65)
        #expect(result.stderr == "typescale layout: \(file.path):4:4: constraints[1]: leading and trailing cannot be "
            + "related to left and right (they differ in right-to-left layouts)\n")
    }

    @Test("no document, two documents, an unknown format: 64; a missing file: 66")
    func usage() {
        #expect(typescale("layout").status == 64)
        #expect(typescale("layout", "a.json", "b.json").status == 64)
        let format = typescale("layout", Fixtures.path("Layouts/hugging.json"), "--format", "xml")
        #expect(format.status == 64)
        #expect(format.stderr.contains("--format: 'xml' is not accepted; expected text, json"))
        let missing = typescale("layout", "/nonexistent/screen.json")
        #expect(missing.status == 66)
        #expect(missing.stderr == "typescale layout: /nonexistent/screen.json: no such layout document\n")
    }
}

@Suite("typescale layout: labels and stacks at every category")
struct LayoutCategoryTests {
    @Test("labels measured at the category; a row that fits at large")
    func atLarge() {
        let result = typescale("layout", Fixtures.path("Layouts/labels.json"))
        #expect(result.status == 0)
        // Body at large is 17 pt in TestSans, tracked −0.43 pt a letter (the HIG's table): "Name" 35.68 and
        // "Value" 43.75, rounded up to the 3× grid: 36 and 44; the name stretches (it hugs less), the value keeps its
        // width after 8 of spacing. One line is TestSans's own, 1100 units = 18.7 pt: 19 on the 3× grid.
        #expect(result.stdout == """
            labels: 4 views, 5 constraints, left to right, at large
            view     x  y  width  height
            root     0  0    200     400
            row      0  0    200      19
            name     0  0    148      19
            value  156  0     44      19

            """ + "\n" + ReportedFonts.textLine)
    }

    @Test("--all-categories: the name is truncated from AX3 on, where the two no longer fit in 200")
    func everyCategory() {
        let result = typescale("layout", Fixtures.path("Layouts/labels.json"), "--all-categories")
        #expect(result.status == 1)
        // At AX3 (40 pt) the value needs 110, at AX4 (47 pt) 129: the name, resisting compression less, keeps
        // 200 − 8 − 110 = 82 and 63.
        #expect(result.stdout.hasPrefix("""
            labels: 4 views, 5 constraints, left to right, at 12 categories
            xSmall … accessibility2: nothing wrong
            accessibility3:
              findings (1)
                name "Name": truncated: needs 2 lines at width 82, shows 1
                  placed by row.UISV-canvas-connection, row.UISV-spacing
            accessibility4:
              findings (1)
                name "Name": truncated: needs 2 lines at width 63, shows 1
                  placed by row.UISV-canvas-connection, row.UISV-spacing
            accessibility5:
            """))
    }

    @Test("--device: the root becomes the device's screen, wide enough here at every size")
    func onADevice() throws {
        let result = typescale(
            "layout", Fixtures.path("Layouts/labels.json"), "--all-categories", "--device", "iphone se (3rd generation)",
            "--format", "json")
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.count == 12)
        let frames = try #require(layouts.last?["frames"] as? [String: [String: Double]])
        // 375 × 667 pt; the row still at the root's edges (the document pins it there, not to the margins).
        #expect(frames["root"] == ["x": 0, "y": 0, "width": 375, "height": 667])
        #expect(frames["row"]?["width"] == 375)
        let unknown = typescale("layout", Fixtures.path("Layouts/labels.json"), "--device", "iPhone 99")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("expected a device: iPhone 16, iPhone 16 Plus,"))
    }

    @Test("--png: the report as without it, and the contact sheet of every category, 3 panels wide at 1×")
    func picture() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("labels.png").path
        let result = typescale("layout", Fixtures.path("Layouts/labels.json"), "--all-categories", "--png", png)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("labels: 4 views, 5 constraints, left to right, at 12 categories\n"))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Twelve panels of the 200-pt screen, 24 apart, within margins of 16: 2 × 16 + 12 × 200 + 11 × 24 = 2696.
        #expect(result.stderr.contains("wrote \(png) (2696 × "))
        let bare = typescale("layout", Fixtures.path("Layouts/labels.json"), "--display-scale", "2")
        #expect(bare.status == 64)
        #expect(bare.stderr.contains("--display-scale needs --png"))
        let unwritable = typescale("layout", Fixtures.path("Layouts/labels.json"), "--png", directory.path + "/no/such/dir/x.png")
        #expect(unwritable.status == 73)
        #expect(unwritable.stdout.hasPrefix("labels: 4 views"))
    }

    @Test("--display-scale sets the picture's pixels per point, as in measure and specimen; --scale is refused, not reread")
    func displayScale() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("labels.png").path
        let doubled = typescale("layout", Fixtures.path("Layouts/labels.json"), "--png", png, "--display-scale", "2")
        #expect(doubled.status == 0, "\(doubled.stderr)")
        // One panel of the 200-pt screen within margins of 16, at 2 pixels per point: (2 × 16 + 200) × 2 = 464.
        #expect(doubled.stderr.contains("wrote \(png) (464 × "), "\(doubled.stderr)")
        // --scale is a scale file in table, scale and specimen: here it is an error that names --display-scale.
        let scale = typescale("layout", Fixtures.path("Layouts/labels.json"), "--png", png, "--scale", "2")
        #expect(scale.status == 64)
        #expect(scale.stdout.isEmpty)
        #expect(
            scale.stderr
                == "typescale layout: --scale is not an option of 'typescale layout': use --display-scale (pixels per "
                + "point, as in measure, scale and specimen; --scale is a scale file in table, scale and specimen)\n")
        #expect(typescale("layout", Fixtures.path("Layouts/labels.json"), "--scale=2").status == 64)
        #expect(!typescale("layout", "--help").stdout.contains("--scale"))
    }

    @Test("--format markdown: a table of what is wrong by category; junit: a test case per category and the lint")
    func markdownAndJUnit() throws {
        let markdown = typescale("layout", Fixtures.path("Layouts/labels.json"), "--all-categories", "--format", "markdown")
        #expect(markdown.status == 1)
        #expect(markdown.stdout.hasPrefix("""
            ### Dynamic Type layout: labels

            ❌ something wrong at AX3…AX5 of 12 categories

            | Category | Problem |
            | --- | --- |
            | AX3 | name "Name": truncated: needs 2 lines at width 82, shows 1 (placed by row.UISV-canvas-connection, row.UISV-spacing) |
            """))
        #expect(markdown.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("| AX") }.count == 3)
        let clean = typescale("layout", Fixtures.path("Layouts/labels.json"), "--format", "markdown")
        #expect(
            clean.stdout == "### Dynamic Type layout: labels\n\n✅ nothing wrong at large\n"
                + "\n<sub>System font: Inter with SF Pro's tracking and line metrics (SF Pro is not available off Apple's "
                + "systems). Fonts: \(ReportedFonts.fontSet).</sub>\n")
        let junit = typescale("layout", Fixtures.path("Layouts/labels.json"), "--all-categories", "--format", "junit")
        #expect(junit.status == 1)
        let document = try XMLDocument(data: Data(junit.stdout.utf8))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "13")
        #expect(suite.attribute(forName: "failures")?.stringValue == "3")
        let failures = try document.nodes(forXPath: "//testcase[failure]/@name").compactMap(\.stringValue)
        #expect(failures == ["at accessibility3", "at accessibility4", "at accessibility5"])
        let properties = try document.nodes(forXPath: "//testsuite/properties/property/@name").compactMap(\.stringValue)
        #expect(properties == ["systemFont", "fontSet"])
    }

    @Test("controls in a document: a switch, an activity indicator, an image, a button and a text view")
    func controls() {
        let result = typescale("layout", Fixtures.path("Layouts/controls.json"))
        #expect(result.status == 1)  // the button's fixed-size title is linted
        // The row: a switch (51 × 31, of which its constraints hold 49), 8, a large indicator (37 × 37), 8, a 20 × 10
        // image, centred on the tallest: 122 × 37, the switch 3 down and the image 13.5. The button: "Hello" at 10 pt in TestSans (27 × 11) with a
        // system button's 6 above and below; the text view's two lines of 11 at 90 pt between its 5-pt paddings,
        // with 8 above and below: 38.
        #expect(result.stdout == """
            controls: 7 views, 9 constraints, left to right, at large
            view               x     y  width  height
            root               0     0    200     300
            row                0     0    122      37
            toggle             0     3     51      31
            spinner           57     0     37      37
            icon             102  13.5     20      10
            save               0    37     27      23
            save.titleLabel    0     6     27      11
            notes              0    60    100      38

            lint (1): what keeps views from following Dynamic Type
              save.titleLabel "Hello": a fixed 10 pt font: it never follows Dynamic Type (use a text style or UIFontMetrics)

            """ + "\n" + ReportedFonts.textLine)
        // At AX3 the image grows with body, 40/17: 47.059 wide.
        #expect(typescale("layout", Fixtures.path("Layouts/controls.json"), "--category", "AX3").stdout.contains(
            "icon             102  6.735   47.059  23.529"))
    }

    @Test("a text field and a segmented control in a document: their text's sizes, a segment's title that does not fit")
    func fieldsAndSegments() throws {
        let result = typescale("layout", Fixtures.path("Layouts/fields.json"))
        #expect(result.status == 1)
        // TestSans at 10 pt: the placeholder "name@example.com" 76 wide (name 20, @ 3, example 35, . 3, com 15) inside
        // the rounded rect's 7 and 7, a line of 11 inside 6.5 and 6.5; 8 below, the segments 111 wide, 37 each, in
        // which "Month" (27, with 7 and 7: 41) does not fit. Both fonts are fixed sizes: linted.
        #expect(result.stdout == """
            fields: 3 views, 7 constraints, left to right, at large
            view    x   y  width  height
            root    0   0    200     100
            email   0   0     90      24
            period  0  32    111      27

            findings (1)
              period segment 2 "Month": truncated: needs width 41, has 37
                placed by period.leading, period.width

            lint (2): what keeps views from following Dynamic Type
              email "name@example.com": a fixed 10 pt font: it never follows Dynamic Type (use a text style or UIFontMetrics)
              period: a fixed 10 pt font: it never follows Dynamic Type (use a text style or UIFontMetrics)

            """ + "\n" + ReportedFonts.textLine)
        let json = typescale("layout", Fixtures.path("Layouts/fields.json"), "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let finding = try #require((layouts.first?["findings"] as? [[String: Any]])?.first)
        #expect(finding["segment"] as? Int == 2 && finding["text"] as? String == "Month")
        #expect(finding["neededWidth"] as? Double == 41 && finding["width"] as? Double == 37)
        #expect((object["fontSet"] as? [String: Any])?["digest"] as? String == ReportedFonts.fontSet.digest)
    }

    @Test("a scroll view in a document, on the document's device: content past its bounds is scrolled to, not a finding")
    func scrollViewOnTheDocumentsDevice() {
        // An iPhone 16 held in landscape: 852 × 393, the safe area 59 in from each side and 21 from the bottom, so the
        // scroll view is 734 × 372 at x 59. The content is as wide as the scroll view's frame guide, its height its
        // two blocks' with 8 between (200 + 8 + 300 = 508: taller than the scroll view, and scrollable); the blocks sit
        // within its margins of 8: 718 wide.
        let result = typescale("layout", Fixtures.path("Layouts/scroll.json"))
        #expect(result.status == 0)
        #expect(result.stdout == """
            scroll: 5 views, 18 constraints, left to right, at large
            view      x    y  width  height
            root      0    0    852     393
            scroll   59    0    734     372
            content   0    0    734     508
            first     8    0    718     200
            second    8  208    718     300

            """ + "\n" + ReportedFonts.textLine)
        // --orientation turns the document's device: 393 × 852, the safe area 59 from the top and 34 from the bottom.
        let portrait = typescale("layout", Fixtures.path("Layouts/scroll.json"), "--orientation", "portrait")
        #expect(portrait.stdout.contains("scroll   0   59    393     759\ncontent  0    0    393     508"))
    }

    @Test("a scroll view's guide named on a view that is not one, and a device that is not a preset, are placed errors")
    func guideAndDeviceErrors() throws {
        let notScroll = try temporaryFile("""
            {"views": [{"id": "root"}, {"id": "a", "parent": "root"}],
             "constraints": [{"first": "a.top", "second": "root.contentLayoutGuide.top"}]}
            """)
        defer { try? FileManager.default.removeItem(at: notScroll.deletingLastPathComponent()) }
        let guide = typescale("layout", notScroll.path)
        #expect(guide.status == 65)
        #expect(guide.stderr.hasPrefix(
            "typescale layout: \(notScroll.path):2:18: constraints[0]: no view 'root.contentLayoutGuide' for "
                + "root.contentLayoutGuide.top; expected the id of a view here, or VIEW.GUIDE: a view's layoutMarginsGuide "
                + "or safeAreaLayoutGuide, a scrollView's contentLayoutGuide or frameLayoutGuide"), "\(guide.stderr)")
        let badDevice = try temporaryFile(#"{"device": {"name": "iPhone 99"}, "views": [{"id": "root"}]}"#)
        defer { try? FileManager.default.removeItem(at: badDevice.deletingLastPathComponent()) }
        let device = typescale("layout", badDevice.path)
        #expect(device.status == 65)
        #expect(device.stderr.hasPrefix(
            "typescale layout: \(badDevice.path):1:21: device.name: no device named 'iPhone 99'; expected a device's name (iPhone 16,"),
            "\(device.stderr)")
        let noDevice = typescale("layout", Fixtures.path("Layouts/guides.json"), "--orientation", "landscape")
        #expect(noDevice.status == 64)
        #expect(noDevice.stderr.contains("--orientation needs --device (or a document with a \"device\")"))
    }

    @Test("a font file a label names that is not there: exit 66, as for measure --font-file")
    func missingFontFile() throws {
        let file = try temporaryFile("""
            {"views": [{"id": "root"}, {"id": "l", "parent": "root", "label": {"text": "x", "fontFile": "nope.ttf"}}]}
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = typescale("layout", file.path)
        #expect(result.status == 66)
        let folder = file.deletingLastPathComponent().path
        #expect(result.stderr == "typescale layout: \(file.path): l: \(folder)/nope.ttf: no such font file\n")
    }

    @Test("--category and --all-categories together are a usage error")
    func bothCategoryOptions() {
        let result = typescale("layout", Fixtures.path("Layouts/labels.json"), "--category", "L", "--all-categories")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--category and --all-categories cannot be used together"))
    }

    @Test("a label's unknown key is placed at its value")
    func badLabel() throws {
        let file = try temporaryFile("""
            {"views": [{"id": "root"}, {"id": "a", "parent": "root", "label": {"text": "x", "sytle": "body"}}]}
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = typescale("layout", file.path)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix(
            "typescale layout: \(file.path):1:90: views[1].label.sytle: unknown key 'sytle'; expected one of text, style,"))
    }
}
