extension ContentSizeCategory {
    /// UIKit's raw value, the string behind `UIContentSizeCategory` (`UICTContentSizeCategoryL`).
    ///
    /// Source: runtime dump in github.com/temoki/UIKit_DynamicType `README.md` (iOS 13.3 simulator), matching the SDK's
    /// constant table; see `shared/reference/apple-dynamic-type.md` §3.
    public var uiKitRawValue: String {
        switch self {
        case .extraSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .extraLarge: "UICTContentSizeCategoryXL"
        case .extraExtraLarge: "UICTContentSizeCategoryXXL"
        case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
        case .accessibility1: "UICTContentSizeCategoryAccessibilityM"
        case .accessibility2: "UICTContentSizeCategoryAccessibilityL"
        case .accessibility3: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibility4: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibility5: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// The UIKit case name (`extraLarge`, `accessibilityExtraExtraExtraLarge`), also SwiftUI's `ContentSizeCategory`.
    public var uiKitName: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// SwiftUI's `DynamicTypeSize` case name (`xSmall` … `accessibility5`). This is the name the project writes in JSON.
    public var dynamicTypeSizeName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// The short name for tables and command lines: `XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5`.
    public var shortName: String {
        switch self {
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// UIKit's raw value for `UIContentSizeCategory.unspecified`.
    public static let unspecifiedUIKitRawValue = "_UICTContentSizeCategoryUnspecified"

    /// Reads a category from any of its names: a UIKit raw value (`UICTContentSizeCategoryXL`), a UIKit case name
    /// (`extraLarge`), a SwiftUI `DynamicTypeSize` name (`xLarge`) or a short name (`XL`). Short names are matched
    /// without regard to case; the others exactly.
    ///
    /// - Throws: ``ContentSizeCategoryError/unknownName(_:)`` naming what was given and what is accepted, and
    ///   ``ContentSizeCategoryError/unspecified`` for UIKit's `unspecified`, which names no size.
    public init(name: String) throws(ContentSizeCategoryError) {
        if let category = Self.byName[name] ?? Self.byName[name.uppercased()] {
            self = category
        } else if name == Self.unspecifiedUIKitRawValue || name == "unspecified" {
            throw .unspecified
        } else {
            throw .unknownName(name)
        }
    }

    private static let byName: [String: ContentSizeCategory] = {
        var names: [String: ContentSizeCategory] = [:]
        for category in allCases {
            for name in [category.uiKitRawValue, category.uiKitName, category.dynamicTypeSizeName, category.shortName] {
                names[name] = category
            }
        }
        return names
    }()
}

extension ContentSizeCategory: CustomStringConvertible {
    /// The SwiftUI `DynamicTypeSize` name, e.g. `xxxLarge`.
    public var description: String { dynamicTypeSizeName }
}

extension ContentSizeCategory: Codable {
    /// Decodes any name ``init(name:)`` accepts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        do {
            try self.init(name: name)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the SwiftUI `DynamicTypeSize` name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dynamicTypeSizeName)
    }
}

/// A name that does not denote a content-size category.
public enum ContentSizeCategoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name matches no category.
    case unknownName(String)
    /// UIKit's `unspecified`, which is the absence of a size, was given where a size is needed.
    case unspecified
    /// A range of a list (``ContentSizeCategory/list(_:)``) whose first category is larger than its last.
    case backwardsRange(String)

    public var description: String {
        let accepted = "xSmall … accessibility5, XS S M L XL XXL XXXL AX1 … AX5, UIKit names (extraLarge, "
            + "accessibilityMedium …) or raw values (UICTContentSizeCategoryXL …)"
        switch self {
        case .unknownName(let name):
            return "unknown content size category '\(name)'; expected \(accepted)"
        case .unspecified:
            return "content size category 'unspecified' names no size here; expected \(accepted)"
        case .backwardsRange(let range):
            return "range '\(range)' runs backwards"
        }
    }
}
