internal import CHarfBuzz
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The HarfBuzz shape plans each thread has shaped with, by font and segment properties, so that shaping a run
/// executes the thread's plan (`hb_shape_plan_execute`) rather than asking the face for it on every run.
///
/// `hb_shape` is `hb_shape_plan_create_cached2` (the face's cached plan for the properties, the font's variation
/// coordinates and no features), `hb_shape_plan_execute`, `hb_shape_plan_destroy` (HarfBuzz's `hb-shape.cc`); a plan
/// kept here is the one `hb_shape_plan_create_cached2` returned, so the glyphs are the same. What it saves: finding the
/// plan compares the properties stored beside the plan's reference count, and every `hb_shape` takes and gives back a
/// reference — two atomic writes to that cache line. With that look-up and reference per run, threads shaping in one
/// face would pass the plan's cache line back and forth, and a batch on several cores would spend processor time on it
/// that one thread does not.
///
/// A thread keeps at most ``keptCount`` plans (more are let go all at once) and lets them go when it exits. Fonts are
/// told apart by ``HarfBuzzFont/serial``, never reused, so a plan kept for a font that is gone is never executed
/// again; letting it go later is safe, as HarfBuzz keeps only an unowned pointer to a plan's face
/// (`face_unsafe`) and destroying a plan frees only the plan's own memory.
enum ShapePlans {
    /// The most plans a thread keeps.
    static let keptCount = 64

    /// What a plan is for: a font and the buffer's segment properties.
    private struct Key: Equatable {
        var font: UInt64
        var direction: UInt32
        var script: UInt32
        /// The `hb_language_t`, interned by HarfBuzz for the life of the process.
        var language: UInt
    }

    /// One thread's plans, each holding a reference, all given back when it is let go. (A list searched in order: a
    /// thread shapes with a few fonts and scripts, and a dictionary keyed by a type of our own costs the runtime a
    /// search of every protocol conformance the first time.)
    private final class Kept {
        var plans: [(key: Key, plan: OpaquePointer)] = []

        func removeAll() {
            for (_, plan) in plans { hb_shape_plan_destroy(plan) }
            plans.removeAll()
        }

        deinit { removeAll() }
    }

    /// Each thread's plans (`nil` when the key could not be made: then every run is shaped with `hb_shape`).
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { kept in
            if let kept { Unmanaged<Kept>.fromOpaque(kept).release() }
        }
        return made == 0 ? key : nil
    }()

    /// Shapes `buffer`, whose segment properties are set, in `font` (whose ``HarfBuzzFont/serial`` is `serial`), as
    /// `hb_shape(font, buffer, nil, 0)` does, with this thread's plan for them.
    static func shape(_ buffer: OpaquePointer, in font: OpaquePointer, serial: UInt64) {
        guard let key else { return hb_shape(font, buffer, nil, 0) }
        var properties = hb_segment_properties_t()
        hb_buffer_get_segment_properties(buffer, &properties)
        let planKey = Key(
            font: serial, direction: properties.direction.rawValue, script: properties.script.rawValue,
            language: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(properties.language))))
        let kept: Kept
        if let stored = pthread_getspecific(key) {
            kept = Unmanaged<Kept>.fromOpaque(stored).takeUnretainedValue()
        } else {
            let made = Unmanaged.passRetained(Kept())
            guard pthread_setspecific(key, made.toOpaque()) == 0 else {
                made.release()
                return hb_shape(font, buffer, nil, 0)
            }
            kept = made.takeUnretainedValue()
        }
        if let known = kept.plans.first(where: { $0.key == planKey }) {
            hb_shape_plan_execute(known.plan, font, buffer, nil, 0)
            return
        }
        var coordinateCount: UInt32 = 0
        let coordinates = hb_font_get_var_coords_normalized(font, &coordinateCount)
        guard
            let plan = hb_shape_plan_create_cached2(
                hb_font_get_face(font), &properties, nil, 0, coordinates, coordinateCount, nil)
        else { return hb_shape(font, buffer, nil, 0) }
        if kept.plans.count >= keptCount { kept.removeAll() }
        kept.plans.append((planKey, plan))
        hb_shape_plan_execute(plan, font, buffer, nil, 0)
    }
}
