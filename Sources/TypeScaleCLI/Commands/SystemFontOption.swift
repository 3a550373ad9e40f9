import PackageSupport
import TextMeasurement

/// `--system-font FAMILY`, declared once for every command that measures: what the system font (no `--font`, the text
/// styles, `type="system"` in Interface Builder) is set in. Absent, it is the library's stand-in for SF Pro, Inter
/// with SF Pro's tracking and line metrics (``TextMeasurement/SystemFontStandIn/inter``).
enum SystemFontOption {
    static let option = Option(
        "system-font", "FAMILY", .nonEmpty("an installed font family name"),
        help: "set the system font in this installed family, with its own line metrics and, at a point size, no "
            + "tracking (text styles keep their scale's; sans-serif: fontconfig's); default: Inter with SF Pro's "
            + "tracking and line metrics, a stand-in for SF Pro")

    /// The measurer for the run: the process's shared one, or one whose system font is the family given, which must
    /// be installed (``TextMeasurement/MeasurementError/familyNotInstalled(requested:substitute:)`` otherwise).
    static func measurer(_ arguments: ParsedArguments) throws -> TextMeasurer {
        guard let family = try arguments.value(option) else { return .shared }
        let measurer: TextMeasurer
        do throws(MeasurementError) {
            measurer = try TextMeasurer.systemFonts(systemFont: .family(family))
            _ = try measurer.face(.family(family, strict: true), weight: .regular)
        } catch {
            throw InputError.reporting(error)
        }
        return measurer
    }
}
