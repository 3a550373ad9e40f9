import PackageSupport

/// Why a type scale could not be made or used: every problem found, each naming the exact entry.
///
/// A scale is checked as a whole, so one error lists all its problems; nothing is half-loaded.
public struct TypeScaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One thing wrong with a scale.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// The document is not JSON of the expected shape; the text says where, as the JSON reader reported it.
        case malformed(String)
        /// A key the format does not have, at a path such as `styles[2].entries.xLarge`.
        case unknownKey(String, path: String)
        /// A required key is absent, at a path.
        case missingKey(String, path: String)
        /// A value of the wrong kind or an unknown name, at a path; the text says what is accepted.
        case invalidValue(String, path: String)
        case noCategories
        case duplicateCategories
        case defaultCategoryNotInScale(ContentSizeCategory)
        case noStyles
        case duplicateStyle(TextStyle)
        /// A style lacks an entry for a category the scale defines.
        case missingEntry(TextStyle, ContentSizeCategory)
        /// A style has an entry for a category the scale does not list.
        case entryOutsideScale(TextStyle, ContentSizeCategory)
        case notPositive(TextStyle, ContentSizeCategory, TypeScale.Field, Double)
        case notFinite(TextStyle, ContentSizeCategory, TypeScale.Field, Double)
        case leadingBelowSize(TextStyle, ContentSizeCategory, leading: Double, size: Double)
        /// A size or leading is smaller at a larger category, and the scale does not allow shrinking.
        case shrinks(
            TextStyle, TypeScale.Field, from: ContentSizeCategory, Double, to: ContentSizeCategory, Double)
        /// A style was asked of a scale that does not have it.
        case unknownStyle(TextStyle, available: [TextStyle])

        public var description: String {
            switch self {
            case .malformed(let text):
                return "not a valid scale document: \(text)"
            case .unknownKey(let key, let path):
                return "\(path): unknown key '\(key)'"
            case .missingKey(let key, let path):
                return "\(path): missing key '\(key)'"
            case .invalidValue(let text, let path):
                return "\(path): \(text)"
            case .noCategories:
                return "'categories' is empty; list at least one of xSmall … accessibility5"
            case .duplicateCategories:
                return "'categories' names a category twice"
            case .defaultCategoryNotInScale(let category):
                return "defaultCategory \(category) is not one of the scale's categories"
            case .noStyles:
                return "'styles' is empty; a scale needs at least one style"
            case .duplicateStyle(let style):
                return "style \(style) is defined twice"
            case .missingEntry(let style, let category):
                return "\(style) @ \(category): missing entry (every style needs every category the scale lists)"
            case .entryOutsideScale(let style, let category):
                return "\(style) @ \(category): entry for a category not in 'categories'"
            case .notPositive(let style, let category, let field, let value):
                return "\(style) @ \(category): \(field.rawValue) \(DecimalText.of(value)) must be a finite number above 0"
            case .notFinite(let style, let category, let field, let value):
                return "\(style) @ \(category): \(field.rawValue) \(DecimalText.of(value)) must be a finite number"
            case .leadingBelowSize(let style, let category, let leading, let size):
                return "\(style) @ \(category): leading \(DecimalText.of(leading)) is below size \(DecimalText.of(size))"
            case .shrinks(let style, let field, let from, let before, let to, let after):
                return "\(style): \(field.rawValue) shrinks from \(DecimalText.of(before)) at \(from) to \(DecimalText.of(after)) at \(to)"
                    + " (set \"allowsShrinking\": true if intended)"
            case .unknownStyle(let style, let available):
                return "no style '\(style)'; the scale has \(available.map(\.name).joined(separator: ", "))"
            }
        }
    }

    /// The scale's name, or the file it came from.
    public var scale: String
    /// Every problem found; never empty.
    public var problems: [Problem]

    /// An error for these problems with the named scale.
    public init(scale: String, problems: [Problem]) {
        self.scale = scale
        self.problems = problems
    }

    /// One line per problem, each prefixed with the scale's name.
    public var description: String {
        problems.map { "\(scale): \($0)" }.joined(separator: "\n")
    }
}

