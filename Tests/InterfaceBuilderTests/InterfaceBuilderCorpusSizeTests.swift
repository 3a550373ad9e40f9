import Foundation
import Testing
import TestSupport
import DynamicTypeLayout
import InterfaceBuilder

/// Every storyboard and xib in the fuzz corpus (Fuzz/Corpus/FuzzInterfaceBuilder) that the reader accepts, each
/// object that builds laid out at all twelve categories and at the size Xcode stored (``StoredFrameComparison``), the
/// system font TestSans: no view has a negative width or height (Xcode stores none, and UIKit gives none;
/// LayoutEngine+NonNegativeSizes.swift).
@Suite struct InterfaceBuilderCorpusSizeTests {
    @Test func theCorpusIsThere() {
        #expect(Fixtures.fuzzCorpus("FuzzInterfaceBuilder").count >= 5)
    }

    @Test(arguments: Fixtures.fuzzCorpus("FuzzInterfaceBuilder"))
    func noViewHasANegativeSize(_ path: String) throws {
        guard let document = try? InterfaceBuilderDocument(contentsOfFile: path) else { return }
        let measurer = try TextMeasurer.systemFonts()
        for object in document.objects {
            guard let tree = try? object.makeTree(measurer: measurer, systemFont: .face(TestFonts.sans)) else { continue }
            for result in try tree.makeLayout().layoutAtEveryCategory() {
                for frame in result.layout.frames {
                    #expect(
                        !(frame.frame.width < 0) && !(frame.frame.height < 0),
                        "\(object.id) \(result.category) \(frame.view): \(frame.frame)")
                }
            }
            for entry in try StoredFrameComparison(tree: tree).entries {
                #expect(
                    !(entry.laidOut.width < 0) && !(entry.laidOut.height < 0),
                    "\(object.id) at its stored size, \(entry.view): \(entry.laidOut)")
            }
        }
    }
}
