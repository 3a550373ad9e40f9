/// Numbers as a person writes them, for messages, tables and JSON: `17`, `16.5`, `-0.442`, `190.667`.
///
/// The one number formatter of the package: whole numbers without a decimal point, others with at most
/// `maximumDecimals` decimals (none: Swift's shortest representation that reads back as the same `Double`) and no
/// trailing zeros. Magnitudes of 10¹⁵ and more keep Swift's exponent form (`1e+20`): converting them to `Int` would
/// trap beyond `Int.max`.
public enum DecimalText {
    /// `value` written out; `nan`, `inf` and `-inf` for the values that are not finite.
    public static func of(_ value: Double, maximumDecimals: Int? = nil) -> String {
        guard value.isFinite else { return "\(value)" }
        var shown = value
        if let maximumDecimals {
            var scale = 1.0
            for _ in 0..<maximumDecimals { scale *= 10 }
            let rounded = (value * scale).rounded() / scale
            if rounded.isFinite { shown = rounded }
        }
        if shown.rounded() == shown && abs(shown) < 1e15 { return String(Int(shown)) }
        return String(shown)
    }
}
