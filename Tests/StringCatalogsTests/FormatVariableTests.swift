import Foundation
import StringCatalogs
import Testing

/// `.stringsdict` variables written as shipped apps write them (issue 14).
@Suite("Format variables")
struct FormatVariableTests {
    static func stringsDictionary(format: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>\(format)</string>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d item in your cart</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d items in your cart</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """
    }

    @Test("%1#@count@ (the position's $ left out) is the variable, as CoreFoundation reads it: each plural form measured",
          arguments: ["%#@count@", "%1$#@count@", "%1#@count@"])
    func positionWithoutDollar(_ format: String) throws {
        let entries = try CatalogReader.read(
            Data(Self.stringsDictionary(format: format).utf8), format: .stringsDictionary, file: "Localizable.stringsdict",
            locale: "en")
        #expect(entries.map(\.text) == ["%d item in your cart", "%d items in your cart"])
        #expect(entries.map(\.variant) == ["plural.one", "plural.other"])
    }
}
