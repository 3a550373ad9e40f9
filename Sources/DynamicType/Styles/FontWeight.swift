/// A font weight, named as `UIFont.Weight` names them.
///
/// ``uiKitValue`` is `UIFont.Weight`'s raw value (−0.8 … 0.62; the values come from one public UIKit shim's constant
/// table and are UNVERIFIED against the SDK, see `shared/reference/apple-dynamic-type.md` §3). ``cssValue`` is the
/// OpenType / CSS `usWeightClass` (100 … 900, OpenType spec `OS/2.usWeightClass`), which is what font matching on
/// Linux (fontconfig) and the CSS and design-token outputs use.
public enum FontWeight: String, CaseIterable, Comparable, Codable, Sendable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black

    /// `UIFont.Weight.rawValue`.
    public var uiKitValue: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }

    /// The OpenType `usWeightClass` / CSS `font-weight` number: ultraLight 100, thin 200 … black 900.
    public var cssValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.cssValue < rhs.cssValue
    }

    /// Reads a weight from its name in any case (`semibold`, `Semibold`) or its CSS number (`600`): the one rule for a
    /// weight, whether it comes from the command line, a layout document, an audit spec or a scale file.
    ///
    /// - Throws: ``FontWeightError`` naming what was given and what is accepted.
    public init(name: String) throws(FontWeightError) {
        let lowercased = name.lowercased()
        if let weight = FontWeight.allCases.first(where: {
            $0.rawValue.lowercased() == lowercased || String($0.cssValue) == name
        }) {
            self = weight
        } else {
            throw FontWeightError(name: name)
        }
    }
}

/// A name that denotes no font weight.
public struct FontWeightError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was given.
    public let name: String

    public var description: String {
        let names = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
        return "unknown font weight '\(name)'; expected one of \(names), or 100 … 900 in steps of 100"
    }
}
