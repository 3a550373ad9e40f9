import DynamicType
import Testing

/// SF Pro tracking as the HIG publishes it, pasted from `apple-dynamic-type.md` §2e (the 1/1000 em rows).
enum PublishedTracking {
    static let sfPro: [(size: Double, thousandths: Double)] = {
        let halves = [
            """
            | size | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 |
            |---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
            | 1/1000em | 41 | 34 | 26 | 19 | 12 | 6 | 0 | -6 | -11 | -16 | -20 | -26 | -25 | -24 | -23 | -18 | -12 | -4 | 3 | 6 | 8 | 11 | 14 | 14 | 14 | 13 | 13 | 12 | 12 | 11 | 10 | 10 |
            """,
            """
            | size | 38 | 39 | 40 | 41 | 42 | 43 | 44 | 45 | 46 | 47 | 48 | 49 | 50 | 51 | 52 | 53 | 54 | 56 | 58 | 60 | 62 | 64 | 66 | 68 | 70 | 72 | 76 | 80 | 84 | 88 | 92 | 96 |
            |---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
            | 1/1000em | 10 | 10 | 10 | 9 | 9 | 9 | 8 | 8 | 8 | 8 | 8 | 7 | 7 | 7 | 6 | 6 | 6 | 6 | 5 | 4 | 4 | 4 | 3 | 2 | 2 | 2 | 1 | 0 | 0 | 0 | 0 | 0 |
            """,
        ]
        return halves.flatMap { markdown in
            let table = MarkdownTable(markdown)
            return zip(table.header.dropFirst(), table.rows[0].dropFirst()).map { (Double($0)!, Double($1)!) }
        }
    }()
}

struct TrackingCase: Sendable, CustomTestStringConvertible {
    var size: Double
    var thousandths: Double
    var testDescription: String { "\(size) pt → \(thousandths)/1000 em" }
}

@Suite("TrackingTable")
struct TrackingTableTests {
    @Test("the pasted SF Pro table has the 64 published sizes")
    func tableParses() {
        #expect(PublishedTracking.sfPro.count == 64)
    }

    @Test("SF Pro at every published size", arguments: PublishedTracking.sfPro.map { TrackingCase(size: $0.size, thousandths: $0.thousandths) })
    func sfProPublished(_ c: TrackingCase) throws {
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: c.size) == c.thousandths)
        let points = try #require(TrackingTable.sfPro.tracking(atSize: c.size))
        #expect(abs(points - c.size * c.thousandths / 1000) < 1e-12)
    }

    @Test("SF Pro 17 pt: −26/1000 em = −0.442 pt; 12 pt: 0")
    func body() throws {
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: 17) == -26)
        #expect(abs(try #require(TrackingTable.sfPro.tracking(atSize: 17)) - -0.442) < 1e-12)
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: 12) == 0)
        #expect(TrackingTable.sfPro.tracking(atSize: 12) == 0)
    }

    @Test("between published sizes the value is interpolated: 55 pt → 6, 57 pt → 5.5, 16.5 pt → −23")
    func interpolation() throws {
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: 55) == 6)
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: 57) == 5.5)
        #expect(abs(try #require(TrackingTable.sfPro.tracking(atSize: 57)) - 0.3135) < 1e-12)
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: 16.5) == -23)  // (−20 + −26) / 2
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: 78) == 0.5)  // 76 → 1, 80 → 0
    }

    @Test("outside 6 … 96 pt nothing is published", arguments: [0.0, 5.0, 5.99, 96.01, 100, -17, .infinity, .nan])
    func outside(_ size: Double) {
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: size) == nil)
        #expect(TrackingTable.sfPro.tracking(atSize: size) == nil)
        #expect(TrackingTable.sfCompact.tracking(atSize: size) == nil)
    }

    @Test("the ends of the table are published values: 6 pt → 41, 96 pt → 0")
    func ends() {
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: 6) == 41)
        #expect(TrackingTable.sfPro.thousandthsOfEm(atSize: 96) == 0)
    }

    @Test("SF Compact key values, including the published anomaly 20 pt → 0",
          arguments: [(16.0, 0.0), (17, -4), (19, -12), (20, 0), (21, -2), (24, -8), (36, -20), (96, -28)])
    func sfCompact(_ size: Double, _ thousandths: Double) {
        #expect(TrackingTable.sfCompact.thousandthsOfEm(atSize: size) == thousandths)
    }

    @Test("equality compares every pair")
    func equality() {
        #expect(TrackingTable.sfPro == TrackingTable.sfPro)
        #expect(TrackingTable.sfPro != TrackingTable.sfCompact)
        #expect(TrackingTable([(10, 1), (20, 2)]) == TrackingTable([(10, 1), (20, 2)]))
        #expect(TrackingTable([(10, 1), (20, 2)]) != TrackingTable([(10, 1), (20, 3)]))
        let custom = TrackingTable([(10, 10), (20, 0)])
        #expect(custom.thousandthsOfEm(atSize: 15) == 5)
        #expect(custom.tracking(atSize: 15) == 0.075)
    }

    @Test("sizes that do not ascend are a programmer error")
    func mustAscend() async {
        await #expect(processExitsWith: .failure) {
            _ = TrackingTable([(10, 1), (10, 2)])
        }
    }
}
