import PackageSupport
import SystemSupport

extension CatalogReader {
    /// The catalog files `paths` name, and the paths that name none.
    public struct CatalogSearch: Sendable, Hashable {
        /// Each file as it was named, then the catalogs found in each folder, in the order the paths were given.
        public var files: [String]
        /// A path that does not exist or cannot be listed (`.unreadable`), a catalog that is a broken link
        /// (`.unreadable`), or a folder with no catalog in it (`.noFiles`), in the order the paths were given.
        public var problems: [InputFileError]
    }

    /// The catalog files `paths` name, searching every path however many fail: each file as it is, each folder
    /// searched for catalogs (`*.lproj/…`, `values-XX/strings.xml` …; hidden folders skipped), sorted, so the order is
    /// the same everywhere.
    ///
    /// Symbolic links are followed, to files and to folders (apps link shared resources into place). Files and folders
    /// are told apart by device and inode, whatever the links that reach them: within a path, a folder reached twice
    /// — through a link back up the tree — is searched once, so a cycle ends; a file reached twice, by a link and by
    /// its own folder or by two paths, is listed once, by the path that takes no link if there is one, else the first
    /// in sorted order.
    public static func findCatalogs(at paths: [String]) -> CatalogSearch {
        var search = CatalogSearch(files: [], problems: [])
        var listed = Set<FileIdentity>()
        for path in paths {
            let kind = PathKind.of(path)
            guard kind != .nothing else {
                search.problems.append(
                    InputFileError(file: path, line: nil, problem: "no such catalog file or folder", reason: .unreadable))
                continue
            }
            guard kind == .folder else {
                if let identity = FileIdentity(path) {
                    if listed.insert(identity).inserted { search.files.append(path) }
                } else {
                    search.files.append(path)
                }
                continue
            }
            var found: [Found] = []
            var searched = Set<FileIdentity>()
            let problemsBefore = search.problems.count
            collect(in: path, relative: "", throughLink: false, into: &found, searched: &searched, search: &search)
            // Each file once: by a path that takes no link if there is one, else the first in sorted order.
            var chosen: [FileIdentity: Found] = [:]
            for file in found.sorted(by: { $0.relative < $1.relative }) {
                if let kept = chosen[file.identity], !kept.throughLink || file.throughLink { continue }
                chosen[file.identity] = file
            }
            let files = chosen.values.filter { listed.insert($0.identity).inserted }.map(\.relative).sorted()
            guard !found.isEmpty else {
                // A folder that cannot be listed is said so already; one listed with nothing in it has no catalogs.
                guard search.problems.count == problemsBefore else { continue }
                search.problems.append(InputFileError(
                    file: path, line: nil,
                    problem: "no catalogs found (.strings, .stringsdict, .xcstrings, strings.xml, .json)",
                    reason: .noFiles))
                continue
            }
            search.files += files.map { PathText.appending($0, to: path) }
        }
        return search
    }

    /// The catalog files `paths` name: ``findCatalogs(at:)``'s files.
    ///
    /// - Throws: ``InputFileError`` (`.unreadable`) for a path that does not exist, (`.noFiles`) for a folder with no
    ///   catalog in it: the first of ``findCatalogs(at:)``'s problems.
    public static func catalogFiles(at paths: [String]) throws(InputFileError) -> [String] {
        let search = findCatalogs(at: paths)
        if let problem = search.problems.first { throw problem }
        return search.files
    }

    /// A catalog found in a folder: its path relative to the folder searched, what it is on disk, and whether the path
    /// goes through a symbolic link.
    private struct Found {
        var relative: String
        var identity: FileIdentity
        var throughLink: Bool
    }

    /// Adds the catalogs under `folder` to `found`; `searched` holds the folders already searched. A subfolder that
    /// cannot be listed, and a catalog that is a broken link, are problems of the search.
    private static func collect(
        in folder: String, relative: String, throughLink: Bool, into found: inout [Found],
        searched: inout Set<FileIdentity>, search: inout CatalogSearch
    ) {
        guard let identity = FileIdentity(folder), searched.insert(identity).inserted else { return }
        guard let names = FolderListing.names(in: folder) else {
            search.problems.append(
                InputFileError(file: folder, line: nil, problem: "a folder that cannot be listed", reason: .unreadable))
            return
        }
        // What is in the folder first, then what links lead to: a folder reached both ways is searched by its own path.
        let entries = names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            let path = PathText.appending(name, to: folder)
            return (name, path, PathKind.isLink(path))
        }
        for (name, path, isLink) in entries.filter({ !$0.2 }) + entries.filter({ $0.2 }) {
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            let kind = PathKind.of(path)
            guard kind != .nothing else {
                if isLink && CatalogFormat(path: name) != nil {
                    search.problems.append(InputFileError(
                        file: path, line: nil, problem: "a symbolic link to nothing", reason: .unreadable))
                }
                continue
            }
            if kind == .folder {
                collect(
                    in: path, relative: relativePath, throughLink: throughLink || isLink, into: &found,
                    searched: &searched, search: &search)
            } else if CatalogFormat(path: name) != nil, let file = FileIdentity(path) {
                found.append(Found(relative: relativePath, identity: file, throughLink: throughLink || isLink))
            }
        }
    }
}
