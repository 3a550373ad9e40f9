import DynamicTypeLayout
import Foundation
import FuzzSupport

// libFuzzer's entry point for layout documents with labels, stack views and controls: the input is a document's contents
// (JSON), as `typescale layout` reads one.
//
// What must hold: `AdaptiveLayoutDocument(json:file:)` gives a document or throws a `InputFileError` naming the
// file, malformed, at a 1-based line and column inside the input; a document it accepts builds into a tree with a
// view for each of the document's, and lays out at three categories (the smallest, the default and the largest)
// without a trap, each result with a frame for every view and findings only about the tree's views, never hidden
// ones; a second layout at a category gives the same frames. Labels are set in TestSans whatever font they name (no
// fontconfig under the sanitizer: its own leaks and time are not this target's), so every label measures.

/// Inputs longer than this are refused: the `-max_len` Scripts/fuzz runs with (labels are measured at three
/// categories, and twice when they wrap).
public let maximumInputSize = 4 << 10

/// The package root: this file is at Fuzz/Sources/FuzzAdaptiveDocument/.
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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputSize else { return -1 }
    let bytes = Data(bytes: data, count: size)
    var document: AdaptiveLayoutDocument
    do {
        document = try AdaptiveLayoutDocument(json: bytes, file: "fuzz.json")
    } catch {
        guard error.file == "fuzz.json", error.reason == .malformed, !error.problem.isEmpty else {
            fuzzFailure("a refusal that is not a malformed document's: \(error)")
        }
        if let line = error.line, line < 1 || line > bytes.count + 1 { fuzzFailure("line \(line) outside the input") }
        return 0
    }
    for id in document.labels.keys { document.labels[id]!.font.source = .face(face) }
    for (id, control) in document.controls {
        switch control {
        case .button(let title, var font, let adjusts, let configuration):
            font.source = .face(face)
            document.controls[id] = .button(title: title, font: font, adjustsFont: adjusts, configuration: configuration)
        case .textView(let text, var font, let adjusts, let scrolls):
            font.source = .face(face)
            document.controls[id] = .textView(text: text, font: font, adjustsFont: adjusts, isScrollEnabled: scrolls)
        case .textField(let text, let placeholder, var font, let adjusts, let borderStyle, let insets):
            font.source = .face(face)
            document.controls[id] = .textField(
                text: text, placeholder: placeholder, font: font, adjustsFont: adjusts, borderStyle: borderStyle,
                textInsets: insets)
        case .segmentedControl(let segments, var font, let adjusts, let apportions, let padding):
            font.source = .face(face)
            document.controls[id] = .segmentedControl(
                segments: segments, font: font, adjustsFont: adjusts, apportionsByContent: apportions,
                contentPadding: padding)
        case .image, .switch, .activityIndicator, .scrollView: break
        }
    }
    let tree: LayoutTree
    do {
        tree = try document.makeTree(measurer: measurer)
    } catch {
        fuzzFailure("makeTree() threw for a document the reader accepted: \(error)")
    }
    guard tree.views.map(\.identifier) == document.layout.views.map(\.id) else {
        fuzzFailure("the tree's views are not the document's")
    }
    let ids = Set(tree.root.subtree.map(\.identifier))
    let hidden = Set(tree.root.subtree.filter { view in ([view] + ancestors(of: view)).contains(where: \.isHidden) }.map(\.identifier))
    let layout: AdaptiveLayout
    if let (device, orientation) = document.device {
        do {
            layout = try AdaptiveLayout(root: tree.root, device: device, orientation: orientation)
        } catch {
            fuzzFailure("the document's device could not be its root's screen: \(error)")
        }
    } else {
        layout = AdaptiveLayout(root: tree.root)
    }
    for category in [ContentSizeCategory.extraSmall, .large, .accessibility5] {
        let first: CategoryLayout
        do {
            first = try layout.layout(at: category)
        } catch {
            // A label's text or setting the measurer refuses (a size out of range) is a typed error; nothing else.
            guard case .measurement = error else { fuzzFailure("layout at \(category) threw \(error)") }
            return 0
        }
        // (A button's title label is a view of the tree that is not one of the document's.)
        let subtree = tree.root.subtree
        guard first.layout.frames.map(\.view) == subtree.map(\.identifier) else {
            fuzzFailure("\(first.layout.frames.count) frames for \(subtree.count) views")
        }
        for finding in first.findings where !ids.contains(finding.view) || hidden.contains(finding.view) {
            fuzzFailure("a finding about \(finding.view), which is not a shown view of the tree: \(finding)")
        }
        let again: CategoryLayout
        do {
            again = try layout.layout(at: category)
        } catch {
            fuzzFailure("a second layout at \(category) threw \(error)")
        }
        for (a, b) in zip(first.layout.frames, again.layout.frames) where !same(a.frame, b.frame) {
            fuzzFailure("a second layout at \(category) moved \(a.view): \(a.frame) then \(b.frame)")
        }
        _ = first.findings.map(\.description)
    }
    _ = layout.lint().map(\.description)
    return 0
}

private func ancestors(of view: View) -> [View] {
    var chain: [View] = []
    var current = view.superview
    while let next = current {
        chain.append(next)
        current = next.superview
    }
    return chain
}

/// Equal, or both NaN in the same place (a document's numbers may overflow along a chain).
private func same(_ a: Rect, _ b: Rect) -> Bool {
    func equal(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
    return equal(a.x, b.x) && equal(a.y, b.y) && equal(a.width, b.width) && equal(a.height, b.height)
}
