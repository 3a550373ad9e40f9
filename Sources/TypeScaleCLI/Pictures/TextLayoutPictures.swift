import BatchMeasurement
import CatalogAudit
import DynamicType
import PackageSupport
import SystemSupport
import TextFitting
import TextMeasurement
import TextRendering

/// The pictures `typescale measure --png` and `typescale audit --png-dir` write: layout diagrams from
/// ``TextRendering/TextLayoutDiagram``, captioned with what was measured.
enum TextLayoutPictures {
    /// A `--png` or `--png-dir` value checked: not empty.
    static func path(_ value: String?, option: String) throws(UsageError) -> String? {
        guard let value else { return nil }
        guard !value.isEmpty else { throw UsageError("\(option): give a file name, such as layout.png") }
        return value
    }

    // MARK: - measure --png

    /// Draws what `typescale measure` measured and writes it to `path`; notes the file on standard error.
    ///
    /// - Returns: 0, or 73 when the file cannot be written, 65 when the picture cannot be drawn.
    static func write(
        _ report: MeasureReport, to path: String, measurer: TextMeasurer, output: inout CommandOutput
    ) -> Int32 {
        let renderer = TextRenderer(measurer: measurer)
        let bitmap: Bitmap
        do {
            var panels: [TextLayoutDiagram.Panel] = []
            switch report {
            case .single(let measured):
                panels = try TextLayoutDiagram.Panel.explaining(
                    measured.text, layout: measured.layout, caption: caption(measured), renderer: renderer)
            case .allCategories(_, let results):
                // The first caption says it all; the others what changes.
                for (index, measured) in results.enumerated() {
                    let rendered = try renderer.render(measured.text, layout: measured.layout)
                    var text = index == 0 ? caption(measured) : categoryCaption(measured)
                    if rendered.layout.isTruncated { text += " — truncated" }
                    panels.append(TextLayoutDiagram.Panel(rendered, caption: text))
                }
            }
            guard let face = captionFace(renderer.measurer) ?? panels.first?.rendered.layout.font.face else {
                return ExitStatus.success
            }
            bitmap = try TextLayoutDiagram(panels: panels, captionFace: face).render(with: renderer)
        } catch {
            output.standardError += "typescale measure: cannot draw \(path): \(error)\n"
            return ExitStatus.drawing(error)
        }
        return write(bitmap, to: path, command: "measure", output: &output)
    }

    /// `"Add to Cart" · body at accessibility5, 53 pt · Noto Sans Regular · 160 pt wide, 1 line, byTruncatingTail ·
    /// 3x`.
    private static func caption(_ measured: MeasuredText) -> String {
        let configuration = measured.configuration
        var parts = [quoted(measured.text)]
        if let style = measured.style, let category = measured.category {
            parts.append("\(style.name) at \(category.dynamicTypeSizeName), \(decimal(measured.size)) pt")
        } else {
            parts.append("\(decimal(measured.size)) pt")
        }
        parts.append(faces(measured.layout))
        let lines =
            configuration.numberOfLines == 0
            ? "any number of lines"
            : configuration.numberOfLines == 1 ? "1 line" : "\(configuration.numberOfLines) lines"
        parts.append(
            (configuration.width.map { "\(decimal($0)) pt wide" } ?? "no width limit") + ", \(lines), "
                + configuration.lineBreakMode.rawValue)
        parts.append("\(decimal(configuration.displayScale))x")
        return parts.joined(separator: " · ")
    }

    /// `headline at small, 15 pt · Noto Sans Bold`.
    private static func categoryCaption(_ measured: MeasuredText) -> String {
        let category = measured.category?.dynamicTypeSizeName ?? ""
        return "\(measured.style?.name ?? "") at \(category), \(decimal(measured.size)) pt · " + faces(measured.layout)
    }

    /// The faces a layout is set in: `Noto Sans Regular`, `Noto Sans Regular + Noto Sans CJK JP Regular` — the primary
    /// face first, whether or not it sets any of the text.
    private static func faces(_ layout: TextLayout) -> String {
        let primary = layout.font.face
        return ([primary] + layout.faces.filter { $0 !== primary }).map { "\($0.family) \($0.style)" }
            .joined(separator: " + ")
    }

    // MARK: - audit --png-dir

    /// The picture of an audited text that does not fit, at the first category where it fails; `nil` for a text that
    /// fits or was not measured.
    static func picture(of item: AuditItem, renderer: TextRenderer) throws(RenderingError) -> Bitmap? {
        guard case .success(let outcome)? = item.outcome, let (check, report) = outcome.firstFailure else { return nil }
        let needs = "needs \(report.linesNeeded) lines at \(report.category.shortName) (max \(report.numberOfLines))"
        let caption =
            "\(item.name): \(quoted(item.measuredText)) \(needs) at \(decimal(check.width)) pt, "
            + check.label.fontDescription + " \(decimal(report.pointSize)) pt"
        let panels = try TextLayoutDiagram.Panel.explaining(
            item.measuredText, layout: report.layout, unlimited: report.unlimitedLayout, caption: caption,
            renderer: renderer)
        let face = captionFace(renderer.measurer) ?? report.layout.font.face
        return try TextLayoutDiagram(panels: panels, captionFace: face).render(with: renderer)
    }

    /// A file name for an item's picture: its key, locale and variant with anything but letters, digits, `.`, `-`
    /// and `_` replaced, unique among `taken`.
    static func fileName(for item: AuditItem, taken: inout Set<String>) -> String {
        let parts = [item.entry.key, item.entry.locale, item.entry.variant].compactMap { $0 }
        var base = String(
            parts.joined(separator: "-").unicodeScalars.map { scalar -> Character in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            }.prefix(120))
        if base.isEmpty || base.hasPrefix(".") { base = "text" + base }
        var name = base + ".png"
        var number = 2
        while taken.contains(name.lowercased()) {
            name = "\(base)-\(number).png"
            number += 1
        }
        taken.insert(name.lowercased())
        return name
    }

    // MARK: - Shared

    /// The system's sans-serif for captions, or `nil` without fontconfig fonts.
    private static func captionFace(_ measurer: TextMeasurer) -> FontFace? {
        try? measurer.face(family: nil)
    }

    /// Writes `bitmap` as a PNG at `path` and notes it on standard error.
    ///
    /// - Returns: 0, or 73 with the reason on standard error when it cannot be written.
    static func write(_ bitmap: Bitmap, to path: String, command: String, output: inout CommandOutput) -> Int32 {
        do {
            try PNGWriter.write(bitmap, to: path)
        } catch {
            output.standardError += "typescale \(command): \(error)\n"
            return ExitStatus.cannotCreate
        }
        output.standardError += "typescale \(command): wrote \(path) (\(bitmap.width) × \(bitmap.height) pixels)\n"
        return ExitStatus.success
    }

    /// The text in quotes, cut after 40 characters, line breaks shown as `⏎`.
    private static func quoted(_ text: String) -> String {
        let flat = text.replacingEvery("\r\n", with: "⏎").map { $0.isNewline ? "⏎" : String($0) }.joined()
        return "\"" + (flat.count > 40 ? flat.prefix(40) + "…" : flat) + "\""
    }
}

extension TextLayoutPictures {
    /// Writes a picture for each of `items` that does not fit into `directory` (made if missing), named after its key,
    /// locale and variant; notes how many on standard error.
    ///
    /// - Returns: 0, or 73 when the directory or a picture cannot be written or a picture would be too large to be
    ///   one, 65 when a picture cannot be drawn for another reason (each reason on standard error; the other pictures
    ///   are written all the same).
    static func write(_ items: [AuditItem], to directory: String, measurer: TextMeasurer, output: inout CommandOutput)
        -> Int32
    {
        if let failure = FolderCreation.make(directory) {
            output.standardError += "typescale audit: \(directory): cannot make the folder for --png-dir ("
                + Syscalls.text(ofErrorNumber: failure).lowercased() + ")\n"
            return ExitStatus.cannotCreate
        }
        let renderer = TextRenderer(measurer: measurer)
        var taken: Set<String> = []
        var written = 0
        var status = ExitStatus.success
        for item in items {
            let bitmap: Bitmap?
            do {
                bitmap = try picture(of: item, renderer: renderer)
            } catch {
                output.standardError += "typescale audit: \(item.location): \(item.name): cannot draw: \(error)\n"
                if status != ExitStatus.cannotCreate { status = ExitStatus.drawing(error) }
                continue
            }
            guard let bitmap else { continue }
            let path = PathText.appending(fileName(for: item, taken: &taken), to: directory)
            do {
                try PNGWriter.write(bitmap, to: path)
            } catch {
                output.standardError += "typescale audit: \(error)\n"
                return ExitStatus.cannotCreate
            }
            written += 1
        }
        if written > 0 {
            output.standardError +=
                "typescale audit: wrote \(written) picture\(written == 1 ? "" : "s") to \(directory)\n"
        }
        return status
    }

}
