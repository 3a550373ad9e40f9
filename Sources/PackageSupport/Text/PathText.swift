/// File paths taken apart and put together as text, exactly as Foundation's `NSString` path methods do on Linux
/// (swift-corelibs-foundation, `NSPathUtilities.swift`): `/` separates components, runs of `/` count as one, and a
/// trailing `/` is not a component. Nothing here reads the file system.
package enum PathText {
    /// The last component: `"b.json"` of `/a/b.json`, `"a"` of `a/`; `"/"` of `/`; `""` of `""`
    /// (`lastPathComponent`).
    package static func lastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1 else { return fixed }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// The path without its last component: `/a` of `/a/b.json`, `/` of `/a`, `""` of `a`
    /// (`deletingLastPathComponent`).
    package static func deletingLastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", !fixed.isEmpty else { return fixed }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `component` added after `path` with one `/` between them (`appendingPathComponent`); either alone when the
    /// other is empty.
    package static func appending(_ component: String, to path: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// The last component's extension, without its dot: `"json"` of `a/b.json`; `""` for none (`.profile` and `..`
    /// have none) (`pathExtension`).
    package static func pathExtension(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1, let start = startOfExtension(fixed) else { return "" }
        return String(fixed[start...])
    }

    /// The path without the last component's extension and its dot: `a/b` of `a/b.json` (`deletingPathExtension`).
    package static func deletingExtension(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1, let start = startOfExtension(fixed) else { return fixed }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// Runs of `/` made one, and one trailing `/` dropped (`"/"` itself is kept).
    private static func fixingSlashes(_ path: String) -> String {
        if path == "/" { return path }
        var result = ""
        var afterSlash = false
        for character in path {
            if character == "/" {
                if afterSlash { continue }
                afterSlash = true
            } else {
                afterSlash = false
            }
            result.append(character)
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Where the last component of a fixed path (no trailing `/`) starts.
    private static func startOfLastComponent(_ fixed: String) -> String.Index {
        fixed.lastIndex(of: "/").map { fixed.index(after: $0) } ?? fixed.startIndex
    }

    /// Where the extension of a fixed path's last component starts (after its last dot), or `nil` when it has none: a
    /// component starting with its only dot, or `..`.
    private static func startOfExtension(_ fixed: String) -> String.Index? {
        let componentStart = startOfLastComponent(fixed)
        guard let dot = fixed[componentStart...].lastIndex(of: "."), dot != componentStart else { return nil }
        if fixed[componentStart...] == ".." { return nil }
        return fixed.index(after: dot)
    }
}
