/// Writes bitmaps as PNG, with libpng (Debian's `libpng-dev`).
public enum PNGWriter {
    /// The PNG encoding of `bitmap`: 8 bits per channel, grayscale or RGBA as the bitmap is.
    ///
    /// Uses libpng's `png_image_write_to_memory`.
    /// - Throws: ``RenderingError/pngFailure(path:message:)`` with libpng's message;
    ///   ``RenderingError/invalidValue(name:value:accepted:)`` for an empty bitmap.
    public static func data(for bitmap: Bitmap) throws(RenderingError) -> [UInt8] {
        try LibPNG.encode(bitmap)
    }

    /// Writes `bitmap` to a PNG file at `path`, atomically: to a temporary file in the same directory, then renamed,
    /// so the file is never seen half-written.
    ///
    /// - Throws: ``RenderingError/pngFailure(path:message:)``, or
    ///   ``RenderingError/fileFailure(path:operation:code:message:)`` with `errno` when the directory does not exist or
    ///   cannot be written.
    public static func write(_ bitmap: Bitmap, to path: String) throws(RenderingError) {
        try AtomicFile.write(LibPNG.encode(bitmap), to: path)
    }
}
