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

    @Test func refusesWhatIsNotABinaryPropertyList() {
        let zeros = Array("bplist00".utf8) + [UInt8](repeating: 0, count: 40)
        for bytes in [Array("bplist00 not really".utf8), zeros, []] {
            #expect(throws: BinaryPropertyListReader.Failure.self) { try BinaryPropertyListReader.read(bytes) }
        }
    }
}
