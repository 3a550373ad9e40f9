internal import CFontconfig
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

// Every font's family names, folded as fontconfig compares them (for family requests and shorter patterns).
extension MatchIndex {
    /// Every font's family names, folded as fontconfig compares them: which fonts have each name.
    struct FamilyNames {
        /// Folded name → bit `i` set when font `i` has it.
        var fonts: [[UInt8]: [UInt64]] = [:]
        /// Fonts without `FC_FAMILY`, which `FcCompare` does not score on the family (and, to be safe, fonts with a
        /// name fontconfig could not fold: they stay candidates).
        var fontsWithoutFamily: [UInt64]
        /// Every folded name's ``hash(ofKey:)``: a name whose hash is not here is no font's.
        var hashes: Set<UInt64> = []

        init(_ patterns: [OpaquePointer]) {
            let words = (patterns.count + 63) / 64
            fontsWithoutFamily = [UInt64](repeating: 0, count: words)
            for (index, pattern) in patterns.enumerated() {
                let bit: UInt64 = 1 << UInt64(index & 63)
                var value: UnsafeMutablePointer<FcChar8>?
                var count: Int32 = 0
                var alwaysCandidate = false
                while FcPatternGetString(pattern, FC_FAMILY, count, &value) == FcResultMatch, let value {
                    if let key = Self.key(value) {
                        fonts[key, default: [UInt64](repeating: 0, count: words)][index >> 6] |= bit
                    } else {
                        alwaysCandidate = true
                    }
                    count += 1
                }
                if count == 0 || alwaysCandidate { fontsWithoutFamily[index >> 6] |= bit }
            }
            hashes = Set(fonts.keys.map { Self.hash(ofKey: $0) })
        }

        /// FNV-1a (64 bits) of a folded name.
        static func hash(ofKey key: some Sequence<UInt8>) -> UInt64 {
            FNV1a.hash(of: key)
        }

        /// ``hash(ofKey:)`` of the name's ``key(_:)``, without making the key of an ASCII name; `nil` when fontconfig
        /// cannot fold it.
        static func foldedHash(_ name: UnsafePointer<FcChar8>) -> UInt64? {
            var hash = FNV1a()
            var byte = name
            while byte.pointee != 0 {
                guard byte.pointee < 0x80 else { return key(name).map { Self.hash(ofKey: $0) } }
                if let folded = foldedASCII(byte.pointee) { hash.add(folded) }
                byte += 1
            }
            return hash.value
        }

        /// An ASCII byte of a name as ``key(_:)`` keeps it: A–Z as a–z, a space dropped (`nil`).
        private static func foldedASCII(_ byte: UInt8) -> UInt8? {
            byte == UInt8(ascii: " ") ? nil : (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        }

        /// A name as `FcStrCmpIgnoreBlanksAndCase` compares it: folded by fontconfig's own walker (`FcStrDowncase`,
        /// the same `FcStrCaseWalkerNext`), then without its spaces (the walker skips them in the name, and folding
        /// never makes one), so two names are equal to fontconfig exactly when their keys are equal. An ASCII name is
        /// folded here as the walker folds it (A–Z to a–z). `nil` when fontconfig cannot allocate a folded name.
        static func key(_ name: UnsafePointer<FcChar8>) -> [UInt8]? {
            let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            let bytes = UnsafeBufferPointer(start: name, count: length)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                return bytes.compactMap(foldedASCII)
            }
            guard let folded = FcStrDowncase(name) else { return nil }
            defer { FcStrFree(folded) }
            let count = strlen(UnsafeRawPointer(folded).assumingMemoryBound(to: CChar.self))
            return UnsafeBufferPointer(start: folded, count: count).filter { $0 != UInt8(ascii: " ") }
        }
    }
}
