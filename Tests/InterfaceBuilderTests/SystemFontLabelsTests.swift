import AutoLayout
import InterfaceBuilder
import Testing
import TestSupport

/// `Fixtures/Layouts/SystemFontLabels.xib`: fifteen one-line labels from public apps' documents, each with the frame
/// Xcode stored for it (SF Pro at the large size, 2×), laid out in the system font's stand-in (Inter with SF Pro's
/// tracking and line metrics; Scripts/setup installs `fonts-inter`).
@Suite struct SystemFontLabelsTests {
    /// Each label's width worked out with fontTools from Inter's `hmtx` advances and GPOS kerning, plus SF Pro's
    /// tracking for the size after every character (−26/1000 em at 17 pt, −20 at 16, −16 at 15, −6 at 13, −23 at 20,
    /// −12 at 22), rounded up to the half point; the heights SF Pro's line, size × 2444 / 2048, rounded up.
    static let expected: [String: (width: Double, height: Double)] = [
        "sFl-Lb-001": (39.5, 20.5), "sFl-Lb-002": (53.5, 20.5), "sFl-Lb-003": (69.5, 20.5), "sFl-Lb-004": (81, 20.5),
        "sFl-Lb-005": (96, 20.5), "sFl-Lb-006": (228, 20.5), "sFl-Lb-007": (255.5, 20.5), "sFl-Lb-008": (108.5, 16),
        "sFl-Lb-009": (191.5, 18), "sFl-Lb-010": (49.5, 19.5), "sFl-Lb-011": (212.5, 18), "sFl-Lb-012": (172, 18),
        "sFl-Lb-013": (168.5, 18), "sFl-Lb-014": (291, 24), "sFl-Lb-015": (198.5, 26.5),
    ]

    @Test func heightsAreXcodesAndWidthsWithinTwoPercentBelowTwentyPoints() throws {
        let document = try InterfaceBuilderDocument(contentsOfFile: Fixtures.path("Layouts/SystemFontLabels.xib"))
        let tree = try document.objects[0].makeTree()
        let comparison = try StoredFrameComparison(tree: tree)
        let labels = comparison.entries.filter { Self.expected[$0.view] != nil }
        #expect(labels.count == 15)
        for entry in labels {
            let expected = try #require(Self.expected[entry.view])
            // Each label is laid out at the width Xcode stored for its text: the stand-in's width (the stored one over
            // the scale), rounded up to the half point, is the one worked out with fontTools.
            let scale = try #require(tree.view(entry.view)?.textWidthScale, "\(entry.view)")
            let standIn = (entry.stored.width / scale * 2 - 1e-6).rounded(.up) / 2
            #expect(standIn == expected.width && entry.laidOut.height == expected.height, "\(entry.view)")
            #expect(entry.laidOut.width == entry.stored.width, "\(entry.view)")
            // Every height is the one Xcode stored.
            #expect(entry.laidOut.height == entry.stored.height, "\(entry.view)")
        }
        // Below 20 pt (the first 13) within 2 % of SF Pro's width; the 20 and 22 pt labels, where SF Pro switches
        // to its Display cut, are 5 % and 2.6 % wide (Docs/system-font.md).
        let scales = labels.compactMap { tree.view($0.view)?.textWidthScale }
        #expect(scales.prefix(13).allSatisfy { abs(1 / $0 - 1) <= 0.02 })
        #expect(scales.suffix(2).allSatisfy { 1 / $0 > 1.02 })
    }
}
