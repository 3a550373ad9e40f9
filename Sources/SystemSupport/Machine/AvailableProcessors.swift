/// How many processors are online (`sysconf(_SC_NPROCESSORS_ONLN)`, what Foundation's
/// `ProcessInfo.activeProcessorCount` gives on Linux, whatever the process's affinity); at least 1.
package enum AvailableProcessors {
    package static var count: Int {
        max(1, Syscalls.onlineProcessors())
    }
}
