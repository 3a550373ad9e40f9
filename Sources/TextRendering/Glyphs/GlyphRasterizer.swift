import DynamicType
import PackageSupport
import TextMeasurement

/// Renders glyphs with FreeType: unhinted, anti-aliased, at fractional positions, in the same font files the
/// measurement shaped with (fallback fonts included).
///
/// A rasterizer is `Sendable`: share one. It opens each font file once, the first time a glyph of it is drawn, and
/// keeps it; each face has its own FreeType handles and lock (FreeType faces are not thread-safe), so different fonts
/// render in parallel and the same font one glyph at a time.
public final class GlyphRasterizer: Sendable {
    private let faces = LockedValue<[FontFace: Result<FreeTypeRasterFace, RenderingError>]>([:])

    /// A rasterizer with no fonts open yet.
    public init() {}

    /// Renders glyph `id` of `face` (a glyph ID, as shaping gives it) at `pixelsPerEm`, its origin `originOffset`
    /// pixels right of and below a pixel corner.
    ///
    /// - Parameters:
    ///   - id: The glyph ID in `face`.
    ///   - face: The face the glyph is in.
    ///   - pixelsPerEm: The size in pixels per em: the point size times the display scale.
    ///   - variation: Axis values for a variable face, as `FontFace.variation(weight:size:)` gives them.
    ///   - originOffset: The fractional part of the pen position, each in 0..<1.
    /// - Throws: ``RenderingError/fontFailure(path:code:message:)`` when FreeType cannot open the file or render the
    ///   glyph.
    public func image(
        ofGlyph id: UInt32, in face: FontFace, pixelsPerEm: Double, variation: [(tag: UInt32, value: Double)] = [],
        originOffset: (x: Double, y: Double) = (0, 0)
    ) throws(RenderingError) -> GlyphImage {
        guard pixelsPerEm.isFinite && pixelsPerEm > 0 && pixelsPerEm <= 16_384 else {
            throw .invalidValue(
                name: "pixels per em", value: "\(pixelsPerEm)", accepted: "a number above 0, at most 16384")
        }
        return try rasterFace(for: face).render(
            glyph: id, pixelsPerEm: pixelsPerEm, variation: variation, offset: originOffset)
    }

    /// The open face for `face`, opened the first time (a file that fails is not tried again).
    private func rasterFace(for face: FontFace) throws(RenderingError) -> FreeTypeRasterFace {
        if let known = faces.withLock({ $0[face] }) { return try known.get() }
        let opened = Result { () throws(RenderingError) in
            try FreeTypeRasterFace(path: face.path, faceIndex: face.faceIndex)
        }
        return try faces.withLock { faces in
            if let existing = faces[face] { return existing }
            faces[face] = opened
            return opened
        }.get()
    }
}
