import PackageSupport

/// Reads an Apple String Catalog (`.xcstrings`), parsed once as every JSON input is (``JSONInput``: each value with its
/// place): every locale, every variation. Members the reader does not use (`version`, `comment`, `state`) are not read,
/// so catalogs from newer Xcode versions still read; a key given twice keeps its first value, as Foundation's
/// `JSONDecoder` does.
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
        let root = try JSONInput.parse(Array(try CatalogText.decode(bytes, file: file).utf8), file: file)
        let document = try Document(root)
        var entries: [CatalogEntry] = []
        for (key, string) in document.strings.sorted(by: { $0.key < $1.key }) {
            var localizations = string.localizations
            if !localizations.contains(where: { $0.locale == document.sourceLanguage }) {
                // Xcode leaves out the source language's text when the key is the text.
                let unit = StringUnit(value: key, line: string.position.line, position: nil)
                localizations.append((document.sourceLanguage, Localization(stringUnit: unit, position: string.position)))
            }
            for (locale, localization) in localizations.sorted(by: { $0.locale < $1.locale }) {
                var found: [CatalogEntry] = []
                try collect(localization, key: key, locale: locale, file: file, into: &found)
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
        _ localization: Localization, key: String, locale: String, file: String, into entries: inout [CatalogEntry]
    ) throws(InputFileError) {
        var variables: [String: [FormatVariableExpander.Variant]] = [:]
        for (name, substitution) in localization.substitutions {
            let argument = substitution.formatSpecifier.map { "%" + (substitution.argNum.map { "\($0)$" } ?? "") + $0 }
            var variants: [FormatVariableExpander.Variant] = []
            walk(substitution.variations, variant: nil) { variant, unit in
                let text = argument.map { unit.value.replacingEvery("%arg", with: $0) } ?? unit.value
                variants.append(.init(name: variant ?? "", text: text, line: unit.line))
            }
            variables[name] = variants.sorted { VariantOrder.precedes($0.name, $1.name) }
        }
        var units: [(variant: String?, unit: StringUnit, place: SourcePosition?)] = []
        if let unit = localization.stringUnit { units.append((nil, unit, unit.position ?? localization.position)) }
        walk(localization.variations, variant: nil) { variant, unit in units.append((variant, unit, localization.position)) }
        for (variant, unit, place) in units {
            guard !FormatVariableExpander.variableNames(in: unit.value).isEmpty else {
                entries.append(
                    CatalogEntry(key: key, locale: locale, variant: variant, text: unit.value, file: file, line: unit.line))
                continue
            }
            let expansions: [(choices: [FormatVariableExpander.Choice], text: String)]
            do {
                expansions = try FormatVariableExpander(variables: variables).expand(unit.value)
            } catch {
                throw InputFileError(
                    file: file, line: place?.line, column: place?.column, problem: error.problem,
                    expected: error.expected + " in \"substitutions\"")
            }
            for (choices, text) in expansions {
                let names = choices.map { "substitutions.\($0.variable).\($0.variant.name)" }
                entries.append(
                    CatalogEntry(
                        key: key, locale: locale,
                        variant: ([variant].compactMap { $0 } + [names.joined(separator: ",")]).joined(separator: ","),
                        text: text, file: file, line: choices.first?.variant.line ?? unit.line))
            }
        }
    }

    /// Calls `found` with every string unit inside `variations`, depth first, with its variant path.
    private static func walk(_ variations: [Variations], variant: String?, found: (String?, StringUnit) -> Void) {
        for group in variations {
            for (name, variation) in group.cases {
                let caseVariant = (variant.map { $0 + "." } ?? "") + "\(group.kind).\(name)"
                if let unit = variation.stringUnit { found(caseVariant, unit) }
                walk(variation.variations, variant: caseVariant, found: found)
            }
        }
    }

    /// A member path as a message names it: `strings."Add to Cart".localizations.de.stringUnit.value`.
    static func memberName(_ path: [String]) -> String {
        path.map { key in
            key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } && !key.isEmpty
                ? key : "\"" + key.replacingEvery("\"", with: "\\\"") + "\""
        }.joined(separator: ".")
    }
}
