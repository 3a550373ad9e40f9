import PackageSupport

/// Why a type scale could not be made or used: every problem found, each naming the exact entry and, for a scale file,
/// where it is.
///
/// A scale is checked as a whole, so one error lists all its problems; nothing is half-loaded. A scale file's problems
/// read `file:line:column: problem`, the form editors and CI annotators recognise.
public struct TypeScaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One thing wrong with a scale.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// The document is not JSON of the scale file's shape: the first problem, its path and what is accepted there
        /// (`styles[0].entries.large: unknown key 'leadng'; expected one of size, leading …`).
        case malformed(String)
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
                return text
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

    /// A place in a scale file: 1-based line and column (in Unicode scalars).
    public struct Location: Equatable, Sendable {
        public var line: Int
        public var column: Int

        /// Line `line`, column `column`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The scale's name, or the file it came from.
    public var scale: String
    /// Every problem found; never empty.
    public var problems: [Problem]
    /// Where each problem is in the scale's file, by the problem's index; `nil` for a problem of the whole file, and
    /// for every problem of a scale made in code.
    public var locations: [Location?]

    /// An error for these problems with the named scale, at `locations` in its file (none by default).
    public init(scale: String, problems: [Problem], locations: [Location?] = []) {
        self.scale = scale
        self.problems = problems
        self.locations = locations
    }

    /// One line per problem: `scale:line:column: problem` (the line and column left out when unknown).
    public var description: String {
        problems.indices.map { index in
            let location = index < locations.count ? locations[index] : nil
            return LocatedMessage.text(
                file: scale, line: location?.line, column: location?.column, message: problems[index].description)
        }.joined(separator: "\n")
    }
}

