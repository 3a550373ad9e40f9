import Glibc

/// The machine's name, as `gethostname` gives it (what Foundation's `ProcessInfo.hostName` gave here): JUnit reports
/// name it.
enum HostName {
    static var current: String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "localhost" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
