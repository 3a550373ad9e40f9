import StringCatalogs

/// Which catalog texts an audit measures: what an iPhone or iPad shows, once. The others are left out, each key with a
/// warning saying why.
///
/// - A text iOS never shows because the key is given again (``ShadowedEntries``).
/// - A key the String Catalog marks stale: Xcode no longer finds it in the app's source, so the app does not show it.
/// - A variation for another device — `mac`, `applewatch`, `appletv`, `applevision` (the device names of String
///   Catalogs and `NSStringDeviceSpecificRuleType`) — whose labels, fonts and widths are not the iOS ones the spec
///   describes. `iphone`, `ipod`, `ipad` and `other` are audited.
///
/// A text kept that has a specifier iOS does not know (`%Id`, a translator's typo for `%d`) is measured as iOS shows
/// it (``FormatPlaceholders/fill(_:)``) and warned about.
enum AuditSelection {
    /// The devices whose variations are not audited against iOS labels.
    static let otherDevices: Set<Substring> = ["mac", "applewatch", "appletv", "applevision"]

    /// `entries` as an iPhone or iPad shows them, in their order, and the warnings for what was left out.
    static func select(_ entries: [CatalogEntry]) -> (entries: [CatalogEntry], warnings: [CatalogWarning]) {
        var (kept, warnings) = ShadowedEntries.removing(from: entries)
        var stale: [Key: (line: Int?, count: Int)] = [:]
        var devices: [Key: (line: Int?, names: [Substring], count: Int)] = [:]
        var order: [Key] = []
        kept.removeAll { entry in
            let key = Key(file: entry.file, key: entry.key)
            if entry.isStale {
                if stale[key] == nil && devices[key] == nil { order.append(key) }
                stale[key, default: (entry.line, 0)].count += 1
                return true
            }
            let others = otherDevices(in: entry.variant)
            guard !others.isEmpty else { return false }
            if stale[key] == nil && devices[key] == nil { order.append(key) }
            var found = devices[key] ?? (entry.line, [], 0)
            for name in others where !found.names.contains(name) { found.names.append(name) }
            found.count += 1
            devices[key] = found
            return true
        }
        for entry in kept {
            let unknown = FormatPlaceholders.unknownSpecifiers(in: entry.text)
            guard !unknown.isEmpty else { continue }
            let list = unknown.map { "'\($0)'" }.joined(separator: ", ")
            let shown = unknown.map { "'\($0.dropFirst().prefix(1))'" }.joined(separator: ", ")
            warnings.append(CatalogWarning(
                file: entry.file, line: entry.line, key: entry.key,
                message: (entry.locale.map { "[\($0)] " } ?? "") + "\(list) \(unknown.count == 1 ? "is not a format" : "are not formats")"
                    + " iOS knows (a typo for %d or %@?): shown as \(shown)"))
        }
        for key in order {
            if let (line, count) = stale[key] {
                warnings.append(CatalogWarning(
                    file: key.file, line: line, key: key.key,
                    message: "stale (Xcode no longer finds it in the app's source): not audited, "
                        + "\(count) text\(count == 1 ? "" : "s")"))
            }
            if let (line, names, count) = devices[key] {
                warnings.append(CatalogWarning(
                    file: key.file, line: line, key: key.key,
                    message: "its \(names.joined(separator: ", ")) variations are not audited: the labels checked are "
                        + "iOS's (\(count) text\(count == 1 ? "" : "s"))"))
            }
        }
        return (kept, warnings)
    }

    /// The devices other than iPhone and iPad a variant names: `device.mac.plural.one` → `mac`.
    static func otherDevices(in variant: String?) -> [Substring] {
        guard let variant, variant.contains("device.") else { return [] }
        var names: [Substring] = []
        for part in variant.split(separator: ",") {
            let segments = part.split(separator: ".")
            for (index, segment) in segments.enumerated() where segment == "device" && index + 1 < segments.count {
                let name = segments[index + 1]
                if otherDevices.contains(name) && !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    private struct Key: Hashable {
        var file: String
        var key: String
    }
}
