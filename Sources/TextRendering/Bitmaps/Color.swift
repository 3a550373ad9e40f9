/// A colour with 8 bits per channel, not premultiplied, in sRGB.
public struct Color: Hashable, Sendable {
    /// The red channel, 0 … 255.
    public var red: UInt8
    /// The green channel, 0 … 255.
    public var green: UInt8
    /// The blue channel, 0 … 255.
    public var blue: UInt8
    /// Opacity: 0 transparent, 255 opaque.
    public var alpha: UInt8

    /// A colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a hexadecimal RGB value, as CSS writes it: `Color(rgb: 0x1E88E5)`.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The grey a grayscale bitmap stores for this colour: its luma (ITU-R BT.709 weights on the sRGB values).
    public var gray: UInt8 {
        let red = 0.2126 * Double(self.red)
        let green = 0.7152 * Double(self.green)
        let blue = 0.0722 * Double(self.blue)
        return UInt8((red + green + blue).rounded())
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
