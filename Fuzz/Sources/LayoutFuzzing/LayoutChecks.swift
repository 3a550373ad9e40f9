import AutoLayout
import Foundation
import FuzzSupport

/// Lays out the tree under `root` five times over and checks every result; what the layout fuzz targets share.
///
/// What must hold for a tree whose constraints all activated: `layout()` does not throw (it throws only for a root
/// with a superview, or a constraint whose items no longer share an ancestor: neither can happen here), and each
/// result is well formed — a frame for every view of the tree, root first at (0, 0), in depth-first order; every
/// unsatisfiable set non-empty with its broken constraint among its own; ambiguities and findings only about the
/// tree's views, findings never about hidden views and compressions only below the intrinsic size. Then:
/// 1. laid out again with nothing changed, the same result, bit for bit;
/// 2. after every constant of `constraints` moves by `shift` (so only numbers changed: the engine re-solves in
///    place, from the previous solution), the same frames as a fresh engine's on the tree as it is now, whenever
///    neither finds anything unsatisfiable or ambiguous (then the optimum is unique), and both agree on whether all
///    required constraints hold;
/// 3. the fresh engine turned to the other direction and back (each a rebuild), the same result it first gave.
///
/// Frames may be infinite or NaN: numbers a document accepts (sizes up to 10⁷, multipliers up to 10⁶) overflow along
/// a chain, and a metric may be 10³⁰⁰. That is not checked here; a trap or a hang on them is a finding.
public func checkLayouts(
    root: View, direction: UserInterfaceLayoutDirection, constraints: [LayoutConstraint], shift: Double
) {
    let views = root.subtree
    let engine = LayoutEngine(root: root, layoutDirection: direction)
    let first = layout(engine, views, "first layout")
    let again = layout(engine, views, "again, nothing changed")
    guard same(first, again) else { fuzzFailure("a second layout with nothing changed differs\n\(first)\n\(again)") }

    for constraint in constraints { constraint.constant += shift }
    let inPlace = layout(engine, views, "constants moved by \(shift), in place")
    let fresh = LayoutEngine(root: root, layoutDirection: direction)
    let rebuilt = layout(fresh, views, "the same, afresh")
    if inPlace.unsatisfiable.isEmpty != rebuilt.unsatisfiable.isEmpty {
        fuzzFailure(
            "after constants moved by \(shift), re-solving in place and solving afresh disagree on whether the"
                + " required constraints hold\nin place: \(inPlace.unsatisfiable)\nafresh: \(rebuilt.unsatisfiable)")
    }
    if inPlace.unsatisfiable.isEmpty && inPlace.ambiguous.isEmpty && rebuilt.ambiguous.isEmpty,
        let (view, a, b) = firstDifference(inPlace, rebuilt)
    {
        fuzzFailure(
            "after constants moved by \(shift), re-solving in place gives \(view) \(a), solving afresh \(b)")
    }

    fresh.layoutDirection = direction == .leftToRight ? .rightToLeft : .leftToRight
    _ = layout(fresh, views, "the other direction")
    fresh.layoutDirection = direction
    let back = layout(fresh, views, "and back")
    guard same(rebuilt, back) else { fuzzFailure("turned to the other direction and back, a layout differs") }
}

/// Whether to print what each input lays out to (`FUZZ_DESCRIBE=1`).
public let describing = ProcessInfo.processInfo.environment["FUZZ_DESCRIBE"] == "1"

/// A line to standard error when describing.
public func describe(_ text: @autoclosure () -> String) {
    guard describing else { return }
    FileHandle.standardError.write(Data((text() + "\n").utf8))
}

/// One layout, checked.
private func layout(_ engine: LayoutEngine, _ views: [View], _ stage: String) -> LayoutResult {
    let result: LayoutResult
    let start = ContinuousClock.now
    do {
        result = try engine.layout()
    } catch {
        fuzzFailure("layout() threw for a tree whose constraints all activated: \(error)")
    }
    if describing {
        describe("== \(stage) (\(engine.layoutDirection.rawValue)), \(start.duration(to: .now))")
        for frame in result.frames { describe("  \(frame.view): \(frame.frame)") }
        for conflict in result.unsatisfiable { describe("  unsatisfiable: \(conflict.constraints), broken \(conflict.broken)") }
        if !result.ambiguous.isEmpty {
            describe("  ambiguous: " + result.ambiguous.map { "\($0.item).\($0.attribute.rawValue)" }.joined(separator: ", "))
        }
        for finding in result.findings { describe("  finding: \(finding)") }
    }
    guard result.frames.map(\.view) == views.map(\.identifier) else {
        fuzzFailure("frames for \(result.frames.map(\.view)), the tree is \(views.map(\.identifier))")
    }
    guard let root = result.frames.first, root.frame.x == 0, root.frame.y == 0 else {
        fuzzFailure("the root's frame is \(String(describing: result.frames.first))")
    }
    guard (1...engine.maximumPasses).contains(result.passes) else { fuzzFailure("\(result.passes) passes") }
    let names = Set(views.map(\.identifier))
    let hidden = Set(views.filter(\.isHidden).map(\.identifier))
    for conflict in result.unsatisfiable {
        guard !conflict.constraints.isEmpty, conflict.constraints.contains(conflict.broken) else {
            fuzzFailure("an unsatisfiable set \(conflict.constraints) without its broken \(conflict.broken)")
        }
    }
    for ambiguity in result.ambiguous where !names.contains(ambiguity.item) {
        fuzzFailure("an ambiguity about \(ambiguity.item), which is no view of the tree")
    }
    for finding in result.findings {
        guard names.contains(finding.view), !hidden.contains(finding.view) else {
            fuzzFailure("a finding about \(finding.view): \(finding)")
        }
        if case .compressed(_, _, let intrinsic, let actual) = finding, !(actual < intrinsic) {
            fuzzFailure("compressed to \(actual), not below its intrinsic \(intrinsic)")
        }
        _ = finding.description
    }
    _ = result.frame(of: views.last!.identifier)
    _ = result.isClean
    return result
}

/// Whether two results are the same, NaN for NaN.
private func same(_ a: LayoutResult, _ b: LayoutResult) -> Bool {
    func bits(_ frame: Rect) -> [UInt64] {
        [frame.x.bitPattern, frame.y.bitPattern, frame.width.bitPattern, frame.height.bitPattern]
    }
    return a.frames.map(\.view) == b.frames.map(\.view) && a.frames.map { bits($0.frame) } == b.frames.map { bits($0.frame) }
        && a.unsatisfiable == b.unsatisfiable && a.ambiguous == b.ambiguous && a.passes == b.passes
        && a.findings.map(\.description) == b.findings.map(\.description)
}

/// The first frame two results disagree on beyond rounding (relative to the largest finite value laid out); frames
/// that are not finite in both are skipped.
private func firstDifference(_ a: LayoutResult, _ b: LayoutResult) -> (String, Rect, Rect)? {
    let values = (a.frames + b.frames).flatMap { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
    let finite = values.filter(\.isFinite)
    guard finite.count == values.count else { return nil }
    let scale = finite.reduce(1) { max($0, abs($1)) }
    let tolerance = 1e-6 * scale
    for (x, y) in zip(a.frames, b.frames) {
        let pairs = [(x.frame.x, y.frame.x), (x.frame.y, y.frame.y), (x.frame.width, y.frame.width),
                     (x.frame.height, y.frame.height)]
        if pairs.contains(where: { abs($0 - $1) > tolerance }) { return (x.view, x.frame, y.frame) }
    }
    return nil
}
