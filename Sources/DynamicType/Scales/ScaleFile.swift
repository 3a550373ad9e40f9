import PackageSupport

/// A scale file's content as read, before the scale is checked as a whole (``TypeScale/init(json:source:)``): every
/// key checked (a typo is an error, not a field silently ignored), each value read by its vocabulary's one reader,
/// the first problem an `InputFileError` at its place.
struct ScaleFile {
    var name: String
    var platform: Platform?
    var defaultCategory: ContentSizeCategory?
    var categories: [ContentSizeCategory]?
    var allowsShrinking: Bool?
    var styles: [(style: TextStyle, entries: [ContentSizeCategory: TypeScale.Entry])] = []

    /// Reads the document `root`, noting in `places` where each part is.
    init(_ root: JSONInput, places: inout ScaleFilePlaces) throws(InputFileError) {
        let top = try root.object(keys: ["name", "platform", "defaultCategory", "categories", "allowsShrinking", "styles"])
        name = try Self.required(top, "name", in: root, "the scale's name").string("the scale's name")
        if let node = top["platform"] {
            let expected = Platform.allCases.map(\.rawValue).joined(separator: ", ")
            let text = try node.string(expected)
            guard let platform = Platform(rawValue: text) else {
                throw node.error("'\(text)' is not a platform", expected: expected)
            }
            self.platform = platform
        }
        if let node = top["defaultCategory"] {
            places.defaultCategory = node.node.position
            defaultCategory = try node.read(.category)
        }
        if let node = top["categories"] {
            places.categories = node.node.position
            categories = try node.array(of: "content-size categories").map { (node) throws(InputFileError) in
                try node.read(.category)
            }
        }
        allowsShrinking = try top["allowsShrinking"]?.bool("true or false")
        let stylesNode = try Self.required(top, "styles", in: root, "an array of styles, each {\"style\", \"entries\"}")
        places.styleList = stylesNode.node.position
        for node in try stylesNode.array(of: "styles, each {\"style\", \"entries\"}") {
            let members = try node.object(keys: ["style", "entries"])
            let styleNode = try Self.required(members, "style", in: node, "a text style's name")
            let name = try styleNode.string("a text style's name")
            let style = TextStyle(name: name) ?? TextStyle(name)
            let entriesNode = try Self.required(members, "entries", in: node, "an object of category → entry")
            var place = ScaleFilePlaces.Style(style: styleNode.node.position, entries: entriesNode.node.position)
            var entries: [ContentSizeCategory: TypeScale.Entry] = [:]
            var keyNames: [ContentSizeCategory: String] = [:]
            for (key, entryNode) in try entriesNode.entries("an object of category → entry", repeats: .refused) {
                let category: ContentSizeCategory
                do throws(ContentSizeCategoryError) {
                    category = try ContentSizeCategory(name: key)
                } catch {
                    throw entryNode.error(error.description)
                }
                // Two names for one category ("large" and "L"): neither may silently win.
                if let other = keyNames[category] {
                    throw entryNode.error("'\(other)' and '\(key)' both name \(category)", expected: "one entry each")
                }
                keyNames[category] = key
                let (entry, fields) = try Self.entry(entryNode)
                entries[category] = entry
                place.byCategory[category] = (entryNode.node.position, fields)
            }
            places.styles[style, default: []].append(place)
            styles.append((style, entries))
        }
    }

    /// `{"size", "leading", "weight", "emphasizedWeight"?, "tracking"?}`, and where its numbers are.
    private static func entry(_ node: JSONInput) throws(InputFileError)
        -> (TypeScale.Entry, [TypeScale.Field: SourcePosition])
    {
        let members = try node.object(keys: ["size", "leading", "weight", "emphasizedWeight", "tracking"])
        let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        let size = try required(members, "size", in: node, "a size in points")
        let leading = try required(members, "leading", in: node, "a leading in points")
        let tracking = members["tracking"]
        var fields: [TypeScale.Field: SourcePosition] = [.size: size.node.position, .leading: leading.node.position]
        fields[.tracking] = tracking?.node.position
        let entry = TypeScale.Entry(
            pointSize: try size.number("a size in points", in: any),
            leading: try leading.number("a leading in points", in: any),
            weight: try required(members, "weight", in: node, "a weight").read(.weight),
            emphasizedWeight: try members["emphasizedWeight"]?.read(.weight),
            tracking: try tracking?.number("a tracking in points", in: any))
        return (entry, fields)
    }

    /// The member `key` of `object`, whose node is `node`.
    ///
    /// - Throws: ``InputFileError`` at `node` when it has none.
    private static func required(_ object: JSONInput.Members, _ key: String, in node: JSONInput, _ what: String)
        throws(InputFileError) -> JSONInput
    {
        guard let member = object[key] else { throw node.error("no \"\(key)\"", expected: "\"\(key)\": \(what)") }
        return member
    }
}

/// Where the parts of a scale file are, so that each problem found when the scale is checked as a whole is reported at
/// the value it is about.
struct ScaleFilePlaces {
    /// A style's places: its name, its entries, and each entry and its numbers.
    struct Style {
        var style: SourcePosition
        var entries: SourcePosition
        var byCategory: [ContentSizeCategory: (entry: SourcePosition, fields: [TypeScale.Field: SourcePosition])] = [:]

        init(style: SourcePosition, entries: SourcePosition) {
            self.style = style
            self.entries = entries
        }
    }

    var defaultCategory: SourcePosition?
    var categories: SourcePosition?
    var styleList: SourcePosition?
    /// Each style's places, in document order (a style defined twice has two).
    var styles: [TextStyle: [Style]] = [:]

    /// The place of the value `problem` is about; `nil` when it is the whole file's.
    func location(of problem: TypeScaleError.Problem) -> TypeScaleError.Location? {
        let position: SourcePosition? =
            switch problem {
            case .noCategories, .duplicateCategories: categories
            case .defaultCategoryNotInScale: defaultCategory
            case .noStyles: styleList
            case .duplicateStyle(let style): styles[style]?.dropFirst().first?.style
            case .missingEntry(let style, _): styles[style]?.first?.entries
            case .entryOutsideScale(let style, let category): entry(style, category)?.entry
            case .notPositive(let style, let category, let field, _), .notFinite(let style, let category, let field, _):
                entry(style, category)?.fields[field] ?? entry(style, category)?.entry
            case .leadingBelowSize(let style, let category, _, _): entry(style, category)?.fields[.leading]
            case .shrinks(let style, let field, _, _, let category, _): entry(style, category)?.fields[field]
            case .malformed, .unknownStyle: nil
            }
        return position.map { TypeScaleError.Location(line: $0.line, column: $0.column) }
    }

    private func entry(_ style: TextStyle, _ category: ContentSizeCategory)
        -> (entry: SourcePosition, fields: [TypeScale.Field: SourcePosition])?
    {
        styles[style]?.first?.byCategory[category]
    }
}
