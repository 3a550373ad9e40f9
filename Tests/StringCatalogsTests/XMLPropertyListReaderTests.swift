import Foundation
import Testing
import TestSupport
@testable import StringCatalogs

/// `XMLPropertyListReader` against Foundation's `PropertyListSerialization` (CoreFoundation's parser), the reader it
/// replaces: on property lists written to reach each of its rules, on every XML property list among the fixtures, and
/// on damaged copies of them, both must accept the same documents with the same values (strings, dictionaries,
/// arrays as they are, other values by kind), and reject the others with the same message and line.
@Suite struct XMLPropertyListReaderTests {
    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
    }

    static let values = [
        "<dict>x<key>a</key><string>b</string></dict>", "<array> y <string>b</string></array>", "<true></true>",
        "<true/>", "<false> </false>", "<true>\n</true>", "<foo/>", "<plist><string>a</string></plist>",
        "<dict><key/><string/></dict>", "<dict><key>a</key><!-- c --><string>b</string></dict>", "<Dict/>",
        "<dict><key>a</key><plist/></dict>", "<string>a<!-- c -->b</string>", "<string>a<?pi x?>b</string>",
        "<dict> </dict>", "<array/>", "<key>k</key>", "<dict><key>a</key><key>b</key></dict>",
        "<dict>\n<key>a</key>\n<string>x</string>\n<string>y</string>\n</dict>", "<dict>\n<key>a</key>\n</dict>",
        "<dict/>\n<dict/>", "<string>a &amp; b &#x41;</string>", "<string><![CDATA[x<y]]></string>",
        "<array>\n<string>a</string>\n<key>k</key>\n</array>", "", "<string>a<b/>c</string>",
        "<dict>\n<key>a</key>\n<string>x</string>\n<key>a</key>\n<string>y</string>\n</dict>",
        "<dict><key>CF$UID</key><integer>3</integer></dict>", "<dict><key>CF$UID</key><real>3</real></dict>",
        "<array><data>aGVsbG8=</data><data>!!!</data><data>\n  aGVs\n  bG8=\n</data></array>",
        "<dict><key>a</key><dict><key>b</key><array><string>c</string><integer>1</integer></array></dict></dict>",
        "<integer>\n12x</integer>", "<array>\n\n  z</array>",
    ]
    static let reals = [
        " 1.5", "1.5 ", "nan", "NaN", "+infinity", "-infinity", "infinity", "inf", "1e5", "", "0x10", "1,5", "-0", ".5",
        "5.", "+1", "1e", "1.5e+3", "  ",
    ]
    static let integers = [
        "+5", "-5", "0X1f", "-0x10", "18446744073709551615", "18446744073709551616", "-9223372036854775808",
        "-9223372036854775809", "1a", "12.0", "0x", "-", "0xg", "00012", "0x-1", "", " 1", "1 ", "many", "é",
    ]
    static let dates = [
        "2024-01-02T03:04:05Z", "2024-01-02", "2024-01-02T03:04:05", "2024-01-02T03:04Z", " 2024-01-02T03:04:05Z",
        "-2024-01-02T03:04:05Z", "20240102", "2024-1-2T03:04:05Z", "2024-01-02T03:04:05Zx", "", "2024", "2024-01",
        "2024-13-45T99:99:99Z", "2024-01-02T03Z", "12024-01-02T03:04:05Z",
    ]

    static let written: [String] =
        values.map(plist) + reals.map { plist("<real>\($0)</real>") }
        + integers.map { plist("<integer>\($0)</integer>") }
        + dates.map { plist("<date>\($0)</date>") }
        + [
            "<plist version=\"1.0\"><string>a</string>x</plist>", "<string>top</string>",
            "  <array><string>a</string></array>  ", "<dict><key>a</key><string>b</string></dict><!-- after -->",
            "<?xml version=\"1.0\"?><!DOCTYPE plist><plist/>",
        ]

    /// The XML property lists among the fixtures.
    static let fixtures: [String] = {
        let root = Fixtures.url("Catalogs")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard ["stringsdict", "strings"].contains(url.pathExtension),
                let text = try? String(contentsOf: url, encoding: .utf8), text.contains("<plist")
            else { continue }
            found.append(text)
        }
        return found.sorted()
    }()

    @Test(arguments: written)
    func writtenPropertyListsAreReadAsCoreFoundationReadsThem(_ text: String) throws {
        try compare(text)
    }

    @Test func fixturesAreReadAsCoreFoundationReadsThem() throws {
        try #require(Self.fixtures.count >= 5)
        for text in Self.fixtures { try compare(text) }
    }

    /// Values swapped for others of every kind, text put between elements, elements dropped.
    @Test func damagedFixturesAreReadAsCoreFoundationReadsThem() throws {
        var random = SeededRandom(state: 0x504C_4953_5421)
        let replacements =
            Self.values + Self.reals.map { "<real>\($0)</real>" } + Self.integers.map { "<integer>\($0)</integer>" }
            + Self.dates.map { "<date>\($0)</date>" } + ["x", "<key>k</key>", "<string>s</string>", "", "</dict>"]
        var compared = 0
        for text in Self.fixtures {
            let elements = text.ranges(of: #/<(string|key|integer|dict|array|true|false)[^>]*>[^<]*(</\1>)?/#)
            for _ in 0..<40 where !elements.isEmpty {
                let range = elements[random.int(0...elements.count - 1)]
                var damaged = text
                damaged.replaceSubrange(range, with: replacements[random.int(0...replacements.count - 1)])
                if try compare(damaged) { compared += 1 }
            }
        }
        #expect(compared > 100)
    }

    /// Compares the two readers on `text`; `false` when the XML is not well formed (which neither reads).
    @discardableResult
    private func compare(_ text: String) throws -> Bool {
        let bytes = Array(text.utf8)
        guard (try? PropertyListSourceMap.make(bytes, file: "test.plist")) != nil else { return false }
        let expected: Result<PropertyListValue, String>
        do {
            let read = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            expected = .success(PropertyListValue(foundation: read))
        } catch {
            expected = .failure((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
        }
        let actual: Result<PropertyListValue, String>
        do {
            actual = .success(try XMLPropertyListReader.read(bytes))
        } catch {
            actual = .failure(error.message)
        }
        #expect(actual == expected, "\(text)")
        return true
    }
}

extension Result: @retroactive Equatable where Success: Equatable, Failure: Equatable {}
extension String: @retroactive Error {}
