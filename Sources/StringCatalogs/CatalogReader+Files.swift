import Foundation

extension CatalogReader {
    /// The catalog files `paths` name: each file as it is, each folder searched for catalogs (`*.lproj/…`,
    /// `values-XX/strings.xml` …; hidden folders skipped), sorted, so the order is the same everywhere.
    ///
    /// - Throws: ``CatalogError`` (`.unreadable`) for a path that does not exist, (`.noCatalogs`) for a folder with no
    ///   catalog in it.
    public static func catalogFiles(at paths: [String]) throws(CatalogError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CatalogError(file: path, line: nil, problem: "no such catalog file or folder", reason: .unreadable)
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { CatalogFormat(path: $0) != nil && !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            guard !found.isEmpty else {
                throw CatalogError(
                    file: path, line: nil,
                    problem: "no catalogs found (.strings, .stringsdict, .xcstrings, strings.xml, .json)",
                    reason: .noCatalogs)
            }
            files += found
        }
        return files
    }
}
