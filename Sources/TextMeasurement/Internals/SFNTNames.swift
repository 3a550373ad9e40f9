/// A face's `name` table, and the name FreeType 2.12 reports for a name ID (`sfobjs.c` `tt_face_get_name`).
///
/// Records are kept as `ttload.c` `tt_face_load_name` keeps them: one of length 0, or whose string does not lie between
/// the end of the records and the end of the table, is left out. `nil` for a table FreeType could read otherwise (too
/// short, or format 1, whose language-tag records decide which records stay): FreeType reads the face then.
struct SFNTNames {
    private struct Record {
        var platform: UInt16
        var encoding: UInt16
        var language: UInt16
        var nameID: UInt16
        var string: UnsafeRawBufferPointer
    }

    private var records: [Record] = []

    init?(_ table: UnsafeRawBufferPointer) {
        guard let format = table.bigEndianUInt16(at: 0), format == 0, let count = table.bigEndianUInt16(at: 2),
            let storage = table.bigEndianUInt16(at: 4)
        else { return nil }
        let recordsEnd = 6 + 12 * Int(count)
        guard recordsEnd <= table.count else { return nil }
        records.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let record = 6 + 12 * index
            guard let platform = table.bigEndianUInt16(at: record),
                let encoding = table.bigEndianUInt16(at: record + 2),
                let language = table.bigEndianUInt16(at: record + 4),
                let nameID = table.bigEndianUInt16(at: record + 6),
                let length = table.bigEndianUInt16(at: record + 8), let offset = table.bigEndianUInt16(at: record + 10)
            else { return nil }
            let start = Int(storage) + Int(offset)
            guard length > 0, start >= recordsEnd, start + Int(length) <= table.count else { continue }
            records.append(
                Record(
                    platform: platform, encoding: encoding, language: language, nameID: nameID,
                    string: UnsafeRawBufferPointer(rebasing: table[start..<start + Int(length)])))
        }
    }

    /// The name with ID `nameID` as FreeType chooses and converts it; `nil` when the table has none it would take.
    ///
    /// FreeType prefers a Windows name in Unicode (encodings 0, 1 and 10) in English (language `0x?09`; the first
    /// Windows name of the three encodings if none is English, the last English one otherwise) unless a Macintosh name
    /// exists and the Windows one is not English; then the Macintosh name (English, else Roman encoding); then a
    /// Unicode- or ISO-platform one. UTF-16 is read as big-endian code units, Macintosh names byte by byte, up to a
    /// NUL; every character outside 32–127 becomes `?` (FreeType's family and style names are ASCII).
    func name(_ nameID: UInt16) -> String? {
        var appleRoman: Int?
        var appleEnglish: Int?
        var windows: Int?
        var unicode: Int?
        var windowsIsEnglish = false
        for (index, record) in records.enumerated() where record.nameID == nameID {
            switch record.platform {
            case 0, 2:  // Unicode, ISO
                unicode = index
            case 1:  // Macintosh
                if record.language == 0 {
                    appleEnglish = index
                } else if record.encoding == 0 {
                    appleRoman = index
                }
            case 3:  // Windows
                let english = record.language & 0x3FF == 0x009
                if windows == nil || english, [0, 1, 10].contains(record.encoding) {
                    windowsIsEnglish = english
                    windows = index
                }
            default:
                break
            }
        }
        let apple = appleEnglish ?? appleRoman
        if let windows, !(apple != nil && !windowsIsEnglish) {
            return Self.ascii(records[windows].string, unitSize: 2)
        } else if let apple {
            return Self.ascii(records[apple].string, unitSize: 1)
        } else if let unicode {
            return Self.ascii(records[unicode].string, unitSize: 2)
        }
        return nil
    }

    /// The string's code units (big-endian UTF-16 when `unitSize` is 2, bytes when 1) up to the first 0, each
    /// outside 32–127 as `?` (FreeType's `tt_name_ascii_from_utf16` and `tt_name_ascii_from_other`).
    private static func ascii(_ string: UnsafeRawBufferPointer, unitSize: Int) -> String {
        var characters: [UInt8] = []
        characters.reserveCapacity(string.count / unitSize)
        for offset in stride(from: 0, to: string.count - unitSize + 1, by: unitSize) {
            let code = unitSize == 2 ? Int(string.bigEndianUInt16(at: offset) ?? 0) : Int(string[offset])
            if code == 0 { break }
            characters.append((32...127).contains(code) ? UInt8(code) : UInt8(ascii: "?"))
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
