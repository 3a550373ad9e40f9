import Foundation
import Testing
import TestSupport
@testable import StringCatalogs

/// `BinaryPropertyListReader` against Foundation's `PropertyListSerialization` (CoreFoundation's `CFBinaryPList.c`):
/// binary property lists Foundation writes are read to the same values, and damaged copies of them are read to the
/// same values or refused as CoreFoundation refuses them, never with a crash.
@Suite struct BinaryPropertyListReaderTests {
    static let long = String(repeating: "long text ", count: 40)

    static var lists: [Any] {
        [
        ["greeting": "Hello", "farewell": "Tschüss 👋", "empty": ""],
        ["a": ["b": ["c": "deep"]], "list": ["one", "two", 3, 4.5, true, false]],
        ["count": 42, "big": 1 << 40, "negative": -7, "real": 0.1, "date": Date(timeIntervalSince1970: 1e9)],
        ["data": Data([1, 2, 3]), "long": long, "日本語": "テキスト"],
        Array(0..<40).map { "item \($0)" },
        Dictionary(uniqueKeysWithValues: (0..<300).map { ("key \($0)", "value \($0)") }),
            "just a string",
        ]
    }

    @Test func readsWhatFoundationWrites() throws {
        for list in Self.lists {
            let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0))
            #expect(try BinaryPropertyListReader.read(bytes) == PropertyListValue(foundation: list))
        }
    }

    /// Cut short, and with bytes changed in the objects, the offset table and the trailer.
    @Test func damagedCopiesAreReadOrRefusedAsCoreFoundationDoes() throws {
        var random = SeededRandom(state: 0x4250_4C49_5354)
        var agreed = 0, total = 0
        for list in Self.lists {
            let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0))
            for round in 0..<200 {
                var damaged = bytes
                if round % 4 == 0 {
                    damaged.removeLast(random.int(1...damaged.count - 1))
                } else {
                    let trailer = damaged.count - 32
                    let place =
                        round % 4 == 1 ? random.int(8...damaged.count - 1) : random.int(trailer...damaged.count - 1)
                    damaged[place] = UInt8(random.int(0...255))
                }
                let ours = try? BinaryPropertyListReader.read(damaged)
                let theirs = (try? PropertyListSerialization.propertyList(from: Data(damaged), format: nil))
                    .map(PropertyListValue.init(foundation:))
                total += 1
                if ours == theirs { agreed += 1 }
                if let ours, let theirs { #expect(ours == theirs) }
            }
        }
        // Where CoreFoundation reads damaged data that this refuses (or the other way round), it is data no tool wrote.
        #expect(agreed * 10 >= total * 9, "\(agreed) of \(total)")
    }

    /// A binary property list of `objects` (each its bytes, references 4 bytes each), the first one on top.
    static func list(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += Self.bigEndian(offset, size: 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4] + Self.bigEndian(objects.count, size: 8) + Self.bigEndian(0, size: 8)
            + Self.bigEndian(table, size: 8)
        return bytes
    }

    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }

    /// 64 arrays, each naming the next twice: read once each (2⁶³ reads otherwise, a hang).
    @Test func readsAnObjectManyCollectionsNameOnce() throws {
        let levels = 64
        let objects = (0..<levels).map { index in
            let next = Self.bigEndian(index + 1, size: 4)
            return index == levels - 1 ? [0x51, UInt8(ascii: "x")] : [0xA2] + next + next
        }
        // Walked down one side only: comparing the whole value would visit 2⁶³ leaves.
        var value = try BinaryPropertyListReader.read(Self.list(objects))
        var depth = 0
        while case .array(let pair) = value, pair.count == 2 {
            depth += 1
            value = pair[1]
        }
        #expect(depth == levels - 1)
        #expect(value == .string("x"))
    }

    /// Arrays nested 512 deep are read; 513, refused (they are read recursively).
    @Test func refusesCollectionsNestedTooDeep() throws {
        func chain(_ arrays: Int) -> [UInt8] {
            Self.list(
                (0...arrays).map { $0 == arrays ? [0x51, UInt8(ascii: "x")] : [0xA1] + Self.bigEndian($0 + 1, size: 4) })
        }
        #expect((try? BinaryPropertyListReader.read(chain(512))) != nil)
        let error = try #require(throws: BinaryPropertyListReader.Failure.self) {
            try BinaryPropertyListReader.read(chain(513))
        }
        #expect(error.message == "the binary property list nests collections more than 512 deep")
    }

    @Test func refusesWhatIsNotABinaryPropertyList() {
        let zeros = Array("bplist00".utf8) + [UInt8](repeating: 0, count: 40)
        for bytes in [Array("bplist00 not really".utf8), zeros, []] {
            #expect(throws: BinaryPropertyListReader.Failure.self) { try BinaryPropertyListReader.read(bytes) }
        }
    }
}
