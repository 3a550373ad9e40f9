import TextRendering

/// Why a contact sheet could not be made: its layout failed, or its picture.
public enum ContactSheetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The tree could not be laid out.
    case layout(AdaptiveLayoutError)
    /// The picture could not be drawn: too large, or a glyph that cannot be rendered.
    case rendering(RenderingError)

    public var description: String {
        switch self {
        case .layout(let error): error.description
        case .rendering(let error): error.description
        }
    }
}
