/// One rendered glyph: its pixels, and where they go relative to the glyph's origin on the baseline.
public struct GlyphImage: Hashable, Sendable {
    /// The glyph's pixels: grayscale coverage (0 none … 255 full) for an outline glyph, RGBA for a colour glyph
    /// (an emoji from a bitmap font).
    public var bitmap: Bitmap
    /// Columns from the pixel column holding the origin to the bitmap's left edge (FreeType's `bitmap_left`).
    public var left: Int
    /// Rows from the pixel row holding the baseline up to the bitmap's top edge (FreeType's `bitmap_top`).
    public var top: Int

    /// Whether the glyph has no pixels (a space).
    public var isEmpty: Bool { bitmap.width == 0 || bitmap.height == 0 }
}
