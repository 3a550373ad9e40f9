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
    /// - Throws: ``TypeScaleError`` with every problem found: JSON syntax (with the position the reader reports),
    ///   unknown or missing keys and bad values (with their path, e.g. `styles[2].entries.xLarge.size`), and every
    ///   check of ``init(name:platform:categories:defaultCategory:allowsShrinking:styles:)``.
    public init(json: some Collection<UInt8>, source: String = "scale") throws(TypeScaleError) {
        let document: Document
        do {
            document = try JSONValueDecoder.decode(Document.self, from: json)
        } catch let error as DecodingError {
            throw TypeScaleError(scale: source, problems: [Self.problem(for: error)])
        } catch {
            throw TypeScaleError(scale: source, problems: [.malformed(String(describing: error))])
        }
        do {
            try self.init(
                name: document.name, platform: document.platform,
                categories: document.categories ?? ContentSizeCategory.allCases,
                defaultCategory: document.defaultCategory ?? .large,
                allowsShrinking: document.allowsShrinking ?? false,
                styles: document.styles.map { (style: $0.style, entries: $0.entries) })
        } catch {
            throw TypeScaleError(scale: source, problems: error.problems)
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

    private static func problem(for error: DecodingError) -> TypeScaleError.Problem {
        switch error {
        case .keyNotFound(let key, let context):
            return .missingKey(key.stringValue, path: JSONPath(context.codingPath).description)
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return .invalidValue("expected \(JSONPath.kind(of: type))", path: JSONPath(context.codingPath).description)
        case .dataCorrupted(let context):
            // A misspelt top-level key also has an empty coding path: check for it before "not JSON".
            if let unknown = context.underlyingError as? UnknownKey {
                return .unknownKey(unknown.key, path: JSONPath(context.codingPath).description)
            }
            if context.codingPath.isEmpty {
                let syntaxError = context.underlyingError as? JSONParser.SyntaxError
                return .malformed(syntaxError?.located ?? context.debugDescription)
            }
            return .invalidValue(context.debugDescription, path: JSONPath(context.codingPath).description)
        @unknown default:
            return .malformed(String(describing: error))
        }
    }
}

extension TypeScale {
    /// The file's shape. Decoding rejects unknown keys so that a typo is an error, not a silently ignored field.
    struct Document: Decodable {
        var name: String
        var platform: Platform?
        var defaultCategory: ContentSizeCategory?
        var categories: [ContentSizeCategory]?
        var allowsShrinking: Bool?
        var styles: [Style]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, platform, defaultCategory, categories, allowsShrinking, styles
        }

        init(from decoder: any Decoder) throws {
            try UnknownKey.reject(in: decoder, allowed: CodingKeys.allCases)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            platform = try container.decodeIfPresent(Platform.self, forKey: .platform)
            defaultCategory = try container.decodeIfPresent(ContentSizeCategory.self, forKey: .defaultCategory)
            categories = try container.decodeIfPresent([ContentSizeCategory].self, forKey: .categories)
            allowsShrinking = try container.decodeIfPresent(Bool.self, forKey: .allowsShrinking)
            styles = try container.decode([Style].self, forKey: .styles)
        }

        struct Style: Decodable {
            var style: TextStyle
            var entries: [ContentSizeCategory: Entry]

            enum CodingKeys: String, CodingKey, CaseIterable {
                case style, entries
            }

            init(from decoder: any Decoder) throws {
                try UnknownKey.reject(in: decoder, allowed: CodingKeys.allCases)
                let container = try decoder.container(keyedBy: CodingKeys.self)
                style = try container.decode(TextStyle.self, forKey: .style)
                let byName = try container.nestedContainer(keyedBy: JSONKey.self, forKey: .entries)
                var entries: [ContentSizeCategory: Entry] = [:]
                var keyNames: [ContentSizeCategory: String] = [:]
                // In key order, so that which problem is reported does not depend on hashing.
                for key in byName.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    let category: ContentSizeCategory
                    do {
                        category = try ContentSizeCategory(name: key.stringValue)
                    } catch {
                        throw DecodingError.dataCorrupted(
                            .init(codingPath: byName.codingPath + [key], debugDescription: error.description))
                    }
                    // Two names for one category ("large" and "L"): neither may silently win.
                    if let other = keyNames[category] {
                        throw DecodingError.dataCorrupted(
                            .init(
                                codingPath: byName.codingPath + [key],
                                debugDescription: "'\(key.stringValue)' and '\(other)' both name \(category)"))
                    }
                    keyNames[category] = key.stringValue
                    entries[category] = try byName.decode(Entry.self, forKey: key)
                }
                self.entries = entries
            }
        }
    }
}

extension TypeScale.Entry: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case size, leading, weight, emphasizedWeight, tracking
    }

    /// Decodes `{"size", "leading", "weight", "emphasizedWeight"?, "tracking"?}`; unknown keys are an error.
    public init(from decoder: any Decoder) throws {
        try UnknownKey.reject(in: decoder, allowed: CodingKeys.allCases)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func weight(_ key: CodingKeys) throws -> FontWeight? {
            guard let name = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
            do {
                return try FontWeight(name: name)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
            }
        }
        guard let regular = try weight(.weight) else {
            throw DecodingError.keyNotFound(
                CodingKeys.weight, .init(codingPath: container.codingPath, debugDescription: "missing weight"))
        }
        self.init(
            pointSize: try container.decode(Double.self, forKey: .size),
            leading: try container.decode(Double.self, forKey: .leading),
            weight: regular,
            emphasizedWeight: try weight(.emphasizedWeight),
            tracking: try container.decodeIfPresent(Double.self, forKey: .tracking))
    }

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
