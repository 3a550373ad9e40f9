#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// How the `typescale` process asks glibc's allocator to keep freed memory, and to back its heaps with huge pages,
/// for a run that measures many texts (`main.swift` hands these to the commands; nothing calls them in process).
///
/// Measuring allocates and frees a little per string, on every thread. By default glibc gives the top of a heap back
/// to the system once more than 128 KB of it is free (`M_TRIM_THRESHOLD`) and grows it by the smallest step
/// (`M_TOP_PAD`, 128 KB), so the same pages would be returned and faulted in again over and over; those page faults
/// take the process's memory-map lock, which the measuring threads share. An audit or a batch is a process that ends
/// when it is done, so it keeps up to 256 MB of freed memory and grows its heaps 32 MB at a time (Benchmarks/README.md
/// has the figures).
enum AllocatorTuning {
    static func keepFreedMemoryForTheRun() {
        #if canImport(Glibc)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_TOP_PAD, 32 << 20)
        #endif
    }

    /// How much the main heap grows at once when it is advised as huge pages: 128 MB, more than a batch's memo
    /// (32 MiB), its cache of shaped paragraphs (some 35 MB when full) and its fonts take together, so that a large
    /// batch's heap is huge pages throughout. Only what is written takes memory, in 2 MB pages.
    static let hugePageHeapSize = 128 << 20

    /// ``keepFreedMemoryForTheRun()``, blocks up to 32 MB from the heap rather than mappings of their own
    /// (`M_MMAP_THRESHOLD`), and the main heap's next ``hugePageHeapSize`` bytes advised to the kernel as transparent
    /// huge pages (`madvise(MADV_HUGEPAGE)`, what glibc's own `glibc.malloc.hugetlb=1` tunable does, which can only be
    /// set in the environment before the process starts) from its first 2 MB boundary on; the part below that boundary
    /// is written in one call (`madvise(MADV_POPULATE_WRITE)`).
    ///
    /// Every 4 KB page a process first writes costs a page fault, and a cold batch writes a few megabytes of fresh
    /// heap (FreeType alone allocates 2.4 MB to open a CJK font): as 2 MB pages, a few hundred faults fewer, a tenth
    /// of a short batch's run (Benchmarks/README.md has the figures). Only the main thread's heap is advised here (a worker thread's arena is mapped by glibc as it needs one: see
    /// ``backThreadHeapWithHugePages()``); the kernel falls back to small pages where it has no huge page to give, and
    /// ignores the advice when transparent huge pages are off.
    static func backMainHeapWithHugePages() {
        #if canImport(Glibc)
        keepFreedMemoryForTheRun()
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        // Make the heap's next growth now, by ``hugePageHeapSize``, so that it can be advised: a block larger than
        // the free space at the heap's top (`keepcost`), passed to a function the optimizer cannot see through.
        _ = mallopt(M_TOP_PAD, Int32(hugePageHeapSize))
        let before = Int(bitPattern: sbrk(0))
        let block = malloc(Int(mallinfo2().keepcost) + 4096)
        _ = malloc_usable_size(block)
        free(block)
        let after = Int(bitPattern: sbrk(0))
        keepFreedMemoryForTheRun()  // (later growths by its step again)
        let hugePage = 2 << 20
        let start = (before + hugePage - 1) / hugePage * hugePage
        let end = after / hugePage * hugePage
        guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(address, end - start, MADV_HUGEPAGE)
        // The growth below the first 2 MB boundary cannot be a huge page (where the heap starts is random: up to 2 MB
        // of it, 1 MB on average) and is the next memory the run writes. It is written in one call instead of a fault
        // a page (MADV_POPULATE_WRITE, Linux 5.14; older kernels refuse it and the pages fault as before).
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = (before + page - 1) / page * page
        if start > first, let below = UnsafeMutableRawPointer(bitPattern: first) {
            _ = madvise(below, start - first, MADV_POPULATE_WRITE)
        }
        #endif
    }

    /// The heap of the calling thread's arena advised as transparent huge pages, when the thread allocates from an
    /// arena of its own: each thread measuring a block of a `--jobs` batch calls it (a system call a block).
    ///
    /// glibc gives each thread that allocates, but the first, an arena of its own (up to eight a core), whose memory
    /// is a heap of its own: a mapping of 64 MB aligned to 64 MB (`HEAP_MAX_SIZE`, twice the largest mmap threshold on
    /// a 64-bit system; `heap_for_ptr` in glibc's `malloc/arena.c`), made writable as the arena grows. A block the
    /// thread allocates lies in that heap, so the heap is the 64 MB around it; a block of the main arena lies below the
    /// program break, and nothing is done. Without it, with `--jobs 2` the second thread's half of the answers and
    /// shaped paragraphs would take a page fault a page.
    static func backThreadHeapWithHugePages() {
        #if canImport(Glibc)
        guard let block = malloc(1) else { return }
        defer { free(block) }
        let address = Int(bitPattern: block), heapSize = 64 << 20
        guard malloc_usable_size(block) > 0, address >= Int(bitPattern: sbrk(0)) else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: address & ~(heapSize - 1)), heapSize, MADV_HUGEPAGE)
        #endif
    }
}
