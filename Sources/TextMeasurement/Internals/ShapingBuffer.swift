internal import CHarfBuzz
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The `hb_buffer_t` each thread shapes with: made the first time the thread shapes, emptied and reused for every run
/// after (`hb_buffer_clear_contents`, which keeps its glyph arrays), destroyed when the thread exits.
///
/// A buffer per run (`hb_buffer_create`, `hb_buffer_destroy`) would allocate its arrays again every time, and take and
/// give back a reference to HarfBuzz's one default set of Unicode functions: an atomic write to a cache line that
/// every thread shaping at once would pass back and forth. A buffer left holding a very long text's glyphs is not
/// kept, so a thread holds at most ``keptLength`` glyphs' arrays between runs.
enum ShapingBuffer {
    /// The most glyphs a buffer may hold after a run and still be kept for the next.
    static let keptLength: UInt32 = 1 << 16

    /// Each thread's buffer (`nil` when the key could not be made: then every run has a buffer of its own).
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { buffer in
            if let buffer { hb_buffer_destroy(OpaquePointer(buffer)) }
        }
        return made == 0 ? key : nil
    }()

    /// Calls `body` with an empty buffer, this thread's when it has one. `body` must not shape with this type again
    /// (the buffer is the thread's one).
    static func withBuffer(_ body: (OpaquePointer) -> Void) {
        guard let key else {
            guard let buffer = hb_buffer_create() else { return }
            defer { hb_buffer_destroy(buffer) }
            body(buffer)
            return
        }
        let buffer: OpaquePointer
        if let kept = pthread_getspecific(key) {
            buffer = OpaquePointer(kept)
            hb_buffer_clear_contents(buffer)
        } else {
            guard let made = hb_buffer_create(), hb_buffer_allocation_successful(made) != 0 else { return }
            guard pthread_setspecific(key, UnsafeRawPointer(made)) == 0 else {
                defer { hb_buffer_destroy(made) }
                body(made)
                return
            }
            buffer = made
        }
        body(buffer)
        if hb_buffer_get_length(buffer) > keptLength {
            pthread_setspecific(key, nil)
            hb_buffer_destroy(buffer)
        }
    }
}
