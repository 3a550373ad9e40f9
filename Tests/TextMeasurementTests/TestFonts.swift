import Foundation
import TextMeasurement

/// The project's synthetic test fonts (Fixtures/Fonts/README.md): unitsPerEm 1000; hhea ascender 800, descender −200,
/// line gap 100; OS/2 typo 750 / −250 / 0 (used only by TestSans Typo); advances: space 250, A–Z 700, a–z 500,
/// digits 550, other ASCII punctuation 300, U+2026 900; GPOS kern A V −100; liga f i → 800.
enum TestFonts {
    static let directory: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Fixtures/Fonts")
    }()

    static var sansPath: String { directory.appendingPathComponent("TestSans.ttf").path }
    static var typoPath: String { directory.appendingPathComponent("TestSansTypo.ttf").path }
    /// TestSans Var: axes wght 100…400…900 and opsz 6…17…72; lowercase advance
    /// 500 + Δwght + Δopsz, Δwght = 100·(w−400)/500 above 400, Δopsz = 60·(17−o)/11 below 17, −40·(o−17)/55 above.
    static var variablePath: String { directory.appendingPathComponent("TestSansVar.ttf").path }

    // Loading can only fail if the fixture is missing, which the FontFace tests report on their own.
    static let sans: FontFace = try! FontFace(contentsOfFile: sansPath)
    static let typo: FontFace = try! FontFace(contentsOfFile: typoPath)
}
