import DynamicType
import PackageSupport

extension ValueReader where Value == SizeClassPair {
    /// `WIDTH,HEIGHT`: two size classes, `compact` or `regular` (any case), the horizontal first.
    static var sizeClasses: Self {
        let names = ["compact": SizeClass.compact, "regular": .regular]
        let candidates = ["compact,compact", "compact,regular", "regular,compact", "regular,regular"]
        return ValueReader(
            accepted: "a width and a height size class, compact or regular: compact,regular", candidates: candidates,
            text: { text in
                let parts = text.lowercased().split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let horizontal = names[String(parts[0])], let vertical = names[String(parts[1])]
                else { return nil }
                return SizeClassPair(horizontal: horizontal, vertical: vertical)
            })
    }
}

/// A horizontal and a vertical size class, as `--size-classes` gives them.
struct SizeClassPair: Sendable {
    var horizontal: SizeClass
    var vertical: SizeClass
}
