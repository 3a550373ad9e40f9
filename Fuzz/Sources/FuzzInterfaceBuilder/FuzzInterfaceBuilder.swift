import DynamicTypeLayout
import Foundation
import FuzzSupport
import InterfaceBuilder

// libFuzzer's entry point for Interface Builder documents: the input is a .xib's or .storyboard's bytes, as
// `typescale layout` reads one.
//
// What must hold: `InterfaceBuilderDocument(bytes:file:)` gives a document or throws an `InputFileError` naming
// the file, malformed, at a line inside the input (hostile XML stopped by the XML preflight before libxml2 sees it);
// each object of a document it accepts either builds into a tree — one view per view element, its root first — or is
// refused with such an error; a tree lays out at three categories (the smallest, the default and the largest)
// without a trap, each result with a frame for every view, and a second layout at a category gives the same frames.
// The system font is TestSans (no fontconfig under the sanitizer: its own leaks and time are not this target's).

/// Inputs longer than this are refused: the `-max_len` Scripts/fuzz runs with.
public let maximumInputSize = 8 << 10

/// The package root: this file is at Fuzz/Sources/FuzzInterfaceBuilder/.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

private let face: FontFace = {
    do {
        return try FontFace(contentsOfFile: root.appendingPathComponent("Fixtures/Fonts/TestSans.ttf").path)
    } catch {
        fuzzFailure("the fixture font does not load: \(error)")
    }
}()

private let measurer = TextMeasurer(fontMatcher: nil)

private func checkRefusal(_ error: InputFileError, _ size: Int) {
    guard error.file == "fuzz.xib", error.reason == .malformed, !error.problem.isEmpty else {
        fuzzFailure("a refusal that is not a malformed document's: \(error)")
    }
    // (An input's lines are at most its bytes plus one; libxml2 may report the line after a last newline.)
    if let line = error.line, line < 1 || line > size + 2 { fuzzFailure("line \(line) outside the input: \(error)") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputSize else { return -1 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document: InterfaceBuilderDocument
    do {
        document = try InterfaceBuilderDocument(bytes: bytes, file: "fuzz.xib")
    } catch {
        checkRefusal(error, size)
        return 0
    }
    for object in document.objects {
        let tree: InterfaceBuilderTree
        do {
            tree = try object.makeTree(measurer: measurer, systemFont: .face(face))
        } catch {
            checkRefusal(error, size)
            continue
        }
        guard tree.root.identifier == object.id, tree.views.first?.id == object.id else {
            fuzzFailure("the tree's root is not the object's")
        }
        let layout: AdaptiveLayout
        do {
            layout = try tree.makeLayout()
        } catch {
            fuzzFailure("makeLayout() threw for a tree that was built: \(error)")
        }
        for category in [ContentSizeCategory.extraSmall, .large, .accessibility5] {
            let first: CategoryLayout
            do {
                first = try layout.layout(at: category)
            } catch {
                // A label's setting the measurer refuses, or constraints a variation installs that break UIKit's
                // rules, are typed errors; nothing else.
                continue
            }
            let subtree = tree.root.subtree
            guard first.layout.frames.map(\.view) == subtree.map(\.identifier) else {
                fuzzFailure("\(first.layout.frames.count) frames for \(subtree.count) views")
            }
            guard let again = try? layout.layout(at: category) else {
                fuzzFailure("a second layout at \(category) threw")
            }
            for (a, b) in zip(first.layout.frames, again.layout.frames) where !same(a.frame, b.frame) {
                fuzzFailure("a second layout at \(category) moved \(a.view): \(a.frame) then \(b.frame)")
            }
            _ = first.findings.map(\.description)
        }
        _ = layout.lint().map(\.description)
        _ = try? StoredFrameComparison(tree: tree).mismatches
    }
    return 0
}

/// Equal, or both NaN in the same place (a document's numbers may overflow along a chain).
private func same(_ a: Rect, _ b: Rect) -> Bool {
    func equal(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
    return equal(a.x, b.x) && equal(a.y, b.y) && equal(a.width, b.width) && equal(a.height, b.height)
}
