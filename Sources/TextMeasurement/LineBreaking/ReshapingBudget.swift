/// How much text a line breaker may shape again while fitting one paragraph's lines (or truncating one line), so that
/// the work stays linear in the paragraph's length whatever the font.
///
/// A candidate line cut where breaking is unsafe is measured by shaping it again. Real text shapes again a few
/// candidates near the end of each line — under ten times the paragraph's length in all. But a line that never fills
/// (characters with no advance: 4,081 U+061C ARABIC LETTER MARK after Mongolian letters, in a font whose tables
/// HarfBuzz rejects) would shape every prefix of itself again, quadratic in its length (found by Fuzz/FuzzMeasure).
/// Past the budget, candidates are measured from the paragraph's own shaping, which differs from shaping again only
/// within a few clusters of the cut. A value on the stack: the common path allocates nothing.
struct ReshapingBudget {
    /// UTF-16 units that may be shaped again: 32 times the paragraph's length, and at least 65,536.
    private let allowance: Int
    private var spent = 0

    init(paragraphLength: Int) {
        allowance = max(32 * paragraphLength, 65_536)
    }

    /// Whether `units` more may be shaped again; if so, they are counted.
    mutating func spend(_ units: Int) -> Bool {
        guard spent + units <= allowance else { return false }
        spent += units
        return true
    }
}
