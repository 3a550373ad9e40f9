import DynamicType
import PackageSupport

/// The fallback face chosen for each one-scalar cluster, remembered per context (the face it falls back from, the
/// weight and the language), so that text a face lacks — every character of a Chinese text set in a Latin font — costs
/// one dictionary look-up per character once its font is known.
///
/// Without it each such cluster would build a string, ask the ``FontMatcher`` (its decision cache is keyed by the
/// scalars, the family and the language, all hashed as strings) and look the matched file up among the loaded faces:
/// a large part of shaping such text. A context is numbered once per paragraph; a cluster's key is that number,
/// whether it is shown as an emoji, and its scalar. Clusters of several scalars go the long way.
///
/// The answers are the matcher's own, so a remembered face is what asking again would give. At most ``capacity``
/// faces are kept, in ``shardCount`` shards by scalar, each with its own lock (a text with many fallback clusters
/// measured on several threads takes one of them per cluster) and an equal share, dropped all at once when full;
/// numbers are never reused, so a paragraph holding a number from before a ``removeAll()`` still finds only its own
/// context's faces.
final class FallbackFaceCache: Sendable {
    /// What a fallback depends on besides the cluster.
    struct Context: Hashable, Sendable {
        var path: String
        var faceIndex: Int
        var weight: FontWeight
        var language: String?
    }

    private struct Contexts {
        var numbers: [Context: UInt32] = [:]
        var next: UInt32 = 0
    }

    /// The most faces remembered.
    static let capacity = 65_536
    /// How many shards the faces are kept in (a power of two: a cluster's shard is its scalar's low bits).
    static let shardCount = 8

    private let contexts = ReadWriteLockedValue(Contexts())
    /// Context number << 33 | emoji << 32 | scalar → the face (`nil`: no font has it), by the scalar's low bits.
    private let shards = (0..<FallbackFaceCache.shardCount).map { _ in ReadWriteLockedValue([UInt64: FontFace?]()) }

    /// The number of a context, assigned the first time it is seen.
    func number(of context: Context) -> UInt32 {
        if let known = contexts.read({ $0.numbers[context] }) { return known }
        return contexts.write { state in
            if let known = state.numbers[context] { return known }
            if state.numbers.count >= Self.capacity { state.numbers.removeAll() }
            let number = state.next
            state.next &+= 1
            state.numbers[context] = number
            return number
        }
    }

    /// The face for a one-scalar cluster in a context: remembered, or chosen by `choose` and then remembered.
    func face(
        for scalar: Unicode.Scalar, emoji: Bool, context: UInt32, choose: () -> FontFace?
    ) -> FontFace? {
        let key = UInt64(context) << 33 | (emoji ? 1 << 32 : 0) | UInt64(scalar.value)
        let shard = shards[Int(scalar.value) & (Self.shardCount - 1)]
        if let known = shard.read({ $0[key] }) { return known }
        let face = choose()
        shard.write { faces in
            if faces.count >= Self.capacity / Self.shardCount { faces.removeAll() }
            faces[key] = .some(face)
        }
        return face
    }

    /// Forgets every face (context numbers keep counting).
    func removeAll() {
        contexts.write { $0.numbers.removeAll() }
        for shard in shards { shard.write { $0.removeAll() } }
    }
}
