import PackageSupport

/// The scale file format: what ``TypeScale/jsonText()`` writes and ``TypeScale/init(json:source:)`` reads.
///
/// ```json
/// {
///   "name": "Acme",
///   "defaultCategory": "large",
///   "categories": ["xSmall", "small", …, "accessibility5"],
///   "allowsShrinking": false,
///   "styles": [
///     { "style": "body",
///       "entries": { "large": { "size": 17, "leading": 22, "weight": "regular",
///                               "emphasizedWeight": "semibold", "tracking": -0.442 }, … } }
///   ]
/// }
/// ```
/// `platform` (`ios`, `watchos` …) marks Apple's built-in scales. `categories` defaults to all twelve,
/// `defaultCategory` to `large`, `allowsShrinking` to `false`. Category names may be any name
/// ``ContentSizeCategory/init(name:)`` reads; weights any name ``FontWeight/init(name:)`` reads.
extension TypeScale {
    /// Reads and validates a scale file.
    ///
    /// - Parameters:
    ///   - json: The file's bytes (UTF-8): a `[UInt8]`, Foundation's `Data`, a `String`'s `utf8` view.
    ///   - source: The name errors use for the scale, usually the file's path.
    /// - Throws: ``TypeScaleError`` with every problem found, each at its line and column: JSON syntax, an unknown or
    ///   missing key or a bad value (the first one, with its path, e.g. `styles[2].entries.xLarge.size`, and what is
    ///   accepted), or every check of ``init(name:platform:categories:defaultCategory:allowsShrinking:styles:)``.
    public init(json: some Collection<UInt8>, source: String = "scale") throws(TypeScaleError) {
        var places = ScaleFilePlaces()
        let document: ScaleFile
        do {
            document = try ScaleFile(JSONInput.parse(Array(json), file: source), places: &places)
        } catch {
            throw TypeScaleError(
                scale: source, problems: [.malformed(error.message)],
                locations: [error.line.map { TypeScaleError.Location(line: $0, column: error.column ?? 1) }])
        }
        do {
            try self.init(
                name: document.name, platform: document.platform,
                categories: document.categories ?? ContentSizeCategory.allCases,
                defaultCategory: document.defaultCategory ?? .large, allowsShrinking: document.allowsShrinking ?? false,
                styles: document.styles)
        } catch {
            throw TypeScaleError(
                scale: source, problems: error.problems, locations: error.problems.map { places.location(of: $0) })
        }
    }

    /// The scale as a scale file: indented, keys in a fixed order, categories ascending, so that the same scale always
    /// gives the same bytes. ``init(json:source:)`` reads it back unchanged.
    public func jsonText() -> String {
        jsonValue.serialized() + "\n"
    }

    /// The scale file's content as a JSON value.
    package var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(name))]
        if let platform { members.append(("platform", .string(platform.rawValue))) }
        members += [
            ("defaultCategory", .string(defaultCategory.dynamicTypeSizeName)),
            ("categories", .array(categories.map { .string($0.dynamicTypeSizeName) })),
            ("allowsShrinking", .bool(allowsShrinking)),
            ("styles", .array(styles.map { style in
                .object([
                    ("style", .string(style.name)),
                    ("entries", .object(definedEntries(for: style).map { ($0.category.dynamicTypeSizeName, $0.entry.jsonValue) })),
                ])
            })),
        ]
        return .object(members)
    }
}


extension TypeScale.Entry {
    /// The entry as a scale file writes it; absent optional fields are left out.
    package var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("size", .number(pointSize)), ("leading", .number(leading)), ("weight", .string(weight.rawValue)),
        ]
        if let emphasizedWeight { members.append(("emphasizedWeight", .string(emphasizedWeight.rawValue))) }
        if let tracking { members.append(("tracking", .number(tracking))) }
        return .object(members)
    }
}
