/// A design axis of a variable font (an `fvar` axis): its tag and range.
public struct VariationAxis: Hashable, Sendable {
    /// The axis tag packed big-endian into 32 bits, as OpenType stores it.
    public var tag: UInt32
    /// The smallest value the axis takes.
    public var minimum: Double
    /// The value of the font's default instance.
    public var defaultValue: Double
    /// The largest value the axis takes.
    public var maximum: Double

    /// The tag as text: `wght`, `opsz`.
    public var name: String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }

    /// `wght`, the weight axis (OpenType registered axis, 1…1000, CSS weights).
    public static let weightTag: UInt32 = 0x7767_6874
    /// `opsz`, the optical-size axis (OpenType registered axis, in points).
    public static let opticalSizeTag: UInt32 = 0x6F70_737A

    /// `value` limited to the axis's range.
    func clamp(_ value: Double) -> Double {
        min(max(value, minimum), maximum)
    }
}
