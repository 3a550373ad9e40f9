import DynamicType
import PackageSupport
import SystemSupport
import TextMeasurement

/// A layout spec: how each string of a catalog is laid out, by key or key pattern, with a default for the rest.
///
/// ```json
/// {
///   "default": {"style": "body", "width": 320, "numberOfLines": 2},
///   "rules": [
///     {"match": "checkout.addToCart", "width": 160, "numberOfLines": 1},
///     {"match": "onboarding.*", "style": "title2", "width": 300, "numberOfLines": 3, "categories": "...AX3"}
///   ],
///   "placeholders": {"integer": "888", "decimal": "888.88", "object": "MMMMMMMM"}
/// }
/// ```
/// A rule's `match` is a key or a pattern with `*` (any run of characters) and `?` (one character); the first rule
/// that matches a key applies, on top of `default`. Layout fields: `style` (a text style of the iOS scale) or `size`
/// (points, with an optional `weight`), `font` (a family) or `fontFile`, `width` (points, required somewhere),
/// `numberOfLines` (0 for no limit; default 1), `categories` (a list of names, or a string with ranges such as
/// `"...AX3"`; default all 12), `lineBreakMode` and `lineBreakStrategy` — a label's names in UIKit. The former names
/// `lines`, `mode` and `strategy` are still read; a layer giving a field by both names is an error. Unknown fields are
/// errors; a rule that matches no key of the audited catalogs is reported as a warning.
public struct AuditSpec: Sendable {
    /// A rule: the keys it applies to, and the fields it sets on top of the spec's default.
    public struct Rule: Sendable {
        /// A key, or a pattern with `*` (any run of characters) and `?` (one character).
        public var pattern: String
        public var fields: AuditLabelFields
        /// Where the rule is in the file, for messages: `rules[2]`.
        public var location: String

        /// A rule for the keys `pattern` matches.
        public init(pattern: String, fields: AuditLabelFields, location: String) {
            self.pattern = pattern
            self.fields = fields
            self.location = location
        }
    }

    /// The fields every key gets (under its rule's).
    public var defaults = AuditLabelFields()
    /// The rules, in order: the first whose pattern matches a key applies.
    public var rules: [Rule] = []
    /// What printf-style placeholders are filled with before a text is measured.
    public var placeholders = FormatPlaceholders()

    /// The layout fields a spec accepts.
    static let layoutFields: Set = [
        "style", "size", "weight", "font", "fontFile", "width", "numberOfLines", "categories", "lineBreakMode",
        "lineBreakStrategy",
    ]

    /// The fields' former names, each with the field it names: read wherever that field is, listed in no message.
    static let formerNames = ["lines": "numberOfLines", "mode": "lineBreakMode", "strategy": "lineBreakStrategy"]

    /// An empty spec: every key gets the base the audit is given (the command line's flags).
    public init() {}

    /// Reads a spec file.
    ///
    /// - Throws: ``AuditSpecError`` naming the file, the JSON path and what is expected.
    public init(contentsOfFile path: String) throws(AuditSpecError) {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw AuditSpecError(path: path, message: error.describing("layout spec"))
        }
        try self.init(json: bytes, path: path)
    }

    /// Reads a spec from its JSON.
    ///
    /// - Parameters:
    ///   - data: The spec's JSON.
    ///   - path: The name messages give the spec.
    /// - Throws: ``AuditSpecError`` naming the JSON path and what is expected.
    public init(json data: some Collection<UInt8>, path: String) throws(AuditSpecError) {
        let data = Array(data)
        func fail(_ message: String) -> AuditSpecError { AuditSpecError(path: path, message: message) }
        let document: JSONValue
        do {
            document = try JSONParser.parseValue(JSONParser.droppingByteOrderMark(data))
        } catch {
            throw fail("not valid JSON: \(error.located)")
        }
        guard let root = Self.members(document) else {
            throw fail("a layout spec is a JSON object with \"default\", \"rules\", \"placeholders\"")
        }
        for key in root.keys.sorted() where !["default", "rules", "placeholders"].contains(key) {
            throw fail("unknown key '\(key)'; expected default, rules, placeholders")
        }
        if let defaults = root["default"] {
            guard let object = Self.members(defaults) else {
                throw fail("default: expected an object of layout fields")
            }
            self.defaults = try Self.fields(object, path: path, at: "default", allowed: Self.layoutFields)
        }
        if let rules = root["rules"] {
            guard case .array(let items) = rules, let list = Self.all(items, Self.members) else {
                throw fail("rules: expected an array of objects, each with \"match\" and layout fields")
            }
            for (index, object) in list.enumerated() {
                let at = "rules[\(index)]"
                guard case .string(let pattern)? = object["match"], !pattern.isEmpty else {
                    if let unknown = Self.unknownField(object, allowed: Self.layoutFields.union(["match"])) {
                        throw fail("\(at): \(unknown)")
                    }
                    throw fail("\(at): expected \"match\": a key or a pattern with * and ?")
                }
                var fields = object
                fields["match"] = nil
                self.rules.append(
                    Rule(
                        pattern: pattern, fields: try Self.fields(fields, path: path, at: at, allowed: Self.layoutFields.union(["match"])),
                        location: at))
            }
        }
        if let placeholders = root["placeholders"] {
            guard let object = Self.members(placeholders) else {
                throw fail("placeholders: expected an object with integer, decimal, object")
            }
            if let unknown = Self.unknownField(object, allowed: ["integer", "decimal", "object"]) {
                throw fail("placeholders: \(unknown)")
            }
            for (key, value) in object {
                guard case .string(let text) = value else { throw fail("placeholders.\(key): expected a string") }
                switch key {
                case "integer": self.placeholders.integer = text
                case "decimal": self.placeholders.decimal = text
                default: self.placeholders.object = text
                }
            }
        }
    }

    /// An object's members by key (a key given twice: its last value, as Foundation's `JSONSerialization` keeps it);
    /// `nil` for a value that is not an object.
    private static func members(_ value: JSONValue) -> [String: JSONValue]? {
        guard case .object(let members) = value else { return nil }
        return Dictionary(members, uniquingKeysWith: { $1 })
    }

    /// Each of `items` read by `read`; `nil` when one of them is not what it reads.
    private static func all<T>(_ items: [JSONValue], _ read: (JSONValue) -> T?) -> [T]? {
        var values: [T] = []
        for item in items {
            guard let value = read(item) else { return nil }
            values.append(value)
        }
        return values
    }

    private static func string(_ value: JSONValue) -> String? {
        if case .string(let text) = value { text } else { nil }
    }

    /// A weight as the spec gives it: a name, or a number written as a person writes it (`400`).
    private static func weightName(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): DecimalText.of(number)
        default: nil
        }
    }

    /// `unknown field 'x'; expected …` for the first field of `object` (in sorted order) that is not allowed, by its
    /// name or a former one.
    private static func unknownField(_ object: [String: JSONValue], allowed: Set<String>) -> String? {
        object.keys.sorted().first { !allowed.contains(formerNames[$0] ?? $0) }.map {
            "unknown field '\($0)'; expected \(allowed.sorted().joined(separator: ", "))"
        }
    }

    /// One layer's layout fields, each read into its type.
    private static func fields(_ object: [String: JSONValue], path: String, at: String, allowed: Set<String>)
        throws(AuditSpecError) -> AuditLabelFields
    {
        if let unknown = unknownField(object, allowed: allowed) {
            throw AuditSpecError(path: path, message: "\(at): \(unknown)")
        }
        func fail(_ field: String, _ expected: String) -> AuditSpecError {
            AuditSpecError(path: path, message: "\(at).\(field): expected \(expected)")
        }
        /// The field `name`, given by that name or its former one, and the name it is given by (for messages).
        func given(_ name: String) throws(AuditSpecError) -> (name: String, value: JSONValue)? {
            guard let former = formerNames.first(where: { $0.value == name })?.key, let value = object[former] else {
                return object[name].map { (name, $0) }
            }
            guard object[name] == nil else {
                throw AuditSpecError(
                    path: path, message: "\(at): give \"\(name)\" or its former name \"\(former)\", not both")
            }
            return (former, value)
        }
        var fields = AuditLabelFields()
        if object["style"] != nil && object["size"] != nil {
            throw AuditSpecError(path: path, message: "\(at): give \"style\" or \"size\", not both")
        }
        if let size = object["size"] {
            guard case .number(let points) = size, points.isFinite, points > 0 else {
                throw fail("size", "a number of points above 0")
            }
            fields.size = points
        }
        if let name = object["weight"] {
            guard let text = Self.weightName(name), let weight = try? FontWeight(name: text)
            else { throw fail("weight", "ultraLight … black, or 100 … 900") }
            fields.weight = weight
        }
        if let style = object["style"] {
            guard case .string(let name) = style, let textStyle = TextStyle(name: name),
                TypeScale.iOS.contains(textStyle)
            else {
                throw fail("style", "a text style of the iOS scale: " + TypeScale.iOS.styles.map(\.name).joined(separator: ", "))
            }
            fields.style = textStyle
        }
        if object["font"] != nil && object["fontFile"] != nil {
            throw AuditSpecError(path: path, message: "\(at): give \"font\" or \"fontFile\", not both")
        }
        if let font = object["font"] {
            guard case .string(let family) = font, !family.isEmpty else { throw fail("font", "a font family name") }
            fields.family = family
        }
        if let file = object["fontFile"] {
            guard case .string(let path) = file, !path.isEmpty else { throw fail("fontFile", "a font file path") }
            fields.fontFile = path
        }
        if let width = object["width"] {
            guard case .number(let points) = width, points.isFinite, points >= 0 else {
                throw fail("width", "a number of points ≥ 0")
            }
            fields.width = points
        }
        if let lines = try given("numberOfLines") {
            guard case .number(let number) = lines.value, let count = Int(exactly: number), count >= 0 else {
                throw fail(lines.name, "a whole number ≥ 0 (0: no limit)")
            }
            fields.numberOfLines = count
        }
        if let categories = object["categories"] {
            let list: String
            if case .string(let text) = categories {
                list = text
            } else if case .array(let items) = categories, !items.isEmpty, let names = Self.all(items, Self.string) {
                list = names.joined(separator: ",")
            } else {
                throw fail("categories", "a list of categories or a string such as \"...AX3\"")
            }
            do {
                fields.categories = try ContentSizeCategory.list(list)
            } catch {
                throw AuditSpecError(path: path, message: "\(at).categories: \(error)")
            }
        }
        if let mode = try given("lineBreakMode") {
            guard case .string(let name) = mode.value, let parsed = LineBreakMode(name: name) else {
                throw fail(mode.name, LineBreakMode.names.map(\.name).joined(separator: ", "))
            }
            fields.lineBreakMode = parsed
        }
        if let strategy = try given("lineBreakStrategy") {
            guard case .string(let name) = strategy.value, let parsed = LineBreakStrategy(name: name) else {
                throw fail(strategy.name, LineBreakStrategy.names.map(\.name).joined(separator: ", "))
            }
            fields.lineBreakStrategy = parsed
        }
        return fields
    }

    /// The first rule matching `key`, if any.
    public func rule(for key: String) -> Rule? {
        ruleIndex(for: key).map { rules[$0] }
    }

    /// The index of the first rule whose pattern matches `key`; `nil` when none does (the default applies).
    public func ruleIndex(for key: String) -> Int? {
        rules.firstIndex { Self.matches(key, pattern: $0.pattern) }
    }

    /// The label for `key`: `base` (the command line's flags), then ``defaults``, then the first matching rule.
    public func label(for key: String, base: AuditLabelFields = AuditLabelFields()) -> AuditLabel {
        var fields = base.overlaid(with: defaults)
        if let rule = rule(for: key) { fields = fields.overlaid(with: rule.fields) }
        return fields.label
    }

    /// Whether `key` matches `pattern`: `*` any run of characters (also none), `?` exactly one.
    public static func matches(_ key: String, pattern: String) -> Bool {
        let key = Array(key), pattern = Array(pattern)
        var k = 0, p = 0, starP = -1, starK = 0
        while k < key.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == key[k]) {
                k += 1
                p += 1
            } else if p < pattern.count && pattern[p] == "*" {
                starP = p
                starK = k
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starK += 1
                k = starK
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
