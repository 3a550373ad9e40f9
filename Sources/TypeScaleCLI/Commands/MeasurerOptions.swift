import PackageSupport
import SystemSupport
import TextMeasurement

/// The options that make a run's measurer, declared once for every command that measures: `--system-font FAMILY`, what
/// the system font (no `--font`, the text styles, `type="system"` in Interface Builder) is set in — absent, the
/// library's stand-in for SF Pro, Inter with SF Pro's tracking and line metrics
/// (``TextMeasurement/SystemFontStandIn/inter``) — and `--font-folder DIR`, a team's own fonts added to the pinned set.
enum MeasurerOptions {
    static let systemFont = Option(
        "system-font", "FAMILY", .nonEmpty("an installed font family name"),
        help: "set the system font in this installed family, with its own line metrics and, at a point size, no "
            + "tracking (text styles keep their scale's; sans-serif: fontconfig's); default: Inter with SF Pro's "
            + "tracking and line metrics, a stand-in for SF Pro")
    static let fontFolder = Option(
        "font-folder", "DIR", .nonEmpty("a folder of font files"),
        help: "add the fonts in this folder (searched recursively) to the fonts measured with: --font finds their "
            + "families, and fallback may choose them; reports name them in their fonts line")

    /// The measurer for the run: the process's shared one, or one whose system font is the family given, which must
    /// be installed (``TextMeasurement/MeasurementError/familyNotInstalled(requested:substitute:)`` otherwise), over
    /// the pinned set plus the folder given.
    ///
    /// - Throws: ``UsageError`` when `--font-folder` names a file; ``InputError`` (66) when it names nothing.
    static func measurer(_ arguments: ParsedArguments) throws -> TextMeasurer {
        let family = try arguments.value(systemFont)
        let folder = try arguments.value(fontFolder)
        guard family != nil || folder != nil else { return .shared }
        if let folder {
            switch PathKind.of(folder) {
            case .folder: break
            case .file:
                throw UsageError("--font-folder \(folder): a file, not a folder; expected a folder of font files (for "
                    + "one font to measure in, --font-file)")
            case .nothing:
                throw InputError("--font-folder \(folder): no such folder")
            }
        }
        let measurer: TextMeasurer
        do throws(MeasurementError) {
            measurer = TextMeasurer(
                fontMatcher: try FontMatcher(addingFontsAt: folder.map { [$0] } ?? []),
                systemFont: family.map { .family($0) } ?? .inter)
            if let family { _ = try measurer.face(.family(family, strict: true), weight: .regular) }
        } catch {
            throw InputError.reporting(error)
        }
        return measurer
    }
}
