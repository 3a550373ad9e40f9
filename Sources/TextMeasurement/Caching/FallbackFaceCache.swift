import DynamicType
import PackageSupport

/// The fallback face chosen for each one-scalar cluster, remembered per context (the face it falls back from, the
/// weight and the language), so that text a face lacks — every character of a Chinese text set in a Latin font — costs
/// one dictionary look-up per character once its font is known.
///
/// Without it each such cluster built a string, asked the ``FontMatcher`` (its decision cache is keyed by the scalars,
/// the family and the language, all hashed as strings) and looked the matched file up among the loaded faces: a fifth
/// of shaping such text. A context is numbered once per paragraph; a cluster's key is that number, whether it is shown
/// as an emoji, and its scalar. Clusters of several scalars go the long way.
///
/// The answers are the matcher's own, so a remembered face is what asking again would give. At most ``capacity``
/// faces are kept (then they are all dropped); numbers are never reused, so a paragraph holding a number from before a
/// ``removeAll()`` still finds only its own context's faces.
final class FallbackFaceCache: Sendable {
    /// What a fallback depends on besides the cluster.
    struct Context: Hashable, Sendable {
        var path: String
        var faceIndex: Int
        var weight: FontWeight
        var language: String?
    }

    private struct State {
        var contexts: [Context: UInt32] = [:]
        var nextContext: UInt32 = 0
        /// Context number << 33 | emoji << 32 | scalar → the face (`nil`: no font has it).
        var faces: [UInt64: FontFace?] = [:]
    }

    /// The most faces remembered.
    static let capacity = 65_536

    private let state = LockedValue(State())

    /// The number of a context, assigned the first time it is seen.
    func number(of context: Context) -> UInt32 {
        state.withLock { state in
            if let known = state.contexts[context] { return known }
            if state.contexts.count >= Self.capacity { state.contexts.removeAll() }
            let number = state.nextContext
            state.nextContext &+= 1
            state.contexts[context] = number
            return number
        }
    }

    /// The face for a one-scalar cluster in a context: remembered, or chosen by `choose` and then remembered.
    func face(
        for scalar: Unicode.Scalar, emoji: Bool, context: UInt32, choose: () -> FontFace?
    ) -> FontFace? {
        let key = UInt64(context) << 33 | (emoji ? 1 << 32 : 0) | UInt64(scalar.value)
        if let known = state.withLock({ $0.faces[key] }) { return known }
        let face = choose()
        state.withLock { state in
            if state.faces.count >= Self.capacity { state.faces.removeAll() }
            state.faces[key] = .some(face)
        }
        return face
    }

    /// Forgets every face (context numbers keep counting).
    func removeAll() {
        state.withLock { state in
            state.contexts.removeAll()
            state.faces.removeAll()
        }
    }
}
