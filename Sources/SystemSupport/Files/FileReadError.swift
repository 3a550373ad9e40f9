import PackageSupport

/// Why a file could not be read: the `errno` of the `open` or `read` that failed, kept so that what a message says
/// comes from the failure itself, never from asking the file system again.
package struct FileReadError: Error, Hashable, Sendable {
    /// The `errno` of the failed call.
    package var errorNumber: Int32

    package init(errorNumber: Int32) {
        self.errorNumber = errorNumber
    }

    /// Whether nothing is at the path (`ENOENT`, or `ENOTDIR` for a path through a file).
    package var isMissing: Bool {
        errorNumber == Syscalls.noSuchFile || errorNumber == Syscalls.notAFolder
    }

    /// The failure said of a kind of file, in a message's words: `no such font file`, `a folder, not a font file`,
    /// `permission denied: this user may not read the font file`, else the system's own words (`the font file cannot
    /// be read: Input/output error`).
    package func describing(_ kind: String) -> String {
        switch errorNumber {
        case _ where isMissing: "no such \(kind)"
        case Syscalls.isAFolder: "a folder, not a \(kind)"
        case Syscalls.permissionDenied, Syscalls.notPermitted: "permission denied: this user may not read the \(kind)"
        default: "the \(kind) cannot be read: \(Syscalls.text(ofErrorNumber: errorNumber))"
        }
    }

    /// Why the file at `path` cannot be read, found by opening it (and, since a folder opens, asking whether it is
    /// one); `nil` when it can be. For files a library other than ours opens (fonts, which HarfBuzz maps), so that
    /// a missing or unreadable one is named as such before that library's own, vaguer, error.
    package static func ofOpening(_ path: String) -> FileReadError? {
        let descriptor = Syscalls.openForReading(path)
        guard descriptor >= 0 else { return FileReadError(errorNumber: Syscalls.errorNumber) }
        defer { Syscalls.closeDescriptor(descriptor) }
        return Syscalls.isFolder(descriptor) ? FileReadError(errorNumber: Syscalls.isAFolder) : nil
    }
}

extension InputFileError {
    /// The error for an input file `failure` kept from being read; `kind` names the file in the message
    /// (`no such layout document`).
    package init(file: String, kind: String, unreadable failure: FileReadError) {
        self.init(
            file: file, line: nil, problem: failure.describing(kind), reason: .unreadable,
            errorNumber: failure.errorNumber)
    }
}
