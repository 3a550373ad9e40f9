/// A dimension that scales with the content-size category relative to a text style: SwiftUI's
/// `@ScaledMetric(relativeTo:)` off a device.
///
/// ```swift
/// struct Card {
///     @ScaledMetric(relativeTo: .body) var padding = 16.0
/// }
/// var card = Card()
/// card.$padding.traits.preferredContentSizeCategory = .accessibility5
/// card.padding  // 45.0 on a 3× display: 16 × 62/22 = 45.09, rounded to 1/3 pt
/// ```
///
/// The value is `(base × factor)` rounded to a multiple of the display's pixel length, the factor being
/// ``FontMetrics``'s (line-height ratio); source: OpenSwiftUI `ScaledMetric.swift` ("audited for" SwiftUI 6.5.4), which
/// matches the 16.333 observed for 17 pt body at medium on a 3× device (jaredsinclair.com 2024-03-02).
/// The traits play the part of SwiftUI's environment: set them through the projected value (`$padding.traits`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    /// The unscaled value.
    public var baseValue: Value
    /// The traits to scale for; SwiftUI reads these from the environment.
    public var traits: TraitCollection
    /// The metrics of the style the value scales with.
    public let metrics: FontMetrics

    /// A value that scales like one of Apple's styles on the iOS scale, as SwiftUI's `@ScaledMetric(relativeTo:)`.
    public init(
        wrappedValue: Value, relativeTo textStyle: AppleTextStyle = .body, traits: TraitCollection = TraitCollection()
    ) {
        self.init(wrappedValue: wrappedValue, metrics: FontMetrics(forTextStyle: textStyle), traits: traits)
    }

    /// A value that scales like the style `metrics` describes (a style of any scale, custom ones included).
    public init(wrappedValue: Value, metrics: FontMetrics, traits: TraitCollection = TraitCollection()) {
        self.baseValue = wrappedValue
        self.traits = traits
        self.metrics = metrics
    }

    /// The scaled value. Setting it sets the unscaled ``baseValue``, as assigning to a SwiftUI `@ScaledMetric` does.
    public var wrappedValue: Value {
        get { Value(metrics.scaledValue(for: Double(baseValue), compatibleWith: traits)) }
        set { baseValue = newValue }
    }

    /// The wrapper itself, to reach ``traits`` and ``baseValue``.
    public var projectedValue: ScaledMetric<Value> {
        get { self }
        set { self = newValue }
    }
}
