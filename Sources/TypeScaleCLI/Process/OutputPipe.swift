/// Standard output's pipe made larger for answers written in large writes (`measure --batch FILE`).
///
/// A pipe holds 64 KiB by default (16 pages), so each 64 KiB write of answers would wait, asleep, until the program
/// reading them had emptied the pipe, and that program would then wait for the next write. With 1 MiB of buffer the
/// answers flow while the reader reads, on another core (Benchmarks/README.md has the figures). Where both processes
/// share one core there is nothing to overlap, and nothing changes.
enum OutputPipe {
    /// The buffer asked for: 1 MiB, Linux's limit for a user's pipe unless raised (`/proc/sys/fs/pipe-max-size`).
    static let size: Int32 = 1 << 20

    /// Asks the kernel for ``size`` bytes of buffer for `descriptor` (`F_SETPIPE_SZ`). Anything but a pipe refuses
    /// (`EBADF`), as does a pipe the user may not enlarge (over `pipe-user-pages-soft`): it is left as it is.
    static func enlarge(_ descriptor: Int32) {
        Syscalls.setPipeBuffer(descriptor, size: size)
    }
}
