/// How an option's or a request field's value is read: from the command line's text, or from a JSON value of a batch
/// request; and what it accepts, in the words help and messages use. Each vocabulary's reader lives beside its type
/// (`ValueReader+ContentSizeCategory` in DynamicType, `ValueReader+Label` in TextMeasurement …).
///
/// A value that does not read gives the one message every option gives: `--width: '-3' is not accepted; expected
/// a width in points from 0 to 1000000` (a batch field: `width: -3 is not accepted; …`).
package struct ValueReader<Value>: Sendable {
    /// What is accepted, in words: `a whole number ≥ 1`, `text, json`.
    package var accepted: String { acceptedWords() }
    /// The value for a command-line text; `nil` when it is not accepted.
    package let text: @Sendable (String) -> Value?
    /// The value for a JSON value; `nil` when it is not accepted. By default a string is read as text, and anything
    /// else is refused.
    package let json: @Sendable (JSONValue) -> Value?
    /// Why a text is not accepted, when the reader can say more than that (`unknown content size category 'huge';
    /// expected …`); `nil` for the usual message.
    package let reason: @Sendable (String) -> String?
    /// The words accepted, when they can be listed: a refusal suggests the nearest (`did you mean 'body'?`).
    package var candidates: [String] { candidateWords() }

    // The words are made only when a message, help or completion asks for them: every command declares its options
    // as it starts, and words made there would cost the start of every run (a style reader's words build the iOS type
    // scale; a list of names instantiates generic types the first time).
    private let acceptedWords: @Sendable () -> String
    private let candidateWords: @Sendable () -> [String]

    package init(
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
    package func refusal(of text: String) -> String {
        (reason(text) ?? "'\(text)' is not accepted; expected \(accepted)") + Suggestion.clause(for: text, among: candidates)
    }

    /// This reader's values changed by `transform`, which may refuse them too.
    package func map<Other>(_ transform: @escaping @Sendable (Value) -> Other?) -> ValueReader<Other> {
        let text = self.text, json = self.json, accepted = acceptedWords, candidates = candidateWords
        return ValueReader<Other>(
            accepted: accepted(), candidates: candidates(), text: { text($0).flatMap(transform) },
            json: { json($0).flatMap(transform) }, reason: reason)
    }
}

// MARK: - Numbers

extension ValueReader where Value == Double {
    /// A decimal number in `range` (`17`, `16.5`, `-0.442`, `1e3`; not `0x10`, `inf` or `nan`); a JSON number too.
    package static func number(_ accepted: String, in range: ClosedRange<Double>) -> Self {
        ValueReader(
            accepted: accepted, text: { DecimalNumber.number($0).flatMap { range.contains($0) ? $0 : nil } },
            json: { value in
                guard case .number(let number) = value, number.isFinite, range.contains(number) else { return nil }
                return number
            })
    }

    /// One of a few numbers (`1`, `2`, `3` pixels per point).
    package static func oneOf(_ values: [Double], accepted: String) -> Self {
        number(accepted, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude).map {
            values.contains($0) ? $0 : nil
        }
    }
}

extension ValueReader where Value == Int {
    /// A whole number in `range`, in decimal digits; a JSON number without a fraction too.
    package static func integer(_ accepted: String, in range: ClosedRange<Int>) -> Self {
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

extension ValueReader where Value == String {
    /// Any text that is not empty.
    package static func nonEmpty(_ accepted: String) -> Self {
        ValueReader(accepted: accepted, text: { $0.isEmpty ? nil : $0 })
    }
}

extension ValueReader where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of an enumeration's cases by its name, in any case (`json`, `JSON`).
    package static var choice: Self {
        ValueReader(
            accepted: Value.allCases.map(\.rawValue).joined(separator: ", "), candidates: Value.allCases.map(\.rawValue)
        ) { text in
            Value.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
        }
    }
}
