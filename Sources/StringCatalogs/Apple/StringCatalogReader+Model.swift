import PackageSupport

extension StringCatalogReader {
    /// An `.xcstrings` file: the parts the audit reads, each with its place.
    struct Document {
        var sourceLanguage: String
        var strings: [(key: String, entry: StringEntry)]

        /// Reads the document `root`.
        ///
        /// - Throws: ``InputFileError`` at the first member that does not have a String Catalog's shape.
        init(_ root: JSONInput) throws(InputFileError) {
            let top = try Shape.object(root, [])
            sourceLanguage = try Shape.string(Shape.required(top, "sourceLanguage", of: root, []), ["sourceLanguage"])
            let strings = try Shape.required(top, "strings", of: root, [])
            self.strings = try Shape.entries(strings, ["strings"]).map { (key, node) throws(InputFileError) in
                (key, try StringEntry(node, ["strings", key]))
            }
        }
    }

    /// One key of `strings`.
    struct StringEntry {
        var localizations: [(locale: String, localization: Localization)] = []
        /// How Xcode found the key: `stale` when the source no longer has it (others: `manual`,
        /// `extracted_with_value`, `migrated`).
        var extractionState: String?
        /// Where the key's object starts.
        var position: SourcePosition

        init(_ node: JSONInput, _ path: [String]) throws(InputFileError) {
            let members = try Shape.object(node, path)
            position = node.node.position
            if let state = Shape.optional(members, "extractionState") {
                extractionState = try Shape.string(state, path + ["extractionState"])
            }
            if let localizations = Shape.optional(members, "localizations") {
                let at = path + ["localizations"]
                self.localizations = try Shape.entries(localizations, at).map { (locale, node) throws(InputFileError) in
                    (locale, try Localization(node, at + [locale]))
                }
            }
        }
    }

    /// One locale's text of a key: a string unit, variations, or both; and the substitutions its texts name.
    struct Localization {
        var stringUnit: StringUnit?
        var variations: [Variations] = []
        var substitutions: [(name: String, substitution: Substitution)] = []
        /// Where the localization's object starts (for the key's own text, the key's).
        var position: SourcePosition?

        init(stringUnit: StringUnit?, position: SourcePosition?) {
            self.stringUnit = stringUnit
            self.position = position
        }

        init(_ node: JSONInput, _ path: [String]) throws(InputFileError) {
            let members = try Shape.object(node, path)
            position = node.node.position
            if let unit = Shape.optional(members, "stringUnit") { stringUnit = try StringUnit(unit, path + ["stringUnit"]) }
            variations = try Variations.all(members, path)
            if let substitutions = Shape.optional(members, "substitutions") {
                let at = path + ["substitutions"]
                self.substitutions = try Shape.entries(substitutions, at).map { (name, node) throws(InputFileError) in
                    (name, try Substitution(node, at + [name]))
                }
            }
        }
    }

    /// A text and its translation state (`new`, `needs_review`, `translated`, `stale`: all are checked), and the line
    /// of its `value`.
    struct StringUnit {
        var value: String
        var line: Int?
        var position: SourcePosition?

        init(value: String, line: Int?, position: SourcePosition?) {
            self.value = value
            self.line = line
            self.position = position
        }

        init(_ node: JSONInput, _ path: [String]) throws(InputFileError) {
            let members = try Shape.object(node, path)
            let value = try Shape.required(members, "value", of: node, path)
            self.value = try Shape.string(value, path + ["value"])
            line = value.node.position.line
            position = value.node.position
        }
    }

    /// A `variations` member's variations of one kind (`plural`, `device`): each case by name, which may vary again.
    struct Variations {
        var kind: String
        var cases: [(name: String, variation: Variation)]

        /// The `variations` of the object `members` at `path`, if any.
        static func all(_ members: JSONInput.Members, _ path: [String]) throws(InputFileError) -> [Variations] {
            guard let node = Shape.optional(members, "variations") else { return [] }
            let at = path + ["variations"]
            return try Shape.entries(node, at).map { (kind, cases) throws(InputFileError) in
                Variations(
                    kind: kind,
                    cases: try Shape.entries(cases, at + [kind]).map { (name, node) throws(InputFileError) in
                        (name, try Variation(node, at + [kind, name]))
                    })
            }
        }
    }

    /// One case of a variation (`plural.one`, `device.iphone`).
    struct Variation {
        var stringUnit: StringUnit?
        var variations: [Variations]

        init(_ node: JSONInput, _ path: [String]) throws(InputFileError) {
            let members = try Shape.object(node, path)
            stringUnit = try Shape.optional(members, "stringUnit").map { (unit) throws(InputFileError) in
                try StringUnit(unit, path + ["stringUnit"])
            }
            variations = try Variations.all(members, path)
        }
    }

    /// A `%#@name@` substitution: its argument and format, and its variations.
    struct Substitution {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: [Variations]

        init(_ node: JSONInput, _ path: [String]) throws(InputFileError) {
            let members = try Shape.object(node, path)
            argNum = try Shape.optional(members, "argNum").map { (node) throws(InputFileError) in
                try Shape.integer(node, path + ["argNum"])
            }
            formatSpecifier = try Shape.optional(members, "formatSpecifier").map { (node) throws(InputFileError) in
                try Shape.string(node, path + ["formatSpecifier"])
            }
            variations = try Variations.all(members, path)
        }
    }

    /// A String Catalog's shape: each value of the kind it must be, or an error naming the member
    /// (``StringCatalogReader/memberName(_:)``) at its place.
    enum Shape {
        /// `strings."Add to Cart".localizations`; `the document` for the top.
        static func name(_ path: [String]) -> String {
            path.isEmpty ? "the document" : memberName(path)
        }

        /// A member that may be absent or `null`.
        static func optional(_ members: JSONInput.Members, _ key: String) -> JSONInput? {
            guard let node = members[key], node.node.kind != .null else { return nil }
            return node
        }

        /// A member that must be there, of `node` at `path`.
        static func required(_ members: JSONInput.Members, _ key: String, of node: JSONInput, _ path: [String])
            throws(InputFileError) -> JSONInput
        {
            guard let member = members[key] else {
                throw node.errorAtValue(
                    "\(name(path)) has no \"\(key)\"",
                    expected: "a \"\(key)\" member" + (path.isEmpty ? " (a String Catalog)" : ""))
            }
            return member
        }

        /// An object's members, whatever its keys (a repeated key: its first value).
        static func object(_ node: JSONInput, _ path: [String]) throws(InputFileError) -> JSONInput.Members {
            guard case .object = node.node.value else { throw mismatch(node, path, "an object") }
            return try node.members()
        }

        /// An object's entries in the order written (a repeated key: its first value).
        static func entries(_ node: JSONInput, _ path: [String]) throws(InputFileError)
            -> [(key: String, value: JSONInput)]
        {
            guard case .object = node.node.value else { throw mismatch(node, path, "an object") }
            return try node.entries("an object", repeats: .firstKept)
        }

        static func string(_ node: JSONInput, _ path: [String]) throws(InputFileError) -> String {
            guard case .string(let text) = node.node.value else { throw mismatch(node, path, "a string") }
            return text
        }

        static func integer(_ node: JSONInput, _ path: [String]) throws(InputFileError) -> Int {
            guard case .number(let number) = node.node.value else { throw mismatch(node, path, "a number") }
            guard let whole = Int(exactly: number) else {
                throw node.errorAtValue("\(name(path)) is \(DecimalText.of(number))", expected: "a whole number")
            }
            return whole
        }

        /// `strings is an array; expected an object`.
        private static func mismatch(_ node: JSONInput, _ path: [String], _ expected: String) -> InputFileError {
            node.errorAtValue(
                "\(name(path)) is \(node.node.kind.rawValue)",
                expected: expected + (path.isEmpty ? " (a String Catalog)" : ""))
        }
    }
}
