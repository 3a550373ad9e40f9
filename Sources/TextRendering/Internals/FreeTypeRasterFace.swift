internal import CFreeType
import DynamicType
import PackageSupport
import TextMeasurement

/// One font face opened by FreeType for rendering: its own `FT_Library` and `FT_Face`, used only under a lock.
///
/// FreeType documents that an `FT_Face` must not be used from several threads at once, and that an `FT_Library` may
/// be shared only when the faces using it are not; each object here owns both handles, frees them in `deinit`, and
/// takes its ``Lock`` around every FreeType call after `init`. So the class is `@unchecked Sendable`: its mutable state
/// (the current size, strike and variation coordinates) is read and written only under that lock.
final class FreeTypeRasterFace: @unchecked Sendable {
    let path: String
    private let library: FT_Library
    private let face: FT_Face
    private let lock = Lock()
    /// Whether the face has outlines (else only bitmap strikes, as Noto Color Emoji's CBDT).
    private let isScalable: Bool
    /// The variation axes (`fvar`) in the font's order, with their default values (16.16).
    private let axes: [(tag: UInt32, defaultValue: FT_Fixed)]
    /// The pixel sizes of the bitmap strikes, for a face without outlines.
    private let strikes: [Double]

    // Under `lock`: what the face is set to now, so calls that would change nothing are skipped.
    private var currentSize: FT_F26Dot6 = -1
    private var currentStrike = -1
    private var currentCoordinates: [FT_Fixed] = []

    /// Opens face `faceIndex` of the file at `path`. Uses `FT_Init_FreeType`, `FT_New_Face`, `FT_Get_MM_Var`.
    ///
    /// - Throws: ``RenderingError/fontFailure(path:code:message:)`` with FreeType's code.
    init(path: String, faceIndex: Int) throws(RenderingError) {
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw Self.failure(path, error) }
        var face: FT_Face?
        error = FT_New_Face(library, path, FT_Long(faceIndex), &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw Self.failure(path, error)
        }
        self.path = path
        self.library = library
        self.face = face
        let flags = face.pointee.face_flags
        isScalable = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        var axes: [(tag: UInt32, defaultValue: FT_Fixed)] = []
        var variations: UnsafeMutablePointer<FT_MM_Var>?
        if flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0, FT_Get_MM_Var(face, &variations) == 0,
            let variations
        {
            for index in 0..<Int(variations.pointee.num_axis) {
                if let axis = variations.pointee.axis?[index] { axes.append((UInt32(axis.tag), axis.def)) }
            }
            FT_Done_MM_Var(library, variations)
        }
        self.axes = axes
        var strikes: [Double] = []
        if let sizes = face.pointee.available_sizes {
            for index in 0..<Int(face.pointee.num_fixed_sizes) { strikes.append(Double(sizes[index].y_ppem) / 64) }
        }
        self.strikes = strikes
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Renders glyph `glyph` at `pixelsPerEm`, unhinted and anti-aliased, at the variation `variation` (axis tag and
    /// design value; axes not named stay at their defaults), with its origin moved `offset` pixels right and down from
    /// a pixel corner (a fractional pen position).
    ///
    /// Outline glyphs: `FT_Set_Char_Size`, `FT_Set_Var_Design_Coordinates`, `FT_Set_Transform` (the offset),
    /// `FT_Load_Glyph` with `FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`, `FT_Render_Glyph` (`FT_RENDER_MODE_NORMAL`).
    /// A face with bitmap strikes only: `FT_Select_Size` (the smallest strike at least as large, else the largest),
    /// `FT_Load_Glyph` with `FT_LOAD_COLOR`, then the strike scaled to `pixelsPerEm` (box filter); the offset is
    /// rounded.
    ///
    /// - Throws: ``RenderingError/fontFailure(path:code:message:)`` with FreeType's code.
    func render(
        glyph: UInt32, pixelsPerEm: Double, variation: [(tag: UInt32, value: Double)], offset: (x: Double, y: Double)
    ) throws(RenderingError) -> GlyphImage {
        try lock.withLock { () throws(RenderingError) -> GlyphImage in
            var scale = 1.0
            if isScalable {
                let size = FT_F26Dot6((pixelsPerEm * 64).rounded())
                if size != currentSize {
                    try check(FT_Set_Char_Size(face, 0, size, 72, 72))
                    currentSize = size
                }
            } else {
                guard let largest = strikes.indices.max(by: { strikes[$0] < strikes[$1] }) else {
                    throw RenderingError.fontFailure(
                        path: path, code: 0x17, message: "the font has neither outlines nor bitmap strikes")
                }
                let strike =
                    strikes.indices.filter { strikes[$0] >= pixelsPerEm }
                    .min { strikes[$0] < strikes[$1] } ?? largest
                if strike != currentStrike {
                    try check(FT_Select_Size(face, FT_Int(strike)))
                    currentStrike = strike
                }
                scale = pixelsPerEm / strikes[strike]
            }
            if !axes.isEmpty {
                var coordinates = axes.map { axis in
                    variation.first { $0.tag == axis.tag }.map { FT_Fixed(($0.value * 65536).rounded()) }
                        ?? axis.defaultValue
                }
                if coordinates != currentCoordinates {
                    try check(FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates))
                    currentCoordinates = coordinates
                }
            }
            // FreeType's y axis points up: moving the glyph down is a negative y.
            var delta =
                isScalable
                ? FT_Vector(x: FT_Pos((offset.x * 64).rounded()), y: FT_Pos((-offset.y * 64).rounded()))
                : FT_Vector(x: 0, y: 0)
            FT_Set_Transform(face, nil, &delta)
            let flags = isScalable ? FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP : FT_LOAD_COLOR
            try check(FT_Load_Glyph(face, glyph, FT_Int32(flags)))
            guard let slot = face.pointee.glyph else {
                throw RenderingError.fontFailure(path: path, code: 0x24, message: "no glyph slot")
            }
            if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
                try check(FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL))
            }
            let image = try copy(
                slot.pointee.bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
            return scale == 1 ? image : try Self.scaled(image, by: scale)
        }
    }

    /// The slot's bitmap copied out as a ``GlyphImage``: gray and mono as coverage, BGRA (premultiplied) as RGBA.
    private func copy(_ bitmap: FT_Bitmap, left: Int, top: Int) throws(RenderingError) -> GlyphImage {
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer else {
            return GlyphImage(bitmap: try Bitmap(width: 0, height: 0, format: .grayscale), left: left, top: top)
        }
        /// The first byte of row `row` counted from the top (a negative pitch stores rows bottom-up).
        func rowStart(_ row: Int) -> UnsafeMutablePointer<UInt8> {
            buffer + (pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch)
        }
        switch UInt32(bitmap.pixel_mode) {
        case FT_PIXEL_MODE_GRAY.rawValue:
            var pixels = [UInt8](repeating: 0, count: width * rows)
            for row in 0..<rows {
                let start = rowStart(row)
                for column in 0..<width { pixels[row * width + column] = start[column] }
            }
            return GlyphImage(
                bitmap: try Bitmap(width: width, height: rows, format: .grayscale, pixels: pixels), left: left, top: top
            )
        case FT_PIXEL_MODE_MONO.rawValue:
            var pixels = [UInt8](repeating: 0, count: width * rows)
            for row in 0..<rows {
                let start = rowStart(row)
                for column in 0..<width where start[column / 8] & (0x80 >> UInt8(column % 8)) != 0 {
                    pixels[row * width + column] = 255
                }
            }
            return GlyphImage(
                bitmap: try Bitmap(width: width, height: rows, format: .grayscale, pixels: pixels), left: left, top: top
            )
        case FT_PIXEL_MODE_BGRA.rawValue:
            var pixels = [UInt8](repeating: 0, count: width * rows * 4)
            for row in 0..<rows {
                let start = rowStart(row)
                for column in 0..<width {
                    let source = start + column * 4
                    let target = (row * width + column) * 4
                    let alpha = Int(source[3])
                    guard alpha > 0 else { continue }
                    // Premultiplied BGRA to straight RGBA.
                    pixels[target] = UInt8(min(255, (Int(source[2]) * 255 + alpha / 2) / alpha))
                    pixels[target + 1] = UInt8(min(255, (Int(source[1]) * 255 + alpha / 2) / alpha))
                    pixels[target + 2] = UInt8(min(255, (Int(source[0]) * 255 + alpha / 2) / alpha))
                    pixels[target + 3] = UInt8(alpha)
                }
            }
            return GlyphImage(
                bitmap: try Bitmap(width: width, height: rows, format: .rgba, pixels: pixels), left: left, top: top)
        default:
            throw RenderingError.fontFailure(
                path: path, code: 0x07, message: "unsupported glyph pixel mode \(bitmap.pixel_mode)")
        }
    }

    /// A glyph image resized by `scale` with a box filter (each target pixel the area-weighted mean of the source
    /// pixels under it, in premultiplied alpha), for a bitmap strike drawn at another size.
    private static func scaled(_ image: GlyphImage, by scale: Double) throws(RenderingError) -> GlyphImage {
        let source = image.bitmap
        let width = max(1, Int((Double(source.width) * scale).rounded()))
        let height = max(1, Int((Double(source.height) * scale).rounded()))
        let channels = source.format.channels
        var pixels = [UInt8](repeating: 0, count: width * height * channels)
        let step = 1 / scale
        for y in 0..<height {
            let y0 = Double(y) * step
            let y1 = min(Double(y + 1) * step, Double(source.height))
            for x in 0..<width {
                let x0 = Double(x) * step
                let x1 = min(Double(x + 1) * step, Double(source.width))
                var sums = [Double](repeating: 0, count: channels)
                var area = 0.0
                var sy = Int(y0)
                while Double(sy) < y1 && sy < source.height {
                    let cover = min(Double(sy + 1), y1) - max(Double(sy), y0)
                    var sx = Int(x0)
                    while Double(sx) < x1 && sx < source.width {
                        let weight = cover * (min(Double(sx + 1), x1) - max(Double(sx), x0))
                        let index = (sy * source.width + sx) * channels
                        if channels == 1 {
                            sums[0] += Double(source.pixels[index]) * weight
                        } else {
                            let alpha = Double(source.pixels[index + 3])
                            for channel in 0..<3 {
                                sums[channel] += Double(source.pixels[index + channel]) * alpha * weight
                            }
                            sums[3] += alpha * weight
                        }
                        area += weight
                        sx += 1
                    }
                    sy += 1
                }
                guard area > 0 else { continue }
                let target = (y * width + x) * channels
                if channels == 1 {
                    pixels[target] = UInt8(min(255, (sums[0] / area).rounded()))
                } else if sums[3] > 0 {
                    for channel in 0..<3 {
                        pixels[target + channel] = UInt8(min(255, (sums[channel] / sums[3]).rounded()))
                    }
                    pixels[target + 3] = UInt8(min(255, (sums[3] / area).rounded()))
                }
            }
        }
        return GlyphImage(
            bitmap: try Bitmap(width: width, height: height, format: source.format, pixels: pixels),
            left: Int((Double(image.left) * scale).rounded()), top: Int((Double(image.top) * scale).rounded()))
    }

    private func check(_ error: FT_Error) throws(RenderingError) {
        guard error == 0 else { throw Self.failure(path, error) }
    }

    /// The error for FreeType's code, with FreeType's message for it.
    private static func failure(_ path: String, _ error: FT_Error) -> RenderingError {
        .fontFailure(path: path, code: error, message: FreeTypeErrorMessage.text(for: error))
    }
}
