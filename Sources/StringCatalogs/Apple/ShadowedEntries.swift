import PackageSupport

/// The texts iOS shows when a key is given more than once, and a warning for each one it never shows.
///
/// - A key given twice in one `.strings` file: the last value wins. CoreFoundation's old-style property-list parser
///   sets each key into the table as it reads it (`CFDictionarySetValue` in `parsePlistDictContent`,
///   `CFOldStylePList.c`), so a later value replaces an earlier one.
/// - A key in both `Table.strings` and `Table.stringsdict` of one folder: the `.stringsdict` wins. CoreFoundation loads
///   a table's `.strings` file and lays its `.stringsdict` over it (`_copyStringFromTable`, `CFBundle_Strings.c`: "Use
///   the strings table as base content for the stringsdict").
///
/// Other formats cannot hold a key twice as read here: JSON and String Catalogs are read into dictionaries (the last
/// value kept, as `JSON.parse` and Foundation keep it), `.stringsdict` is a property list.
public enum ShadowedEntries {
    /// `entries` without the texts iOS never shows, in their order, and a warning at each one left out.
    public static func removing(from entries: [CatalogEntry]) -> (entries: [CatalogEntry], warnings: [CatalogWarning]) {
        // Each file's format, found once per file rather than once per entry.
        var formats: [String: CatalogFormat?] = [:]
        func format(_ file: String) -> CatalogFormat? {
            if let known = formats[file] { return known }
            let found = CatalogFormat(path: file)
            formats[file] = found
            return found
        }
        var shadowed = Set<Int>()
        var warnings: [CatalogWarning] = []
        // Within a .strings file: every occurrence of a key but the last.
        var last: [Pair: Int] = [:]
        for (index, entry) in entries.enumerated() where format(entry.file) == .strings {
            let pair = Pair(file: entry.file, key: entry.key)
            if let earlier = last[pair] {
                shadowed.insert(earlier)
                warnings.append(CatalogWarning(
                    file: entry.file, line: entries[earlier].line, key: entry.key,
                    message: "given again" + (entry.line.map { " at line \($0)" } ?? "") + "; iOS shows the last"))
            }
            last[pair] = index
        }
        // A .strings key that the same table's .stringsdict has too.
        var dictionaryKeys: [String: String] = [:]  // "folder/Table\u{0}key" → the .stringsdict file
        for entry in entries where format(entry.file) == .stringsDictionary {
            dictionaryKeys[table(of: entry.file) + "\u{0}" + entry.key] = entry.file
        }
        if !dictionaryKeys.isEmpty {
            for (index, entry) in entries.enumerated() where format(entry.file) == .strings {
                guard !shadowed.contains(index),
                    let dictionary = dictionaryKeys[table(of: entry.file) + "\u{0}" + entry.key]
                else { continue }
                shadowed.insert(index)
                warnings.append(CatalogWarning(
                    file: entry.file, line: entry.line, key: entry.key,
                    message: "shadowed by \(PathText.lastComponent(of: dictionary)), whose text iOS shows"))
            }
        }
        guard !shadowed.isEmpty else { return (entries, []) }
        let kept = entries.indices.filter { !shadowed.contains($0) }.map { entries[$0] }
        return (kept, warnings)
    }

    private struct Pair: Hashable {
        var file: String
        var key: String
    }

    /// `App/de.lproj/Localizable.strings` → `App/de.lproj/Localizable`: a table, whichever of its files.
    private static func table(of file: String) -> String {
        PathText.deletingExtension(of: file)
    }
}
