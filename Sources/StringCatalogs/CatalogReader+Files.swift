import Foundation

extension CatalogReader {
    /// The catalog files `paths` name, and the paths that name none.
    public struct CatalogSearch: Sendable, Hashable {
        /// Each file as it was named, then the catalogs found in each folder, in the order the paths were given.
        public var files: [String]
        /// A path that does not exist (`.unreadable`), or a folder with no catalog in it (`.noCatalogs`), in the
        /// order the paths were given.
        public var problems: [CatalogError]
    }

    /// The catalog files `paths` name, searching every path however many fail: each file as it is, each folder
    /// searched for catalogs (`*.lproj/…`, `values-XX/strings.xml` …; hidden folders skipped), sorted, so the order is
    /// the same everywhere.
    ///
    /// Symbolic links are followed, to files and to folders (apps link shared resources into place); within a path, a
    /// folder reached twice — through a link back up the tree — is searched once, so a cycle ends; a file reached twice,
    /// by two links or two paths, is listed once, as first reached.
    public static func findCatalogs(at paths: [String]) -> CatalogSearch {
        var search = CatalogSearch(files: [], problems: [])
        var listed = Set<String>()
        func list(_ file: String) {
            if listed.insert((file as NSString).resolvingSymlinksInPath).inserted { search.files.append(file) }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                search.problems.append(
                    CatalogError(file: path, line: nil, problem: "no such catalog file or folder", reason: .unreadable))
                continue
            }
            guard isDirectory.boolValue else {
                list(path)
                continue
            }
            var found: [String] = []
            var searched = Set<String>()
            collect(in: path, relative: "", into: &found, searched: &searched)
            guard !found.isEmpty else {
                search.problems.append(CatalogError(
                    file: path, line: nil,
                    problem: "no catalogs found (.strings, .stringsdict, .xcstrings, strings.xml, .json)",
                    reason: .noCatalogs))
                continue
            }
            for file in found.sorted() { list((path as NSString).appendingPathComponent(file)) }
        }
        return search
    }

    /// The catalog files `paths` name: ``findCatalogs(at:)``'s files.
    ///
    /// - Throws: ``CatalogError`` (`.unreadable`) for a path that does not exist, (`.noCatalogs`) for a folder with no
    ///   catalog in it: the first of ``findCatalogs(at:)``'s problems.
    public static func catalogFiles(at paths: [String]) throws(CatalogError) -> [String] {
        let search = findCatalogs(at: paths)
        if let problem = search.problems.first { throw problem }
        return search.files
    }

    /// Adds the catalogs under `folder` (paths relative to the folder first searched) to `found`; `searched` holds
    /// the real paths of the folders already searched.
    private static func collect(in folder: String, relative: String, into found: inout [String], searched: inout Set<String>) {
        let real = (folder as NSString).resolvingSymlinksInPath
        guard searched.insert(real).inserted,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        for name in names where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }  // a dangling link
            if isDirectory.boolValue {
                collect(in: path, relative: relativePath, into: &found, searched: &searched)
            } else if CatalogFormat(path: name) != nil {
                found.append(relativePath)
            }
        }
    }
}
