import CatalogAudit
import DynamicType
import StringCatalogs
import Testing

/// A layout spec's fields go by a label's names in UIKit (`numberOfLines`, `lineBreakMode`, `lineBreakStrategy`); the
/// former names (`lines`, `mode`, `strategy`) are read the same, and a layer giving a field by both is an error.
@Suite struct AuditSpecTests {
    static func spec(_ json: String) throws(InputFileError) -> AuditSpec {
        try AuditSpec(json: Array(json.utf8), path: "spec.json")
    }

    static func error(_ json: String) -> String? {
        do {
            _ = try spec(json)
            return nil
        } catch {
            return error.description
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

    @Test("a layer giving a field by both names is an error at the former one, naming both", arguments: [
        (#"{"default": {"lines": 1, "numberOfLines": 2}}"#,
         "spec.json:1:23: default.lines: both numberOfLines and its former name lines; expected one of them: numberOfLines"),
        (#"{"rules": [{"match": "k", "mode": "tail", "lineBreakMode": "head"}]}"#,
         "spec.json:1:35: rules[0].mode: both lineBreakMode and its former name mode; expected one of them: lineBreakMode"),
        (#"{"default": {"strategy": "none", "lineBreakStrategy": "none"}}"#,
         "spec.json:1:26: default.strategy: both lineBreakStrategy and its former name strategy; "
            + "expected one of them: lineBreakStrategy"),
    ])
    func bothNames(json: String, message: String) {
        #expect(Self.error(json) == message)
    }

    /// Columns counted by hand: `{"default": {` is 13 characters, then the key, `: `, and the value.
    @Test("a wrong value is placed and named by the name it was given by; unknown fields list the current names")
    func messages() {
        #expect(Self.error(#"{"default": {"lines": -1}}"#)
            == "spec.json:1:23: default.lines: -1 is not accepted; expected a whole number ≥ 0 (0: no limit)")
        #expect(Self.error(#"{"default": {"numberOfLines": 1.5}}"#)
            == "spec.json:1:31: default.numberOfLines: 1.5 is not accepted; expected a whole number ≥ 0 (0: no limit)")
        #expect(Self.error(#"{"default": {"mode": "sideways"}}"#)?
            .hasPrefix("spec.json:1:22: default.mode: 'sideways' is not accepted; expected byWordWrapping") == true)
        #expect(Self.error(#"{"default": {"lineBreakStrategy": 3}}"#)?
            .hasPrefix("spec.json:1:35: default.lineBreakStrategy: 3 is not accepted; expected standard") == true)
        #expect(Self.error(#"{"default": {"maxLines": 2}}"#) == "spec.json:1:26: default.maxLines: unknown key 'maxLines'; "
            + "expected one of style, size, weight, font, fontFile, width, numberOfLines, categories, lineBreakMode or "
            + "lineBreakStrategy")
        #expect(Self.error(#"{"rules": [{"lines": 2}]}"#)
            == #"spec.json:1:12: rules[0]: a rule without "match"; expected a key or a pattern with * and ?"#)
    }

    /// Every vocabulary read as the command line reads it: a weight by number or in any case, a style by any name.
    @Test("weights, styles, categories and modes are spelled as everywhere else")
    func vocabulary() throws {
        let spec = try Self.spec(
            #"{"default": {"width": 1, "size": 12, "weight": 700}, "rules": [{"match": "a", "weight": "Semibold"}, "#
                + #"{"match": "b", "style": "UICTFontTextStyleHeadline", "categories": ["L", "AX1"], "#
                + #""lineBreakMode": "clip"}]}"#)
        #expect(spec.defaults.weight == .bold)
        #expect(spec.rules[0].fields.weight == .semibold)
        #expect(spec.rules[1].fields.style == .headline && spec.rules[1].fields.categories == [.large, .accessibility1])
        #expect(spec.rules[1].fields.lineBreakMode == .byClipping)
    }
}
