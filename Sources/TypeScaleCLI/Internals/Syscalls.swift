#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The C library's calls the command line makes, each wrapped once in Swift types, as swift-system's `Syscalls.swift`
/// wraps them: the rest of the module names no C function, type or constant.
enum Syscalls {
    static let standardInput: Int32 = 0
    static let standardOutput: Int32 = 1
    static let standardError: Int32 = 2

    /// Writes `bytes` to `descriptor` until every byte is out (a pipe may take a write in parts; a signal may
    /// interrupt one); when the descriptor refuses them (a closed pipe, a full disk) the rest is dropped.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var rest = bytes
        while let start = rest.baseAddress, !rest.isEmpty {
            let written = write(descriptor, start, rest.count)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }

    /// Whether `descriptor` is a terminal (`isatty`).
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Whether `descriptor` is a pipe or a socket (`fstat`); `nil` when it cannot be told.
    static func isPipeOrSocket(_ descriptor: Int32) -> Bool? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK
    }

    /// `F_SETPIPE_SZ` (`<bits/fcntl-linux.h>`, Linux 2.6.35), which Glibc's module leaves out (`_GNU_SOURCE` only).
    private static let setPipeSize: Int32 = 1031

    /// Asks the kernel for `size` bytes of buffer for the pipe `descriptor` (`fcntl(F_SETPIPE_SZ)`); anything but a
    /// pipe, or a pipe the user may not enlarge, is left as it is.
    static func setPipeBuffer(_ descriptor: Int32, size: Int32) {
        #if os(Linux)
        _ = fcntl(descriptor, setPipeSize, size)
        #endif
    }

    /// The environment variable `name`'s value (`getenv`), or `nil` when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The system's words for an error number (`strerror`): `Not a directory`.
    static func text(ofErrorNumber number: Int32) -> String {
        String(cString: strerror(number))
    }

    /// Ends the process with `status` (`exit`).
    static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }
}

/// Standard input's lines as they arrive, each with its line feed (`getline` into one buffer, reused): a line is valid
/// until the next is read.
final class StandardInputLines {
    /// A stream of its own on descriptor 0, never closed: standard input stays open.
    private let stream: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// The process's standard input, or `nil` when it cannot be read.
    init?() {
        guard let stream = fdopen(Syscalls.standardInput, "r") else { return nil }
        self.stream = stream
    }

    deinit {
        free(buffer)
    }

    /// The next line, its line feed included when it has one; `nil` at the end.
    func next() -> UnsafeRawBufferPointer? {
        let length = getline(&buffer, &capacity, stream)
        guard length >= 0, let buffer else { return nil }
        return UnsafeRawBufferPointer(start: buffer, count: length)
    }
}
