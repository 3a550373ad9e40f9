import Foundation

/// File-system questions asked before handing a path to a C library, so a missing file is reported as such.
enum FileProbe {
    static func isReadableFile(_ path: String, isDirectory: inout Bool) -> Bool {
        var directory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &directory)
        isDirectory = directory.boolValue
        return exists && FileManager.default.isReadableFile(atPath: path)
    }
}
