import PackageSupport

extension ValueReader where Value == FontWeight {
    /// A weight by name or number; a JSON number too.
    package static var weight: Self {
        /// By name in any case (`Bold`, `ultralight`) or by number (``FontWeight/init(name:)``).
        @Sendable func named(_ text: String) -> FontWeight? {
            try? FontWeight(name: text)
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
