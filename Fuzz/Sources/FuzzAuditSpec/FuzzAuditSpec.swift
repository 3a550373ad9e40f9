import CatalogAudit
import Foundation
import FuzzSupport

// libFuzzer's entry point for the audit's layout spec: the input is a spec file's contents.
//
// What must hold: `AuditSpec(contentsOfFile:)` gives a spec or throws an `InputFileError` naming the file and the place, never traps;
// a spec it accepts gives every key a label with sane values (every field was read into its type when the spec was);
// and key patterns match in bounded time (the matcher is linear in key × pattern, however many `*` the pattern has).

/// The spec is read from a file, as `typescale audit --spec` reads it: one per process.
private let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("fuzz-audit-spec-\(ProcessInfo.processInfo.processIdentifier).json").path

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else {
        fatalError("cannot write \(path)")
    }
    let spec: AuditSpec
    do {
        spec = try AuditSpec(contentsOfFile: path)
    } catch {
        guard error.description.hasPrefix(path + ":") else { fatalError("an error without the file: \(error)") }
        return 0
    }
    var keys = ["", "a", "checkout.addToCart", "onboarding.title", String(repeating: "a", count: 300)]
    for rule in spec.rules {
        keys.append(rule.pattern)
        keys.append(rule.pattern.replacingOccurrences(of: "*", with: "xyz").replacingOccurrences(of: "?", with: "q"))
    }
    for key in keys {
        if let rule = spec.rule(for: key), !AuditSpec.matches(key, pattern: rule.pattern) {
            fuzzFailure("rule(for:) chose a rule that does not match")
        }
        let label = spec.label(for: key)
        if let width = label.width, !(width.isFinite && width >= 0) { fuzzFailure("width \(width)") }
        guard label.lines >= 0, !label.categories.isEmpty else {
            fuzzFailure("lines \(label.lines) or no categories")
        }
        if case .fixed(let size, _) = label.font.size, !(size.isFinite && size > 0) { fuzzFailure("size \(size)") }
    }
    _ = spec.placeholders.fill("%@ %d %.2f %1$@ %#@n@ %% %")
    return 0
}
