/// Which of Apple's property-list forms a file's bytes are, told by content.
///
/// A `.strings` file is usually an old-style (OpenStep) property list, but it may be an XML or binary one: Xcode's
/// "Strings File Output Encoding" build setting (`STRINGS_FILE_OUTPUT_ENCODING`) can write `.strings` files into the
/// product as binary property lists (noted in Faux Pas issue 7, "String resource file is not UTF-8"), and Foundation
/// reads any of the three (`PropertyListSerialization`; swift-corelibs-foundation reads XML and binary ones too). The
/// extension does not say which, so the content does:
///
/// - binary: the magic `bplist0` first, which CoreFoundation checks before anything else
///   (`__CFBinaryPlistGetTopLevelInfo` in `CFBinaryPList.c`);
/// - XML: after an optional byte-order mark (UTF-8, or UTF-16 in either order) and white space, the XML declaration,
///   the `<!DOCTYPE plist …>` or the `<plist>` element, which is how XML property lists start as Foundation, `plutil`
///   and Python's `plistlib` write them;
/// - anything else is read as old-style text.
enum PropertyListKind: Sendable, Equatable {
    /// `bplist00…`.
    case binary
    /// `<?xml …?>`, `<!DOCTYPE plist …>` or `<plist …>` first.
    case xml
    /// Anything else: `"key" = "value";` text, or something that is no property list at all.
    case openStep

    /// The kind of property list `bytes` are.
    init(_ bytes: [UInt8]) {
        if bytes.starts(with: Array("bplist0".utf8)) {
            self = .binary
            return
        }
        // Room for some white space before the first tag.
        let start = Self.firstCharacters(bytes, count: 80).drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let isXML = ["<?xml", "<!DOCTYPE plist", "<plist"].contains { start.starts(with: Array($0.utf8)) }
        self = isXML ? .xml : .openStep
    }

    /// The first `count` characters of the text, as one byte each (ASCII as it is, anything else 0xFF), after a UTF-8
    /// or UTF-16 byte-order mark; UTF-16 is read in the order its mark gives.
    private static func firstCharacters(_ bytes: [UInt8], count: Int) -> [UInt8] {
        switch (bytes.first, bytes.dropFirst().first) {
        case (0xFF, 0xFE), (0xFE, 0xFF):
            let bigEndian = bytes[0] == 0xFE
            var characters: [UInt8] = []
            var index = 2
            while index + 1 < bytes.count, characters.count < count {
                let unit = bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                    : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
                characters.append(unit < 0x80 ? UInt8(unit) : 0xFF)
                index += 2
            }
            return characters
        default:
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            return Array(bytes.dropFirst(start).prefix(count))
        }
    }
}
