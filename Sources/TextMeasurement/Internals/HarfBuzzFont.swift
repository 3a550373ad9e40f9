internal import CHarfBuzz

/// One face of a font file as HarfBuzz shapes it: an immutable `hb_font_t` at a scale of one unit per font unit.
///
/// HarfBuzz documents a font made immutable (`hb_font_make_immutable`) as safe to use from several threads at once;
/// every shaping call makes its own `hb_buffer_t`. So this class is `@unchecked Sendable`: its one handle is never
/// changed after `init`, and it is destroyed in `deinit`.
final class HarfBuzzFont: @unchecked Sendable {
    private let font: OpaquePointer

    /// Loads face `faceIndex` of the file at `path`. Uses `hb_blob_create_from_file_or_fail`, `hb_face_create`,
    /// `hb_font_create`.
    init(path: String, faceIndex: Int, unitsPerEm: Int) throws(MeasurementError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw .fileNotFound(path: path) }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(faceIndex)) else {
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

    deinit {
        hb_font_destroy(font)
    }

    /// Whether the font maps `scalar` to a glyph. Uses `hb_font_get_nominal_glyph`.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// Shapes `range` of `text` (UTF-16) with the whole text as context, and returns the advance of each cluster in
    /// font units, in text order, keyed by the cluster's first UTF-16 offset.
    ///
    /// Uses `hb_buffer_add_utf16`, `hb_buffer_guess_segment_properties` (direction, script, language from the text),
    /// `hb_shape` with the font's default features (kerning and standard ligatures on).
    func clusterAdvances(of text: UnsafeBufferPointer<UInt16>, range: Range<Int>, language: String?)
        -> [(offset: Int, advance: Int)]
    {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(
            buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var clusters: [(offset: Int, advance: Int)] = []
        clusters.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let offset = Int(infos[index].cluster)
            let advance = Int(positions[index].x_advance)
            if let last = clusters.last, last.offset == offset {
                clusters[clusters.count - 1].advance += advance
            } else {
                clusters.append((offset, advance))
            }
        }
        if hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL { clusters.sort { $0.offset < $1.offset } }
        return clusters
    }
}
