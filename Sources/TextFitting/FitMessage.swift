import DynamicType
import PackageSupport
import TextMeasurement

/// The pieces fit-check messages are made of besides quoted text (`QuotedText`) and category ranges
/// (`ContentSizeCategory.ranges(_:)`): points.
enum FitMessage {
    /// `value` in points: `160 pt`, `190.667 pt` (at most three decimals).
    static func points(_ value: Double) -> String {
        number(value) + " pt"
    }

    /// `value` with at most three decimals and no trailing zeros: `160`, `12.5`, `190.667`.
    static func number(_ value: Double) -> String {
        DecimalText.of(value, maximumDecimals: 3)
    }
}
