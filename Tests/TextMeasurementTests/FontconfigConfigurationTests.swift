import Testing
@testable import TextMeasurement

// The measurer loads fontconfig's configuration without the scan of `conf.avail` that `FcInitLoadConfigAndFonts`
// makes (`FontconfigConfiguration.loadSystemConfiguration`). fontconfig's own tool, `fc-match`, loads it the usual way:
// for every installed family (and the generic, aliased and missing names), at several weights and slants and with a
// language, both must choose the same face of the same file.

struct FontconfigConfigurationTests {
    /// `family` escaped for `FcNameParse`, which reads `-`, `:` and `,` as separators and `\` as the escape.
    static func escaped(_ family: String) -> String {
        family.reduce(into: "") { escaped, character in
            if "\\-:,".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
    }

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-match and fc-list"))
    func choosesAsFcMatch() throws {
        let configuration = try FontconfigConfiguration(addingFiles: [], directories: [])
        let families = try MatchIndexTests.familyNames()
        #expect(families.count > 200)
        // fontconfig's weights: 80 regular, 200 bold, 0 thin (`FcWeightFromOpenType` of 400, 700, 100); slant 100
        // italic.
        let styles: [(weight: Int, fcWeight: Int, isItalic: Bool, language: String?)] = [
            (400, 80, false, nil), (700, 200, true, nil), (100, 0, false, "ja"), (400, 80, false, "ar"),
        ]
        var differing: [String] = []
        for (index, family) in families.enumerated() {
            // Every family in the regular style; every fifth in each of the others too.
            for style in index % 5 == 0 ? styles : [styles[0]] {
                let request = FontconfigRequest(
                    family: family, weightClass: style.weight, isItalic: style.isItalic, language: style.language)
                let ours = try configuration.bestMatch(for: request, usingIndex: false)
                let pattern = Self.escaped(family) + ":weight=\(style.fcWeight):slant=\(style.isItalic ? 100 : 0)"
                    + (style.language.map { ":lang=\($0)" } ?? "")
                let theirs = try FontconfigTools.run("fc-match", "--format=%{file}|%{index}", pattern)
                if "\(ours.path)|\(ours.faceIndex)" != theirs {
                    differing.append("\(pattern): \(ours.path)|\(ours.faceIndex) ≠ \(theirs)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
