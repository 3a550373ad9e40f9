import AutoLayout
import Foundation
import FuzzSupport
import LayoutFuzzing

// libFuzzer's entry point for layout documents: the input is a document's contents (JSON), as `typescale layout`
// reads one.
//
// What must hold: `LayoutDocument(json:file:)` gives a document or throws a `InputFileError` naming the file,
// malformed (not unreadable), at a 1-based line and column inside the input; a document it accepts builds
// (`makeTree()` throws only for documents the reader refuses) into a tree with a view for each of the document's, and
// lays out in both directions with well-formed results that re-solving in place and solving afresh agree on
// (`checkLayouts`, LayoutChecks.swift).
//
// Work is capped by the input's size: `maximumInputSize` bytes hold at most about 130 nested views with two
// constraints each, or 400 constraints between two views, which take 0.1 to 0.65 s for all six layouts under
// AddressSanitizer (the worst measured: 122 views each inside the last, each placed against the one as deep on the
// other side of the chain). Solving is superlinear in the depth of nesting — the same shapes at 16 KB take 2 to 3 s —
// so the cap is libFuzzer's `-max_len` of Scripts/fuzz, not more.

/// Inputs longer than this are refused (not laid out, and kept out of the corpus): the `-max_len` Scripts/fuzz runs
/// with, so only replayed files can be longer.
public let maximumInputSize = 8 << 10

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputSize else { return -1 }
    let bytes = Data(bytes: data, count: size)
    let document: LayoutDocument
    do {
        document = try LayoutDocument(json: bytes, file: "fuzz.json")
    } catch {
        check(error, in: bytes)
        return 0
    }
    let tree: LayoutTree
    do {
        tree = try document.makeTree()
    } catch {
        fuzzFailure("makeTree() threw for a document the reader accepted: \(error)")
    }
    guard tree.views.map(\.identifier) == document.views.map(\.id), tree.root.superview == nil,
        Set(tree.root.subtree.map(\.identifier)) == Set(document.views.map(\.id))
    else {
        fuzzFailure("the tree's views \(tree.root.subtree.map(\.identifier)) are not the document's")
    }
    let sized = document.views.reduce(0) { $0 + ($1.width == nil ? 0 : 1) + ($1.height == nil ? 0 : 1) }
    guard tree.constraints.count == sized + document.constraints.count else {
        fuzzFailure("\(tree.constraints.count) constraints for \(sized) sizes and \(document.constraints.count)")
    }
    // Half a point on: a size constant stays at 0 or above, and the re-solve starts from a different layout.
    checkLayouts(root: tree.root, direction: document.layoutDirection, constraints: tree.constraints, shift: 0.5)
    return 0
}

/// A refused document's error: the file named, malformed, at a place inside the input.
private func check(_ error: InputFileError, in bytes: Data) {
    guard error.file == "fuzz.json" else { fuzzFailure("an error naming \(error.file): \(error)") }
    guard error.reason == .malformed else { fuzzFailure("contents gave \(error.reason): \(error)") }
    guard !error.problem.isEmpty else { fuzzFailure("an error without a problem") }
    if error.column != nil && error.line == nil { fuzzFailure("a column without a line: \(error)") }
    if let line = error.line {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard (1...lines.count).contains(line) else { fuzzFailure("line \(line) of \(lines.count): \(error)") }
        // Columns count Unicode scalars, never more than the line's bytes (one past its end for "at the end").
        if let column = error.column, !(1...lines[line - 1].count + 1).contains(column) {
            fuzzFailure("column \(column) of a line of \(lines[line - 1].count) bytes: \(error)")
        }
    }
    _ = error.description
}
