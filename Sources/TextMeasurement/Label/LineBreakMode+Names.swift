extension LineBreakMode {
    /// The names a mode is given by: UIKit's `NSLineBreakMode` case names (`byTruncatingTail`), then the short forms
    /// (`tail`). One table for the command line, batch requests and audit specs.
    public static let names: [(name: String, mode: LineBreakMode)] = allCases.map { ($0.rawValue, $0) } + [
        ("word", .byWordWrapping), ("char", .byCharWrapping), ("clip", .byClipping), ("head", .byTruncatingHead),
        ("tail", .byTruncatingTail), ("middle", .byTruncatingMiddle),
    ]

    /// The mode a name in ``names`` gives, in any case; `nil` for any other name.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let found = Self.names.first(where: { $0.name.lowercased() == lowered }) else { return nil }
        self = found.mode
    }
}

extension LineBreakStrategy {
    /// The names of the strategies `NSParagraphStyle.LineBreakStrategy` offers, as the command line, batch requests and
    /// audit specs take them.
    public static let names: [(name: String, strategy: LineBreakStrategy)] = [
        ("standard", .standard), ("pushOut", .pushOut), ("hangulWordPriority", .hangulWordPriority), ("none", .none),
    ]

    /// The strategy a name in ``names`` gives, in any case; `nil` for any other name.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let found = Self.names.first(where: { $0.name.lowercased() == lowered }) else { return nil }
        self = found.strategy
    }

    /// The strategy's name in ``names``; its bits (`3`) for a combination that has none.
    public var name: String {
        Self.names.first { $0.strategy == self }?.name ?? String(rawValue)
    }
}
