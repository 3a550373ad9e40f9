#if canImport(Glibc)
import CMalloc
#endif

/// How the audit asks glibc's allocator to keep freed memory for the rest of the run.
///
/// Measuring allocates and frees a little per string, on every thread. By default glibc gives the top of a heap back
/// to the system once more than 128 KB of it is free (`M_TRIM_THRESHOLD`) and grows it by the smallest step
/// (`M_TOP_PAD`, 128 KB), so the same pages are returned and faulted in again over and over; those page faults take the
/// process's memory-map lock, which the measuring threads share. An audit is a batch process that ends when it is
/// done, so it keeps up to 256 MB of freed memory and grows its heaps 32 MB at a time (fewer page faults and a faster
/// audit on every core count: Benchmarks/README.md, third round).
enum AllocatorTuning {
    static func keepFreedMemoryForTheRun() {
        #if canImport(Glibc)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_TOP_PAD, 32 << 20)
        #endif
    }
}
