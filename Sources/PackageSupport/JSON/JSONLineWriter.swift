/// A ``JSONBuilder`` that writes JSON on one line, as JSON Lines needs it — one space after `:` and `,` (none when
/// not ``spaced``), nothing else between tokens — straight into UTF-8 ``bytes``, without making a tree
/// (``JSONValue/oneLine`` is a tree's line).
package struct JSONLineWriter: JSONBuilder {
    /// The text so far.
    package var bytes: [UInt8] = []
    /// Whether a space follows each `:` and `,` (`typescale measure`'s answers); not for the compact audit report.
    package let spaced: Bool
    /// How many values (an object's: members) each open container has so far, innermost last.
    private var counts: [Int] = []
    /// Whether a key was just written, so the value that follows takes no comma.
    private var afterKey = false

    package init(capacity: Int = 512, spaced: Bool = true) {
        self.spaced = spaced
        bytes.reserveCapacity(capacity)
        counts.reserveCapacity(8)
    }

    package mutating func beginObject() {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        counts.append(0)
    }

    package mutating func key(_ key: String) {
        separate()
        JSONValue.writeQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if spaced { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    package mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if spaced { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    package mutating func endObject() {
        counts.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    package mutating func beginArray() {
        startValue()
        bytes.append(UInt8(ascii: "["))
        counts.append(0)
    }

    package mutating func endArray() {
        counts.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    package mutating func string(_ value: String) {
        startValue()
        JSONValue.writeQuoted(value, to: &bytes)
    }

    package mutating func number(_ value: Double) {
        startValue()
        JSONValue.writeNumber(value, to: &bytes)
    }

    package mutating func bool(_ value: Bool) {
        startValue()
        bytes += (value ? "true" : "false").utf8
    }

    package mutating func null() {
        startValue()
        bytes += "null".utf8
    }

    /// Before a value: nothing after a key; in an array, a comma before all but the first.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            separate()
        }
    }

    /// A comma and a space before all but a container's first value or member.
    private mutating func separate() {
        guard let last = counts.indices.last else { return }
        if counts[last] > 0 {
            bytes.append(UInt8(ascii: ","))
            if spaced { bytes.append(UInt8(ascii: " ")) }
        }
        counts[last] += 1
    }
}
