import DynamicType
import Foundation
import TestSupport
import Testing

@Suite("typescale table")
struct TableCommandTests {
    @Test("the text table prints the HIG's body row: 14/19 … 53/62, with the device's leading at AX4")
    func textTableBodyRow() throws {
        let result = typescale("table")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let body = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("body ") })
        let cells = body.split(separator: " ").map(String.init)
        // Apple HIG, iOS Dynamic Type sizes, Body: 14 15 16 17 19 21 23 28 33 40 47 53 pt, leading 19 20 21 22 24 26 29
        // 34 40 48 56 62.
        #expect(cells == ["body", "regular", "14/19", "15/20", "16/21", "17/22", "19/24", "21/26", "23/29", "28/34",
                          "33/40", "40/48", "47/56", "53/62"])
        #expect(result.stdout.contains("L*"))
    }

    @Test("--format json writes all 132 iOS entries and loads back unchanged")
    func jsonRoundTrip() throws {
        let first = typescale("table", "--format", "json")
        #expect(first.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let styles = try #require(object["styles"] as? [[String: Any]])
        #expect(styles.count == 11)
        #expect(styles.map { ($0["entries"] as? [String: Any])?.count ?? 0 }.reduce(0, +) == 132)

        let file = try temporaryFile(first.stdout)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let again = typescale("table", "--scale", file.path, "--format", "json")
        #expect(again.status == 0)
        #expect(again.stdout == first.stdout)
        let loaded = try TypeScale(json: Data(contentsOf: file), source: file.path)
        #expect(loaded == TypeScale.iOS)
    }

    @Test("--styles and --categories select rows and columns; ranges and short names work")
    func selection() throws {
        let result = typescale("table", "--styles", "headline,caption2", "--categories", "L,AX3...", "--format", "csv")
        #expect(result.status == 0)
        // HIG: headline L 17/22 semibold; AX3 40/48; AX4 47, device leading 51; AX5 53/62. caption2 L 11/13, AX3 29/35,
        // AX4 34/41, AX5 40/48. Tracking from SF Pro 1/1000 em: 17 pt -26 → -0.442; 11 pt +6 → 0.066; 40 pt +10 → 0.4;
        // 47 pt +8 → 0.376; 53 pt +6 → 0.318; 29 pt +14 → 0.406; 34 pt +12 → 0.408.
        let expected = """
            style,category,size,leading,weight,emphasizedWeight,tracking\r
            headline,large,17,22,semibold,semibold,-0.442\r
            headline,accessibility3,40,48,semibold,semibold,0.4\r
            headline,accessibility4,47,51,semibold,semibold,0.376\r
            headline,accessibility5,53,62,semibold,semibold,0.318\r
            caption2,large,11,13,regular,semibold,0.066\r
            caption2,accessibility3,29,35,regular,semibold,0.406\r
            caption2,accessibility4,34,41,regular,semibold,0.408\r
            caption2,accessibility5,40,48,regular,semibold,0.4\r

            """
        #expect(result.stdout == expected)
    }

    @Test("markdown has a header, an alignment row and one row per style")
    func markdown() {
        let result = typescale("table", "--platform", "tvos", "--format", "markdown")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains("| style | weight | size/leading |"))
        #expect(lines.contains("| --- | --- | ---: |"))
        // HIG tvOS: Body 29 pt, leading 36, Medium.
        #expect(lines.contains("| body | medium | 29/36 |"))
        #expect(lines.filter { $0.hasPrefix("| ") }.count == 1 + 1 + 9)  // header, alignment row, 9 tvOS styles
    }

    @Test("css has a :root block for the default category and one block per category")
    func css() {
        let result = typescale("table", "--styles", "largeTitle", "--format", "css")
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
            :root {
              --font-large-title-size: 34px;
              --font-large-title-line-height: 41px;
              --font-large-title-weight: 400;
              --font-large-title-letter-spacing: 0.408px;
            }
            """))
        #expect(result.stdout.contains("[data-content-size=\"accessibility5\"] {\n  --font-large-title-size: 60px;"))
        #expect(result.stdout.components(separatedBy: "[data-content-size=").count - 1 == 12)
    }

    @Test("tokens are DTCG typography tokens grouped by category")
    func designTokens() throws {
        let result = typescale("table", "--styles", "body", "--categories", "AX5", "--format", "tokens")
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let token = try #require((object["accessibility5"] as? [String: Any])?["body"] as? [String: Any])
        #expect(token["$type"] as? String == "typography")
        let value = try #require(token["$value"] as? [String: Any])
        #expect((value["fontSize"] as? [String: Any])?["value"] as? Double == 53)
        #expect((value["fontSize"] as? [String: Any])?["unit"] as? String == "px")
        #expect(value["fontWeight"] as? Double == 400)
        // 62 / 53 = 1.16981… → 1.1698
        #expect(value["lineHeight"] as? Double == 1.1698)
    }

    @Test("swift output declares one array per style, one entry per category")
    func swiftSource() {
        let result = typescale("table", "--platform", "watchos", "--styles", "footnote2", "--format", "swift")
        #expect(result.status == 0)
        #expect(result.stdout.contains("public enum WatchOSTypeScale {"))
        #expect(result.stdout.contains("public static let footnote2: [TypeScaleEntry] = ["))
        // watchOS HIG footnote 2 at AX3: 17 pt / 19.5; SF Compact 17 pt: -4/1000 em → -0.068 pt.
        #expect(result.stdout.contains(
            "TypeScaleEntry(pointSize: 17, leading: 19.5, weight: 400, tracking: -0.068),  // accessibility3"))
        #expect(result.stdout.components(separatedBy: "TypeScaleEntry(pointSize:").count - 1 == 9)
    }

    @Test("--format json without the default category is a usage error")
    func jsonNeedsDefaultCategory() {
        let result = typescale("table", "--categories", "AX1...", "--format", "json")
        #expect(result.status == 64)
        #expect(result.stderr.contains("must include the default category large"))
    }
}
