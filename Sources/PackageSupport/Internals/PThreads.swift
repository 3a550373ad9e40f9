#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX threads calls of ``Lock`` and ``ReadWriteLockedValue``: a mutex and a read-write lock, each made on the
/// heap (a pthread lock must not move) and destroyed by its owner's `deinit`.
///
/// Every call fails only for a lock that is not initialized, already held by the thread, or would deadlock: programmer
/// errors, so a failure stops the program naming the call and its status.
@usableFromInline enum PThreads {
    @usableFromInline typealias Mutex = pthread_mutex_t
    @usableFromInline typealias ReadWriteLock = pthread_rwlock_t

    static func makeMutex() -> UnsafeMutablePointer<Mutex> {
        let mutex = UnsafeMutablePointer<Mutex>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        check(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
        return mutex
    }

    static func destroy(_ mutex: UnsafeMutablePointer<Mutex>) {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable static func lock(_ mutex: UnsafeMutablePointer<Mutex>) {
        check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
    }

    @inlinable static func unlock(_ mutex: UnsafeMutablePointer<Mutex>) {
        pthread_mutex_unlock(mutex)
    }

    static func makeReadWriteLock() -> UnsafeMutablePointer<ReadWriteLock> {
        let lock = UnsafeMutablePointer<ReadWriteLock>.allocate(capacity: 1)
        lock.initialize(to: pthread_rwlock_t())
        check(pthread_rwlock_init(lock, nil), "pthread_rwlock_init")
        return lock
    }

    static func destroy(_ lock: UnsafeMutablePointer<ReadWriteLock>) {
        pthread_rwlock_destroy(lock)
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    @inlinable static func lockForReading(_ lock: UnsafeMutablePointer<ReadWriteLock>) {
        check(pthread_rwlock_rdlock(lock), "pthread_rwlock_rdlock")
    }

    @inlinable static func lockForWriting(_ lock: UnsafeMutablePointer<ReadWriteLock>) {
        check(pthread_rwlock_wrlock(lock), "pthread_rwlock_wrlock")
    }

    @inlinable static func unlock(_ lock: UnsafeMutablePointer<ReadWriteLock>) {
        pthread_rwlock_unlock(lock)
    }

    @inlinable static func check(_ status: Int32, _ call: StaticString) {
        precondition(status == 0, "\(call) failed with \(status)")
    }
}
