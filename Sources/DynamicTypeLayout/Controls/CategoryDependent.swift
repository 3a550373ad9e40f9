import TextMeasurement

/// A view whose intrinsic content depends on the content-size category and the display scale: before each layout,
/// ``AdaptiveLayout`` asks it to work its content out for them (a label measures its text, an image view scales its
/// image).
protocol CategoryDependent: AnyObject {
    /// Sets the view's content for a layout at `category` on a display of `displayScale`.
    func prepare(at category: ContentSizeCategory, displayScale: Double) throws(MeasurementError)
}
