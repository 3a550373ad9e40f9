extension LayoutConstraint {
    /// How the views of a visual format line up across its axis, and which way a horizontal format runs:
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values (UIKit's `NSLayoutConstraint.h`: each alignment is
    /// `1 << attribute`, so `alignAllLeft` is `1 << 1`; the direction is the two bits from bit 16).
    ///
    /// An alignment relates the views of the format to each other, never to the superview, across the format's
    /// orientation: `H:[a]-[b]` with `.alignAllTop` makes `a.top == b.top`. It must be perpendicular to the
    /// orientation — `H:` takes top, bottom, centerY and the baselines, `V:` left, right, leading, trailing and
    /// centerX (the split of "Alignment Options in Auto Layout", scottr.org, 2013, into options for vertical and for
    /// horizontal formats); any other is an error. Alignments combine (`[.alignAllTop, .alignAllBottom]`).
    ///
    /// A direction chooses the attributes an `H:` format relates (`V:` formats ignore it). Apple: leading to trailing
    /// "arrange[s] objects in order based on the normal text flow for the current user interface language" (leading
    /// and trailing, which the engine flips for right-to-left layouts); left to right and right to left arrange them
    /// "in order from left to right" and "from right to left" whatever the language (left and right)
    /// (`NSLayoutConstraint.FormatOptions` documentation). At most one direction may be given.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// UIKit's bits: `NSLayoutConstraint.FormatOptions`' raw values.
        public let rawValue: UInt

        /// The options of these bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        private init(aligning attribute: LayoutAttribute) {
            self.init(rawValue: 1 << UInt(attribute.rawValue))
        }

        // MARK: Alignment

        /// Aligns the views' left edges (`V:` formats).
        public static let alignAllLeft = FormatOptions(aligning: .left)
        /// Aligns the views' right edges (`V:` formats).
        public static let alignAllRight = FormatOptions(aligning: .right)
        /// Aligns the views' top edges (`H:` formats).
        public static let alignAllTop = FormatOptions(aligning: .top)
        /// Aligns the views' bottom edges (`H:` formats).
        public static let alignAllBottom = FormatOptions(aligning: .bottom)
        /// Aligns the views' leading edges (`V:` formats).
        public static let alignAllLeading = FormatOptions(aligning: .leading)
        /// Aligns the views' trailing edges (`V:` formats).
        public static let alignAllTrailing = FormatOptions(aligning: .trailing)
        /// Aligns the views' horizontal centers (`V:` formats).
        public static let alignAllCenterX = FormatOptions(aligning: .centerX)
        /// Aligns the views' vertical centers (`H:` formats).
        public static let alignAllCenterY = FormatOptions(aligning: .centerY)
        /// Aligns the views' last baselines (`H:` formats).
        public static let alignAllLastBaseline = FormatOptions(aligning: .lastBaseline)
        /// Aligns the views' first baselines (`H:` formats).
        public static let alignAllFirstBaseline = FormatOptions(aligning: .firstBaseline)
        /// The bits that hold alignments: `0xFFFF`, as UIKit's.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        // MARK: Direction

        /// `H:` formats relate leading and trailing edges: the default (raw value 0, so every set contains it).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// `H:` formats relate left and right edges, the first view leftmost.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// `H:` formats relate left and right edges, the first view rightmost.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction: `0x3 << 16`, as UIKit's.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// The attributes to align, in raw-value order.
        var alignedAttributes: [LayoutAttribute] {
            Self.alignable.filter { contains(FormatOptions(aligning: $0)) }
        }

        /// Every attribute an alignment option can name.
        static let alignable: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
        ]

        /// The bits that are neither an alignment this type names nor a direction (`nil` when there are none).
        var unknownBits: UInt? {
            let known = Self.alignable.reduce(Self.directionMask.rawValue) { $0 | FormatOptions(aligning: $1).rawValue }
            let unknown = rawValue & ~known
            return unknown == 0 ? nil : unknown
        }
    }
}
