import DynamicTypeLayout

extension ViewBuilder {
    /// A `<segmentedControl>`: its `<segments>` (each `<segment title width>`, a width of 0 or none sized
    /// automatically) and `apportionsSegmentWidthsByContent`. Xcode stores no font for one: its titles are in the
    /// control's default (`SegmentedControl.defaultFont`) unless a class mapping says otherwise. A segment's image
    /// is noted, not measured.
    mutating func makeSegmentedControl(
        _ element: DocumentElement, id: String, runtimeAttributes: [String: String], mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> SegmentedControl {
        var font = SegmentedControl.defaultFont
        var adjusts = false
        if let mapping {
            (font, adjusts) = try mapping.apply(to: font, adjusts: adjusts, runtimeAttributes: runtimeAttributes, element)
        }
        let control = SegmentedControl(identifier: id, titles: [], font: resolvedFont(font), measurer: measurer)
        control.adjustsFontForContentSizeCategory = adjusts
        control.apportionsSegmentWidthsByContent = try element.flag("apportionsSegmentWidthsByContent")
        for segment in element.grandchildren(of: "segments") where segment.name == "segment" {
            let width = try segment.number("width") ?? 0
            guard width >= 0 else {
                throw ElementProblem(
                    segment, "width=\"\(segment["width"] ?? "")\" is not a segment's width",
                    expected: "a number of points ≥ 0, 0 sized automatically")
            }
            if segment["image"] != nil {
                note(segment, id, "a segment's image is not measured: the segment is as wide as its title")
            }
            control.segments.append(SegmentedControl.Segment(title: segment["title"] ?? "", width: width))
        }
        return control
    }
}
