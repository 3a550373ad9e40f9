/// A place in a text file (a catalog, a layout document): 1-based line and column, the column counted in Unicode scalars.
package struct SourcePosition: Sendable, Hashable, Comparable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static let start = SourcePosition(line: 1, column: 1)

    package static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// Moves past `scalar`: to the next line's first column after a line feed, else one column on.
    package mutating func advance(past scalar: Unicode.Scalar) {
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    /// The position of the byte at `offset` in UTF-8 text (the end of the text when `offset` is past it).
    package static func of(utf8Offset offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var position = SourcePosition.start
        for byte in bytes.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                position.line += 1
                position.column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                position.column += 1
            }
        }
        return position
    }
}
