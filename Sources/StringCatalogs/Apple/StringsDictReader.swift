
/// Reads an Apple `.stringsdict` file with `PropertyListSerialization`: every plural, width and device variant.
///
/// Each key's dictionary holds one of:
/// - `NSStringLocalizedFormatKey`, a format naming `%#@variable@`s, each variable a dictionary with
///   `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType` and texts for the plural rules (zero, one, two, few, many,
///   other). Every combination gives an entry: the format with each variable replaced by the rule's text, variant
///   `plural.<rule>` (with several variables: `<variable>.plural.<rule>`, joined by commas);
/// - `NSStringVariableWidthRuleType`, texts by width: variant `width.<n>`;
/// - `NSStringDeviceSpecificRuleType`, texts (or dictionaries as above) by device: variant `device.<device>`.
///
/// Keys come out sorted, variants in ``VariantOrder``; each entry has the line of the variant's text, from
/// ``PropertyListSourceMap`` (none for a binary property list). A variable the format names but does not define, an
/// unknown plural rule or a value of the wrong type is an error, never a skipped text.
enum StringsDictReader {
    private static let formatKey = "NSStringLocalizedFormatKey"
    private static let widthKey = "NSStringVariableWidthRuleType"
    private static let deviceKey = "NSStringDeviceSpecificRuleType"
    private static let specTypeKey = "NSStringFormatSpecTypeKey"
    private static let valueTypeKey = "NSStringFormatValueTypeKey"

    /// The entries of a `.stringsdict` file.
    ///
    /// - Throws: ``InputFileError`` where the XML is not well formed, the property list is not valid, or a value does
    ///   not have the shape described above.
    static func read(_ bytes: [UInt8], file: String, locale: String?) throws(InputFileError) -> [CatalogEntry] {
        let document = try PropertyListDocument.read(
            bytes, file: file, expected: "an XML property list (<plist><dict>…</dict></plist>)")
        var reader = Reader(file: file, locale: locale, map: document.map)
        let keys = try reader.dictionary(document.root, at: [], expected: "a dictionary of keys at the top level")
        for (key, value) in keys.sorted(by: { $0.key < $1.key }) {
            let value = try reader.dictionary(
                value, at: [key], expected: "a dictionary with \(formatKey), \(widthKey) or \(deviceKey)")
            try reader.variants(of: value, key: key, path: [key], prefix: nil)
        }
        return reader.entries
    }

    private struct Reader {
        let file: String
        let locale: String?
        let map: PropertyListSourceMap?
        var entries: [CatalogEntry] = []

        func error(at path: [String], _ problem: String, expected: String, atKey: Bool = false) -> InputFileError {
            let position = atKey ? map?.keyPosition(of: path) : map?.position(of: path)
            return InputFileError(
                file: file, line: position?.line, column: position?.column, problem: problem, expected: expected)
        }

        func name(of path: [String]) -> String {
            path.isEmpty ? "the top level" : path.map { "\"\($0)\"" }.joined(separator: " → ")
        }

        func dictionary(_ value: PropertyListValue, at path: [String], expected: String) throws(InputFileError)
            -> [String: PropertyListValue]
        {
            guard let dictionary = value.dictionary else {
                throw error(at: path, "\(name(of: path)) is \(value.kind)", expected: expected)
            }
            return dictionary
        }

        func string(_ value: PropertyListValue, at path: [String], expected: String = "a string") throws(InputFileError)
            -> String
        {
            guard let string = value.string else {
                throw error(at: path, "\(name(of: path)) is \(value.kind)", expected: expected)
            }
            return string
        }

        func line(of path: [String]) -> Int? {
            map?.position(of: path)?.line
        }

        mutating func add(key: String, variant: String?, text: String, line: Int?) {
            entries.append(CatalogEntry(key: key, locale: locale, variant: variant, text: text, file: file, line: line))
        }

        /// The entries of one key's dictionary (or of a device's dictionary inside it).
        mutating func variants(of dictionary: [String: PropertyListValue], key: String, path: [String], prefix: String?)
            throws(InputFileError)
        {
            func variant(_ name: String) -> String { prefix.map { "\($0).\(name)" } ?? name }
            if let format = dictionary[formatKey] {
                let format = try string(format, at: path + [formatKey])
                try plurals(of: dictionary, format: format, key: key, path: path, prefix: prefix)
            } else if let widths = dictionary[widthKey] {
                let widths = try self.dictionary(widths, at: path + [widthKey], expected: "a dictionary of widths")
                for width in VariantOrder.sorted(widths.keys) {
                    guard let value = widths[width] else { continue }
                    guard Int(width) != nil else {
                        throw error(
                            at: path + [widthKey, width], "\"\(width)\" is not a width",
                            expected: "whole numbers of characters (\"20\", \"50\") as keys", atKey: true)
                    }
                    let valuePath = path + [widthKey, width]
                    if let nested = value.dictionary {
                        try variants(of: nested, key: key, path: valuePath, prefix: variant("width.\(width)"))
                    } else {
                        let text = try string(
                            value, at: valuePath, expected: "a string, or a dictionary with \(formatKey)")
                        add(key: key, variant: variant("width.\(width)"), text: text, line: line(of: valuePath))
                    }
                }
            } else if let devices = dictionary[deviceKey] {
                let devices = try self.dictionary(devices, at: path + [deviceKey], expected: "a dictionary of devices")
                for device in VariantOrder.sorted(devices.keys) {
                    guard let value = devices[device] else { continue }
                    let valuePath = path + [deviceKey, device]
                    if let nested = value.dictionary {
                        try variants(of: nested, key: key, path: valuePath, prefix: variant("device.\(device)"))
                    } else {
                        let text = try string(
                            value, at: valuePath, expected: "a string, or a dictionary with \(formatKey)")
                        add(key: key, variant: variant("device.\(device)"), text: text, line: line(of: valuePath))
                    }
                }
            } else {
                throw error(
                    at: path, "\(name(of: path)) has no \(formatKey)",
                    expected: "\(formatKey), \(widthKey) or \(deviceKey)")
            }
        }

        /// Every text of a format with plural variables.
        mutating func plurals(
            of dictionary: [String: PropertyListValue], format: String, key: String, path: [String], prefix: String?
        ) throws(InputFileError) {
            var variables: [String: [FormatVariableExpander.Variant]] = [:]
            for (name, value) in dictionary.sorted(by: { $0.key < $1.key }) where name != formatKey {
                let variablePath = path + [name]
                let variable = try self.dictionary(
                    value, at: variablePath,
                    expected: "a dictionary with \(specTypeKey) = NSStringPluralRuleType and a text per plural rule")
                let specType = try variable[specTypeKey].map { value throws(InputFileError) in
                    try string(value, at: variablePath + [specTypeKey])
                }
                guard specType == "NSStringPluralRuleType" else {
                    throw error(
                        at: specType == nil ? variablePath : variablePath + [specTypeKey],
                        specType.map { "the variable \"\(name)\" has \(specTypeKey) \($0)" }
                            ?? "the variable \"\(name)\" has no \(specTypeKey)",
                        expected: "\(specTypeKey) = NSStringPluralRuleType")
                }
                var variants: [FormatVariableExpander.Variant] = []
                for rule in VariantOrder.sorted(variable.keys) where rule != specTypeKey && rule != valueTypeKey {
                    guard let value = variable[rule] else { continue }
                    guard VariantOrder.pluralRules.contains(rule) else {
                        throw error(
                            at: variablePath + [rule], "\"\(rule)\" is not a plural rule",
                            expected: "zero, one, two, few, many or other (and \(specTypeKey), \(valueTypeKey))",
                            atKey: true)
                    }
                    let text = try string(value, at: variablePath + [rule])
                    variants.append(.init(name: "plural.\(rule)", text: text, line: line(of: variablePath + [rule])))
                }
                guard !variants.isEmpty else {
                    throw error(
                        at: variablePath, "the variable \"\(name)\" has no texts",
                        expected: "a text for each plural rule the language uses (at least other)")
                }
                variables[name] = variants
            }
            let expansions: [(choices: [FormatVariableExpander.Choice], text: String)]
            do {
                expansions = try FormatVariableExpander(variables: variables).expand(format)
            } catch {
                throw self.error(at: path + [formatKey], error.problem, expected: error.expected)
            }
            let named = variables.count > 1
            for (choices, text) in expansions {
                let names = choices.map { named ? "\($0.variable).\($0.variant.name)" : $0.variant.name }
                let variant = names.isEmpty ? prefix : ((prefix.map { $0 + "." } ?? "") + names.joined(separator: ","))
                let line = choices.first?.variant.line ?? line(of: path + [formatKey])
                add(key: key, variant: variant, text: text, line: line)
            }
        }
    }
}
