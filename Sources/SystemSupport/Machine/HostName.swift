/// The machine's name, as `gethostname` gives it (what Foundation's `ProcessInfo.hostName` gives on Linux): JUnit
/// reports name it.
package enum HostName {
    package static var current: String {
        Syscalls.hostName() ?? "localhost"
    }
}
