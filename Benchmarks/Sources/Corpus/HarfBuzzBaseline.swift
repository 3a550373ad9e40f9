import ConformanceCorpus
import CHarfBuzz
import TextMeasurement

/// The corpus texts shaped with HarfBuzz and nothing else: one `hb_font_t` per face (at one unit per font unit, as
/// the measurer shapes), each text added as UTF-8, its script, direction and language guessed or set, `hb_shape`
/// with default features, and the advances read back.
final class HarfBuzzBaseline {
    private struct Item {
        var text: [UInt8]
        var font: OpaquePointer
        var language: hb_language_t?
    }

    private var fonts: [String: OpaquePointer] = [:]
    private var items: [Item] = []

    init(cases: [CorpusCase], faces: [FontFace]) throws {
        for (item, face) in zip(cases, faces) {
            let key = "\(face.path)#\(face.faceIndex)"
            let font: OpaquePointer
            if let known = fonts[key] {
                font = known
            } else {
                guard let blob = hb_blob_create_from_file_or_fail(face.path) else {
                    throw UsageError("HarfBuzz cannot read \(face.path)")
                }
                let hbFace = hb_face_create(blob, UInt32(face.faceIndex))
                font = hb_font_create(hbFace)
                hb_font_set_scale(font, Int32(face.unitsPerEm), Int32(face.unitsPerEm))
                hb_font_make_immutable(font)
                hb_face_destroy(hbFace)
                hb_blob_destroy(blob)
                fonts[key] = font
            }
            items.append(
                Item(text: Array(item.text.utf8), font: font, language: item.language.map { hb_language_from_string($0, -1) }))
        }
    }

    deinit {
        fonts.values.forEach { hb_font_destroy($0) }
    }

    /// Shapes every text once; returns the sum of all advances.
    func shapeAll(reusingBuffer: Bool) -> Int {
        var total = 0
        let shared = reusingBuffer ? hb_buffer_create() : nil
        defer { if let shared { hb_buffer_destroy(shared) } }
        for item in items {
            let buffer = shared ?? hb_buffer_create()
            if reusingBuffer { hb_buffer_clear_contents(buffer) }
            item.text.withUnsafeBufferPointer { text in
                text.withMemoryRebound(to: CChar.self) { chars in
                    hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
                }
            }
            if let language = item.language { hb_buffer_set_language(buffer, language) }
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(item.font, buffer, nil, 0)
            var count: UInt32 = 0
            if let positions = hb_buffer_get_glyph_positions(buffer, &count) {
                for index in 0..<Int(count) { total &+= Int(positions[index].x_advance) }
            }
            if !reusingBuffer { hb_buffer_destroy(buffer) }
        }
        return total
    }
}
