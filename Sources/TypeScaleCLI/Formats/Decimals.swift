import PackageSupport

/// A number as the command's tables and messages write it: at most `decimals` decimals (``DecimalText``).
func decimal(_ value: Double, decimals: Int = 3) -> String {
    DecimalText.of(value, maximumDecimals: decimals)
}
