import DynamicType
import Foundation
import PackageSupport
import TextMeasurement

/// A layout spec: how each string of a catalog is laid out, by key or key pattern, with a default for the rest.
///
/// ```json
/// {
///   "default": {"style": "body", "width": 320, "lines": 2},
///   "rules": [
///     {"match": "checkout.addToCart", "width": 160, "lines": 1},
///     {"match": "onboarding.*", "style": "title2", "width": 300, "lines": 3, "categories": "...AX3"}
///   ],
///   "placeholders": {"integer": "888", "decimal": "888.88", "object": "MMMMMMMM"}
/// }
/// ```
/// A rule's `match` is a key or a pattern with `*` (any run of characters) and `?` (one character); the first rule
/// that matches a key applies, on top of `default`. Layout fields: `style` (a text style of the iOS scale) or `size`
/// (points, with an optional `weight`), `font` (a family) or `fontFile`, `width` (points, required somewhere), `lines`
/// (0 for no limit; default 1), `categories` (a list of names, or a string with ranges such as `"...AX3"`; default all
/// 12), `mode` (a line break mode) and `strategy`. Unknown fields are errors; a rule that matches no key of the audited
/// catalogs is reported as a warning.
struct AuditSpec {
    struct Rule {
        var pattern: String
        var fields: [String: Any]
        /// Where the rule is in the file, for messages: `rules[2]`.
        var path: String
    }

    var defaults: [String: Any] = [:]
    var rules: [Rule] = []
    var placeholders = FormatPlaceholders()

    static let layoutFields: Set = ["style", "size", "weight", "font", "fontFile", "width", "lines", "categories", "mode", "strategy"]

    /// An empty spec; command-line flags give the default.
    init() {}

    /// Reads a spec file.
    ///
    /// - Throws: ``DataError`` naming the file, the JSON path and what is expected.
    init(contentsOfFile path: String) throws(DataError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DataError("\(path): cannot read the layout spec: \((error as NSError).localizedDescription)")
        }
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw DataError("\(path): a layout spec is a JSON object with \"default\", \"rules\", \"placeholders\"")
            }
            root = object
        } catch let error as DataError {
            throw error
        } catch {
            throw DataError("\(path): not valid JSON: \(JSONSyntaxError.describe(data))")
        }
        for key in root.keys.sorted() where !["default", "rules", "placeholders"].contains(key) {
            throw DataError("\(path): unknown key '\(key)'; expected default, rules, placeholders")
        }
        if let defaults = root["default"] {
            guard let object = defaults as? [String: Any] else {
                throw DataError("\(path): default: expected an object of layout fields")
            }
            try Self.checkFields(object, path: path, at: "default", allowed: Self.layoutFields)
            self.defaults = object
        }
        if let rules = root["rules"] {
            guard let list = rules as? [[String: Any]] else {
                throw DataError("\(path): rules: expected an array of objects, each with \"match\" and layout fields")
            }
            for (index, object) in list.enumerated() {
                let at = "rules[\(index)]"
                try Self.checkFields(object, path: path, at: at, allowed: Self.layoutFields.union(["match"]))
                guard let pattern = object["match"] as? String, !pattern.isEmpty else {
                    throw DataError("\(path): \(at): expected \"match\": a key or a pattern with * and ?")
                }
                var fields = object
                fields["match"] = nil
                self.rules.append(Rule(pattern: pattern, fields: fields, path: at))
            }
        }
        if let placeholders = root["placeholders"] {
            guard let object = placeholders as? [String: Any] else {
                throw DataError("\(path): placeholders: expected an object with integer, decimal, object")
            }
            try Self.checkFields(object, path: path, at: "placeholders", allowed: ["integer", "decimal", "object"])
            for (key, value) in object {
                guard let text = value as? String else {
                    throw DataError("\(path): placeholders.\(key): expected a string")
                }
                switch key {
                case "integer": self.placeholders.integer = text
                case "decimal": self.placeholders.decimal = text
                default: self.placeholders.object = text
                }
            }
        }
        // Every rule's fields must read as a layout now, not when the first key meets it.
        for rule in rules {
            _ = try Self.layout(from: [defaults, rule.fields], path: path, at: rule.path)
        }
    }

    private static func checkFields(_ object: [String: Any], path: String, at: String, allowed: Set<String>) throws(DataError) {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw DataError("\(path): \(at): unknown field '\(unknown)'; expected \(allowed.sorted().joined(separator: ", "))")
        }
    }

    /// The first rule matching `key`, if any.
    func rule(for key: String) -> Rule? {
        ruleIndex(for: key).map { rules[$0] }
    }

    /// The index of the first rule whose pattern matches `key`; `nil` when none does (the default applies).
    func ruleIndex(for key: String) -> Int? {
        rules.firstIndex { Self.matches(key, pattern: $0.pattern) }
    }

    /// The layout for `key`: the command-line base, then `default`, then the first matching rule.
    func layout(for key: String, base: [String: Any], path: String) throws(DataError) -> AuditLayout {
        let rule = rule(for: key)
        return try Self.layout(from: [base, defaults] + (rule.map { [$0.fields] } ?? []), path: path, at: rule?.path ?? "default")
    }

    /// A layout from field objects, later ones overriding earlier ones.
    static func layout(from layers: [[String: Any]], path: String, at: String) throws(DataError) -> AuditLayout {
        var fields: [String: Any] = [:]
        for layer in layers { fields.merge(layer) { _, new in new } }
        func fail(_ field: String, _ expected: String) -> DataError {
            DataError("\(path): \(at).\(field): expected \(expected)")
        }
        var layout = AuditLayout()
        if fields["style"] != nil && fields["size"] != nil {
            // The later layer decides: a rule's size replaces a default style and the other way round.
            if let last = layers.last(where: { $0["style"] != nil || $0["size"] != nil }) {
                if last["size"] != nil { fields["style"] = nil } else { fields["size"] = nil }
            }
        }
        if let size = fields["size"] {
            guard let points = (size as? NSNumber)?.doubleValue, points.isFinite, points > 0 else {
                throw fail("size", "a number of points above 0")
            }
            var weight = FontWeight.regular
            if let name = fields["weight"] {
                guard let text = (name as? String) ?? (name as? NSNumber)?.stringValue, let parsed = try? FontWeight(name: text)
                else { throw fail("weight", "ultraLight … black, or 100 … 900") }
                weight = parsed
            }
            layout.sizing = .points(points, weight)
        } else if let style = fields["style"] {
            guard let name = style as? String, TypeScale.iOS.contains(TextStyle(name: name)) else {
                throw fail("style", "a text style of the iOS scale: " + TypeScale.iOS.styles.map(\.name).joined(separator: ", "))
            }
            layout.sizing = .style(TextStyle(name: name))
        }
        if let font = fields["font"] {
            guard let family = font as? String, !family.isEmpty else { throw fail("font", "a font family name") }
            layout.family = family
        }
        if let file = fields["fontFile"] {
            guard let path = file as? String, !path.isEmpty else { throw fail("fontFile", "a font file path") }
            layout.fontFile = path
        }
        if let width = fields["width"] {
            guard let points = (width as? NSNumber)?.doubleValue, points.isFinite, points >= 0 else {
                throw fail("width", "a number of points ≥ 0")
            }
            layout.width = points
        }
        if let lines = fields["lines"] {
            guard let number = lines as? NSNumber, let count = Int(exactly: number.doubleValue), count >= 0 else {
                throw fail("lines", "a whole number ≥ 0 (0: no limit)")
            }
            layout.lines = count
        }
        if let categories = fields["categories"] {
            do {
                if let text = categories as? String {
                    layout.categories = try ArgumentValues.categories(text, option: "categories")
                } else if let names = categories as? [String], !names.isEmpty {
                    layout.categories = try ArgumentValues.categories(names.joined(separator: ","), option: "categories")
                } else {
                    throw fail("categories", "a list of categories or a string such as \"...AX3\"")
                }
            } catch let error as UsageError {
                throw DataError("\(path): \(at).\(error.description)")
            } catch let error as DataError {
                throw error
            } catch {
                throw fail("categories", "a list of categories")
            }
        }
        if let mode = fields["mode"] {
            guard let name = mode as? String, let parsed = LineBreakMode(rawValue: name) else {
                throw fail("mode", LineBreakMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            layout.mode = parsed
        }
        if let strategy = fields["strategy"] {
            let strategies: [String: LineBreakStrategy] = [
                "standard": .standard, "pushOut": .pushOut, "hangulWordPriority": .hangulWordPriority, "none": .none,
            ]
            guard let name = strategy as? String, let parsed = strategies[name] else {
                throw fail("strategy", "standard, pushOut, hangulWordPriority, none")
            }
            layout.strategy = parsed
        }
        return layout
    }

    /// Whether `key` matches `pattern`: `*` any run of characters (also none), `?` exactly one.
    static func matches(_ key: String, pattern: String) -> Bool {
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
