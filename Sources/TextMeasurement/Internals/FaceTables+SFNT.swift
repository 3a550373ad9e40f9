extension FaceTables {
    /// The face's tables read as FreeType 2.12's SFNT module reads them for its CFF driver (`sfobjs.c`
    /// `sfnt_load_face`; `ttload.c`, `ttmtx.c`), without the CFF table, which only FreeType's glyph loading needs.
    ///
    /// `nil` wherever FreeType might read the face otherwise or refuse it — `head`, `hhea`, `maxp` or `OS/2` shorter
    /// than FreeType reads, no `hmtx`, a `vhea` too short, `unitsPerEm` outside 16…16384, no glyphs, a `name` table
    /// ``SFNTNames`` leaves to FreeType, embedded bitmaps (`EBLC`, `CBLC`, `sbix`, `bhed`: with `sbix` and `bhed`
    /// FreeType reads no `hhea` or `OS/2` at all) — so that FreeType reads it and gives its own verdict. What is given
    /// up is FreeType's check of the CFF table itself: a face whose CFF is damaged loads, and HarfBuzz, which sanitises
    /// every table it reads, shapes it with the advances of `hmtx`.
    init?(sfnt directory: SFNTDirectory) {
        guard !directory.hasBitmapTables,
            let head = directory.table("head"), head.count >= 54, let unitsPerEm = head.bigEndianUInt16(at: 18),
            (16...16384).contains(unitsPerEm),
            let hhea = directory.table("hhea"), hhea.count >= 36,
            let ascender = hhea.bigEndianInt16(at: 4), let descender = hhea.bigEndianInt16(at: 6),
            let lineGap = hhea.bigEndianInt16(at: 8),
            directory.table("hmtx") != nil,
            directory.table("vhea").map({ $0.count >= 36 }) ?? true,
            let maxp = directory.table("maxp"), let maxpVersion = maxp.bigEndianUInt32(at: 0),
            maxp.count >= (maxpVersion >= 0x10000 ? 32 : 6), let glyphCount = maxp.bigEndianUInt16(at: 4),
            glyphCount > 0
        else { return nil }

        // OS/2: 78 bytes, 86 from version 1, 96 from 2, 100 from 5 (`tt_face_load_os2`); FreeType treats a table it
        // cannot read as missing, which is what a version of 0xFFFF means to it.
        var os2: UnsafeRawBufferPointer?
        if let table = directory.table("OS/2") {
            guard let version = table.bigEndianUInt16(at: 0), version != 0xFFFF,
                table.count >= (version >= 5 ? 100 : version >= 2 ? 96 : version >= 1 ? 86 : 78)
            else { return nil }
            os2 = table
        }
        var names: SFNTNames?
        if let table = directory.table("name") {
            guard let readable = SFNTNames(table) else { return nil }
            names = readable
        }

        faceCount = directory.faceCount
        self.unitsPerEm = Int(unitsPerEm)
        self.glyphCount = Int(glyphCount)
        self.hhea = (Int(ascender), Int(descender), Int(lineGap))
        if let os2, let version = os2.bigEndianUInt16(at: 0), let selection = os2.bigEndianUInt16(at: 62),
            let typoAscender = os2.bigEndianInt16(at: 68), let typoDescender = os2.bigEndianInt16(at: 70),
            let typoLineGap = os2.bigEndianInt16(at: 72)
        {
            typo = (Int(typoAscender), Int(typoDescender), Int(typoLineGap))
            usesTypoMetrics = selection & (1 << 7) != 0
            xHeight = version >= 2 ? os2.bigEndianInt16(at: 86).map(Int.init) : nil
            capHeight = version >= 2 ? os2.bigEndianInt16(at: 88).map(Int.init) : nil
            // fsSelection bit 8, WWS: the typographic names (16, 17) first; otherwise the WWS names (21, 22) first.
            if selection & (1 << 8) != 0 {
                family = names?.name(16) ?? names?.name(1) ?? ""
                style = names?.name(17) ?? names?.name(2) ?? ""
                return
            }
        } else {
            typo = nil
            usesTypoMetrics = false
            xHeight = nil
            capHeight = nil
        }
        family = names?.name(21) ?? names?.name(16) ?? names?.name(1) ?? ""
        style = names?.name(22) ?? names?.name(17) ?? names?.name(2) ?? ""
    }
}
