import Foundation
import TestSupport
import Testing

/// Every JSON input's errors say `file:line:column:` (then the value's path, what is wrong and what is accepted), and
/// the command exits 65: a scale file, an audit spec, a String Catalog, a JSON strings catalog, a layout document, a
/// class mapping. Each document puts its mistake on line 2, so the column is counted by hand from that line alone.
@Suite struct InputErrorPlaceTests {
    /// `contents` written to a file `name` in a folder of its own (the folder named like a locale's when given).
    static func file(_ name: String, _ contents: String, folder: String? = nil) throws -> String {
        var directory = try Fixtures.temporaryDirectory()
        if let folder {
            directory = directory.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aScaleFile() throws {
        // `  {"size": ` is 11 characters: the value starts in column 12.
        let path = try Self.file("scale.json", """
            {"name": "Acme", "styles": [{"style": "body", "entries": {"large":
              {"size": "big", "leading": 22, "weight": "regular"}}}]}
            """)
        let result = typescale("table", "--scale", path)
        #expect(result.status == 65)
        #expect(result.stderr == "typescale table: \(path):2:12: styles[0].entries.large.size: a string where a number "
            + "belongs; expected a size in points\n")
    }

    @Test func anAuditSpec() throws {
        // ` "rules": [{"match": "a", "width": ` is 35 characters.
        let path = try Self.file("spec.json", """
            {"default": {"width": 100},
             "rules": [{"match": "a", "width": "wide"}]}
            """)
        let result = typescale("audit", Fixtures.path("Catalogs/Shop/en.lproj/Localizable.strings"), "--spec", path)
        #expect(result.status == 65)
        #expect(result.stderr.contains(
            "\(path):2:36: rules[0].width: a string where a number belongs; expected a number of points ≥ 0"))
    }

    @Test func aStringCatalog() throws {
        // `  {"stringUnit": {"state": "translated", "value": ` is 50 characters.
        let path = try Self.file("Localizable.xcstrings", """
            {"sourceLanguage": "en", "strings": {"Hi": {"localizations": {"de":
              {"stringUnit": {"state": "translated", "value": 7}}}}}}
            """)
        let result = typescale("audit", path, "--width", "100")
        #expect(result.status == 65)
        #expect((result.stdout + result.stderr).contains(
            "\(path):2:51: strings.Hi.localizations.de.stringUnit.value is a number; expected a string"))
    }

    @Test func aJSONStringsCatalog() throws {
        // `  "title": ` is 11 characters.
        let path = try Self.file("de.json", """
            {"checkout": {
              "title": ["Kasse"]}}
            """)
        let result = typescale("audit", path, "--width", "100")
        #expect(result.status == 65)
        #expect((result.stdout + result.stderr).contains(
            "\(path):2:12: the value of \"checkout.title\" is an array; expected a string, or an object of strings"))
    }

    @Test func aLayoutDocument() throws {
        // `  "colour": ` is 12 characters.
        let path = try Self.file("layout.json", """
            {"views": [{"id": "root",
              "colour": "red"}]}
            """)
        let result = typescale("layout", path)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("typescale layout: \(path):2:13: views[0].colour: unknown key 'colour'; expected"))
    }

    @Test func aClassMapping() throws {
        // `  {"scalesFont": ` is 17 characters.
        let path = try Self.file("classes.json", """
            {"ThemeLabel":
              {"scalesFont": "yes"}}
            """)
        let result = typescale("layout", Fixtures.path("Layouts/ContactCell.xib"), "--classes", path)
        #expect(result.status == 65)
        #expect(result.stderr.contains(
            "\(path):2:18: ThemeLabel.scalesFont: a string where true or false belongs; expected true or false"))
    }
}
