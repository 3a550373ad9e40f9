import Glibc

/// Standard output's pipe made larger for answers written in large writes (`measure --batch FILE`).
///
/// A pipe holds 64 KiB by default (16 pages), so each 64 KiB write of answers waited, asleep, until the program
/// reading them had emptied the pipe, and that program then waited for the next write: the corpus × 10's 3.8 MB of
/// answers took 58 such turns. With 1 MiB of buffer the answers flow while the reader reads, on another core: read
/// through a pipe by another process, the batch took 34.3 ms where it took 37.1 (interleaved, 40 runs each;
/// Benchmarks/README). Where both processes share one core there is nothing to overlap, and nothing changes.
enum OutputPipe {
    /// The buffer asked for: 1 MiB, Linux's limit for a user's pipe unless raised (`/proc/sys/fs/pipe-max-size`).
    static let size: Int32 = 1 << 20
    /// `F_SETPIPE_SZ` (`<bits/fcntl-linux.h>`, Linux 2.6.35), which Glibc's module leaves out (`_GNU_SOURCE` only).
    private static let setPipeSize: Int32 = 1031

    /// Asks the kernel for ``size`` bytes of buffer for `descriptor` (`F_SETPIPE_SZ`). Anything but a pipe refuses
    /// (`EBADF`), as does a pipe the user may not enlarge (over `pipe-user-pages-soft`): it is left as it is.
    static func enlarge(_ descriptor: Int32) {
        _ = fcntl(descriptor, setPipeSize, size)
    }
}
