internal import CICU
@testable import StringCatalogs
import Testing

/// StringCatalogs' table of ISO 639 codes against the system's ICU, so that the table cannot drift from the list it is
/// generated from (Scripts/iso-language-codes.py).
@Suite("ISO 639 language codes")
struct ISOLanguageCodesTests {
    /// The codes `uloc_getISOLanguages` lists, in its order.
    static func icuCodes() throws -> [String] {
        let list = try #require(cicu_iso_languages())
        var codes: [String] = []
        while let code = list[codes.count] { codes.append(String(cString: code)) }
        return codes
    }

    @Test("the table holds exactly the codes of the system's ICU (uloc_getISOLanguages)")
    func tableMatchesICU() throws {
        let icu = try Self.icuCodes()
        #expect(!icu.isEmpty)
        #expect(Set(icu).count == icu.count, "ICU lists a code twice")
        #expect(ISOLanguageCodes.codes.subtracting(icu).sorted() == [], "in the table, not in ICU")
        #expect(Set(icu).subtracting(ISOLanguageCodes.codes).sorted() == [], "in ICU, not in the table")
    }

    @Test("every code is two or three lowercase ASCII letters, as the JSON file-name check expects")
    func codesAreShortLowercase() {
        for code in ISOLanguageCodes.codes {
            #expect((2...3).contains(code.count) && code.allSatisfy { $0.isASCII && $0.isLowercase }, "\(code)")
        }
    }
}
