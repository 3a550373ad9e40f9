/// A value read under a shared lock and written under an exclusive one (a `pthread_rwlock_t`), for caches that are
/// read far more often than they are filled: readers on several threads hold it at once, where a ``LockedValue`` makes
/// each wait for the others (a batch measured on several cores, every shaping in one variable font reading the same
/// face's instances, would wait there).
///
/// A pthread lock for the reason ``Lock`` is one: ThreadSanitizer intercepts `pthread_rwlock_rdlock` and
/// `pthread_rwlock_wrlock`, so the value is checked like any other.
///
/// `public` in a target that is no product, as ``Lock`` (why there).
public final class ReadWriteLockedValue<Value> {
    /// Heap-allocated: a `pthread_rwlock_t` must not move.
    @usableFromInline let lock = PThreads.makeReadWriteLock()
    /// Read inside ``read(_:)``, written inside ``write(_:)`` only.
    @usableFromInline var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    deinit {
        PThreads.destroy(lock)
    }

    /// Runs `body` with the value while holding the lock shared: other readers may hold it too, no writer can.
    /// Not reentrant with ``write(_:)``: `body` must not write the same value.
    @inlinable
    public func read<Result, Failure: Error>(_ body: (Value) throws(Failure) -> Result) throws(Failure) -> Result {
        PThreads.lockForReading(lock)
        defer { PThreads.unlock(lock) }
        return try body(value)
    }

    /// Runs `body` with the value while holding the lock alone. Not reentrant: `body` must not take the same lock.
    @inlinable
    public func write<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        PThreads.lockForWriting(lock)
        defer { PThreads.unlock(lock) }
        return try body(&value)
    }
}

/// `@unchecked`: the value is only reached through ``ReadWriteLockedValue/read(_:)`` and
/// ``ReadWriteLockedValue/write(_:)``, under the lock, and it is itself `Sendable`.
extension ReadWriteLockedValue: @unchecked Sendable where Value: Sendable {}
