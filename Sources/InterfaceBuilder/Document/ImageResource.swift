import AutoLayout

/// An image of a document's `<resources>`: `<image name="…" width="…" height="…"/>`, with `catalog="system"` for
/// a system symbol (an SF Symbol).
///
/// For an image of the app's the size is the image's in points. For a symbol it is only Xcode's placeholder — the
/// longer side 128, whatever the symbol's configuration (`<image name="trash" catalog="system" width="117"
/// height="128"/>`) — so only its proportions are the symbol's: its size comes from its configuration
/// (``SymbolImage``).
struct ImageResource: Hashable, Sendable {
    /// The stored width and height.
    var size: Size
    /// Whether it is a system symbol, its size a placeholder.
    var isSymbol: Bool

    /// The symbol's width over its height; `nil` when a side is not above 0.
    var aspectRatio: Double? {
        size.width > 0 && size.height > 0 ? size.width / size.height : nil
    }
}
