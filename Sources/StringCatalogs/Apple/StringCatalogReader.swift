import PackageSupport

/// Reads an Apple String Catalog (`.xcstrings`) with the package's `JSONValueDecoder` (as Foundation's `JSONDecoder`
/// decodes): every locale, every variation.
///
/// For each key and locale the reader reports `localizations[locale].stringUnit.value` (variant `nil`) and every
/// `stringUnit` inside `variations`, nested as deep as the catalog has them (`plural.one`, `device.iphone`,
/// `device.iphone.plural.other`). A text naming `%#@name@` substitutions is expanded into one entry per combination
/// of the substitutions' variants, each `%arg` written as the substitution's format (`%1$lld`), variant
/// `substitutions.<name>.plural.<rule>` (several joined by commas, after the variation's path if any). States `new`
/// and `needs_review` are read like `translated`; a key Xcode marks `"extractionState": "stale"` gives entries marked
/// ``CatalogEntry/isStale``. A key with no text in the source language (Xcode leaves it out
/// when the key is the text) gives the key itself as the source-language text.
///
/// Entries come out sorted by key, then locale, then variant (``VariantOrder``), each with the line of its `value`.
enum StringCatalogReader {
    /// The entries of a String Catalog.
    ///
    /// - Throws: ``InputFileError`` for malformed JSON, or JSON that does not have a String Catalog's shape (naming the
    ///   member, e.g. `strings."Add to Cart".localizations.de.stringUnit.value`, and the type expected).
    static func read(_ bytes: [UInt8], file: String) throws(InputFileError) -> [CatalogEntry] {
        let utf8 = Array(try CatalogText.decode(bytes, file: file).utf8)
        let map = JSONSourceMap(utf8)
        let document: Document
        do {
            document = try JSONValueDecoder.decode(Document.self, from: utf8)
        } catch let error as DecodingError {
            throw shapeError(error, map: map, file: file)
        } catch {
            throw map.catalogError(file: file, parserError: error)
        }
        var entries: [CatalogEntry] = []
        for (key, string) in document.strings.sorted(by: { $0.key < $1.key }) {
            let path = ["strings", key]
            var localizations = string.localizations ?? [:]
            var fallback: String?
            if localizations[document.sourceLanguage] == nil {
                localizations[document.sourceLanguage] = Localization(stringUnit: StringUnit(value: key))
                fallback = document.sourceLanguage
            }
            for (locale, localization) in localizations.sorted(by: { $0.key < $1.key }) {
                var found: [CatalogEntry] = []
                let localizationPath = path + ["localizations", locale]
                try collect(
                    localization, key: key, locale: locale, path: locale == fallback ? path : localizationPath,
                    file: file, map: map, into: &found)
                if string.extractionState == "stale" {
                    for index in found.indices { found[index].isStale = true }
                }
                entries += found.sorted { VariantOrder.precedes($0.variant, $1.variant) }
            }
        }
        return entries
    }

    /// The entries of one localization: its string unit and its variations, substitutions expanded.
    private static func collect(
        _ localization: Localization, key: String, locale: String, path: [String], file: String, map: JSONSourceMap,
        into entries: inout [CatalogEntry]
    ) throws(InputFileError) {
        var variables: [String: [FormatVariableExpander.Variant]] = [:]
        for (name, substitution) in localization.substitutions ?? [:] {
            let argument = substitution.formatSpecifier.map { "%" + (substitution.argNum.map { "\($0)$" } ?? "") + $0 }
            var variants: [FormatVariableExpander.Variant] = []
            walk(substitution.variations, path: path + ["substitutions", name], variant: nil, map: map) {
                variant, unit, line in
                let text = argument.map { unit.value.replacingEvery("%arg", with: $0) } ?? unit.value
                variants.append(.init(name: variant ?? "", text: text, line: line))
            }
            variables[name] = variants.sorted { VariantOrder.precedes($0.name, $1.name) }
        }
        var units: [(variant: String?, unit: StringUnit, line: Int?, path: [String])] = []
        if let unit = localization.stringUnit {
            let valuePath = path + ["stringUnit", "value"]
            units.append((nil, unit, (map.position(of: valuePath) ?? map.position(of: path))?.line, valuePath))
        }
        walk(localization.variations, path: path, variant: nil, map: map) { variant, unit, line in
            units.append((variant, unit, line, path))
        }
        for (variant, unit, line, unitPath) in units {
            guard !FormatVariableExpander.variableNames(in: unit.value).isEmpty else {
                entries.append(
                    CatalogEntry(key: key, locale: locale, variant: variant, text: unit.value, file: file, line: line))
                continue
            }
            let expansions: [(choices: [FormatVariableExpander.Choice], text: String)]
            do {
                expansions = try FormatVariableExpander(variables: variables).expand(unit.value)
            } catch {
                let position = map.position(of: unitPath) ?? map.position(of: path)
                throw InputFileError(
                    file: file, line: position?.line, column: position?.column, problem: error.problem,
                    expected: error.expected + " in \"substitutions\"")
            }
            for (choices, text) in expansions {
                let names = choices.map { "substitutions.\($0.variable).\($0.variant.name)" }
                entries.append(
                    CatalogEntry(
                        key: key, locale: locale,
                        variant: ([variant].compactMap { $0 } + [names.joined(separator: ",")]).joined(separator: ","),
                        text: text, file: file, line: choices.first?.variant.line ?? line))
            }
        }
    }

    /// Calls `found` with every string unit inside `variations`, depth first, with its variant path and line.
    private static func walk(
        _ variations: [String: [String: Variation]]?, path: [String], variant: String?, map: JSONSourceMap,
        found: (String?, StringUnit, Int?) -> Void
    ) {
        for (kind, cases) in variations ?? [:] {
            for (name, variation) in cases {
                let casePath = path + ["variations", kind, name]
                let caseVariant = (variant.map { $0 + "." } ?? "") + "\(kind).\(name)"
                if let unit = variation.stringUnit {
                    found(caseVariant, unit, map.position(of: casePath + ["stringUnit", "value"])?.line)
                }
                walk(variation.variations, path: casePath, variant: caseVariant, map: map, found: found)
            }
        }
    }

    /// A document that is not a String Catalog: the member that is wrong, where it is, and what it should be.
    private static func shapeError(_ error: DecodingError, map: JSONSourceMap, file: String) -> InputFileError {
        func located(_ path: [any CodingKey], _ problem: String, expected: String) -> InputFileError {
            let keys = path.map(\.stringValue)
            let position = map.position(of: keys)
            return InputFileError(
                file: file, line: position?.line, column: position?.column, problem: problem, expected: expected)
        }
        func member(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the document" : Self.memberName(path.map(\.stringValue))
        }
        switch error {
        case .typeMismatch(let type, let context):
            let found = map.kind(of: context.codingPath.map(\.stringValue))?.rawValue ?? "of another type"
            return located(
                context.codingPath, "\(member(context.codingPath)) is \(found)",
                expected: describe(type) + (context.codingPath.isEmpty ? " (a String Catalog)" : ""))
        case .valueNotFound(let type, let context):
            return located(context.codingPath, "\(member(context.codingPath)) is null", expected: describe(type))
        case .keyNotFound(let key, let context):
            return located(
                context.codingPath, "\(member(context.codingPath)) has no \"\(key.stringValue)\"",
                expected: "a \"\(key.stringValue)\" member" + (context.codingPath.isEmpty ? " (a String Catalog)" : ""))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return map.catalogError(file: file, parserError: error)
        case .dataCorrupted(let context):
            return located(context.codingPath, context.debugDescription, expected: "a String Catalog")
        @unknown default:
            return InputFileError(file: file, line: nil, problem: "\(error)", expected: "a String Catalog")
        }
    }

    /// A member path as a message names it: `strings."Add to Cart".localizations.de.stringUnit.value`.
    static func memberName(_ path: [String]) -> String {
        path.map { key in
            key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } && !key.isEmpty
                ? key : "\"" + key.replacingEvery("\"", with: "\\\"") + "\""
        }.joined(separator: ".")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)".hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
