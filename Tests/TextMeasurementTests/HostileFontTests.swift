import DynamicType
import Foundation
import TestSupport
import Testing
import TextMeasurement

/// Fixtures/HostileFonts: fonts broken on purpose (truncated, empty, random bytes, lying table directories, zeroed and
/// missing tables, flipped bits, extreme metrics and glyph counts, broken variation axes), made by
/// `make_hostile_fonts.py` beside them. Each must give a typed error or a valid layout — never a crash. (Hangs are
/// caught by `Scripts/fuzz FuzzMeasure`, which measures random text in every face of the set that loads.)
struct HostileFontTests {
    struct HostileFont: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        var testDescription: String { name }
    }

    static let directory = Fixtures.url("HostileFonts")

    static let fonts: [HostileFont] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".ttf") }.sorted().map {
            HostileFont(name: $0, path: directory.appendingPathComponent($0).path)
        }
    }()

    /// Texts that reach the measurer's corners: kerning, a ligature, several scripts, emoji, marks, tabs, soft
    /// hyphens, hard breaks, a long word.
    static let texts = [
        "Add to Cart", "AV fi office", "สวัสดีครับ مرحبا שלום नमस्ते 你好", "👩🏽‍💻 🇯🇵 1️⃣",
        "e\u{301}\u{302}\u{303}\u{304}", "tab\tsoft\u{AD}hyphen", "one\ntwo\r\nthree\u{2028}four", String(repeating: "W", count: 300), "",
    ]

    static let constraints = [
        LabelConfiguration(width: 120, numberOfLines: 2),
        LabelConfiguration(width: 0, numberOfLines: 0, lineBreakMode: .byCharWrapping),
        LabelConfiguration(width: nil, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle, tracking: -1),
        LabelConfiguration(width: 50, numberOfLines: 3, lineBreakMode: .byTruncatingHead, lineHeight: .multiple(1.5)),
    ]

    @Test func theSetIsThere() {
        #expect(Self.fonts.count >= 80, "run Fixtures/HostileFonts/make_hostile_fonts.py")
    }

    /// The fonts that must be refused, each with why: what the generator broke (make_hostile_fonts.py) against what
    /// the OpenType spec requires of a font — an `sfnt` header and table directory, the `head`, `hhea`, `hmtx`,
    /// `maxp` (and for TrueType outlines `loca`) tables, at least one glyph, and `unitsPerEm` from 16 to 16384. The
    /// `flip-*` and the longer `trunc-*` fonts are random damage; those listed here are the ones FreeType refuses.
    /// Every other font of the set must load and measure.
    static let refusals: [String: String] = [
        "bytes-empty.ttf": "no bytes", "bytes-one.ttf": "one byte", "bytes-random.ttf": "random bytes",
        "bytes-text.ttf": "text, not a font", "bytes-otto-then-random.ttf": "an OTTO tag, then random bytes",
        "bytes-sfnt-tag-only.ttf": "an sfnt tag alone", "bytes-sfnt-then-random.ttf": "an sfnt tag, then random bytes",
        "bytes-ttc-face-past-end.ttf": "a collection whose face lies past the file's end",
        "bytes-ttc-million-faces.ttf": "a collection claiming a million faces", "bytes-woff-header.ttf": "a WOFF header alone",
        "dir-lengths-4gb.ttf": "table lengths of 4 GB", "dir-numtables-0.ttf": "a directory of no tables",
        "dir-offsets-past-end.ttf": "tables past the file's end", "dir-tables-overlap.ttf": "tables that overlap",
        "drop-head.ttf": "no head table", "drop-hhea.ttf": "no hhea table", "drop-hmtx.ttf": "no hmtx table",
        "drop-loca.ttf": "no loca table", "drop-maxp.ttf": "no maxp table: no glyphs",
        "zero-head.ttf": "a zeroed head table", "zero-maxp.ttf": "a zeroed maxp table: no glyphs",
        "meta-numglyphs-0.ttf": "no glyphs", "meta-upm-0.ttf": "unitsPerEm 0", "meta-upm-1.ttf": "unitsPerEm 1",
        "meta-upm-65535.ttf": "unitsPerEm 65535",
        "trunc-00006.ttf": "cut inside the header", "trunc-00012.ttf": "cut after the header",
        "trunc-00040.ttf": "cut inside the table directory", "trunc-00200.ttf": "cut before the tables",
        "trunc-00300.ttf": "cut before hhea", "trunc-01000.ttf": "cut before loca",
        "flip-04.ttf": "flipped bits that zero the glyph count", "flip-05.ttf": "flipped bits in a table FreeType checks",
        "flip-08.ttf": "flipped bits that zero the glyph count",
    ]

    @Test(arguments: fonts)
    func loadsAndMeasuresOrThrowsATypedError(_ font: HostileFont) throws {
        let face: FontFace
        do {
            face = try FontFace(contentsOfFile: font.path)
        } catch {
            // Refused: only a font that must be, and with FreeType's reason in words.
            #expect(Self.refusals[font.name] != nil, "\(font.name) should load, but: \(error)")
            switch error {
            case .notAFont(_, _, let message), .libraryFailure(_, _, let message):
                #expect(message != "FreeType error", "\(font.name): no reason given: \(error)")
            case .faceIndexOutOfRange:
                break
            default:
                Issue.record("\(font.name): loading threw \(error), not an error about the file")
            }
            return
        }
        if let reason = Self.refusals[font.name] {
            Issue.record("\(font.name) loaded, but it should be refused: \(reason)")
        }
        #expect(face.unitsPerEm > 0)
        let measurer = TextMeasurer(fontMatcher: nil, cacheCapacity: 0)
        for text in Self.texts {
            for constraints in Self.constraints {
                let layout: TextLayout
                do {
                    layout = try measurer.measure(text, face: face, size: 17, label: constraints)
                } catch {
                    Issue.record("\(font.name): measuring \(text.debugDescription) threw \(error)")
                    continue
                }
                Self.check(layout, of: text, label: constraints, font: font.name)
            }
        }
    }

    /// With fallback on: the hostile face is the primary font, fontconfig picks the others.
    @Test(
        arguments: fonts.filter {
            $0.name.hasPrefix("meta-") || $0.name.hasPrefix("var-") || $0.name.hasPrefix("flip-")
        })
    func measuresWithFallback(_ font: HostileFont) throws {
        guard Self.refusals[font.name] == nil else { return }  // refused, as loadsAndMeasuresOrThrowsATypedError checks
        let face = try FontFace(contentsOfFile: font.path)
        let measurer = try TextMeasurer.systemFonts(cacheCapacity: 0)
        for text in Self.texts {
            let constraints = LabelConfiguration(width: 100, numberOfLines: 0)
            let layout = try measurer.measure(text, face: face, size: 17, label: constraints)
            Self.check(layout, of: text, label: constraints, font: font.name)
        }
    }

    /// What the set is made of fails as it should: the file named, FreeType's reason kept.
    @Test func specificFailures() throws {
        func error(_ name: String) -> MeasurementError? {
            do {
                _ = try FontFace(contentsOfFile: Self.directory.appendingPathComponent(name).path)
                return nil
            } catch {
                return error
            }
        }
        for name in ["bytes-empty.ttf", "bytes-random.ttf", "bytes-text.ttf", "trunc-00006.ttf"] {
            guard case .notAFont(let path, let code, _)? = error(name) else {
                Issue.record("\(name) loaded, or failed with \(String(describing: error(name)))")
                continue
            }
            #expect(path.hasSuffix(name))
            #expect(code != 0)
        }
        // unitsPerEm 0 (and 1): FreeType refuses the head table (it wants 16 to 16384) before our own check would.
        for name in ["meta-upm-0.ttf", "meta-upm-1.ttf"] {
            guard case .notAFont? = error(name) else {
                Issue.record("\(name) loaded, or failed with \(String(describing: error(name)))")
                continue
            }
        }
    }

    /// A well-formed font with extreme values loads and measures to finite numbers.
    @Test(arguments: ["meta-metrics-huge.ttf", "meta-advances-65535.ttf", "meta-upm-16.ttf", "meta-upm-16384.ttf"])
    func extremeMetricsMeasureFinite(_ name: String) throws {
        let face = try FontFace(contentsOfFile: Self.directory.appendingPathComponent(name).path)
        let layout = try TextMeasurer(fontMatcher: nil, cacheCapacity: 0).measure(
            "Add to Cart", face: face, size: 17, label: LabelConfiguration(width: 100, numberOfLines: 0))
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
        #expect(layout.lineCount >= 1)
    }

    static func check(
        _ layout: TextLayout, of text: String, label constraints: LabelConfiguration, font: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let length = text.utf16.count
        if length == 0 {
            #expect(layout.lines.isEmpty, "\(font): empty text has lines", sourceLocation: sourceLocation)
            return
        }
        #expect(!layout.lines.isEmpty, "\(font): no lines for \(text.debugDescription)", sourceLocation: sourceLocation)
        if constraints.numberOfLines > 0 {
            #expect(layout.lineCount <= constraints.numberOfLines, "\(font): too many lines", sourceLocation: sourceLocation)
        }
        for line in layout.lines {
            #expect(
                line.range.lowerBound >= 0 && line.range.upperBound <= length,
                "\(font): line range \(line.range) outside the text", sourceLocation: sourceLocation)
            #expect(
                line.width.isFinite && line.height.isFinite && line.baseline.isFinite,
                "\(font): a line's figures are not finite: \(line)", sourceLocation: sourceLocation)
        }
        #expect(
            layout.size.width.isFinite && layout.size.height.isFinite && layout.roundedSize.height.isFinite,
            "\(font): size \(layout.size)", sourceLocation: sourceLocation)
    }
}
