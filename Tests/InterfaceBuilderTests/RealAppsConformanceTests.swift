import AutoLayout
import DynamicTypeLayout
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Real apps' storyboards and xibs (`../shared/corpus/apps`, beside the repository, as CI has it: read, never copied)
/// laid out as Xcode lays them out, against the frames Xcode stored. `Scripts/interface-builder-conformance` prints the
/// figures by document and by cause; this test holds them from going back: every document read, every object laid
/// out at large with no negative size, and the agreement and the noise no worse than the floors below (today's
/// figures, rounded down: raise them as the reader improves).
@Suite struct RealAppsConformanceTests {
    static let corpus = Fixtures.root.deletingLastPathComponent().appendingPathComponent("shared/corpus/apps")

    /// The documents under the corpus, in order; none when it is not there.
    static func documents() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: corpus.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            .sorted().map { corpus.appendingPathComponent($0).path }
    }

    /// The views text does not decide within 0.5 pt of Xcode's frames, at least.
    static let fixedAgreementFloor = 0.90
    /// The scenes, top-level views and cells with a finding, an unsatisfiable or an ambiguous layout at large, at most.
    static let noiseCeiling = 0.15

    @Test(.enabled(if: !documents().isEmpty, "the real-apps corpus is not beside the repository"))
    func realAppsAreLaidOutAsXcodeLaysThemOut() throws {
        var objects = 0, noisy = 0, fixed = 0, fixedWithin = 0
        for path in Self.documents() {
            let document = try InterfaceBuilderDocument(contentsOfFile: path)
            for object in document.objects {
                objects += 1
                let layout = try object.makeTree().makeLayout().layout(at: .large, findingAmbiguity: true)
                for frame in layout.layout.frames {
                    #expect(frame.frame.width >= 0 && frame.frame.height >= 0, "\(path): \(frame.view) \(frame.frame)")
                }
                if !layout.findings.isEmpty || !layout.layout.unsatisfiable.isEmpty || !layout.layout.ambiguous.isEmpty {
                    noisy += 1
                }
                for entry in try StoredFrameComparison(tree: object.makeTree()).entries
                where !entry.dependsOnText && entry.frameWarning == nil {
                    fixed += 1
                    if entry.difference <= StoredFrameComparison.tolerance { fixedWithin += 1 }
                }
            }
        }
        #expect(Double(fixedWithin) >= Self.fixedAgreementFloor * Double(fixed), "\(fixedWithin) of \(fixed) within 0.5 pt")
        #expect(Double(noisy) <= Self.noiseCeiling * Double(objects), "\(noisy) of \(objects) with a finding at large")
    }
}
