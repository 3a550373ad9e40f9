import DynamicType

extension ShapedParagraph {
    /// The ellipsis a truncated line of this paragraph shows — U+2026 in the primary face, or three full stops where
    /// the face lacks it — shaped on its own with the paragraph's weight (no fallback), once per paragraph, not for every
    /// truncated layout. `nil` if it cannot be shaped.
    var ellipsis: ShapedParagraph? {
        ellipsis { request in try? Self.shapeEllipsis(request) }
    }

    /// ``ellipsis``, made by `make` the first time it is asked for (a measurer takes it from its shaping cache, so
    /// that paragraphs in one face share one).
    func ellipsis(madeBy make: (_ request: EllipsisRequest) -> ShapedParagraph?) -> ShapedParagraph? {
        memo.ellipsis {
            make(EllipsisRequest(text: Self.ellipsisText(in: faces[0]), face: faces[0], weight: weight, size: shapingSize))
        }
    }

    /// What an ellipsis is shaped from: its text, the paragraph's primary face and weight, and the size it was
    /// shaped at (which matters only for a face with an optical-size axis).
    struct EllipsisRequest {
        let text: [UInt16]
        let face: FontFace
        let weight: FontWeight
        let size: Double
    }

    /// An ellipsis shaped for `request`, as ``ellipsis`` is made: no language, no break strategy, no fallback.
    static func shapeEllipsis(_ request: EllipsisRequest) throws(MeasurementError) -> ShapedParagraph {
        try ShapedParagraph(
            text: request.text, primary: request.face, weight: request.weight, size: request.size, language: nil,
            strategy: .none, fallback: { _, _ in nil })
    }

    /// The ellipsis's text in `face`: U+2026, or three full stops where the face lacks it.
    static func ellipsisText(in face: FontFace) -> [UInt16] {
        Array((face.covers("\u{2026}") ? "\u{2026}" : "...").utf16)
    }

    /// The ellipsis's width at a size: its advance, and tracking after each of its clusters.
    func ellipsisWidth(size: Double, tracking: Double) -> Double {
        guard let ellipsis else { return 0 }
        return ellipsis.width(ellipsis.range, size: size, tracking: tracking)
    }
}
