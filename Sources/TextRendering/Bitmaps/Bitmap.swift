/// A picture in memory: rows of pixels, top to bottom, each grayscale (one byte) or RGBA (four bytes, not
/// premultiplied, sRGB).
///
/// A value: copying a bitmap copies its pixels (on write). ``PNGWriter`` writes one as a PNG file and ``PNGReader``
/// reads one back.
public struct Bitmap: Hashable, Sendable {
    /// How a pixel is stored.
    public enum Format: Hashable, Sendable {
        /// One byte: the grey level (0 black, 255 white), or a glyph's coverage.
        case grayscale
        /// Four bytes: red, green, blue and alpha.
        case rgba

        /// Bytes per pixel.
        public var channels: Int { self == .grayscale ? 1 : 4 }
    }

    /// The most pixels on a side (PNG allows more; a picture this large is a mistake).
    public static let maximumSide = 32_767
    /// The most pixels in all (256 MB of RGBA).
    public static let maximumPixels = 64 * 1024 * 1024

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    public let format: Format
    /// The pixels, row by row from the top, ``Format/channels`` bytes each.
    public private(set) var pixels: [UInt8]

    /// A bitmap filled with one colour.
    ///
    /// - Throws: ``RenderingError/imageTooLarge(width:height:maximumSide:maximumPixels:)`` beyond ``maximumSide`` or
    ///   ``maximumPixels``; ``RenderingError/invalidValue(name:value:accepted:)`` for a negative size.
    public init(width: Int, height: Int, format: Format = .rgba, fill: Color = .white) throws(RenderingError) {
        try Self.check(width: width, height: height)
        self.width = width
        self.height = height
        self.format = format
        switch format {
        case .grayscale:
            pixels = [UInt8](repeating: fill.gray, count: width * height)
        case .rgba where width * height == 0:
            // Not through `unsafeUninitializedCapacity`: with no capacity it sets the count of the standard library's
            // one shared empty array, which ThreadSanitizer reports as a race with any other thread reading an empty
            // array.
            pixels = []
        case .rgba:
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                for index in 0..<(width * height) {
                    buffer[index * 4] = fill.red
                    buffer[index * 4 + 1] = fill.green
                    buffer[index * 4 + 2] = fill.blue
                    buffer[index * 4 + 3] = fill.alpha
                }
                count = width * height * 4
            }
        }
    }

    /// A bitmap of the given pixels.
    ///
    /// - Throws: ``RenderingError/invalidValue(name:value:accepted:)`` when `pixels` does not hold
    ///   `width × height × channels` bytes;
    ///   ``RenderingError/imageTooLarge(width:height:maximumSide:maximumPixels:)``.
    public init(width: Int, height: Int, format: Format, pixels: [UInt8]) throws(RenderingError) {
        try Self.check(width: width, height: height)
        guard pixels.count == width * height * format.channels else {
            throw .invalidValue(
                name: "pixel count", value: "\(pixels.count) bytes",
                accepted: "\(width) × \(height) × \(format.channels) = \(width * height * format.channels) bytes")
        }
        self.width = width
        self.height = height
        self.format = format
        self.pixels = pixels
    }

    private static func check(width: Int, height: Int) throws(RenderingError) {
        guard width >= 0 && height >= 0 else {
            throw .invalidValue(name: "bitmap size", value: "\(width) × \(height)", accepted: "sizes of 0 or more")
        }
        guard width <= maximumSide && height <= maximumSide && width * height <= maximumPixels else {
            throw .imageTooLarge(width: width, height: height, maximumSide: maximumSide, maximumPixels: maximumPixels)
        }
    }

    /// The colour of the pixel at column `x`, row `y` (a grey as an opaque colour).
    ///
    /// - Precondition: `x` and `y` are inside the bitmap.
    public subscript(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width) × \(height)")
        switch format {
        case .grayscale:
            let gray = pixels[y * width + x]
            return Color(red: gray, green: gray, blue: gray)
        case .rgba:
            let index = (y * width + x) * 4
            return Color(
                red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
        }
    }

    /// Puts `color` over the pixel at (`x`, `y`) with `coverage` (0–255) times its alpha; a pixel outside is ignored.
    public mutating func blend(_ color: Color, coverage: UInt8 = 255, x: Int, y: Int) {
        guard x >= 0 && x < width && y >= 0 && y < height else { return }
        let alpha = Int(color.alpha) * Int(coverage)  // 0 … 255²
        guard alpha > 0 else { return }
        switch format {
        case .grayscale:
            let index = y * width + x
            pixels[index] = Self.mix(color.gray, over: pixels[index], alpha: alpha)
        case .rgba:
            let index = (y * width + x) * 4
            let below = Int(pixels[index + 3])
            if below == 255 || alpha == 65025 {
                pixels[index] = Self.mix(color.red, over: pixels[index], alpha: alpha)
                pixels[index + 1] = Self.mix(color.green, over: pixels[index + 1], alpha: alpha)
                pixels[index + 2] = Self.mix(color.blue, over: pixels[index + 2], alpha: alpha)
                pixels[index + 3] = alpha == 65025 ? 255 : UInt8(below)
            } else {
                // Porter–Duff "over" onto a translucent pixel.
                let source = Double(alpha) / 65025
                let destination = Double(below) / 255
                let out = source + destination * (1 - source)
                func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
                    UInt8(((Double(top) * source + Double(bottom) * destination * (1 - source)) / out).rounded())
                }
                pixels[index] = channel(color.red, pixels[index])
                pixels[index + 1] = channel(color.green, pixels[index + 1])
                pixels[index + 2] = channel(color.blue, pixels[index + 2])
                pixels[index + 3] = UInt8((out * 255).rounded())
            }
        }
    }

    /// `top` over `bottom` with `alpha` out of 255².
    @inline(__always)
    private static func mix(_ top: UInt8, over bottom: UInt8, alpha: Int) -> UInt8 {
        UInt8((Int(top) * alpha + Int(bottom) * (65025 - alpha) + 32512) / 65025)
    }
}
