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
    static let layoutFields = [
        "style", "size", "weight", "font", "fontFile", "width", "numberOfLines", "categories", "lineBreakMode",
        "lineBreakStrategy",
    ]

    /// The fields' former names, each with the field it names: read wherever that field is, listed in no message.
    static let formerNames = ["lines": "numberOfLines", "mode": "lineBreakMode", "strategy": "lineBreakStrategy"]

    /// An empty spec: every key gets the base the audit is given (the command line's flags).
    public init() {}

    /// Reads a spec file.
    ///
    /// - Throws: `InputFileError`: unreadable, or where the spec is wrong and what is accepted there.
    public init(contentsOfFile path: String) throws(InputFileError) {
        try self.init(json: FileBytes.read(path, kind: "layout spec"), path: path)
    }

    /// Reads a spec from its JSON.
    ///
    /// - Parameters:
    ///   - data: The spec's JSON.
    ///   - path: The name messages give the spec.
    /// - Throws: `InputFileError` at the place the spec is wrong, naming the field and what is accepted.
    public init(json data: some Collection<UInt8>, path: String) throws(InputFileError) {
        let root = try JSONInput.parse(Array(data), file: path)
        let top = try root.object(keys: ["default", "rules", "placeholders"])
        if let node = top["default"] { defaults = try Self.fields(node, allowed: Self.layoutFields) }
        if let node = top["rules"] {
            for (index, rule) in try node.array(of: "objects, each with \"match\" and layout fields").enumerated() {
                let members = try rule.object(keys: ["match"] + Self.layoutFields, formerKeys: Array(Self.formerNames.keys))
                let expected = "a key or a pattern with * and ?"
                guard let match = members["match"] else { throw rule.error("a rule without \"match\"", expected: expected) }
                let pattern = try match.string(expected)
                guard !pattern.isEmpty else { throw match.error("an empty pattern", expected: expected) }
                rules.append(Rule(pattern: pattern, fields: try Self.fields(members), location: "rules[\(index)]"))
            }
        }
        if let node = top["placeholders"] {
            let members = try node.object(keys: ["integer", "decimal", "object"])
            if let text = try members["integer"]?.string("a string") { placeholders.integer = text }
            if let text = try members["decimal"]?.string("a string") { placeholders.decimal = text }
            if let text = try members["object"]?.string("a string") { placeholders.object = text }
        }
    }

    /// One layer's layout fields, each checked against `allowed` (and the former names) and read into its type.
    private static func fields(_ node: JSONInput, allowed: [String]) throws(InputFileError) -> AuditLabelFields {
        try fields(node.object(keys: allowed, formerKeys: Array(formerNames.keys)))
    }

    /// One layer's layout fields, each read into its type by its vocabulary's reader.
    private static func fields(_ object: JSONInput.Members) throws(InputFileError) -> AuditLabelFields {
        var fields = AuditLabelFields()
        if let size = object["size"] {
            if object["style"] != nil { throw size.error("both style and size", expected: "one of them") }
            fields.size = try size.number("a number of points above 0", in: .leastNonzeroMagnitude...1e9)
        }
        if let node = object["weight"] { fields.weight = try node.read(.weight) }
        if let node = object["style"] { fields.style = try node.read(.style(in: .iOS)) }
        if let font = object["font"] {
            if let file = object["fontFile"] { throw file.error("both font and fontFile", expected: "one of them") }
            fields.family = try font.read(.nonEmpty("a font family name"))
        }
        if let file = object["fontFile"] { fields.fontFile = try file.read(.nonEmpty("a font file path")) }
        if let width = object["width"] { fields.width = try width.number("a number of points ≥ 0", in: 0...1e9) }
        if let node = try object.value("numberOfLines", formerly: "lines") {
            fields.numberOfLines = try node.read(.integer("a whole number ≥ 0 (0: no limit)", in: 0...1_000_000_000))
        }
        if let node = object["categories"] {
            if case .array = node.node.value {
                let names = try node.array(of: "category names").map { (name) throws(InputFileError) in
                    try name.string("a category's name")
                }
                guard !names.isEmpty else { throw node.error("an empty list", expected: "at least one category") }
                do {
                    fields.categories = try ContentSizeCategory.list(names.joined(separator: ","))
                } catch {
                    throw node.error(error.description)
                }
            } else {
                fields.categories = try node.read(.categories)
            }
        }
        if let node = try object.value("lineBreakMode", formerly: "mode") { fields.lineBreakMode = try node.read(.lineBreakMode) }
        if let node = try object.value("lineBreakStrategy", formerly: "strategy") {
            fields.lineBreakStrategy = try node.read(.lineBreakStrategy)
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
