import TextMeasurement

/// How reports name the fonts the command-line tool measures with (the shared measurer's: the pinned set), which every
/// text report ends with and every JSON report holds; `PinnedFontSetTests` checks the fingerprint itself against
/// fc-scan(1).
public enum ReportedFonts {
    /// The fingerprint of the shared measurer's fonts.
    public static let fontSet = TextMeasurer.shared.fontSet!

    /// The text reports' last line.
    public static var textLine: String { "Fonts: \(fontSet)\n" }
}
