internal import CFontconfig

// Which fonts have characters in each page of Unicode (for fallbacks).
extension MatchIndex {
    /// Which fonts have any character in each 256-character page, so a request checks only those fonts' charsets.
    struct PageIndex {
        /// Page (code point >> 8, 0 … 0x10FF) → bit `i` set when font `i` has a character in it; `nil`: no font does.
        var fontsWithPage = [[UInt64]?](repeating: nil, count: 0x1100)
        /// Fonts without a charset, which `FcFontMatch` never rules out by characters.
        var fontsWithoutCharset: [UInt64]

        /// Each font's pages (`FcCharSetFirstPage`, `FcCharSetNextPage`).
        init(_ charsets: [OpaquePointer?]) {
            let words = (charsets.count + 63) / 64
            fontsWithoutCharset = [UInt64](repeating: 0, count: words)
            var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
            for (index, charset) in charsets.enumerated() {
                let bit: UInt64 = 1 << UInt64(index & 63)
                guard let charset else {
                    fontsWithoutCharset[index >> 6] |= bit
                    continue
                }
                var next: FcChar32 = 0
                var base = FcCharSetFirstPage(charset, &map, &next)
                while base != FcChar32.max {  // FC_CHARSET_DONE
                    let page = Int(base >> 8)
                    if page < fontsWithPage.count {
                        if fontsWithPage[page] == nil { fontsWithPage[page] = [UInt64](repeating: 0, count: words) }
                        fontsWithPage[page]![index >> 6] |= bit
                    }
                    base = FcCharSetNextPage(charset, &map, &next)
                }
            }
        }
    }
}
