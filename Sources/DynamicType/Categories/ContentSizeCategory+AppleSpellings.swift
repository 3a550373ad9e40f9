/// SwiftUI's name for the categories: ``ContentSizeCategory`` with `DynamicTypeSize`'s case names as members
/// (`.xSmall`, `.xxxLarge`, `.accessibility5`), for code written against SwiftUI. (Where SwiftUI is imported too, say
/// `DynamicType.DynamicTypeSize`.)
///
/// Source: developer.apple.com/documentation/swiftui/dynamictypesize.
public typealias DynamicTypeSize = ContentSizeCategory

/// Both of Apple's spellings as members: the cases are UIKit's below the accessibility sizes (`extraExtraExtraLarge`)
/// and SwiftUI's from AX1 (`accessibility1`); these are the other API's names for the same categories, so code written
/// for either compiles unchanged.
///
/// Source: developer.apple.com/documentation/uikit/uicontentsizecategory and …/swiftui/dynamictypesize.
extension ContentSizeCategory {
    /// SwiftUI's `.xSmall`: ``extraSmall``.
    public static let xSmall = extraSmall
    /// SwiftUI's `.xLarge`: ``extraLarge``.
    public static let xLarge = extraLarge
    /// SwiftUI's `.xxLarge`: ``extraExtraLarge``.
    public static let xxLarge = extraExtraLarge
    /// SwiftUI's `.xxxLarge`: ``extraExtraExtraLarge``.
    public static let xxxLarge = extraExtraExtraLarge
    /// UIKit's `.accessibilityMedium`: ``accessibility1``.
    public static let accessibilityMedium = accessibility1
    /// UIKit's `.accessibilityLarge`: ``accessibility2``.
    public static let accessibilityLarge = accessibility2
    /// UIKit's `.accessibilityExtraLarge`: ``accessibility3``.
    public static let accessibilityExtraLarge = accessibility3
    /// UIKit's `.accessibilityExtraExtraLarge`: ``accessibility4``.
    public static let accessibilityExtraExtraLarge = accessibility4
    /// UIKit's `.accessibilityExtraExtraExtraLarge`: ``accessibility5``.
    public static let accessibilityExtraExtraExtraLarge = accessibility5
}
