internal import CFreeType

extension FaceTables {
    /// Face `faceIndex` of `file`, the font file at `path` (named in errors), as FreeType reads it: the font driver
    /// for the file's format validates the face and parses its outlines' tables, and its names and tables come from
    /// the face FreeType made. Nothing stays open: each call creates its own `FT_Library`, so no FreeType state is
    /// shared between threads.
    ///
    /// Uses `FT_Init_FreeType`, `FT_New_Memory_Face`, `FT_Get_Sfnt_Table`.
    /// - Throws: ``MeasurementError/notAFont(path:code:message:)`` with FreeType's code, or
    ///   ``MeasurementError/faceIndexOutOfRange(path:index:faceCount:)``.
    init(freeType file: MappedFontFile, path: String, faceIndex: Int) throws(MeasurementError) {
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw .libraryFailure(library: "FreeType", code: error, message: FreeTypeErrorMessage.text(for: error))
        }
        defer { FT_Done_FreeType(library) }

        let bytes = file.bytes
        var face: FT_Face?
        error = Self.open(bytes, faceIndex: faceIndex, library: library, into: &face)
        guard error == 0, let face else {
            if faceIndex > 0, let count = Self.faceCount(library: library, bytes: bytes), faceIndex >= count {
                throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: count)
            }
            throw .notAFont(path: path, code: error, message: FreeTypeErrorMessage.text(for: error))
        }
        defer { FT_Done_Face(face) }

        let record = face.pointee
        // Units per em come from the `head` table, not `face->units_per_EM`, which FreeType leaves 0 for fonts with
        // bitmap glyphs only (Noto Color Emoji's CBDT): HarfBuzz measures those from `hmtx` like any other.
        guard let headTable = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD),
            let hheaTable = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)
        else {
            throw .notAFont(path: path, code: 0x8E, message: "no head or hhea table")
        }
        let head = headTable.assumingMemoryBound(to: TT_Header.self).pointee
        let hhea = hheaTable.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        guard head.Units_Per_EM > 0 else {
            throw .notAFont(path: path, code: 0x08, message: "head.unitsPerEm is 0")
        }
        faceCount = Int(record.num_faces)
        family = record.family_name.map { String(cString: $0) } ?? ""
        style = record.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = Int(head.Units_Per_EM)
        glyphCount = Int(record.num_glyphs)
        self.hhea = (Int(hhea.Ascender), Int(hhea.Descender), Int(hhea.Line_Gap))
        if let os2Table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = os2Table.assumingMemoryBound(to: TT_OS2.self).pointee
            typo = (Int(os2.sTypoAscender), Int(os2.sTypoDescender), Int(os2.sTypoLineGap))
            usesTypoMetrics = os2.fsSelection & (1 << 7) != 0
            // sCapHeight and sxHeight exist from OS/2 version 2 on.
            capHeight = os2.version >= 2 ? Int(os2.sCapHeight) : nil
            xHeight = os2.version >= 2 ? Int(os2.sxHeight) : nil
        } else {
            typo = nil
            usesTypoMetrics = false
            capHeight = nil
            xHeight = nil
        }
    }

    /// `FT_New_Memory_Face` of face `faceIndex` of `bytes`.
    private static func open(
        _ bytes: UnsafeRawBufferPointer, faceIndex: Int, library: FT_Library, into face: inout FT_Face?
    ) -> FT_Error {
        FT_New_Memory_Face(
            library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(faceIndex),
            &face)
    }

    /// The number of faces in a file, read through face index −1 as FreeType documents; `nil` when unreadable.
    private static func faceCount(library: FT_Library, bytes: UnsafeRawBufferPointer) -> Int? {
        var probe: FT_Face?
        guard open(bytes, faceIndex: -1, library: library, into: &probe) == 0, let probe else { return nil }
        defer { FT_Done_Face(probe) }
        return Int(probe.pointee.num_faces)
    }
}
