import DynamicType

/// The pieces fit-check messages are made of: quoted text, category ranges, points.
enum FitMessage {
    /// The longest text quoted in full; longer texts are cut with "…".
    static let maximumQuotedCharacters = 60

    /// `text` in double quotes, `"` and `\` escaped, line breaks as `\n`, cut after 60 characters with "…".
    static func quoted(_ text: String) -> String {
        var shown = Substring(text)
        var cut = false
        // A character is at least one UTF-8 byte, so a short text needs no counting; a longer one is counted only as
        // far as the limit, once: to the end of the characters kept, then two further for whether there are more
        // than the limit (counting every character of each text, then the kept ones again, was most of an audit's
        // report).
        if text.utf8.count > maximumQuotedCharacters,
            let keptEnd = text.index(text.startIndex, offsetBy: maximumQuotedCharacters - 1, limitedBy: text.endIndex),
            text.index(keptEnd, offsetBy: 2, limitedBy: text.endIndex) != nil
        {
            shown = text[..<keptEnd]
            cut = true
        }
        // Nothing to escape (no quote, backslash, tab, CR, LF, U+2028 or U+2029, whose UTF-8 starts with E2 80):
        // the text as it is, without going character by character.
        let mayNeedEscapes = shown.utf8.contains { byte in
            byte == 0x22 || byte == 0x5C || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xE2
        }
        if !mayNeedEscapes { return "\"" + shown + (cut ? "…" : "") + "\"" }
        var escaped = ""
        for character in shown {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n", "\r\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\u{2028}": escaped += "\\u{2028}"
            case "\u{2029}": escaped += "\\u{2029}"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + (cut ? "…" : "") + "\""
    }

    /// Categories by short name, runs of consecutive categories as ranges: `XS, M…L, AX3…AX5`.
    static func ranges(_ categories: [ContentSizeCategory]) -> String {
        runs(categories).map { run in
            run.lowerBound == run.upperBound
                ? run.lowerBound.shortName : "\(run.lowerBound.shortName)…\(run.upperBound.shortName)"
        }.joined(separator: ", ")
    }

    /// The runs of consecutive categories (by their order on the Settings slider) among `categories`.
    static func runs(_ categories: [ContentSizeCategory]) -> [ClosedRange<ContentSizeCategory>] {
        // The categories as bits (twelve raw values from 0), read back in slider order: no set, no sorting.
        var present: UInt64 = 0
        for category in categories { present |= 1 << UInt64(category.rawValue) }
        var runs: [ClosedRange<ContentSizeCategory>] = []
        for category in ContentSizeCategory.allCases where present & 1 << UInt64(category.rawValue) != 0 {
            if let last = runs.last, last.upperBound.rawValue + 1 == category.rawValue {
                runs[runs.count - 1] = last.lowerBound...category
            } else {
                runs.append(category...category)
            }
        }
        return runs
    }

    /// `value` in points: `160 pt`, `190.667 pt` (at most three decimals).
    static func points(_ value: Double) -> String {
        number(value) + " pt"
    }

    /// `value` with at most three decimals and no trailing zeros: `160`, `12.5`, `190.667`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
