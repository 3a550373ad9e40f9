import DynamicType

/// The type scale a command works on: a built-in platform's (`--platform`, default iOS) or a scale file (`--scale`).
enum ScaleSelection {
    static let options = ["platform", "scale"]

    static let help = """
          --platform P        ios, ipados, watchos, macos or tvos (default: ios)
          --scale FILE        a scale file (JSON, as `typescale table --format json` writes) instead of a platform
        """

    /// Reads the options; a bad scale file is a data error listing its problems.
    static func scale(from arguments: ParsedArguments) throws -> TypeScale {
        if let path = arguments.value("scale") {
            guard arguments.value("platform") == nil else {
                throw UsageError("--platform and --scale cannot be used together; give one")
            }
            do {
                return try TypeScale(contentsOfFile: path)
            } catch {
                throw DataError(error.description)
            }
        }
        let platform: Platform = try arguments.value("platform") { text throws(UsageError) in
            try ArgumentValues.choice(text, option: "--platform")
        } ?? .iOS
        return platform.typeScale
    }
}
