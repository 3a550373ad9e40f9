import Foundation
import SystemSupport
import Testing

/// `PathKind` and `FolderListing` against the `FileManager` calls they replace, on a folder holding a file, a folder,
/// a hidden file, a link to each, and a broken link.
@Suite struct FileSystemTests {
    @Test func asFileManagerTellsIt() throws {
        let folder = NSTemporaryDirectory() + "file-system-tests-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file.txt"))
        try Data().write(to: URL(fileURLWithPath: folder + "/.hidden"))
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-file", withDestinationPath: "file.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-sub", withDestinationPath: folder + "/sub")
        try FileManager.default.createSymbolicLink(atPath: folder + "/broken", withDestinationPath: "nowhere")

        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(FolderListing.names(in: folder)?.sorted() == names.sorted())
        #expect(names.count == 6)
        for path in names.map({ folder + "/" + $0 }) + [folder, folder + "/missing", "/"] {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let expected: PathKind = !exists ? .nothing : isDirectory.boolValue ? .folder : .file
            #expect(PathKind.of(path) == expected, "\(path)")
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            #expect(PathKind.isLink(path) == isLink, "\(path)")
        }
        #expect(FolderListing.names(in: folder + "/missing") == nil)
        #expect(FolderListing.names(in: folder + "/file.txt") == nil)
    }
}
