import CatalogAudit
import DynamicType
import Testing

/// A layout spec's fields go by a label's names in UIKit (`numberOfLines`, `lineBreakMode`, `lineBreakStrategy`); the
/// former names (`lines`, `mode`, `strategy`) are read the same, and a layer giving a field by both is an error.
@Suite struct AuditSpecTests {
    static func spec(_ json: String) throws(AuditSpecError) -> AuditSpec {
        try AuditSpec(json: Array(json.utf8), path: "spec.json")
    }

    static func error(_ json: String) -> String? {
        do {
            _ = try spec(json)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("numberOfLines, lineBreakMode and lineBreakStrategy set a label's line limit and breaking")
    func uiKitNames() throws {
        let spec = try Self.spec("""
            {"default": {"width": 100, "numberOfLines": 3, "lineBreakMode": "word", "lineBreakStrategy": "none"},
             "rules": [{"match": "a.*", "numberOfLines": 0, "lineBreakMode": "byClipping"}]}
            """)
        let label = spec.label(for: "b")
        #expect(label.numberOfLines == 3)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.lineBreakStrategy == .none)
        let rule = spec.label(for: "a.x")
        #expect(rule.numberOfLines == 0 && rule.lineBreakMode == .byClipping && rule.lineBreakStrategy == .none)
    }

    @Test("the former names lines, mode and strategy give the same label")
    func formerNames() throws {
        let current = try Self.spec(#"{"default": {"width": 100, "numberOfLines": 2, "lineBreakMode": "head", "lineBreakStrategy": "pushOut"}}"#)
        let former = try Self.spec(#"{"default": {"width": 100, "lines": 2, "mode": "head", "strategy": "pushOut"}}"#)
        #expect(former.label(for: "k") == current.label(for: "k"))
        let mixed = try Self.spec(#"{"default": {"lines": 2}, "rules": [{"match": "k", "numberOfLines": 4, "mode": "clip"}]}"#)
        #expect(mixed.label(for: "k").numberOfLines == 4 && mixed.label(for: "k").lineBreakMode == .byClipping)
        #expect(mixed.label(for: "j").numberOfLines == 2)
    }

    @Test("a layer giving a field by both names is an error naming both", arguments: [
        (#"{"default": {"lines": 1, "numberOfLines": 2}}"#, #"default: give "numberOfLines" or its former name "lines", not both"#),
        (#"{"rules": [{"match": "k", "mode": "tail", "lineBreakMode": "head"}]}"#,
         #"rules[0]: give "lineBreakMode" or its former name "mode", not both"#),
        (#"{"default": {"strategy": "none", "lineBreakStrategy": "none"}}"#,
         #"default: give "lineBreakStrategy" or its former name "strategy", not both"#),
    ])
    func bothNames(json: String, message: String) {
        #expect(Self.error(json) == message)
    }

    @Test("a wrong value is named by the name it was given by; unknown fields list the current names")
    func messages() {
        #expect(Self.error(#"{"default": {"lines": -1}}"#) == "default.lines: expected a whole number ≥ 0 (0: no limit)")
        #expect(Self.error(#"{"default": {"numberOfLines": 1.5}}"#)
            == "default.numberOfLines: expected a whole number ≥ 0 (0: no limit)")
        #expect(Self.error(#"{"default": {"mode": "sideways"}}"#)?.hasPrefix("default.mode: expected byWordWrapping") == true)
        #expect(Self.error(#"{"default": {"lineBreakStrategy": 3}}"#)?.hasPrefix("default.lineBreakStrategy: expected standard") == true)
        #expect(Self.error(#"{"default": {"maxLines": 2}}"#) == "default: unknown field 'maxLines'; expected categories, "
            + "font, fontFile, lineBreakMode, lineBreakStrategy, numberOfLines, size, style, weight, width")
        #expect(Self.error(#"{"rules": [{"lines": 2}]}"#) == #"rules[0]: expected "match": a key or a pattern with * and ?"#)
    }
}
