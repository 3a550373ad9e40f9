#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Writing a file all at once: to a new temporary file in the same directory, then renamed over the target, so a
/// reader sees the old file or the new one, never half of one.
enum AtomicFile {
    /// Writes `bytes` to `path` (mode 0644), replacing any file there. Uses `mkstemp`, `write`, `fchmod`, `rename`.
    ///
    /// - Throws: ``RenderingError/fileFailure(path:operation:code:message:)`` with `errno`; the temporary file is
    ///   removed.
    static func write(_ bytes: [UInt8], to path: String) throws(RenderingError) {
        guard !path.isEmpty else {
            throw .invalidValue(name: "output path", value: "''", accepted: "a file path")
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw failure(path, "create a file in its directory") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do throws(RenderingError) {
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeBytes { buffer in
                    buffer.baseAddress.map { systemWrite(descriptor, $0 + offset, buffer.count - offset) } ?? 0
                }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw failure(path, "write") }
                offset += count
            }
            guard fchmod(descriptor, 0o644) == 0 else { throw failure(path, "set the file's permissions") }
            closed = true
            guard close(descriptor) == 0 else { throw failure(path, "write") }
            guard rename(temporary, path) == 0 else { throw failure(path, "replace the file") }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// `write(2)` (the name is taken by ``write(_:to:)`` here).
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// The error for the current `errno`.
    private static func failure(_ path: String, _ operation: String) -> RenderingError {
        let code = errno
        return .fileFailure(path: path, operation: operation, code: code, message: String(cString: strerror(code)))
    }
}
