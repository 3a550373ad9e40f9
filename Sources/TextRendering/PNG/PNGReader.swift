/// Reads PNG files into bitmaps, with libpng: for comparing pictures with golden images.
public enum PNGReader {
    /// The PNG file at `path` as an RGBA bitmap.
    ///
    /// Uses libpng's `png_image_begin_read_from_file` and `png_image_finish_read`.
    /// - Throws: ``RenderingError/pngFailure(path:message:)`` for a file that is missing or not a PNG (libpng's
    ///   message says which); ``RenderingError/imageTooLarge(width:height:maximumSide:maximumPixels:)``.
    public static func bitmap(contentsOfFile path: String) throws(RenderingError) -> Bitmap {
        try LibPNG.decode(contentsOfFile: path)
    }
}
