import Foundation
import TestSupport
import Testing

@testable import TextMeasurement

/// A face's tables read without FreeType (faces with CFF outlines, ``FaceTables/init(sfnt:)``) must give what FreeType
/// gives: the same names by FreeType's rules, the same metrics. FreeType is the oracle here — every installed face,
/// and TestSans with hundreds of generated `name` tables — and a few cases are worked out by hand from the rules.
struct FaceTablesTests {
    /// Every face of every font file under /usr/share/fonts (DejaVu, Noto, Noto CJK's collections, Inter's CFF faces
    /// as `Scripts/setup` installs them).
    static let installedFiles: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: "/usr/share/fonts") else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { [".ttf", ".otf", ".ttc"].contains(where: $0.lowercased().hasSuffix) }
            .map { "/usr/share/fonts/" + $0 }.sorted()
    }()

    @Test func everyInstalledFaceReadsAsFreeTypeReadsIt() throws {
        var cffFaces = 0
        var trueTypeFaces = 0
        for path in Self.installedFiles {
            let file = try MappedFontFile(path: path)
            let first = try FaceTables(freeType: file, path: path, faceIndex: 0)
            for faceIndex in 0..<first.faceCount {
                let expected = try FaceTables(freeType: file, path: path, faceIndex: faceIndex)
                let directory = try #require(SFNTDirectory(file.bytes, faceIndex: faceIndex), "\(path) #\(faceIndex)")
                guard let read = FaceTables(sfnt: directory) else {
                    // The measurer reads every CFF face itself; a TrueType face may be left to FreeType.
                    #expect(!directory.hasCFFOutlines, "\(path) #\(faceIndex) left to FreeType")
                    continue
                }
                Self.expectEqual(read, expected, "\(path) #\(faceIndex)")
                if directory.hasCFFOutlines { cffFaces += 1 } else { trueTypeFaces += 1 }
            }
        }
        // Scripts/setup installs fonts-noto-cjk (a collection of CFF faces) and fonts-inter (CFF .otf files).
        #expect(cffFaces >= 20, "CFF faces compared: \(cffFaces)")
        #expect(trueTypeFaces >= 100, "TrueType faces compared: \(trueTypeFaces)")
    }

    /// What the measurer reports for a CFF face, through the public API: the face FreeType would make.
    @Test func aCFFCollectionFaceLoadsWithFreeTypesNames() throws {
        let path = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        let face = try FontFace(contentsOfFile: path, faceIndex: 0)
        let freeType = try FaceTables(freeType: MappedFontFile(path: path), path: path, faceIndex: 0)
        #expect(face.family == freeType.family && face.style == freeType.style)
        #expect(face.family.hasPrefix("Noto Sans CJK"))
        #expect(face.unitsPerEm == 1000)
        #expect(throws: MeasurementError.faceIndexOutOfRange(path: path, index: 99, faceCount: freeType.faceCount)) {
            try FontFace(contentsOfFile: path, faceIndex: 99)
        }
    }

    // MARK: - Names, against FreeType

    /// 600 generated `name` tables in TestSans, with and without `fsSelection` bit 8: every platform, Windows
    /// encodings and languages English and not, Macintosh English and Roman, empty strings, strings past the table's
    /// end, odd UTF-16 lengths, NULs, characters outside ASCII — FreeType's family and style for each.
    @Test func generatedNameTablesNameTheFaceAsFreeTypeDoes() throws {
        let base = try Data(contentsOf: URL(fileURLWithPath: TestFonts.sansPath))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("facetables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = SeededRandom(state: 0x5EED_FACE)
        var differentFamilies = Set<String>()
        for round in 0..<600 {
            let records = (0..<Int.random(in: 0...9, using: &random)).map { _ in NameRecord.random(using: &random) }
            let wws = round % 2 == 1
            let font = try SFNTFile.replacing(
                in: base, tables: ["name": NameRecord.table(records, using: &random)], fsSelectionBit8: wws)
            let path = directory.appendingPathComponent("\(round).ttf").path
            try font.write(to: URL(fileURLWithPath: path))
            let file = try MappedFontFile(path: path)
            let expected = try FaceTables(freeType: file, path: path, faceIndex: 0)
            let sfnt = try #require(SFNTDirectory(file.bytes, faceIndex: 0))
            let read = try #require(FaceTables(sfnt: sfnt), "round \(round)")
            #expect(read.family == expected.family, "round \(round): \(records)")
            #expect(read.style == expected.style, "round \(round): \(records)")
            differentFamilies.insert(expected.family)
        }
        // The generator reaches many outcomes, not one.
        #expect(differentFamilies.count > 50)
    }

    /// Inter Regular (CFF) with bytes changed at random in its table directory and the tables read here (`head`,
    /// `hhea`, `maxp`, `OS/2`, `name`), and cut short at every length up to its tables' end: the reader never reads
    /// outside the file, and whenever it and FreeType both read the face, they agree.
    @Test func damagedCFFFacesReadSafelyAndAsFreeTypeReadsThem() throws {
        let original = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")))
        let ranges: [Range<Int>] = try original.withUnsafeBytes { bytes in
            let directory = try #require(SFNTDirectory(bytes, faceIndex: 0))
            let tables = [
                directory.table("head"), directory.table("hhea"), directory.table("maxp"), directory.table("OS/2"),
                directory.table("name"),
            ].compactMap { $0 }.map { table in
                let start = table.baseAddress! - bytes.baseAddress!
                return start..<start + table.count
            }
            return [0..<12 + 16 * Int(bytes.bigEndianUInt16(at: 4) ?? 0)] + tables
        }
        #expect(ranges.count == 6)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("facetables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededRandom(state: 0xDA_3A6E)
        var bothRead = 0
        for round in 0..<400 {
            var bytes = original
            if round < 100 {
                bytes.removeLast(bytes.count - random.int(0...ranges.map(\.upperBound).max()!))
            } else {
                for _ in 0..<random.int(1...6) {
                    let range = ranges[random.int(0...ranges.count - 1)]
                    bytes[random.int(range.lowerBound...range.upperBound - 1)] = UInt8(random.int(0...255))
                }
            }
            let read = bytes.withUnsafeBytes { SFNTDirectory($0, faceIndex: 0).flatMap { FaceTables(sfnt: $0) } }
            guard let read else { continue }
            #expect((16...16384).contains(read.unitsPerEm) && read.glyphCount > 0, "round \(round)")
            let path = folder.appendingPathComponent("\(round).otf").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard let expected = try? FaceTables(freeType: MappedFontFile(path: path), path: path, faceIndex: 0) else {
                continue  // FreeType refuses what its CFF driver checks, which this reader does not read
            }
            Self.expectEqual(read, expected, "round \(round)")
            bothRead += 1
        }
        #expect(bothRead > 100, "faces both read: \(bothRead)")
    }

    // MARK: - Names, worked out by hand from FreeType's rules (sfobjs.c)

    @Test func aMacintoshEnglishNameBeatsAWindowsNameInAnotherLanguage() throws {
        let names = try Self.names([
            NameRecord(platform: 3, encoding: 1, language: 0x411, nameID: 1, bytes: Self.utf16("Nihongo")),
            NameRecord(platform: 1, encoding: 0, language: 0, nameID: 1, bytes: Array("Apple".utf8)),
        ])
        #expect(names[1] == "Apple")
    }

    @Test func theLastEnglishWindowsNameWinsAndTheFirstOtherwise() throws {
        let names = try Self.names([
            NameRecord(platform: 3, encoding: 1, language: 0x411, nameID: 1, bytes: Self.utf16("First")),
            NameRecord(platform: 3, encoding: 1, language: 0x40C, nameID: 1, bytes: Self.utf16("Second")),
            NameRecord(platform: 3, encoding: 1, language: 0x409, nameID: 2, bytes: Self.utf16("US")),
            NameRecord(platform: 3, encoding: 1, language: 0x809, nameID: 2, bytes: Self.utf16("UK")),
            NameRecord(platform: 3, encoding: 3, language: 0x409, nameID: 2, bytes: Self.utf16("PRC encoding")),
        ])
        #expect(names[1] == "First")
        #expect(names[2] == "UK")
    }

    @Test func charactersOutsideASCIIBecomeQuestionMarksAndANULEndsTheName() throws {
        let names = try Self.names([
            NameRecord(platform: 3, encoding: 1, language: 0x409, nameID: 1, bytes: Self.utf16("Caf\u{E9} 日本\u{7F}")),
            NameRecord(platform: 0, encoding: 3, language: 0, nameID: 2, bytes: Self.utf16("Bold\u{0}Italic") + [0x41]),
        ])
        #expect(names[1] == "Caf? ??\u{7F}")
        #expect(names[2] == "Bold")
        #expect(names[16] == nil)
    }

    @Test func aNameTableOfFormat1IsLeftToFreeType() {
        let table: [UInt8] = [0, 1, 0, 0, 0, 6]
        #expect(table.withUnsafeBytes { SFNTNames($0) } == nil)
    }

    // MARK: - Helpers

    static func expectEqual(
        _ read: FaceTables, _ expected: FaceTables, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            read.family == expected.family && read.style == expected.style, "\(what)", sourceLocation: sourceLocation)
        #expect(read.faceCount == expected.faceCount, "\(what)", sourceLocation: sourceLocation)
        #expect(read.unitsPerEm == expected.unitsPerEm, "\(what)", sourceLocation: sourceLocation)
        #expect(read.hhea == expected.hhea, "\(what)", sourceLocation: sourceLocation)
        #expect(read.typo.map { [$0.0, $0.1, $0.2] } == expected.typo.map { [$0.0, $0.1, $0.2] }, "\(what)")
        #expect(read.usesTypoMetrics == expected.usesTypoMetrics, "\(what)", sourceLocation: sourceLocation)
        #expect(read.capHeight == expected.capHeight && read.xHeight == expected.xHeight, "\(what)")
        // FreeType counts a CFF face's glyphs in its CFF table, HarfBuzz (and this reader) in `maxp`.
        #expect((read.glyphCount > 0) == (expected.glyphCount > 0), "\(what)", sourceLocation: sourceLocation)
    }

    /// The names of IDs 1, 2 and 16 in a `name` table of `records` (read while the table's bytes exist: ``SFNTNames``
    /// points into them).
    static func names(_ records: [NameRecord]) throws -> [UInt16: String] {
        var random = SeededRandom(state: 1)
        let table = NameRecord.table(records, using: &random, damage: false)
        let names = table.withUnsafeBytes { bytes in
            SFNTNames(bytes).map { names in [UInt16(1), 2, 16].reduce(into: [:]) { $0[$1] = names.name($1) } }
        }
        return try #require(names)
    }

    static func utf16(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
}

/// One `name` record and its string's bytes.
struct NameRecord: CustomStringConvertible {
    var platform: UInt16
    var encoding: UInt16
    var language: UInt16
    var nameID: UInt16
    var bytes: [UInt8]

    var description: String { "(\(platform), \(encoding), 0x\(String(language, radix: 16)), \(nameID), \(bytes))" }

    static func random(using random: inout SeededRandom) -> NameRecord {
        let platform = [0, 1, 2, 3, 3, 3, 4][Int.random(in: 0..<7, using: &random)]
        let encoding = [0, 1, 3, 10, 2][Int.random(in: 0..<5, using: &random)]
        let language = [0, 0x409, 0x809, 0x411, 0x40C, 1, 0x8000][Int.random(in: 0..<7, using: &random)]
        let nameID = [1, 2, 16, 17, 21, 22][Int.random(in: 0..<6, using: &random)]
        let words = ["Sans", "Serif", "Bold", "Café", "日本語", "Text\u{0}Tail", "\u{7F}\u{1F}", "", "Condensed"]
        let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            words[Int.random(in: 0..<words.count, using: &random)]
        }.joined(separator: " ")
        var bytes = platform == 1 ? Array(text.utf8) : FaceTablesTests.utf16(text)
        if Bool.random(using: &random), Bool.random(using: &random), !bytes.isEmpty { bytes.removeLast() }  // odd
        return NameRecord(
            platform: UInt16(platform), encoding: UInt16(encoding), language: UInt16(language), nameID: UInt16(nameID),
            bytes: bytes)
    }

    /// A format-0 `name` table of `records`; with `damage`, some records point past the table's end or at its
    /// records (which FreeType leaves out).
    static func table(_ records: [NameRecord], using random: inout SeededRandom, damage: Bool = true) -> [UInt8] {
        var table: [UInt8] = []
        func append16(_ value: Int) { table += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let storage = 6 + 12 * records.count
        append16(0)
        append16(records.count)
        append16(storage)
        var strings: [UInt8] = []
        for record in records {
            var offset = strings.count
            if damage, Int.random(in: 0..<12, using: &random) == 0 { offset = 60_000 }
            append16(Int(record.platform))
            append16(Int(record.encoding))
            append16(Int(record.language))
            append16(Int(record.nameID))
            append16(record.bytes.count)
            append16(offset)
            strings += record.bytes
        }
        return table + strings
    }
}

/// A TrueType file rebuilt with some tables replaced (the directory written afresh, tables 4-byte aligned; FreeType
/// does not check checksums).
enum SFNTFile {
    static func replacing(in font: Data, tables replacements: [String: [UInt8]], fsSelectionBit8: Bool) throws -> Data {
        let bytes = [UInt8](font)
        func read32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        func read16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        var tables: [(tag: String, data: [UInt8])] = (0..<read16(4)).map { index in
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = read32(record + 8)
            return (tag, Array(bytes[offset..<offset + read32(record + 12)]))
        }
        for index in tables.indices {
            if let replacement = replacements[tables[index].tag] { tables[index].data = replacement }
            if tables[index].tag == "OS/2" {
                if fsSelectionBit8 { tables[index].data[62] |= 0x01 } else { tables[index].data[62] &= ~0x01 }
            }
        }
        var output: [UInt8] = []
        func append(_ value: Int, _ size: Int) {
            for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
                output.append(UInt8(value >> shift & 0xFF))
            }
        }
        append(0x0001_0000, 4)
        append(tables.count, 2)
        append(0, 6)  // search range, entry selector, range shift: FreeType does not read them
        var offset = 12 + 16 * tables.count
        for table in tables {
            output += Array(table.tag.utf8)
            append(0, 4)
            append(offset, 4)
            append(table.data.count, 4)
            offset += (table.data.count + 3) & ~3
        }
        for table in tables {
            output += table.data + [UInt8](repeating: 0, count: (4 - table.data.count % 4) % 4)
        }
        return Data(output)
    }
}
