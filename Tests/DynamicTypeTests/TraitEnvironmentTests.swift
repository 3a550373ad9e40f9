import DynamicType
import Foundation
import Testing

/// A value behind an `NSLock`, for the tests' own bookkeeping.
///
/// Not `Synchronization.Mutex`: on Linux ThreadSanitizer does not see that lock (it lives in the uninstrumented
/// `libswiftSynchronization` and waits on futexes), so every access inside `withLock` from two threads is reported as
/// a race. `NSLock` is a pthread mutex, which ThreadSanitizer models.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Collects what an observer is called with, from any task.
final class ChangeLog: Sendable {
    private let changes = Locked<[TraitChange]>([])

    func record(_ change: TraitChange) {
        changes.withLock { $0.append(change) }
    }

    var all: [TraitChange] { changes.withLock { $0 } }
    var count: Int { changes.withLock { $0.count } }
}

@Suite("TraitEnvironment")
struct TraitEnvironmentTests {
    let large = TraitCollection(preferredContentSizeCategory: .large)
    let ax1 = TraitCollection(preferredContentSizeCategory: .accessibility1)

    @Test("starts with the traits it is given, unspecified by default")
    func initial() {
        #expect(TraitEnvironment().traits == TraitCollection())
        #expect(TraitEnvironment(traits: ax1).traits == ax1)
    }

    @Test("an observer is called once per change with the previous and current traits")
    func observer() {
        let environment = TraitEnvironment(traits: large)
        let log = ChangeLog()
        let observation = environment.observe { log.record($0) }
        environment.traits = ax1
        environment.update { $0.horizontalSizeClass = .compact }
        var compactAX1 = ax1
        compactAX1.horizontalSizeClass = .compact
        #expect(log.all.map(\.previous) == [large, ax1])
        #expect(log.all.map(\.current) == [ax1, compactAX1])
        #expect(log.all.map(\.contentSizeCategoryChanged) == [true, false])
        #expect(environment.traits == compactAX1)
        observation.cancel()
    }

    @Test("setting the same traits, or an update that changes nothing, calls no observer")
    func noOp() {
        let environment = TraitEnvironment(traits: large)
        let log = ChangeLog()
        let observation = environment.observe { log.record($0) }
        environment.traits = large
        #expect(environment.update { $0.preferredContentSizeCategory = .large } == nil)
        #expect(environment.update { $0.displayScale = 2; $0.displayScale = 0 } == nil)
        #expect(log.count == 0)
        let change = environment.update { $0.displayScale = 2 }
        #expect(change?.previous == large)
        #expect(change?.current == TraitCollection(preferredContentSizeCategory: .large, displayScale: 2))
        #expect(log.count == 1)
        withExtendedLifetime(observation) {}
    }

    @Test("observers are called in the order they were added")
    func order() {
        let environment = TraitEnvironment()
        let calls = Locked<[String]>([])
        let first = environment.observe { _ in calls.withLock { $0.append("first") } }
        let second = environment.observe { _ in calls.withLock { $0.append("second") } }
        environment.traits = ax1
        #expect(calls.withLock { $0 } == ["first", "second"])
        withExtendedLifetime((first, second)) {}
    }

    @Test("cancel() stops the calls; cancelling twice is harmless")
    func cancel() {
        let environment = TraitEnvironment(traits: large)
        let log = ChangeLog()
        let other = ChangeLog()
        let observation = environment.observe { log.record($0) }
        let kept = environment.observe { other.record($0) }
        environment.traits = ax1
        observation.cancel()
        observation.cancel()
        environment.traits = large
        #expect(log.count == 1)
        #expect(other.count == 2)
        withExtendedLifetime(kept) {}
    }

    @Test("releasing the observation stops the calls")
    func release() {
        let environment = TraitEnvironment(traits: large)
        let log = ChangeLog()
        var observation: TraitObservation? = environment.observe { log.record($0) }
        environment.traits = ax1
        #expect(observation != nil)
        observation = nil
        environment.traits = large
        #expect(log.count == 1)
    }

    @Test("an observation outliving its environment can still be cancelled")
    func outlivesEnvironment() {
        var environment: TraitEnvironment? = TraitEnvironment()
        let observation = environment?.observe { _ in }
        environment = nil
        observation?.cancel()
        #expect(environment == nil)
    }

    @Test("an observer may read and change the environment again")
    func reentrant() {
        let environment = TraitEnvironment(traits: large)
        let log = ChangeLog()
        // Limit the category to AX3, as a view with maximumContentSizeCategory would.
        let limiter = environment.observe { change in
            if let category = change.current.preferredContentSizeCategory, category > .accessibility3 {
                #expect(environment.traits == change.current)
                environment.update { $0.preferredContentSizeCategory = .accessibility3 }
            }
        }
        let observation = environment.observe { log.record($0) }
        environment.traits = TraitCollection(preferredContentSizeCategory: .accessibility5)
        #expect(environment.traits.preferredContentSizeCategory == .accessibility3)
        #expect(Set(log.all.map(\.current.preferredContentSizeCategory)) == [.accessibility5, .accessibility3])
        #expect(log.count == 2)
        withExtendedLifetime((limiter, observation)) {}
    }

    @Test("changes yields each change as an async sequence")
    func changesStream() async {
        let environment = TraitEnvironment(traits: large)
        var iterator = environment.changes.makeAsyncIterator()
        environment.traits = large  // no change: nothing yielded
        environment.traits = ax1
        environment.update { $0.displayScale = 3 }
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.previous == large)
        #expect(first?.current == ax1)
        #expect(second?.previous == ax1)
        #expect(second?.current == TraitCollection(preferredContentSizeCategory: .accessibility1, displayScale: 3))
    }

    @Test("changes ends when its consuming task is cancelled", .timeLimit(.minutes(1)))
    func changesEnds() async {
        let environment = TraitEnvironment(traits: large)
        let stream = environment.changes
        let consumer = Task {
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        environment.traits = ax1
        consumer.cancel()
        let count = await consumer.value
        #expect(count <= 1)
    }

    @Test("under concurrent updates, observers are called exactly once per real change")
    func concurrent() async {
        let environment = TraitEnvironment(traits: large)
        let first = ChangeLog()
        let second = Locked(0)
        let observations = [
            environment.observe { first.record($0) },
            environment.observe { change in
                #expect(change.previous != change.current)
                second.withLock { $0 += 1 }
            },
        ]
        let categories = ContentSizeCategory.allCases
        let realChanges = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var changed = 0
                    for step in 0..<1_000 {
                        // Some updates repeat the current value and must not count.
                        let category = categories[(task + step / 3) % categories.count]
                        let change = environment.update {
                            $0.preferredContentSizeCategory = category
                            if step.isMultiple(of: 7) { $0.horizontalSizeClass = task.isMultiple(of: 2) ? .compact : .regular }
                        }
                        if change != nil { changed += 1 }
                        // An update that changes nothing is never a change, however the tasks interleave.
                        #expect(environment.update { _ in } == nil)
                        _ = environment.traits.preferredContentSizeCategory
                    }
                    return changed
                }
            }
            return await group.reduce(0, +)
        }
        #expect(realChanges > 0)
        #expect(realChanges <= 8_000)
        #expect(first.count == realChanges)
        #expect(second.withLock { $0 } == realChanges)
        #expect(first.all.allSatisfy { $0.previous != $0.current })
        withExtendedLifetime(observations) {}
    }
}
