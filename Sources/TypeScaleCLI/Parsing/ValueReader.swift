import DynamicType
import DynamicTypeLayout
import PackageSupport
import TextMeasurement

/// How an option's value is read: from the command line's text, or from a JSON value of a batch request; and what
/// it accepts, in the words help and messages use.
///
/// A value that does not read gives the one message every option gives: `--width: '-3' is not accepted; expected
/// a width in points from 0 to 1000000` (a batch field: `width: -3 is not accepted; …`).
struct ValueReader<Value>: Sendable {
    /// What is accepted, in words: `a whole number ≥ 1`, `text, json`.
    var accepted: String { acceptedWords() }
    /// The value for a command-line text; `nil` when it is not accepted.
    let text: @Sendable (String) -> Value?
    /// The value for a JSON value; `nil` when it is not accepted. By default a string is read as text, and anything
    /// else is refused.
    let json: @Sendable (JSONValue) -> Value?
    /// Why a text is not accepted, when the reader can say more than that (`unknown content size category 'huge';
    /// expected …`); `nil` for the usual message.
    let reason: @Sendable (String) -> String?
    /// The words accepted, when they can be listed: a refusal suggests the nearest (`did you mean 'body'?`).
    var candidates: [String] { candidateWords() }

    // The words are made only when a message, help or completion asks for them. Every command declares its options
    // as it starts, and words made there cost the start of every run: a style reader's built the iOS type scale
    // (a third of a millisecond of a batch's start), a list of names instantiates generic types the first time
    // (Benchmarks/README.md, eighth round).
    private let acceptedWords: @Sendable () -> String
    private let candidateWords: @Sendable () -> [String]

    init(
        accepted: @escaping @autoclosure @Sendable () -> String,
        candidates: @escaping @autoclosure @Sendable () -> [String] = [],
        text: @escaping @Sendable (String) -> Value?, json: (@Sendable (JSONValue) -> Value?)? = nil,
        reason: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        acceptedWords = accepted
        candidateWords = candidates
        self.text = text
        self.json = json ?? { value in if case .string(let string) = value { text(string) } else { nil } }
        self.reason = reason
    }

    /// Why `text` is not accepted: the reader's own reason, or `'text' is not accepted; expected …`.
    func refusal(of text: String) -> String {
        (reason(text) ?? "'\(text)' is not accepted; expected \(accepted)") + Suggestion.clause(for: text, among: candidates)
    }

    /// This reader's values changed by `transform`, which may refuse them too.
    func map<Other>(_ transform: @escaping @Sendable (Value) -> Other?) -> ValueReader<Other> {
        let text = self.text, json = self.json, accepted = acceptedWords, candidates = candidateWords
        return ValueReader<Other>(
            accepted: accepted(), candidates: candidates(), text: { text($0).flatMap(transform) },
            json: { json($0).flatMap(transform) }, reason: reason)
    }
}

// MARK: - Numbers

extension ValueReader where Value == Double {
    /// A decimal number in `range` (`17`, `16.5`, `-0.442`, `1e3`; not `0x10`, `inf` or `nan`); a JSON number too.
    static func number(_ accepted: String, in range: ClosedRange<Double>) -> Self {
        ValueReader(
            accepted: accepted, text: { DecimalNumber.number($0).flatMap { range.contains($0) ? $0 : nil } },
            json: { value in
                guard case .number(let number) = value, number.isFinite, range.contains(number) else { return nil }
                return number
            })
    }

    /// One of a few numbers (`1`, `2`, `3` pixels per point).
    static func oneOf(_ values: [Double], accepted: String) -> Self {
        number(accepted, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude).map {
            values.contains($0) ? $0 : nil
        }
    }
}

extension ValueReader where Value == Int {
    /// A whole number in `range`, in decimal digits; a JSON number without a fraction too.
    static func integer(_ accepted: String, in range: ClosedRange<Int>) -> Self {
        ValueReader(
            accepted: accepted,
            text: { text in
                guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2B }),
                    let value = Int(text), range.contains(value)
                else { return nil }
                return value
            },
            json: { value in
                guard case .number(let number) = value, number.rounded() == number,
                    number >= Double(range.lowerBound), number <= Double(range.upperBound)
                else { return nil }
                return Int(number)
            })
    }
}

/// Decimal numbers as people write them.
private enum DecimalNumber {
    /// `text` as a finite number when it is written in decimal: an optional sign, digits with at most one point, an
    /// optional exponent. Swift's `Double(_:)` also reads hexadecimal (`0x10`), `inf` and `nan`, which are refused.
    static func number(_ text: String) -> Double? {
        var sawDigit = false, sawPoint = false, sawExponent = false, previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39: sawDigit = true
            case UInt8(ascii: "."): guard !sawPoint && !sawExponent else { return nil }; sawPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): guard sawDigit && !sawExponent else { return nil }; sawExponent = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard previous == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            default: return nil
            }
            previous = byte
        }
        guard sawDigit, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

// MARK: - Names

extension ValueReader where Value == String {
    /// Any text that is not empty.
    static func nonEmpty(_ accepted: String) -> Self {
        ValueReader(accepted: accepted, text: { $0.isEmpty ? nil : $0 })
    }

    /// A BCP 47 language tag: subtags of 1 to 8 letters or digits joined by `-`, the first 2 to 8 letters (`th`,
    /// `ja`, `zh-Hant`, `en-US`).
    static var languageTag: Self {
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

extension ValueReader where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of an enumeration's cases by its name, in any case (`json`, `JSON`).
    static var choice: Self {
        ValueReader(
            accepted: Value.allCases.map(\.rawValue).joined(separator: ", "), candidates: Value.allCases.map(\.rawValue)
        ) { text in
            Value.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
        }
    }
}

extension ValueReader where Value == ContentSizeCategory {
    /// A content-size category by any of its names (``DynamicType/ContentSizeCategory/init(name:)``).
    static var category: Self {
        ValueReader(
            accepted: "a content-size category: xSmall … accessibility5, or XS S M L XL XXL XXXL AX1 … AX5",
            text: { try? ContentSizeCategory(name: $0) },
            reason: { text in
                do throws(ContentSizeCategoryError) { _ = try ContentSizeCategory(name: text) } catch { return error.description }
                return nil
            })
    }
}

extension ValueReader where Value == [ContentSizeCategory] {
    /// A list of categories (``DynamicType/ContentSizeCategory/list(_:)``): names, ranges, `all`.
    static var categories: Self {
        ValueReader(
            accepted: "categories: names, ranges (XS...XXXL, ...XXXL, AX1...) or all, comma-separated",
            text: { try? ContentSizeCategory.list($0) },
            reason: { text in
                do throws(ContentSizeCategoryError) { _ = try ContentSizeCategory.list(text) } catch { return error.description }
                return nil
            })
    }
}

extension ValueReader where Value == TextStyle {
    /// A text style of `scale` by any of its names, in any case (``DynamicType/TypeScale/style(named:)``).
    static func style(in scale: @escaping @autoclosure @Sendable () -> TypeScale) -> Self {
        ValueReader(
            accepted: "a text style of the \(scale().name) type scale: "
                + scale().styles.map(\.name).joined(separator: ", "),
            candidates: scale().styles.map(\.name)
        ) { name in
            scale().style(named: name)
        }
    }
}

extension ValueReader where Value == [TextStyle] {
    /// Text styles by name, comma-separated, each once, in the order given (whether a scale has them is the command's
    /// to check: ``ScaleSelection/styles(_:from:in:)``).
    static var styleNames: Self {
        ValueReader(accepted: "text styles, comma-separated (body, headline, largeTitle …)") { text in
            var styles: [TextStyle] = []
            // (Apple's by any of their names, a design system's by theirs: the scale says which it has.)
            for name in text.split(separator: ",").map(String.init) {
                let style = TextStyle(name: name) ?? TextStyle(name)
                if !styles.contains(style) { styles.append(style) }
            }
            return styles.isEmpty ? nil : styles
        }
    }
}

extension ValueReader where Value == FontWeight {
    /// A weight by name or number; a JSON number too.
    static var weight: Self {
        /// By name in any case (`Bold`, `ultralight`) or by number.
        @Sendable func named(_ text: String) -> FontWeight? {
            let lowercased = text.lowercased()
            return FontWeight.allCases.first { $0.rawValue.lowercased() == lowercased } ?? (try? FontWeight(name: text))
        }
        return ValueReader(
            accepted: "a weight: " + FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
                + ", or 100 … 900 in steps of 100", candidates: FontWeight.allCases.map(\.rawValue),
            text: named,
            json: { value in
                switch value {
                case .string(let text): named(text)
                case .number(let number) where number == number.rounded() && abs(number) < 10_000:
                    try? FontWeight(name: String(Int(number)))
                default: nil
                }
            })
    }
}

extension ValueReader where Value == LineBreakMode {
    /// A line break mode by any name of ``TextMeasurement/LineBreakMode/names``.
    static var lineBreakMode: Self {
        ValueReader(accepted: LineBreakMode.names.map(\.name).joined(separator: ", ")) { LineBreakMode(name: $0) }
    }
}

extension ValueReader where Value == LineBreakStrategy {
    /// A line break strategy by any name of ``TextMeasurement/LineBreakStrategy/names``.
    static var lineBreakStrategy: Self {
        ValueReader(accepted: LineBreakStrategy.names.map(\.name).joined(separator: ", ")) {
            LineBreakStrategy(name: $0)
        }
    }
}

extension ValueReader where Value == LineHeight {
    /// `natural`, a height in points (`22`) or a multiple of the natural height (`x1.2`); a JSON number of points.
    static var lineHeight: Self {
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

extension ValueReader where Value == Device {
    /// A device preset by name, in any case, spaces optional (``DynamicTypeLayout/Device/named(_:)``).
    static var device: Self {
        ValueReader(
            accepted: "a device: " + Device.all.map(\.name).joined(separator: ", "),
            candidates: Device.all.map(\.name), text: { Device.named($0) })
    }
}

extension ValueReader where Value == SizeClassPair {
    /// `WIDTH,HEIGHT`: two size classes, `compact` or `regular` (any case), the horizontal first.
    static var sizeClasses: Self {
        let names = ["compact": SizeClass.compact, "regular": .regular]
        let candidates = ["compact,compact", "compact,regular", "regular,compact", "regular,regular"]
        return ValueReader(
            accepted: "a width and a height size class, compact or regular: compact,regular", candidates: candidates,
            text: { text in
                let parts = text.lowercased().split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let horizontal = names[String(parts[0])], let vertical = names[String(parts[1])]
                else { return nil }
                return SizeClassPair(horizontal: horizontal, vertical: vertical)
            })
    }
}

/// A horizontal and a vertical size class, as `--size-classes` gives them.
struct SizeClassPair: Sendable {
    var horizontal: SizeClass
    var vertical: SizeClass
}
