/// How much text a line fitter may shape again while laying out one paragraph, so that fitting stays linear in the
/// paragraph's length whatever the font.
///
/// A candidate line cut where breaking is unsafe is measured by shaping it again. Real text shapes again a few
/// candidates near the end of each line — under ten times the paragraph's length in all. But a line that never fills
/// (characters with no advance: 4,000 U+061C ARABIC LETTER MARK in a font HarfBuzz finds no tables in) shaped every
/// prefix of itself again: 4 KB took 16 s in release mode (found by Fuzz/FuzzMeasure). Past the budget, candidates are
/// measured from the paragraph's own shaping, which differs from shaping again only within a few clusters of the cut.
final class ReshapingBudget {
    /// UTF-16 units that may be shaped again: 32 times the paragraph's length, and at least 65,536.
    private let allowance: Int
    private var spent = 0

    init(paragraphLength: Int) {
        allowance = max(32 * paragraphLength, 65_536)
    }

    /// Whether `units` more may be shaped again; if so, they are counted.
    func spend(_ units: Int) -> Bool {
        guard spent + units <= allowance else { return false }
        spent += units
        return true
    }
}
