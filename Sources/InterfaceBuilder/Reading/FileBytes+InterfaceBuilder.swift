import SystemSupport

extension FileBytes {
    /// The bytes of a file the reader is given (a document, a class mapping), or why it cannot be read, as an
    /// ``InterfaceBuilderError``; `kind` names the file in the error (`storyboard or xib`).
    ///
    /// - Throws: ``InterfaceBuilderError`` with reason ``InterfaceBuilderError/Reason/unreadable``.
    static func read(_ path: String, kind: String) throws(InterfaceBuilderError) -> [UInt8] {
        if let problem = FileProblem.of(path) {
            throw InterfaceBuilderError(file: path, line: nil, problem: problem.describing(kind), reason: .unreadable)
        }
        guard let bytes = read(path) else {
            throw InterfaceBuilderError(file: path, line: nil, problem: "cannot be read", reason: .unreadable)
        }
        return bytes
    }
}
