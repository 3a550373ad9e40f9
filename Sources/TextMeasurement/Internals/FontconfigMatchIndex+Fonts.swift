internal import CFontconfig

// The configuration's fonts, read once, unless its rules mention the charset.
extension MatchIndex {
    func loadFonts(_ config: OpaquePointer) -> Fonts {
        if case .unknown = fonts {
            var rules = FontconfigRules(of: config)
            rules.read(configurationText)
            fonts = rules.mentionCharset ? .disabled : Self.allFonts(config)
            // (From 2.14, whose `fcmatch.c` this follows: it scores the family by position, through a hash of the
            // pattern's names.)
            dropsUnknownFamilies = !rules.fontRulesReadPatternFamily && FcGetVersion() >= 21400
        }
        return fonts
    }

    private static func allFonts(_ config: OpaquePointer) -> Fonts {
        var patterns: [OpaquePointer] = []
        var charsets: [OpaquePointer?] = []
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind), let fonts = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = fonts[index] else { continue }
                var charset: OpaquePointer?
                if FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) != FcResultMatch { charset = nil }
                patterns.append(pattern)
                charsets.append(charset)
            }
        }
        return .ready(patterns: patterns, charsets: charsets)
    }
}
