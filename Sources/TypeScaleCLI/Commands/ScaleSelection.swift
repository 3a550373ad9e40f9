import DynamicType
import PackageSupport
import SystemSupport

/// The type scale a command works on: a built-in platform's (`--platform`, default iOS) or a scale file (`--scale`).
enum ScaleSelection {
    static let platform = Option(
        "platform", "P", ValueReader<Platform>.choice, help: "ios, ipados, watchos, macos or tvos (default: ios)")
    static let scaleFile = Option(
        "scale", "FILE", .nonEmpty("the path of a scale file"),
        help: "a scale file (JSON, as `typescale table --format json` writes) instead of a platform")

    static let options: [any OptionDeclaration] = [platform, scaleFile]

    /// Reads the options; a bad scale file is a data error listing its problems.
    static func scale(from arguments: ParsedArguments) throws -> TypeScale {
        try arguments.checkExclusive(platform, scaleFile)
        if let path = try arguments.value(scaleFile) {
            let bytes = try InputError.reading(path, kind: "scale file")
            do {
                return try TypeScale(json: bytes, source: path)
            } catch {
                throw DataError(error.description)
            }
        }
        return try arguments.value(platform)?.typeScale ?? TypeScale.iOS
    }

    /// Styles read by `option`, every one of them in `scale`.
    ///
    /// - Throws: ``UsageError`` naming a style the scale lacks and listing the ones it has.
    static func styles(_ option: Option<[TextStyle]>, from arguments: ParsedArguments, in scale: TypeScale)
        throws(UsageError) -> [TextStyle]?
    {
        guard let names = try arguments.value(option) else { return nil }
        var styles: [TextStyle] = []
        for name in names.map(\.name) {
            guard let style = scale.style(named: name) else {
                throw UsageError("--\(option.name): the \(scale.name) scale has no style '\(name)'; it has "
                    + scale.styles.map(\.name).joined(separator: ", ")
                    + Suggestion.clause(for: name, among: scale.styles.map(\.name)))
            }
            if !styles.contains(style) { styles.append(style) }
        }
        return styles
    }

    /// `--categories` read and limited to the categories `scale` defines.
    ///
    /// - Throws: ``UsageError`` when the scale defines none of those asked for.
    static func categories(_ option: Option<[ContentSizeCategory]>, from arguments: ParsedArguments, in scale: TypeScale)
        throws(UsageError) -> [ContentSizeCategory]?
    {
        guard let requested = try arguments.value(option) else { return nil }
        let categories = requested.filter(scale.categories.contains)
        guard !categories.isEmpty else {
            throw UsageError("--\(option.name): the \(scale.name) scale defines none of those; it has "
                + scale.categories.map(\.dynamicTypeSizeName).joined(separator: ", "))
        }
        return categories
    }
}
