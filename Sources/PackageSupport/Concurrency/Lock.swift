/// A `pthread_mutex_t`: the lock of this package, shared by its modules; as swift-nio's `NIOLock`.
///
/// Not the standard library's `Synchronization.Mutex`: on Linux its contended path (a futex wait inside the
/// uninstrumented `libswiftSynchronization.so`) is invisible to ThreadSanitizer, which then reports "Swift access
/// race" on correctly locked state (Swift 6.3.1: eight tasks updating one `Mutex<[Int: Int]>` reproduce it on every
/// run; the same with a pthread mutex runs clean). ThreadSanitizer intercepts `pthread_mutex_lock`, so this lock is
/// checked like any other, and `swift test --sanitize=thread` can find real races.
///
/// `@unchecked Sendable`: its only state is the mutex, which exists to be shared across threads.
///
/// `public` in a target that is no product, not `package`: Swift 6.3 does not inline a `package` function into another
/// module even when it is `@inlinable` (a two-module test: the `package` method is called, the same method `public`
/// is inlined), and every cached measurement takes locks.
public final class Lock: @unchecked Sendable {
    /// Heap-allocated: a `pthread_mutex_t` must not move.
    @usableFromInline let mutex = PThreads.makeMutex()

    /// An unlocked lock.
    public init() {}

    deinit {
        PThreads.destroy(mutex)
    }

    /// Runs `body` while holding the lock. Not reentrant: `body` must not take the same lock.
    ///
    /// `@inlinable`, as ``LockedValue/withLock(_:)``: specialised where it is used, in the other modules too (a generic
    /// call across modules looks up type metadata at run time — a shared table — on every call).
    @inlinable public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        PThreads.lock(mutex)
        defer { PThreads.unlock(mutex) }
        return try body()
    }
}
