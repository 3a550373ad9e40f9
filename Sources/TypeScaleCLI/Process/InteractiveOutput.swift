/// Whether another program may be reading what is written to a descriptor as it comes: a terminal, a pipe or a
/// socket. A regular file, `/dev/null` or any other device is not read line by line, so answers go to it in large
/// writes (a write per answer would cost a batch from standard input a system call per line).
enum InteractiveOutput {
    /// Whether `descriptor` is a terminal, a pipe or a socket (`isatty`, `fstat`); `true` when it cannot be told.
    static func isInteractive(_ descriptor: Int32) -> Bool {
        Syscalls.isTerminal(descriptor) || Syscalls.isPipeOrSocket(descriptor) ?? true
    }
}
