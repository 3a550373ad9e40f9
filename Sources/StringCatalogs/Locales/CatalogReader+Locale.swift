import PackageSupport

extension CatalogReader {
    /// The locale a catalog's path gives, as a BCP 47 tag, or `nil` when it gives none.
    ///
    /// - `…/de.lproj/Localizable.strings` → `de`; `zh-Hant.lproj` → `zh-Hant`; `pt_BR.lproj` → `pt-BR`; the old
    ///   English names (`German.lproj`, `Korean.lproj`) → their codes, as CoreFoundation maps them
    ///   (`LegacyLanguageNames`); `Base.lproj` → `nil` (the development language, unnamed).
    /// - `…/values-de/strings.xml` → `de`; `values-zh-rTW` → `zh-TW`; `values-b+sr+Latn` → `sr-Latn`; Android's
    ///   old codes `iw`, `in`, `ji` → `he`, `id`, `yi`; `values`, `values-night`, `values-v21` → `nil`.
    /// - A JSON file named by its language, as web and React Native projects name them: `de.json` → `de`,
    ///   `pt-BR.json`, `pt_BR.json` → `pt-BR`, `zh-Hant.json` → `zh-Hant` — a name whose first part is an ISO 639
    ///   language code ICU knows (`ISOLanguageCodes`, ICU's `uloc_getISOLanguages`); `strings.json`, `app.json` →
    ///   `nil`.
    ///
    /// Only the folder that holds the file (or a JSON file's own name) is looked at, and only for the formats that live
    /// in such folders.
    public static func locale(forPath path: String) -> String? {
        let components = path.split(separator: "/")
        guard let format = CatalogFormat(path: path), let last = components.last else { return nil }
        if format == .json { return jsonLocale(fileName: String(last)) }
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        switch format {
        case .strings, .stringsDictionary:
            guard folder.hasSuffix(".lproj") else { return nil }
            return appleLocale(String(folder.dropLast(".lproj".count)))
        case .androidXML:
            guard folder == "values" || folder.hasPrefix("values-") else { return nil }
            return androidLocale(qualifiers: folder.dropFirst("values".count).split(separator: "-").map(String.init))
        case .stringCatalog, .json:
            return nil
        }
    }

    /// `de.json` → `de`, `pt_BR.json` → `pt-BR`; `nil` when the name is not a language tag.
    private static func jsonLocale(fileName: String) -> String? {
        let tag = fileName.dropLast(".json".count).replacingEvery("_", with: "-")
        guard let language = tag.split(separator: "-", omittingEmptySubsequences: false).first,
            (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }),
            ISOLanguageCodes.codes.contains(String(language))
        else { return nil }
        return tag
    }

    private static func appleLocale(_ name: String) -> String? {
        if name.isEmpty || name == "Base" { return nil }
        return LegacyLanguageNames.codes[name] ?? name.replacingEvery("_", with: "-")
    }

    private static func androidLocale(qualifiers: [String]) -> String? {
        guard let first = qualifiers.first else { return nil }
        let renamed = ["iw": "he", "in": "id", "ji": "yi"]
        if first.hasPrefix("b+") {
            var subtags = first.dropFirst(2).split(separator: "+").map(String.init)
            guard let language = subtags.first, isLanguage(language) else { return nil }
            subtags[0] = renamed[language] ?? language
            return subtags.joined(separator: "-")
        }
        guard isLanguage(first) else { return nil }
        var tag = renamed[first] ?? first
        if qualifiers.count > 1 {
            let region = qualifiers[1]
            let isRegion = region.dropFirst().allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
            if region.count >= 3, region.hasPrefix("r"), isRegion {
                tag += "-" + region.dropFirst()
            }
        }
        return tag
    }

    /// Whether `code` is an ISO 639 language code as Android writes them: two or three lowercase letters (and not
    /// `car`, the UI-mode qualifier).
    private static func isLanguage(_ code: String) -> Bool {
        (2...3).contains(code.count) && code != "car" && code.allSatisfy { $0.isASCII && $0.isLowercase }
    }
}
