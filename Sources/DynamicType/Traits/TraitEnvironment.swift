import PackageSupport

/// A change of traits, as `traitCollectionDidChange(_:)` receives it.
public struct TraitChange: Hashable, Sendable {
    /// The traits before the change.
    public var previous: TraitCollection
    /// The traits after it.
    public var current: TraitCollection

    /// Whether the content-size category changed — the event `UIContentSizeCategory.didChangeNotification` posts.
    public var contentSizeCategoryChanged: Bool {
        current.hasDifferentContentSizeCategory(from: previous)
    }
}

/// The current traits of a window or app, which tells observers when they change: the job of
/// `UIContentSizeCategory.didChangeNotification` and `traitCollectionDidChange(_:)` off a device.
///
/// Safe to share across tasks: the traits live behind a lock. Observers run on the task that changed the traits,
/// after the lock is released, in the order they were added; an observer may read the environment or change it again.
public final class TraitEnvironment: Sendable {
    private struct State {
        var traits: TraitCollection
        var observers: [(id: UInt64, handler: @Sendable (TraitChange) -> Void)] = []
        var nextID: UInt64 = 0
    }

    private let state: LockedValue<State>

    /// An environment starting with `traits`.
    public init(traits: TraitCollection = TraitCollection()) {
        state = LockedValue(State(traits: traits))
    }

    /// The current traits. Setting them to a different value notifies every observer once.
    public var traits: TraitCollection {
        get { state.withLock { $0.traits } }
        set { update { $0 = newValue } }
    }

    /// Changes the traits in place and notifies observers if they differ afterwards.
    ///
    /// - Returns: The change, or `nil` when nothing changed.
    @discardableResult
    public func update(_ body: (inout TraitCollection) -> Void) -> TraitChange? {
        let (change, handlers) = state.withLock { state -> (TraitChange?, [@Sendable (TraitChange) -> Void]) in
            var traits = state.traits
            body(&traits)
            guard traits != state.traits else { return (nil, []) }
            let change = TraitChange(previous: state.traits, current: traits)
            state.traits = traits
            return (change, state.observers.map(\.handler))
        }
        if let change {
            for handler in handlers { handler(change) }
        }
        return change
    }

    /// Calls `handler` after every change until the returned observation is cancelled or released.
    public func observe(_ handler: @escaping @Sendable (TraitChange) -> Void) -> TraitObservation {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.observers.append((id, handler))
            return id
        }
        return TraitObservation { [weak self] in
            self?.state.withLock { $0.observers.removeAll { $0.id == id } }
        }
    }

    /// The changes from now on, as an asynchronous sequence that ends when the consuming task is cancelled.
    public var changes: AsyncStream<TraitChange> {
        let (stream, continuation) = AsyncStream<TraitChange>.makeStream(bufferingPolicy: .unbounded)
        let observation = observe { continuation.yield($0) }
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}

/// An observer's registration with a ``TraitEnvironment``; the observer stops being called once it is cancelled or
/// released.
public final class TraitObservation: Sendable {
    private let onCancel: LockedValue<(@Sendable () -> Void)?>

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = LockedValue(onCancel)
    }

    /// Stops the observation. Calling it again does nothing.
    public func cancel() {
        let action = onCancel.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }

    deinit {
        cancel()
    }
}
