import DynamicType
import PackageSupport
import SystemSupport

/// One face of a font file, loaded and validated, ready to measure with.
///
/// Load one with ``init(contentsOfFile:faceIndex:)`` (TTF, OTF, or a face of a TTC collection). A face is immutable and
/// `Sendable`: share one across tasks.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The file the face was read from.
    public let path: String
    /// The face's index in the file (0 for a single-face file).
    public let faceIndex: Int
    /// The family name (`name` table, as FreeType reports it).
    public let family: String
    /// The style name, e.g. "Regular".
    public let style: String
    /// Units per em: the font's coordinate scale.
    public let unitsPerEm: Int
    /// The vertical metrics in font units.
    public let metrics: Metrics

    /// The variation axes of a variable font; empty for a static one.
    public let variationAxes: [VariationAxis]
    /// Another font's line metrics this face measures lines with in place of its own ``metrics`` (a stand-in's:
    /// ``withLineMetrics(_:)``); `nil`: its own.
    public let replacedLineMetrics: FontLineMetrics?

    let shaper: HarfBuzzFont
    /// A variable face's instances by their axis values; `nil` for a static face, which has none (and whose loading
    /// then never makes this dictionary's type: the first use of `[Double]` as a key costs the runtime two searches
    /// of every protocol conformance in the program).
    private let instances: ReadWriteLockedValue<[[Double]: HarfBuzzFont]>?

    /// The face's vertical metrics in font units (y up: ``descender`` is negative below the baseline).
    ///
    /// These are the `hhea` table's values, or the `OS/2` typographic ones when the font sets USE_TYPO_METRICS
    /// (`fsSelection` bit 7) — the rule HarfBuzz's `hb-ot-metrics` and FreeType ≥ 2.10 follow (OpenType spec, OS/2
    /// `fsSelection`; see `shared/reference/text-measurement.md` §3.1).
    public struct Metrics: Hashable, Sendable {
        /// Distance from the baseline up to the top of the line's glyph area.
        public var ascender: Int
        /// Distance from the baseline down to the bottom (negative below the baseline).
        public var descender: Int
        /// Extra space between lines (`hhea.lineGap` or `OS/2.sTypoLineGap`).
        public var lineGap: Int
        /// The cap height (`OS/2.sCapHeight`), where the table has it.
        public var capHeight: Int?
        /// The x-height (`OS/2.sxHeight`), where the table has it.
        public var xHeight: Int?
        /// Whether the typographic metrics were used.
        public var usesTypoMetrics: Bool
    }

    /// Loads face `faceIndex` of the font file at `path`.
    ///
    /// The names and metrics are FreeType's (its rules for which `name` record names the family and the style). A face
    /// with CFF outlines is read from its tables without FreeType's parse of the CFF table, whose outlines measuring
    /// never uses: such a face with a damaged CFF table loads, and HarfBuzz shapes it from its other tables.
    ///
    /// - Throws: ``MeasurementError/fileNotFound(path:)``, ``MeasurementError/unreadableFile(path:problem:)`` for a
    ///   folder or a file this user may not read, ``MeasurementError/notAFont(path:code:message:)`` for a file
    ///   FreeType cannot read (truncated, corrupt, not a font), ``MeasurementError/faceIndexOutOfRange(path:index:faceCount:)``.
    public init(contentsOfFile path: String, faceIndex: Int = 0) throws(MeasurementError) {
        guard faceIndex >= 0 else {
            throw .invalidValue(name: "face index", value: String(faceIndex), accepted: "0 or more")
        }
        if let failure = FileReadError.ofOpening(path) { throw .opening(path, failure) }
        let mapped = try MappedFontFile(path: path)
        let file = try FaceTables(mapped, path: path, faceIndex: faceIndex)
        guard file.glyphCount > 0 else {
            throw .notAFont(path: path, code: 0x03, message: "the font has no glyphs")
        }
        self.path = path
        self.faceIndex = faceIndex
        self.family = file.family
        self.style = file.style
        self.unitsPerEm = file.unitsPerEm
        let vertical = file.usesTypoMetrics ? (file.typo ?? file.hhea) : file.hhea
        self.metrics = Metrics(
            ascender: vertical.ascender, descender: vertical.descender, lineGap: vertical.lineGap,
            capHeight: file.capHeight, xHeight: file.xHeight, usesTypoMetrics: file.usesTypoMetrics && file.typo != nil)
        self.shaper = try HarfBuzzFont(mapped, path: path, faceIndex: faceIndex, unitsPerEm: file.unitsPerEm)
        self.variationAxes = shaper.axes
        self.instances = shaper.axes.isEmpty ? nil : ReadWriteLockedValue([:])
        self.replacedLineMetrics = nil
    }

    /// This face with another font's line metrics: the same glyphs and advances, lines as tall and baselines where
    /// `lineMetrics` puts them (``metrics(atSize:)``). A different face for equality, so shaped text and layouts of the
    /// two are never mistaken for each other.
    public func withLineMetrics(_ lineMetrics: FontLineMetrics) -> FontFace {
        FontFace(self, replacingLineMetricsWith: lineMetrics)
    }

    private init(_ face: FontFace, replacingLineMetricsWith lineMetrics: FontLineMetrics) {
        path = face.path
        faceIndex = face.faceIndex
        family = face.family
        style = face.style
        unitsPerEm = face.unitsPerEm
        metrics = face.metrics
        variationAxes = face.variationAxes
        shaper = face.shaper
        instances = face.instances
        replacedLineMetrics = lineMetrics
    }

    /// Whether the face has a `wght` or `opsz` axis, so its advances depend on the weight or the size.
    public var isVariable: Bool { !variationAxes.isEmpty }

    /// Whether the face has an optical-size axis, so its advances are not linear in the point size.
    public var hasOpticalSize: Bool { variationAxes.contains { $0.tag == VariationAxis.opticalSizeTag } }

    /// The axis values the face is set at for `weight` and `size`: `wght` = the weight's CSS value and `opsz` = the
    /// point size, each limited to its axis (as CoreText sets SF's optical size from the point size); other axes at
    /// their defaults. Empty for a static face.
    public func variation(weight: FontWeight, size: Double) -> [(tag: UInt32, value: Double)] {
        variationAxes.compactMap { axis in
            switch axis.tag {
            case VariationAxis.weightTag: (axis.tag, axis.clamp(Double(weight.cssValue)))
            case VariationAxis.opticalSizeTag: (axis.tag, axis.clamp(size))
            default: nil
            }
        }
    }

    /// The shaper for `weight` and `size`: the face itself when static, else an instance at ``variation(weight:size:)``,
    /// made once and kept.
    func shaper(weight: FontWeight, size: Double) -> HarfBuzzFont {
        let settings = variation(weight: weight, size: size)
        guard !settings.isEmpty, let instances else { return shaper }
        let key = settings.map(\.value)
        if let instance = instances.read({ $0[key] }) { return instance }
        guard let instance = shaper.instance(settings) else { return shaper }
        return instances.write { instances in
            if let existing = instances[key] { return existing }
            instances[key] = instance
            return instance
        }
    }

    /// Whether the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        shaper.hasGlyph(for: scalar)
    }

    /// The metrics at a point size, in points: the face's own, or the ``replacedLineMetrics`` for the line's extent.
    public func metrics(atSize size: Double) -> ScaledFontMetrics {
        let scale = size / Double(unitsPerEm)
        if let replaced = replacedLineMetrics {
            return ScaledFontMetrics(
                pointSize: size, ascender: replaced.ascender * size, descender: replaced.descender * size,
                leading: replaced.lineGap * size, capHeight: metrics.capHeight.map { Double($0) * scale },
                xHeight: metrics.xHeight.map { Double($0) * scale })
        }
        return ScaledFontMetrics(
            pointSize: size,
            ascender: Double(metrics.ascender) * scale,
            descender: Double(metrics.descender) * scale,
            leading: Double(metrics.lineGap) * scale,
            capHeight: metrics.capHeight.map { Double($0) * scale },
            xHeight: metrics.xHeight.map { Double($0) * scale })
    }

    /// The same font file and face with the same line metrics: the same object (the usual case, a measurer loads
    /// each file once) or equal paths.
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
        lhs === rhs
            || (lhs.path == rhs.path && lhs.faceIndex == rhs.faceIndex
                && lhs.replacedLineMetrics == rhs.replacedLineMetrics)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(faceIndex)
    }

    public var description: String {
        "\(family) \(style) (\(path)#\(faceIndex))" + (replacedLineMetrics == nil ? "" : " with other line metrics")
    }
}

/// A face's metrics at one point size, in points, named as `UIFont` names them.
public struct ScaledFontMetrics: Hashable, Sendable {
    /// The size in points.
    public var pointSize: Double
    /// Distance from the baseline to the top of the line's glyph area (positive).
    public var ascender: Double
    /// Distance from the baseline to the bottom (negative, as `UIFont.descender`).
    public var descender: Double
    /// The line gap (`UIFont.leading`).
    public var leading: Double
    /// The cap height, where the font has it.
    public var capHeight: Double?
    /// The x-height, where the font has it.
    public var xHeight: Double?

    /// `UIFont.lineHeight`: ascender − descender + leading.
    public var lineHeight: Double { ascender - descender + leading }
}
