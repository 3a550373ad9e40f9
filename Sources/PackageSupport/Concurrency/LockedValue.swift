/// A value reachable only under a ``Lock``, as swift-nio's `NIOLockedValueBox`.
/// `public`, as ``Lock`` is (why there).
public final class LockedValue<Value> {
    @usableFromInline let lock = Lock()
    /// Read and written only inside ``withLock(_:)``.
    @usableFromInline var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock. Not reentrant: `body` must not take the same lock.
    /// `@inlinable`: specialised for each value type where it is used.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }
}

/// `@unchecked`: the value is only reached through ``LockedValue/withLock(_:)``, under the lock, and it is itself
/// `Sendable`, so what `withLock` hands out may cross threads.
extension LockedValue: @unchecked Sendable where Value: Sendable {}
