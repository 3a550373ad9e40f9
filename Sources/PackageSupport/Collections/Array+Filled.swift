extension Array {
    /// `count` copies of `value`: the array `init(repeating:count:)` makes, made through code specialized for the
    /// element type.
    ///
    /// From another module, the standard library's `init(repeating:count:)` allocates through
    /// `_allocateBufferUninitialized(minimumCapacity:)`, which is not inlinable, so it runs unspecialized: every call
    /// looks `_ContiguousArrayStorage<Element>` up in the Swift runtime's metadata cache (with two atomic updates of
    /// the cache's reader count, which every thread of a `--jobs` batch writes), then fills the elements one by one
    /// through the generic path. `init(_:)` from `repeatElement(_:count:)` is inlinable all the way down and allocates
    /// with the element type known. Measuring a string makes a dozen such arrays.
    @inlinable
    package init(filledWith value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }
}
