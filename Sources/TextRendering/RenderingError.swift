import TextMeasurement

/// Why a picture could not be made or written, with what the user needs to fix it.
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text could not be measured (a font that does not load, a value out of range …).
    case measurement(MeasurementError)
    /// FreeType could not open a font or render a glyph: the font file, FreeType's error code and its message.
    case fontFailure(path: String, code: Int32, message: String)
    /// libpng could not encode or decode an image: the file (`nil` for one in memory) and libpng's message.
    case pngFailure(path: String?, message: String)
    /// A file could not be read or written: the path, what was being done, and the system's `errno` and message.
    case fileFailure(path: String, operation: String, code: Int32, message: String)
    /// The picture would be larger than a bitmap may be.
    case imageTooLarge(width: Int, height: Int, maximumSide: Int, maximumPixels: Int)
    /// A parameter outside what is accepted: its name, the value given, and what is accepted.
    case invalidValue(name: String, value: String, accepted: String)

    public var description: String {
        switch self {
        case .measurement(let error):
            return error.description
        case .fontFailure(let path, let code, let message):
            return "\(path): FreeType cannot render the font (error \(code): \(message))"
        case .pngFailure(let path, let message):
            return (path.map { "\($0): " } ?? "") + "libpng failed: \(message)"
        case .fileFailure(let path, let operation, let code, let message):
            return "\(path): cannot \(operation) (\(message), errno \(code))"
        case .imageTooLarge(let width, let height, let side, let pixels):
            return
                "the picture would be \(width) × \(height) pixels; the most is \(side) on a side and \(pixels) in all "
                + "(a narrower width or a smaller display scale makes it smaller)"
        case .invalidValue(let name, let value, let accepted):
            return "\(name) \(value) is not accepted; expected \(accepted)"
        }
    }
}
