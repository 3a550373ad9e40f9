import TextMeasurement


extension FitCheck {
    /// Made once, on first use, for the whole process; a failure is kept too (fontconfig finding no fonts does not
    /// change while tests run).
    private static let shared = Result { () throws(MeasurementError) -> TextMeasurer in try TextMeasurer.systemFonts() }

    /// The measurer checks use when given none: one `TextMeasurer.systemFonts()` for the whole process, made the
    /// first time it is asked for, so every test shares its loaded faces and shaped text. A `TextMeasurer` is
    /// `Sendable`: tests that run in parallel share it safely.
    ///
    /// - Throws: `MeasurementError.noFontsAvailable` when fontconfig has no fonts.
    public static func sharedMeasurer() throws(MeasurementError) -> TextMeasurer {
        try shared.get()
    }

    /// `measurer`, or the shared one for `nil`.
    static func measurer(_ measurer: TextMeasurer?) throws(MeasurementError) -> TextMeasurer {
        if let measurer { return measurer }
        return try sharedMeasurer()
    }
}
