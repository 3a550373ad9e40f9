import DynamicType

/// What the measurer sets the system font (``FontSource/system``: `UIFont.systemFont(ofSize:)` and the text styles) in,
/// since SF Pro cannot be installed off Apple's systems: a family, the tracking Apple publishes for the system font by
/// point size, and the line metrics lines are measured with.
///
/// The default, ``inter``, is Inter with SF Pro's tracking and line metrics: against the frames Xcode stores for
/// one-line system-font labels in 37 public apps' Interface Builder documents, its widths were within ±2 % of SF Pro's
/// for 85 % of the labels (Noto Sans without tracking: 13 %); in a second sample, 41 of 44 below 20 pt, and the
/// heights Xcode stored for 50 of 53 labels (the other three look stale) and 39 of 39 text-style labels
/// (Docs/system-font.md).
/// It is a stand-in for SF Pro, never SF Pro: reports name it as ``description`` says.
///
/// Characters the family lacks fall back to the installed fonts with their own metrics, whichever stand-in is chosen.
public struct SystemFontStandIn: Equatable, Sendable, CustomStringConvertible {
    /// The family the system font is set in; `nil`: fontconfig's `sans-serif`.
    public var family: String?
    /// The system font's own tracking by point size, for fixed and scaled sizes of the system font (a text style
    /// carries its scale's tracking for its size instead: the same table for Apple's scales); `nil`: none.
    public var tracking: TrackingTable?
    /// The line metrics the family's faces are measured with; `nil`: the faces' own.
    public var lineMetrics: FontLineMetrics?

    /// A stand-in of these parts.
    public init(family: String?, tracking: TrackingTable? = nil, lineMetrics: FontLineMetrics? = nil) {
        self.family = family
        self.tracking = tracking
        self.lineMetrics = lineMetrics
    }

    /// Inter (Debian's `fonts-inter`, Rasmus Andersson's typeface after SF Pro's proportions) with SF Pro's tracking
    /// (`TrackingTable.sfPro`) and line metrics (``FontLineMetrics/sfPro``): the default.
    ///
    /// Fitting per size the tracking that makes each candidate font match Xcode's stored widths, Inter's lands on
    /// Apple's published SF Pro table (14 pt −0.15 fitted vs −0.15 published, 15 pt −0.28 vs −0.23, 16 pt −0.34 vs
    /// −0.31, 17 pt −0.46 vs −0.43); Roboto, Liberation Sans, Open Sans and DejaVu Sans would need positive tracking
    /// and stayed within ±2 % for at most 40 % of labels (issue 16's survey; Docs/system-font.md).
    public static let inter = SystemFontStandIn(family: "Inter", tracking: .sfPro, lineMetrics: .sfPro)

    /// fontconfig's `sans-serif` (Noto Sans on Debian with `fonts-noto-core`) with its own metrics and no tracking:
    /// the system font set in the machine's default sans-serif, nothing of SF Pro's applied.
    public static let fontconfigSansSerif = SystemFontStandIn(family: nil)

    /// `family` with its own metrics and no tracking of its own: a project that ships its own font.
    public static func family(_ family: String) -> SystemFontStandIn {
        SystemFontStandIn(family: family)
    }

    /// How reports name it: `Inter with SF Pro's tracking and line metrics`, `sans-serif`, `Avenir Next`.
    public var description: String {
        let name = family ?? "sans-serif"
        switch (tracking, lineMetrics) {
        case (nil, nil): return name
        case (.sfPro?, .sfPro?): return name + " with SF Pro's tracking and line metrics"
        case (let tracking, let lineMetrics):
            let parts = [
                tracking.map { $0 == .sfPro ? "SF Pro's tracking" : "a tracking table" },
                lineMetrics.map { $0 == .sfPro ? "SF Pro's line metrics" : "other line metrics" },
            ]
            return name + " with " + parts.compactMap { $0 }.joined(separator: " and ")
        }
    }
}
