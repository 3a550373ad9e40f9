import Glibc

/// A program run to its end in a fresh process: its wall time, what it printed, and its peak resident memory.
struct ChildResult {
    var seconds: Double
    var status: Int32
    var output: String
    /// The child's peak resident set size, in kilobytes (`ru_maxrss` from `wait4`).
    var peakKilobytes: Int = 0
    /// The processor time the child used, user and system, on all its threads (`ru_utime` + `ru_stime`).
    var processorSeconds: Double = 0
}

/// Runs `path` with `arguments` (standard input and error inherited, standard output captured) and times it from
/// just before `posix_spawn` to just after `waitpid`: the whole life of the process, loading included.
func runChild(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> ChildResult {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw UsageError("pipe failed: errno \(errno)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])

    var env = ProcessEnvironment.current
    for (key, value) in environment { env[key] = value }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }

    var pid: pid_t = 0
    let start = nanoseconds()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    close(pipeEnds[1])
    guard spawned == 0 else {
        close(pipeEnds[0])
        throw UsageError("could not start \(path): error \(spawned)")
    }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = read(pipeEnds[0], &chunk, chunk.count)
        if count <= 0 { break }
        output.append(contentsOf: chunk[0..<count])
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = Double(nanoseconds() - start) / 1e9
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ChildResult(
        seconds: elapsed, status: exitStatus, output: String(decoding: output, as: UTF8.self),
        peakKilobytes: Int(usage.ru_maxrss),
        processorSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6)
}

enum ProcessEnvironment {
    static var current: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
