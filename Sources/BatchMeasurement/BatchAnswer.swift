/// The answer to one request line of a batch: its JSON Lines text (a result, or an error naming the line), ending
/// with a line feed, and whether the request failed.
public struct BatchAnswer: Sendable, Hashable {
    /// The answer's UTF-8 bytes, one line.
    public var bytes: [UInt8]
    /// Whether the request could not be measured: the answer is `{"line": …, "error": …}`.
    public var failed: Bool

    /// An answer of `bytes`.
    public init(bytes: [UInt8], failed: Bool) {
        self.bytes = bytes
        self.failed = failed
    }
}
