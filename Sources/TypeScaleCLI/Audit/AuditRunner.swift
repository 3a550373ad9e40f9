import DynamicType
import PackageSupport
import Foundation
import TextFitting
import TextMeasurement

/// Measures audit items on every core: workers take the next item until none is left, each writing its own slot.
///
/// One ``TextMeasurer`` is shared by all workers (it is `Sendable`; its caches are bounded, so memory follows the
/// cache, not the catalog). Faces from font files are loaded once each.
struct AuditRunner {
    var measurer: TextMeasurer
    var workers: Int
    /// When given, each item's ``AuditItem/measuredText`` is its catalog text with these placeholders filled, done by
    /// the worker that measures it.
    var placeholders: FormatPlaceholders?
    /// Called after each item with the number done, on any worker thread.
    var progress: (@Sendable (Int) -> Void)?

    func run(_ items: [AuditItem]) -> [AuditItem] {
        let next = LockedValue(0)
        let results = LockedValue(items)
        let faces = LockedValue<[String: Result<FontFace, MeasurementError>]>([:])
        let measurer = self.measurer
        let progress = self.progress
        let placeholders = self.placeholders
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, items.count))) { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < items.count else { return }
                var item = items[index]
                if let placeholders { item.measuredText = placeholders.fill(item.entry.text) }
                let outcome = Result { () throws(MeasurementError) -> FitResult in
                    let font = try Self.font(for: item.layout, faces: faces)
                    return try Self.check(item, font: font).run(using: measurer)
                }
                item.record(outcome)  // here, on this worker: the failure message too
                results.withLock { $0[index] = item }
                progress?(index + 1)
            }
        }
        return results.withLock { $0 }
    }

    /// The fit check for an item.
    static func check(_ item: AuditItem, font: StyleFont) -> FitCheck {
        let size: FontSize = switch item.layout.sizing {
        case .style(let style): .style(style)
        case .points(let points, let weight): .fixed(points, weight: weight)
        }
        return FitCheck(
            label: FitLabel(item.measuredText, size: size, font: font), width: item.layout.width ?? 0,
            maxLines: item.layout.lines, categories: item.layout.categories, lineBreakMode: item.layout.mode,
            lineBreakStrategy: item.layout.strategy, language: item.entry.locale)
    }

    private static func font(
        for layout: AuditLayout, faces: LockedValue<[String: Result<FontFace, MeasurementError>]>
    ) throws(MeasurementError) -> StyleFont {
        if let path = layout.fontFile {
            let loaded = faces.withLock { cache in
                if let face = cache[path] { return face }
                let face = Result { () throws(MeasurementError) -> FontFace in try FontFace(contentsOfFile: path) }
                cache[path] = face
                return face
            }
            return .face(try loaded.get())
        }
        return layout.family.map { .family($0) } ?? .system
    }
}
