/// What the `typescale` process does for itself around a command, and nothing does when a test or a host calls the
/// command in process (``TypeScaleCLI/run(_:streamingAnswers:process:)``): settings that are the whole process's, such
/// as its allocator's, and leaving memory for the process's exit to free.
public struct ProcessHooks: Sendable {
    /// Called once an audit knows it measures many texts: the process's allocator set for a run that allocates and
    /// frees a little per text on every thread.
    public var willMeasureMany: @Sendable () -> Void
    /// Called once a batch of requests is about to be answered: as ``willMeasureMany``, and the main heap readied for
    /// a batch's memo and caches.
    public var willAnswerBatch: @Sendable () -> Void
    /// Called on each thread a batch measures on, as it starts a block.
    public var threadWillMeasure: (@Sendable () -> Void)?
    /// Whether what a layout made may be left for the process's exit to free, rather than released object by object
    /// just before the process ends.
    public var leavesMemoryToExit: Bool

    /// Hooks that do these things.
    public init(
        willMeasureMany: @escaping @Sendable () -> Void, willAnswerBatch: @escaping @Sendable () -> Void,
        threadWillMeasure: (@Sendable () -> Void)?, leavesMemoryToExit: Bool
    ) {
        self.willMeasureMany = willMeasureMany
        self.willAnswerBatch = willAnswerBatch
        self.threadWillMeasure = threadWillMeasure
        self.leavesMemoryToExit = leavesMemoryToExit
    }

    /// Nothing done: a command called in process.
    public static let none = ProcessHooks(
        willMeasureMany: {}, willAnswerBatch: {}, threadWillMeasure: nil, leavesMemoryToExit: false)
}
