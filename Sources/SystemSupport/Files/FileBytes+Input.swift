import PackageSupport

extension FileBytes {
    /// The bytes of an input file (a catalog, a layout document, a storyboard, a class mapping, a spec), or the
    /// ``InputFileError`` that says why it cannot be read; `kind` names the file in the message (`no such layout
    /// document`, `a folder, not a storyboard or xib`).
    ///
    /// - Throws: ``InputFileError`` with reason ``InputFileError/Reason/unreadable`` and the failed call's `errno`.
    package static func read(_ path: String, kind: String) throws(InputFileError) -> [UInt8] {
        do {
            return try read(path)
        } catch {
            throw InputFileError(file: path, kind: kind, unreadable: error)
        }
    }
}
