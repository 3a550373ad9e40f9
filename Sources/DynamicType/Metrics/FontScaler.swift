/// A rule that turns a font size chosen at the default text size into the size at another text size.
///
/// ``FontMetrics`` is Apple's rule (a factor per text style and category). Cross-platform design systems also need
/// Android's and the plain linear one: ``AndroidFontScale`` and ``LinearFontScale``.
public protocol FontScaler: Sendable {
    /// The size `size` becomes under this rule.
    func scaledSize(_ size: Double) -> Double
}

/// A size multiplied by a constant: Android before version 14 (`sp × fontScale`), Flutter's
/// `TextScaler.linear(factor)`, CSS `rem` scaling.
public struct LinearFontScale: FontScaler, Hashable {
    /// The multiplier.
    public let factor: Double

    /// A linear scale by `factor`.
    public init(factor: Double) {
        self.factor = factor
    }

    /// `size × factor`.
    public func scaledSize(_ size: Double) -> Double {
        size * factor
    }
}
