import PackageSupport

/// What a paragraph works out after shaping, kept with it: the widths of ranges shaped again, its ellipsis, and its
/// line-break opportunities once a line of it must be broken. Behind
/// one of 16 locks shared by all paragraphs (chosen by the object's address): the work under a lock is one dictionary
/// read or write, and a lock per paragraph would cost each cached paragraph an allocated mutex; 16 keep tasks
/// measuring different texts from waiting on each other.
///
/// `@unchecked Sendable`: `values`, `ellipsis` and `opportunities` are only read and written while holding ``lock``,
/// which never changes.
final class ParagraphMemo: @unchecked Sendable {
    private static let locks = (0..<16).map { _ in Lock() }
    private var values: [Range<Int>: Double] = [:]
    /// `nil`: not shaped yet; `.some(nil)`: could not be shaped.
    private var ellipsis: ShapedParagraph??
    private var opportunities: [Int]?

    private var lock: Lock {
        Self.locks[Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(self)) >> 4) & 15]
    }

    func ems(_ range: Range<Int>) -> Double? {
        lock.withLock { values[range] }
    }

    func remember(_ ems: Double, for range: Range<Int>, capacity: Int) {
        lock.withLock {
            if values.count < capacity { values[range] = ems }
        }
    }

    /// The line-break opportunities, found by `find` the first time (outside the lock; two tasks may both find them,
    /// one is kept).
    func breakOpportunities(_ find: () -> [Int]) -> [Int] {
        if let known = lock.withLock({ opportunities }) { return known }
        let found = find()
        return lock.withLock {
            if let known = opportunities { return known }
            opportunities = found
            return found
        }
    }

    /// The ellipsis, made by `make` the first time (outside the lock; two tasks may both make it, one is kept).
    func ellipsis(_ make: () -> ShapedParagraph?) -> ShapedParagraph? {
        if let known = lock.withLock({ ellipsis }) { return known }
        let made = make()
        return lock.withLock {
            if let known = ellipsis { return known }
            ellipsis = .some(made)
            return made
        }
    }
}
