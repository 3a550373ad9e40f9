internal import CFontconfig
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
import PackageSupport
import SystemSupport

/// What ``MatchIndex`` must know about a configuration's rules before it takes a shortcut, found by reading the files
/// fontconfig loaded (`FcConfigGetConfigFiles`, whose list has the configuration's folders too: ``FileBytes`` reads
/// nothing from one).
///
/// The files are searched as bytes, not parsed: each answer errs on the side of "yes", which only turns a shortcut off.
struct FontconfigRules {
    /// Whether any file mentions `charset`: a rule that tests or edits it would make the substitution depend on the
    /// characters asked for.
    var mentionCharset = false

    /// Whether a rule fontconfig applies to the font it matched (`<match target="font">`, run by
    /// `FcFontRenderPrepare`) may read the *pattern's* family names: a `target="pattern"` anywhere but in a `<match>`
    /// tag — a `<test>` or a `<name>` — that mentions `family`, or one that cannot be told apart from such.
    var fontRulesReadPatternFamily = false

    /// The rules of every file `config` loaded; both answers "yes" when fontconfig cannot list them.
    init(of config: OpaquePointer) {
        self.init()
        guard let list = FcConfigGetConfigFiles(config) else {
            (mentionCharset, fontRulesReadPatternFamily) = (true, true)
            return
        }
        defer { FcStrListDone(list) }
        while let path = FcStrListNext(list) {
            guard let contents = try? FileBytes.read(String(cString: path)) else { continue }
            read(contents)
        }
    }

    /// Rules with the given answers (tests read files' texts into one with ``read(_:)``).
    init(mentionCharset: Bool = false, fontRulesReadPatternFamily: Bool = false) {
        self.mentionCharset = mentionCharset
        self.fontRulesReadPatternFamily = fontRulesReadPatternFamily
    }

    /// Adds what one configuration file's text says.
    mutating func read(_ file: [UInt8]) {
        file.withUnsafeBufferPointer { bytes in
            mentionCharset = mentionCharset || Self.place(of: "charset", in: bytes) != nil
            fontRulesReadPatternFamily = fontRulesReadPatternFamily || Self.readsPatternFamily(bytes)
        }
    }

    /// Whether `bytes` have a `target="pattern"` (any case, spaces around `=`, either quote) outside a `<match>` tag
    /// whose element mentions `family`: in a `<test …>` tag, or in a `<name …>` tag or the text after it. Anything
    /// else it cannot place — a tag of another name, a comment, an unclosed tag — counts as mentioning it.
    static func readsPatternFamily(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let target = place(of: "target", in: bytes, from: from) {
            from = target + 6
            var next = skippingSpaces(bytes, from: from)
            guard next < bytes.count, bytes[next] == UInt8(ascii: "=") else { continue }
            next = skippingSpaces(bytes, from: next + 1)
            guard next < bytes.count, bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "'") else {
                continue
            }
            let quote = bytes[next]
            guard place(of: "pattern", in: bytes, from: next + 1, upTo: next + 8) == next + 1,
                next + 8 < bytes.count, bytes[next + 8] == quote
            else { continue }
            // The tag the attribute is in: its '<' (with no '>' between) and its name.
            var open = target - 1
            while open >= 0, bytes[open] != UInt8(ascii: "<"), bytes[open] != UInt8(ascii: ">") { open -= 1 }
            guard open >= 0, bytes[open] == UInt8(ascii: "<") else { return true }
            var nameEnd = open + 1
            while nameEnd < target, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[nameEnd] | 0x20) {
                nameEnd += 1
            }
            let tagName = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<nameEnd])
            let isNamed = { (name: StaticString) in
                tagName.count == name.utf8CodeUnitCount && place(of: name, in: tagName) == 0
            }
            guard !isNamed("match") else { continue }
            guard isNamed("test") || isNamed("name") else { return true }
            guard let close = index(of: UInt8(ascii: ">"), in: bytes, from: next + 9) else { return true }
            var end = close
            if isNamed("name") {
                end = index(of: UInt8(ascii: "<"), in: bytes, from: close) ?? bytes.count
            }
            if place(of: "family", in: bytes, from: open, upTo: end) != nil { return true }
        }
        return false
    }

    /// Where `word` (lowercase ASCII letters) first is in `bytes[from..<upTo]`, ignoring ASCII case: each place where
    /// its first letter is, in either case, found with `memchr`.
    static func place(
        of word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0, upTo: Int? = nil
    ) -> Int? {
        let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let end = min(upTo ?? bytes.count, bytes.count)
        guard let first = word.first, let start = bytes.baseAddress, from >= 0, end - from >= word.count else {
            return nil
        }
        let last = end - word.count  // the last place the word can start
        var found: Int?
        for letter in [first, first & ~0x20] {
            var place = from
            while place <= last, let hit = memchr(start + place, Int32(letter), last - place + 1) {
                place = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - start
                if found.map({ place >= $0 }) ?? false { break }
                if (1..<word.count).allSatisfy({ bytes[place + $0] | 0x20 == word[$0] }) {
                    found = place
                    break
                }
                place += 1
            }
        }
        return found
    }

    /// The first index from `from` on that is not XML white space.
    private static func skippingSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        var index = from
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The first index of `byte` from `from` on (`memchr`).
    private static func index(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < bytes.count, let start = bytes.baseAddress,
            let hit = memchr(start + from, Int32(byte), bytes.count - from)
        else { return nil }
        return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - start
    }
}
