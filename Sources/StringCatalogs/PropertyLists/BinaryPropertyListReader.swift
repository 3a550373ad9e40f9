/// Reads a binary property list (`bplist00`, what Xcode compiles `.strings` and `.stringsdict` files into) as
/// CoreFoundation's `CFBinaryPList.c` lays it out: an 8-byte header, the objects, a table of their offsets, and a
/// 32-byte trailer giving the sizes of offsets and object references, the number of objects, the top object and where
/// the table starts (all big-endian).
///
/// Objects by their first byte (type in the high four bits, size or count in the low four; a count of 15 is followed
/// by an integer object with the count): `0x00` null, `0x08` false, `0x09` true; `0x1n` an integer of 2ⁿ bytes; `0x2n`
/// a real of 2ⁿ bytes; `0x33` a date; `0x4n` data; `0x5n` ASCII text; `0x6n` UTF-16 text (n code units); `0x8n` a UID
/// of n + 1 bytes; `0xAn` an array, `0xBn` an ordered set and `0xCn` a set of n object references; `0xDn` a dictionary
/// of n key references then n value references (keys are text; a key given twice keeps its first value, as in
/// CoreFoundation). Any other first byte is refused.
///
/// Everything is checked against the data's bounds; an object that contains itself, and collections nested more than
/// ``maximumDepth`` deep, are refused; an object is read once however many collections name it. So damaged or hostile
/// data is an error, never a crash or a hang.
enum BinaryPropertyListReader {
    /// Why the data is not a binary property list that can be read.
    struct Failure: Error {
        var message: String
    }

    /// The top object of the binary property list in `bytes`.
    static func read(_ bytes: [UInt8]) throws(Failure) -> PropertyListValue {
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
            throw Failure(message: "not a binary property list (bplist00) of at least 40 bytes")
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let objectCount = number(bytes, at: trailer + 8, size: 8)
        let top = number(bytes, at: trailer + 16, size: 8)
        let tableStart = number(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount >= 1, top < objectCount,
            tableStart >= 8, tableStart < UInt64(trailer),
            objectCount <= (UInt64(trailer) - tableStart) / UInt64(offsetSize)
        else { throw Failure(message: "the binary property list's trailer or offset table is damaged") }
        var reader = Reader(
            bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize, objectCount: Int(objectCount),
            tableStart: Int(tableStart))
        return try reader.object(Int(top))
    }

    /// A big-endian unsigned number of `size` bytes (at most 8) at `offset`.
    /// Collections nested deeper than this are refused (they are read recursively); a catalog's are a few deep.
    static let maximumDepth = 512

    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        bytes[offset..<offset + size].reduce(0) { $0 << 8 | UInt64($1) }
    }

    private struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let tableStart: Int
        /// The objects being read, outermost first: one met again contains itself.
        var open: Set<Int> = []
        /// The objects read already: one that many collections name is read once (arrays that each name the next
        /// twice would otherwise be read 2^depth times).
        var done: [Int: PropertyListValue] = [:]

        func damaged(_ what: String) -> Failure {
            Failure(message: "the binary property list is damaged: \(what)")
        }

        func unknownType(_ index: Int, _ marker: UInt8) -> Failure {
            damaged("object \(index) of unknown type 0x\(String(marker, radix: 16))")
        }

        /// Object `index`, read the first time it is named.
        mutating func object(_ index: Int) throws(Failure) -> PropertyListValue {
            if let known = done[index] { return known }
            guard index < objectCount else { throw damaged("a reference to object \(index) of \(objectCount)") }
            guard open.insert(index).inserted else { throw damaged("object \(index) contains itself") }
            defer { open.remove(index) }
            let value = try contents(of: index)
            done[index] = value
            return value
        }

        /// What object `index` holds, its collections' members read by ``object(_:)``.
        private mutating func contents(of index: Int) throws(Failure) -> PropertyListValue {
            let entry = tableStart + index * offsetSize
            let offset = Int(clamping: BinaryPropertyListReader.number(bytes, at: entry, size: offsetSize))
            guard offset >= 8, offset < tableStart else { throw damaged("object \(index) outside the objects") }
            let marker = bytes[offset]
            let low = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x00: return .null
                case 0x08, 0x09: return .boolean
                default: throw unknownType(index, marker)
                }
            case 0x1:
                guard low <= 4 else { throw damaged("an integer of 2^\(low) bytes") }
                _ = try span(offset + 1, 1 << low)
                return .number
            case 0x2:
                guard low == 2 || low == 3 else { throw damaged("a real of 2^\(low) bytes") }
                _ = try span(offset + 1, 1 << low)
                return .number
            case 0x3:
                guard marker == 0x33 else { throw unknownType(index, marker) }
                _ = try span(offset + 1, 8)
                return .date
            case 0x4:
                let (count, start) = try length(offset)
                _ = try span(start, count)
                return .data
            case 0x5:
                let (count, start) = try length(offset)
                let text = try span(start, count)
                guard text.allSatisfy({ $0 < 0x80 }) else { throw damaged("ASCII text with a byte above 0x7F") }
                return .string(String(decoding: text, as: UTF8.self))
            case 0x6:
                let (count, start) = try length(offset)
                let text = try span(start, count * 2)
                let units = stride(from: text.startIndex, to: text.endIndex, by: 2).map {
                    UInt16(text[$0]) << 8 | UInt16(text[$0 + 1])
                }
                return .string(String(decoding: units, as: UTF16.self))
            case 0x8:
                _ = try span(offset + 1, low + 1)
                return .uid
            case 0xA, 0xB, 0xC:
                try checkDepth()
                let (count, start) = try length(offset)
                var items: [PropertyListValue] = []
                for reference in try references(start, count) { items.append(try object(reference)) }
                return marker >> 4 == 0xA ? .array(items) : .set
            case 0xD:
                try checkDepth()
                let (count, start) = try length(offset)
                let keys = try references(start, count), values = try references(start + count * referenceSize, count)
                var members: [String: PropertyListValue] = [:]
                for (key, value) in zip(keys, values) {
                    guard case .string(let name) = try object(key) else {
                        throw damaged("a dictionary key that is not text")
                    }
                    let member = try object(value)
                    if members[name] == nil { members[name] = member }  // a key given twice: its first value
                }
                return .dictionary(members)
            default:
                throw unknownType(index, marker)
            }
        }

        /// Refuses a collection inside more than ``maximumDepth`` - 1 others (``open`` holds it and them).
        func checkDepth() throws(Failure) {
            let depth = BinaryPropertyListReader.maximumDepth
            guard open.count <= depth else {
                throw Failure(message: "the binary property list nests collections more than \(depth) deep")
            }
        }

        /// The bytes from `start`, `count` of them, all before the offset table.
        func span(_ start: Int, _ count: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard count >= 0, start <= tableStart, count <= tableStart - start else {
                throw damaged("an object that runs past the objects")
            }
            return bytes[start..<start + count]
        }

        /// A collection's count (from its marker, or the integer object after it) and where its contents start.
        func length(_ offset: Int) throws(Failure) -> (count: Int, start: Int) {
            let low = Int(bytes[offset] & 0x0F)
            guard low == 0x0F else { return (low, offset + 1) }
            let marker = try span(offset + 1, 1).first!
            guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw damaged("a count that is not an integer") }
            let size = 1 << Int(marker & 0x0F)
            let count = BinaryPropertyListReader.number(bytes, at: offset + 2, size: try span(offset + 2, size).count)
            guard count <= UInt64(tableStart) else { throw damaged("a count larger than the data") }
            return (Int(count), offset + 2 + size)
        }

        /// `count` object references from `start`.
        func references(_ start: Int, _ count: Int) throws(Failure) -> [Int] {
            guard count <= tableStart / referenceSize else { throw damaged("a collection larger than the data") }
            let table = try span(start, count * referenceSize)
            return stride(from: table.startIndex, to: table.endIndex, by: referenceSize).map {
                Int(clamping: BinaryPropertyListReader.number(bytes, at: $0, size: referenceSize))
            }
        }
    }
}
