internal import CPNG

/// libpng's simplified API (`png_image_*`), the one place this module calls libpng.
///
/// The simplified API reports errors through the `png_image` (its `warning_or_error` and `message`) instead of
/// `longjmp`, which Swift cannot catch; each call uses its own `png_image`, freed before returning.
enum LibPNG {
    /// `bitmap` encoded as a PNG (8 bits per channel, gray or RGBA, zlib's default compression). Uses
    /// `png_image_write_to_memory`.
    static func encode(_ bitmap: Bitmap) throws(RenderingError) -> [UInt8] {
        guard bitmap.width > 0 && bitmap.height > 0 else {
            throw .invalidValue(
                name: "bitmap size", value: "\(bitmap.width) × \(bitmap.height)", accepted: "at least 1 × 1 for a PNG")
        }
        func image() -> png_image {
            var image = png_image()
            image.version = cpng_image_version
            image.width = UInt32(bitmap.width)
            image.height = UInt32(bitmap.height)
            image.format = bitmap.format == .rgba ? cpng_format_rgba : cpng_format_gray
            return image
        }
        // First the size (a null buffer), then the bytes.
        var sizing = image()
        var size: png_alloc_size_t = 0
        let sized = bitmap.pixels.withUnsafeBytes { pixels in
            png_image_write_to_memory(&sizing, nil, &size, 0, pixels.baseAddress, 0, nil)
        }
        guard sized != 0 else {
            defer { png_image_free(&sizing) }
            throw .pngFailure(path: nil, message: message(of: sizing))
        }
        png_image_free(&sizing)
        var writing = image()
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let written = bytes.withUnsafeMutableBytes { buffer in
            bitmap.pixels.withUnsafeBytes { pixels in
                png_image_write_to_memory(&writing, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
        }
        defer { png_image_free(&writing) }
        guard written != 0 else { throw .pngFailure(path: nil, message: message(of: writing)) }
        if Int(size) < bytes.count { bytes.removeLast(bytes.count - Int(size)) }
        return bytes
    }

    /// The PNG file at `path` as an RGBA bitmap (any PNG: palette, gray, 16-bit … converted, gamma-corrected to
    /// sRGB as libpng does). Uses `png_image_begin_read_from_file` and `png_image_finish_read`.
    static func decode(contentsOfFile path: String) throws(RenderingError) -> Bitmap {
        var image = png_image()
        image.version = cpng_image_version
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw .pngFailure(path: path, message: message(of: image))
        }
        image.format = cpng_format_rgba
        let width = Int(image.width)
        let height = Int(image.height)
        guard width <= Bitmap.maximumSide && height <= Bitmap.maximumSide && width * height <= Bitmap.maximumPixels
        else {
            throw .imageTooLarge(
                width: width, height: height, maximumSide: Bitmap.maximumSide, maximumPixels: Bitmap.maximumPixels)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let read = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
        }
        guard read != 0 else { throw .pngFailure(path: path, message: message(of: image)) }
        return try Bitmap(width: width, height: height, format: .rgba, pixels: pixels)
    }

    /// libpng's message in `image.message` (a NUL-terminated C string of at most 64 bytes).
    private static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "unknown error (warning_or_error \(image.warning_or_error))" : text
    }
}
