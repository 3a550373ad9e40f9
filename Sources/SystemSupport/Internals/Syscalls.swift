#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's calls this module makes, each wrapped once in Swift types, as swift-system's `Syscalls.swift` wraps
/// them: the rest of the module names no C function, type or constant.
enum Syscalls {
    // MARK: - Error numbers

    /// The calling thread's `errno`.
    static var errorNumber: Int32 {
        get { errno }
        set { errno = newValue }
    }

    static let interrupted = EINTR
    static let alreadyExists = EEXIST
    static let noSuchFile = ENOENT
    static let permissionDenied = EACCES
    static let isAFolder = EISDIR
    static let notAFolder = ENOTDIR
    static let notPermitted = EPERM

    /// The system's words for an error number (`strerror`): `No space left on device`.
    static func text(ofErrorNumber number: Int32) -> String {
        String(cString: strerror(number))
    }

    // MARK: - Files

    /// `open(path, O_RDONLY | O_CLOEXEC)`: a descriptor, or -1 with ``errorNumber`` set.
    static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_CLOEXEC)
    }

    /// `close(descriptor)`.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// The size of the regular file open as `descriptor` (`fstat`); `nil` for a pipe, a device or a failed `fstat`.
    static func regularFileSize(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Whether the open file `descriptor` is a folder (`fstat`).
    static func isFolder(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// `read(descriptor, buffer, count)`: the bytes read, 0 at the end, or -1 with ``errorNumber`` set.
    static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard let start = buffer.baseAddress else { return 0 }
        return read(descriptor, start, buffer.count)
    }

    /// What `path` leads to (`stat`, following links, or `lstat`, not): whether it is a folder and whether a symbolic
    /// link; `nil` when nothing is there.
    static func status(_ path: String, followingLinks: Bool) -> (isFolder: Bool, isLink: Bool)? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        let type = status.st_mode & S_IFMT
        return (type == S_IFDIR, type == S_IFLNK)
    }

    /// `mkdir(path, 0777)`: whether the folder was made (``errorNumber`` says why not).
    static func makeFolder(_ path: String) -> Bool {
        mkdir(path, 0o777) == 0
    }

    /// The names `readdir` lists in the folder at `path`, `.` and `..` included; `nil` when it cannot be opened or read.
    static func folderEntries(_ path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(folder) {
            names.append(
                withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                })
        }
        return errno == 0 ? names : nil
    }

    // MARK: - The machine

    /// `sysconf(_SC_NPROCESSORS_ONLN)`: the processors online, whatever the process's affinity.
    static func onlineProcessors() -> Int {
        sysconf(Int32(_SC_NPROCESSORS_ONLN))
    }

    /// `clock_gettime(CLOCK_REALTIME)`, in seconds after 1970-01-01 00:00:00 UTC.
    static func realtimeSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `gethostname`; `nil` when it fails.
    static func hostName() -> String? {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

