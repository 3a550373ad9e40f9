import Foundation
import Testing
import TestSupport
import DynamicTypeLayout

/// Every layout document with labels, stacks and controls in the fuzz corpus (Fuzz/Corpus/FuzzAdaptiveDocument) that
/// the reader accepts, laid out at all twelve categories: no view has a negative width or height (UIKit never gives
/// one; LayoutEngine+NonNegativeSizes.swift).
@Suite struct AdaptiveCorpusSizeTests {
    @Test func theCorpusIsThere() {
        #expect(Fixtures.fuzzCorpus("FuzzAdaptiveDocument").count >= 5)
    }

    @Test(arguments: Fixtures.fuzzCorpus("FuzzAdaptiveDocument"))
    func noViewHasANegativeSize(_ path: String) throws {
        // Read as if beside the fixtures they were made from: a font file they name (`../Fonts/TestSans.ttf`) is
        // found from there.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let file = Fixtures.path("Layouts/" + URL(fileURLWithPath: path).lastPathComponent)
        guard let document = try? AdaptiveLayoutDocument(json: bytes, file: file) else { return }
        let tree = try document.makeTree(measurer: try TextMeasurer.systemFonts())
        let layout =
            try document.device.map { try AdaptiveLayout(root: tree.root, device: $0.device, orientation: $0.orientation) }
            ?? AdaptiveLayout(root: tree.root)
        for result in try layout.layoutAtEveryCategory() {
            for frame in result.layout.frames {
                #expect(
                    !(frame.frame.width < 0) && !(frame.frame.height < 0),
                    "\(result.category) \(frame.view): \(frame.frame)")
            }
        }
    }
}
