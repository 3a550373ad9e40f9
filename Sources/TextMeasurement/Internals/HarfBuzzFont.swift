internal import CHarfBuzz
import PackageSupport

/// One face of a font file as HarfBuzz shapes it: an immutable `hb_font_t` at a scale of one unit per font unit.
///
/// HarfBuzz documents a font made immutable (`hb_font_make_immutable`) as safe to use from several threads at once;
/// every shaping call makes its own `hb_buffer_t`. So this class is `@unchecked Sendable`: its one handle is never
/// changed after `init`, and it is destroyed in `deinit`.
final class HarfBuzzFont: @unchecked Sendable {
    private let font: OpaquePointer
    /// This font's number, never given to another: what ``ShapePlans`` tells fonts apart by (a font's address may be
    /// reused once it is gone).
    let serial = HarfBuzzFont.serials.withLock { next in
        defer { next += 1 }
        return next
    }
    private static let serials = LockedValue<UInt64>(0)

    /// Loads face `faceIndex` of `file`, the font file at `path`. Uses `hb_face_create`, `hb_font_create`.
    init(_ file: MappedFontFile, path: String, faceIndex: Int, unitsPerEm: Int) throws(MeasurementError) {
        guard let face = hb_face_create(file.blob, UInt32(faceIndex)) else {
            throw .libraryFailure(library: "HarfBuzz", code: 0, message: "hb_face_create failed for \(path)")
        }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else {
            throw .libraryFailure(library: "HarfBuzz", code: 0, message: "hb_font_create failed for \(path)")
        }
        let scale = Int32(clamping: unitsPerEm)
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
        self.font = font
    }

    private init(font: OpaquePointer) {
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The font's variation axes (`fvar`), in the font's order. Uses `hb_ot_var_get_axis_infos`.
    var axes: [VariationAxis] {
        let face = hb_font_get_face(font)
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map { info in
            VariationAxis(
                tag: info.tag, minimum: Double(info.min_value), defaultValue: Double(info.default_value),
                maximum: Double(info.max_value))
        }
    }

    /// A new font of the same face at the given axis values, made immutable. Uses `hb_font_create` on the face (a
    /// sub-font would take its advances from this font's default instance), `hb_font_set_variations`.
    func instance(_ settings: [(tag: UInt32, value: Double)]) -> HarfBuzzFont? {
        guard let instance = hb_font_create(hb_font_get_face(font)) else { return nil }
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(font, &xScale, &yScale)
        hb_font_set_scale(instance, xScale, yScale)
        let variations = settings.map { hb_variation_t(tag: $0.tag, value: Float($0.value)) }
        hb_font_set_variations(instance, variations, UInt32(variations.count))
        hb_font_make_immutable(instance)
        return HarfBuzzFont(font: instance)
    }

    /// Whether the font maps `scalar` to a glyph. Uses `hb_font_get_nominal_glyph`.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// Shapes `range` of `text` (UTF-16) in `script`, with the whole text as context, and adds each cluster's advance
    /// in font units times `scale` to `advances` at the cluster's first UTF-16 offset (relative to `base`). Where
    /// `clusters` is given, marks each cluster's first offset as `.safe` or, when HarfBuzz flags its first glyph
    /// `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` (breaking there changes the shaping: a ligature, a kerning pair, Arabic joining),
    /// `.unsafe`. `rightToLeft` sets the direction (a run's bidi level); `nil` takes the script's own.
    ///
    /// Uses `hb_buffer_add_utf16`, `hb_buffer_set_script` / `_direction` / `_language`, and shapes as `hb_shape` does
    /// with the font's default features (kerning and standard ligatures on), with the thread's plan (``ShapePlans``).
    func addClusterAdvances(
        of text: UnsafeBufferPointer<UInt16>, range: Range<Int>, script: Script, language: String?,
        scale: Double, into advances: inout [Double], base: Int, clusters: UnsafeMutablePointer<[ClusterStart]>? = nil,
        rightToLeft: Bool? = nil
    ) {
        shape(text, range, script: script, language: language, rightToLeft: rightToLeft) { _, infos, positions in
            for index in infos.indices {
                let offset = Int(infos[index].cluster) - base
                guard advances.indices.contains(offset) else { continue }
                advances[offset] += Double(positions[index].x_advance) * scale
                if let clusters {
                    let unsafe = infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0
                    if clusters.pointee[offset] == .none || unsafe {
                        clusters.pointee[offset] = unsafe ? .unsafe : .safe
                    }
                }
            }
        }
    }

    /// Shapes `range` of `text` (UTF-16) in `script`, with the whole text as context, and returns the glyphs in visual
    /// order (right to left for a run shaped right to left), for drawing: glyph IDs, clusters (UTF-16 offsets into
    /// `text`), advances and offsets in font units. Shapes exactly as
    /// ``addClusterAdvances(of:range:script:language:scale:into:base:clusters:rightToLeft:)`` does, so the advances add
    /// up to the same width.
    ///
    /// Uses `hb_buffer_get_glyph_infos` (whose `codepoint` is the glyph ID after shaping) and
    /// `hb_buffer_get_glyph_positions`.
    func glyphs(
        of text: UnsafeBufferPointer<UInt16>, range: Range<Int>, script: Script, language: String?,
        rightToLeft: Bool? = nil
    ) -> ShapedGlyphs {
        var result = ShapedGlyphs()
        shape(text, range, script: script, language: language, rightToLeft: rightToLeft) { buffer, infos, positions in
            result.isRightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
            result.glyphs = infos.indices.map { index in
                let position = positions[index]
                return ShapedGlyphs.Glyph(
                    id: infos[index].codepoint, cluster: Int(infos[index].cluster), xAdvance: Int(position.x_advance),
                    xOffset: Int(position.x_offset), yOffset: Int(position.y_offset))
            }
        }
        return result
    }

    /// Shapes `range` of `text` in this thread's buffer (``ShapingBuffer``) — the script, the direction
    /// (`rightToLeft` when given: a run's bidi level; else the script's own), the language — and hands `body` the
    /// buffer and its glyph infos and positions (as many of each). Nothing happens if HarfBuzz cannot make a buffer
    /// (out of memory).
    private func shape(
        _ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, script: Script, language: String?,
        rightToLeft: Bool?,
        _ body: (OpaquePointer, UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Void
    ) {
        ShapingBuffer.withBuffer { buffer in
            hb_buffer_add_utf16(
                buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
            let hbScript = hb_script_t(rawValue: script.tag)
            hb_buffer_set_script(buffer, hbScript)
            let direction = rightToLeft.map { $0 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR }
            hb_buffer_set_direction(buffer, direction ?? hb_script_get_horizontal_direction(hbScript))
            if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
            hb_buffer_guess_segment_properties(buffer)
            ShapePlans.shape(buffer, in: font, serial: serial)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                let positions = hb_buffer_get_glyph_positions(buffer, &count)
            else { return }
            body(buffer, UnsafeBufferPointer(start: infos, count: Int(count)),
                UnsafeBufferPointer(start: positions, count: Int(count)))
        }
    }
}

/// Glyphs as HarfBuzz shaped one run, in visual order, in font units.
struct ShapedGlyphs {
    struct Glyph {
        /// The glyph ID in the font.
        var id: UInt32
        /// The UTF-16 offset of the glyph's cluster in the shaped text.
        var cluster: Int
        var xAdvance: Int
        var xOffset: Int
        /// Up from the baseline.
        var yOffset: Int
    }

    var glyphs: [Glyph] = []
    /// Whether the run was shaped right to left (its glyphs then go from the run's last cluster to its first).
    var isRightToLeft = false
}

/// What shaping says about an offset: no cluster starts there, or one does and breaking before it is safe or not.
enum ClusterStart: UInt8 {
    case none, safe, unsafe
}

/// A script as HarfBuzz and ISO 15924 name it, by its four-letter tag packed into 32 bits.
struct Script: Hashable {
    var tag: UInt32

    /// Common (punctuation, digits, spaces): takes the script of the text around it.
    static let common = Script(tag: HB_SCRIPT_COMMON.rawValue)
    /// Inherited (combining marks): takes the script of its base.
    static let inherited = Script(tag: HB_SCRIPT_INHERITED.rawValue)
    static let unknown = Script(tag: HB_SCRIPT_UNKNOWN.rawValue)

    /// The script of `scalar`. Uses `hb_unicode_script` with HarfBuzz's default Unicode functions.
    init(of scalar: Unicode.Scalar) {
        tag = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    init(tag: UInt32) {
        self.tag = tag
    }

    /// Whether the script takes its neighbours' script.
    var isWeak: Bool { self == .common || self == .inherited || self == .unknown }

    /// Whether the script is written right to left (Arabic, Hebrew …). Uses `hb_script_get_horizontal_direction`.
    var isRightToLeft: Bool { hb_script_get_horizontal_direction(hb_script_t(rawValue: tag)) == HB_DIRECTION_RTL }
}
