/// A part of a view's or guide's alignment rectangle that a constraint relates: `NSLayoutConstraint.Attribute`, with
/// UIKit's raw values (left 1 … centerYWithinMargins 20; `shared/reference/auto-layout.md` §3).
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The case's name, as a layout document and diagnostics spell it.
    public var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// The attribute a name gives (`leadingMargin`); `nil` for any other.
    public init?(name: String) {
        guard let attribute = Self.byName[name] else { return nil }
        self = attribute
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The axis it lies on.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// Whether it is a size (width, height) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Which horizontal positions it may be related to: leading and trailing only with each other and centers, left
    /// and right only with each other and centers (UIKit: mixing leading with left is an error).
    var horizontalFamily: HorizontalFamily? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: .directional
        case .left, .right, .leftMargin, .rightMargin: .absolute
        case .centerX, .centerXWithinMargins: .either
        default: nil
        }
    }

    enum HorizontalFamily {
        case directional, absolute, either
    }

    /// The attribute without its margin: `leadingMargin` → `leading`; itself for one that has none.
    var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The margin form of the attribute: `leading` → `leadingMargin`, `centerX` → `centerXWithinMargins`; itself for one
    /// that has none (a size, a baseline, a margin form).
    package var withMargin: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: self
        }
    }

    /// Whether it is one of the margin forms.
    var isMargin: Bool { withoutMargin != self }

    /// The attribute on screen for `direction`: leading is the left edge in left-to-right layouts and the right in
    /// right-to-left ones, trailing the other way round; left, right and everything else stay as they are.
    func resolved(for direction: UserInterfaceLayoutDirection) -> LayoutAttribute {
        let rightToLeft = direction == .rightToLeft
        switch self {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .leadingMargin: return rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: return rightToLeft ? .leftMargin : .rightMargin
        default: return self
        }
    }
}

/// A layout axis.
public enum Axis: String, Hashable, Sendable {
    case horizontal, vertical
}
