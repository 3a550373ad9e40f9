import TextMeasurement

/// The project's synthetic test fonts (Fixtures/Fonts/README.md), whose metrics were designed so that expected sizes
/// can be worked out by hand: unitsPerEm 1000; hhea ascender 800, descender −200, line gap 100 (natural line height
/// 1.1 em); OS/2 typo 750 / −250 / 0 (used only by TestSans Typo); advances: space 250, A–Z 700 (ink 50…650 × 0…700),
/// a–z 500 (ink 50…450 × 0…500; g j p q y down to −200), digits 550, other ASCII punctuation 300, U+2026 900 (three
/// dots); GPOS kern A V −100; ligature f i → 800.
public enum TestFonts {
    public static var sansPath: String { Fixtures.path("Fonts/TestSans.ttf") }
    public static var typoPath: String { Fixtures.path("Fonts/TestSansTypo.ttf") }
    /// TestSans Var: axes wght 100…400…900 and opsz 6…17…72; lowercase advance 500 + Δwght + Δopsz,
    /// Δwght = 100·(w−400)/500 above 400, Δopsz = 60·(17−o)/11 below 17, −40·(o−17)/55 above.
    public static var variablePath: String { Fixtures.path("Fonts/TestSansVar.ttf") }

    // Loading fails only if a fixture is missing, which the font-face tests report on their own.
    public static let sans: FontFace = try! FontFace(contentsOfFile: sansPath)
    public static let typo: FontFace = try! FontFace(contentsOfFile: typoPath)
    public static let variable: FontFace = try! FontFace(contentsOfFile: variablePath)

    /// A measurer with no font matcher (no fallback): TestSans alone, the same on every machine.
    public static let measurer = TextMeasurer(fontMatcher: nil)
}
