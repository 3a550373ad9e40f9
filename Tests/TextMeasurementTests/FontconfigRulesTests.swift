import Testing
@testable import TextMeasurement

// What the match index reads from fontconfig's configuration files before it takes a shortcut.

struct FontconfigRulesTests {
    @Test func searchingConfigurationFilesIgnoresCase() {
        // Strings of up to 12 bytes from "cCharsSetTeE <>", against a plain search of their lowercased bytes: the
        // first place of "charset", ignoring case.
        var generator = SystemRandomNumberGenerator()
        let letters: [UInt8] = Array("cCharsSetTeE <>".utf8)
        var texts = ["", "c", "charse", "charset", "CHARSET", "<charset>", "cccharset", "charsecharset", "chars et"]
        for _ in 0..<20_000 {
            texts.append(String(decoding: (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                letters.randomElement(using: &generator)!
            }, as: UTF8.self))
        }
        for text in texts {
            let lowered = Array(text.lowercased().utf8)
            let expected = lowered.indices.first { lowered[$0...].starts(with: "charset".utf8) }
            let found = Array(text.utf8).withUnsafeBufferPointer { FontconfigRules.place(of: "charset", in: $0) }
            #expect(found == expected, "\(text)")
        }
    }

    @Test(arguments: [
        // A rule run on the matched font that tests or reads the pattern's family: the shortcut is off.
        ("<match target=\"font\"><test target=\"pattern\" name=\"family\"><string>Foo</string></test>", true),
        ("<match target='font'><test name=\"Family\" target = 'PATTERN'>", true),
        ("<match target=\"font\"><edit name=\"x\"><name target=\"pattern\">family</name></edit>", true),
        ("<match target=\"font\"><edit name=\"x\"><name target=\"pattern\"> FAMILY </name></edit>", true),
        // Other tags, comments and unclosed tags count as reading it.
        ("<match target=\"font\"><edit target=\"pattern\" name=\"slant\">", true),
        ("<!-- target=\"pattern\" -->", true),
        ("<test target=\"pattern\" name=\"slant\"", true),
        ("name=\"family\" target=\"pattern\">", true),
        // Debian's own: the pattern's slant, weight and pixel size, and rules on the pattern.
        ("<match target=\"font\"><test target=\"pattern\" name=\"slant\" compare=\"not_eq\">", false),
        ("<match target=\"font\"><test target=\"pattern\" name=\"weight\" compare=\"more_eq\">", false),
        ("<edit name=\"pixelsize\"><name target=\"pattern\">pixelsize</name></edit><test name=\"family\">", false),
        ("<match target=\"pattern\"><test qual=\"any\" name=\"family\"><string>emoji</string></test>", false),
        ("<match target=\"font\"><test name=\"family\"><string>DejaVu Sans</string></test>", false),
        ("<match target=\"patterns\"><test target=\"pattern-ish\" name=\"family\">", false),
        ("", false),
    ] as [(String, Bool)])
    func findsFontRulesReadingThePatternsFamily(text: String, expected: Bool) {
        var rules = FontconfigRules()
        rules.read(Array(text.utf8))
        #expect(rules.fontRulesReadPatternFamily == expected)
        #expect(!rules.mentionCharset)
    }
}
