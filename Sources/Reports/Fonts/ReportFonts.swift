import PackageSupport
import TextMeasurement

/// What a report's texts were set in — the system font's stand-in and the font set (`FontSetFingerprint`) — as
/// every report format writes it: so that two runs whose answers differ can be told apart at a glance.
public struct ReportFonts: Sendable, Hashable {
    /// What the system font was set in, as the measurer's stand-in names itself
    /// (`Inter with SF Pro's tracking and line metrics`); `nil` when not said.
    public var systemFont: String?
    /// The fonts fallbacks came from; `nil` for a measurer without a font matcher.
    public var fontSet: FontSetFingerprint?

    /// The fonts of a report.
    public init(systemFont: String?, fontSet: FontSetFingerprint?) {
        self.systemFont = systemFont
        self.fontSet = fontSet
    }

    /// The fonts `measurer` sets texts in.
    public init(_ measurer: TextMeasurer) {
        self.init(systemFont: measurer.systemFontDescription, fontSet: measurer.fontSet)
    }

    /// The text reports' last line: `Fonts: pinned set, 357 faces: Inter 3.019, …; digest c9daad3f4a347443`; empty
    /// without a font set.
    public var textLine: String {
        fontSet.map { "Fonts: \($0)\n" } ?? ""
    }

    /// The Markdown reports' footnote: the system font, and the font set; empty when neither is known.
    public var markdownNote: String {
        let parts = [systemFont.map { "System font: \($0) (SF Pro is not available off Apple's systems)." },
                     fontSet.map { "Fonts: \($0)." }].compactMap { $0 }
        return parts.isEmpty ? "" : "\n<sub>" + parts.joined(separator: " ") + "</sub>\n"
    }

    /// The JSON reports' members: `"systemFont"` (`null` when not said), and `"fontSet"` (``FontSetFingerprint/json``)
    /// when there is one.
    package var jsonMembers: [(String, JSONValue)] {
        [("systemFont", systemFont.map(JSONValue.string) ?? .null)] + (fontSet.map { [("fontSet", $0.json)] } ?? [])
    }

    /// A JUnit suite's `<property>`s: `systemFont` and `fontSet` (its one line), each when known.
    public var junitProperties: [(name: String, value: String)] {
        (systemFont.map { [("systemFont", $0)] } ?? []) + (fontSet.map { [("fontSet", $0.description)] } ?? [])
    }
}

extension FontSetFingerprint {
    /// `{"pinned": true, "faces": 357, "versions": {"Inter": "3.019", …}, "digest": "c9daad3f4a347443",
    /// "added": [{"name": "Brand Sans Bold", "version": "1.000"}]}`.
    package var json: JSONValue {
        .object([
            ("pinned", .bool(isPinned)), ("faces", .number(Double(faceCount))),
            ("versions", .object(versions.map { ($0.name, .string($0.version)) })), ("digest", .string(digest)),
            ("added", .array(added.map { .object([("name", .string($0.name)), ("version", .string($0.version))]) })),
        ])
    }
}
