import DynamicType
import PackageSupport

extension ValueReader where Value == String {
    /// A BCP 47 language tag: subtags of 1 to 8 letters or digits joined by `-`, the first 2 to 8 letters (`th`,
    /// `ja`, `zh-Hant`, `en-US`).
    package static var languageTag: Self {
        ValueReader(accepted: "a BCP 47 language tag such as th, ja or zh-Hant") { tag in
            // Byte by byte: every request of a batch may give one.
            var length = 0, isFirst = true
            for byte in tag.utf8 {
                switch byte {
                case UInt8(ascii: "-"):
                    guard isFirst ? length >= 2 : length >= 1 else { return nil }
                    isFirst = false
                    length = 0
                    continue
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): break
                case UInt8(ascii: "0")...UInt8(ascii: "9") where !isFirst: break
                default: return nil
                }
                length += 1
                guard length <= 8 else { return nil }
            }
            return (isFirst ? length >= 2 : length >= 1) ? tag : nil
        }
    }
}

extension ValueReader where Value == LineBreakMode {
    /// A line break mode by any name of ``TextMeasurement/LineBreakMode/names``.
    package static var lineBreakMode: Self {
        ValueReader(accepted: LineBreakMode.names.map(\.name).joined(separator: ", ")) { LineBreakMode(name: $0) }
    }
}

extension ValueReader where Value == LineBreakStrategy {
    /// A line break strategy by any name of ``TextMeasurement/LineBreakStrategy/names``.
    package static var lineBreakStrategy: Self {
        ValueReader(accepted: LineBreakStrategy.names.map(\.name).joined(separator: ", ")) {
            LineBreakStrategy(name: $0)
        }
    }
}

extension ValueReader where Value == LineHeight {
    /// `natural`, a height in points (`22`) or a multiple of the natural height (`x1.2`); a JSON number of points.
    package static var lineHeight: Self {
        let limit = 0.0...100_000
        @Sendable func read(_ text: String) -> LineHeight? {
            if text.lowercased() == "natural" { return .natural }
            let isMultiple = text.lowercased().hasPrefix("x")
            guard let number = DecimalNumber.number(isMultiple ? String(text.dropFirst()) : text), number > 0,
                limit.contains(number)
            else { return nil }
            return isMultiple ? .multiple(number) : .fixed(number)
        }
        return ValueReader(
            accepted: "natural, a height in points above 0 (22) or a multiple of the natural height (x1.2)", text: read,
            json: { value in
                switch value {
                case .string(let text): read(text)
                case .number(let number): number.isFinite && number > 0 && limit.contains(number) ? .fixed(number) : nil
                default: nil
                }
            })
    }
}
