/// The table directory of one face of an OpenType file, found as FreeType 2.12 finds it for a face with CFF outlines
/// (`sfobjs.c` `sfnt_open_font`; `ttload.c` `tt_face_load_font_dir`, `tt_face_lookup_table`): a collection's (`ttcf`)
/// offset of the face, then its directory, where a table that starts past the end of the file is left out, one that
/// runs past it is left out too (`hmtx` and `vmtx` are cut to the end, to a multiple of 4), the first of two entries
/// with one tag wins, and an entry of length 0 counts as no table.
///
/// `nil` for a directory that does not fit in the file, a face index past the collection's end, a file that is not
/// OpenType (`OTTO`) or TrueType (`0x00010000`, `true`): FreeType then reads and judges the file itself. (FreeType
/// checks a TrueType face's directory further, `check_table_dir`; the measurer reads only faces with CFF outlines
/// here, ``hasCFFOutlines``, and tests read TrueType faces too, to compare with FreeType.)
struct SFNTDirectory {
    /// The whole file.
    let bytes: UnsafeRawBufferPointer
    /// The collection's face count (`ttcf` `numFonts`), 1 for a single face: FreeType's `num_faces`.
    let faceCount: Int
    /// The face's `sfnt` version: `OTTO`, `0x00010000` or `true`.
    let format: UInt32
    private var tables: [(tag: UInt32, start: Int, length: Int)] = []

    init?(_ bytes: UnsafeRawBufferPointer, faceIndex: Int) {
        // A face index above 0xFFFF also names a variable font's instance to FreeType (bits 16–30).
        guard (0...0xFFFF).contains(faceIndex), let tag = bytes.bigEndianUInt32(at: 0) else { return nil }
        var start = 0
        if tag == Self.tag("ttcf") {
            // FreeType refuses a collection claiming more faces than 32 bytes each would fit in the file.
            guard let count = bytes.bigEndianUInt32(at: 8), faceIndex < count, count <= bytes.count / 32,
                let offset = bytes.bigEndianUInt32(at: 12 + 4 * faceIndex)
            else { return nil }
            faceCount = Int(count)
            start = Int(offset)
        } else {
            guard faceIndex == 0 else { return nil }
            faceCount = 1
        }
        guard let format = bytes.bigEndianUInt32(at: start),
            [Self.tag("OTTO"), 0x0001_0000, Self.tag("true")].contains(format),
            let tableCount = bytes.bigEndianUInt16(at: start + 4),
            tableCount > 0, start + 12 + 16 * Int(tableCount) <= bytes.count
        else { return nil }
        self.bytes = bytes
        self.format = format
        tables.reserveCapacity(Int(tableCount))
        for entry in 0..<Int(tableCount) {
            let record = start + 12 + 16 * entry
            guard let tag = bytes.bigEndianUInt32(at: record), let offset = bytes.bigEndianUInt32(at: record + 8),
                var length = bytes.bigEndianUInt32(at: record + 12)
            else { return nil }
            guard offset <= bytes.count else { continue }
            if length > bytes.count - Int(offset) {
                guard tag == Self.tag("hmtx") || tag == Self.tag("vmtx") else { continue }
                length = UInt32(bytes.count - Int(offset)) & ~3
            }
            guard !tables.contains(where: { $0.tag == tag }) else { continue }
            tables.append((tag, Int(offset), Int(length)))
        }
        guard !tables.isEmpty else { return nil }
    }

    /// The bytes of the table `tag` (four ASCII characters), or `nil` when the face has none.
    func table(_ tag: StaticString) -> UnsafeRawBufferPointer? {
        let tag = Self.tag(tag)
        guard let entry = tables.first(where: { $0.tag == tag }), entry.length > 0 else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[entry.start..<entry.start + entry.length])
    }

    /// Whether the face is OpenType with its outlines in a `CFF2` or `CFF ` table (FreeType's CFF driver requires one).
    var hasCFFOutlines: Bool { format == Self.tag("OTTO") && (table("CFF2") != nil || table("CFF ") != nil) }

    /// Whether the face has embedded bitmaps (`EBLC`, `CBLC`, `sbix`) or an Apple bitmap header (`bhed`).
    var hasBitmapTables: Bool {
        table("EBLC") != nil || table("CBLC") != nil || table("sbix") != nil || table("bhed") != nil
    }

    /// A four-character tag as the directory stores it.
    static func tag(_ name: StaticString) -> UInt32 {
        precondition(name.utf8CodeUnitCount == 4, "a table tag has four characters")
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: 4)
        return bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
