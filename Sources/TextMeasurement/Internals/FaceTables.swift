/// What the measurer takes from a face's tables: its names, face count and vertical metrics.
///
/// Read by FreeType (``init(freeType:path:faceIndex:)``), except for a face whose outlines are CFF, whose few tables
/// are read here as FreeType's SFNT module reads them (``init(sfnt:)``): FreeType's CFF driver parses the whole CFF
/// table when it opens such a face — every charstring's offset and the charset — and the measurer, which shapes
/// with HarfBuzz and takes advances from `hmtx`, needs none of it; for a large CJK face (Noto Sans CJK) that parse
/// allocates megabytes the measurer never reads.
struct FaceTables {
    var faceCount: Int
    var family: String
    var style: String
    var unitsPerEm: Int
    var glyphCount: Int
    /// `hhea` ascender, descender (negative below the baseline) and line gap, in font units.
    var hhea: (ascender: Int, descender: Int, lineGap: Int)
    /// `OS/2` typographic ascender, descender and line gap, when the table exists.
    var typo: (ascender: Int, descender: Int, lineGap: Int)?
    /// `OS/2.fsSelection` bit 7, USE_TYPO_METRICS.
    var usesTypoMetrics: Bool
    var capHeight: Int?
    var xHeight: Int?

    /// Face `faceIndex` of `file`, the font file at `path` (named in errors): from its own tables when it is an
    /// OpenType face with CFF outlines (`OTTO`, alone or in a collection), else through FreeType, which also validates
    /// TrueType outlines' tables and refuses what it cannot read.
    ///
    /// - Throws: ``MeasurementError/notAFont(path:code:message:)`` with FreeType's error code for what is wrong, or
    ///   ``MeasurementError/faceIndexOutOfRange(path:index:faceCount:)``.
    init(_ file: MappedFontFile, path: String, faceIndex: Int) throws(MeasurementError) {
        if let directory = SFNTDirectory(file.bytes, faceIndex: faceIndex), directory.hasCFFOutlines,
            let tables = FaceTables(sfnt: directory)
        {
            self = tables
        } else {
            try self.init(freeType: file, path: path, faceIndex: faceIndex)
        }
    }
}
