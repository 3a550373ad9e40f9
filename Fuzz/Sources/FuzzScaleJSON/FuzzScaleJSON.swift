import DynamicType
import Foundation

/// libFuzzer's entry point: the input is a custom type-scale file (JSON).
///
/// What must hold for any bytes: `TypeScale(json:)` gives a scale or throws a `TypeScaleError` with at least one
/// problem, and never traps. A scale it accepts is usable — every style has metrics at every category, with finite
/// factors above 0 — and writes back (`jsonText()`) to a file that reads as the same scale.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let json = Data(bytes: data, count: size)
    let scale: TypeScale
    do {
        scale = try TypeScale(json: json, source: "fuzz.json")
    } catch {
        guard !error.problems.isEmpty else { fatalError("a TypeScaleError with no problems") }
        _ = error.description
        return 0
    }
    for style in scale.styles {
        let metrics: FontMetrics
        do {
            metrics = try FontMetrics(forTextStyle: style, in: scale)
        } catch {
            fatalError("an accepted scale has no metrics for its own style \(style): \(error)")
        }
        for category in ContentSizeCategory.allCases {
            guard let entry = scale.entry(for: style, at: category) else {
                fatalError("an accepted scale has no \(style) entry at \(category)")
            }
            let factor = metrics.scaleFactor(for: category)
            guard factor.isFinite && factor > 0 else { fatalError("factor \(factor) for \(style) at \(category)") }
            guard entry.pointSize.isFinite && entry.pointSize > 0 else { fatalError("size \(entry.pointSize)") }
            _ = metrics.scaledValue(for: 17, compatibleWith: TraitCollection(preferredContentSizeCategory: category))
        }
    }
    let written = scale.jsonText()
    do {
        let reread = try TypeScale(json: written.utf8, source: "written")
        guard reread == scale else { fatalError("jsonText() does not read back as the same scale") }
    } catch {
        fatalError("jsonText() of an accepted scale does not read back: \(error)\n\(written)")
    }
    return 0
}
