/// A fuzzer's bytes read as typed values, front to back, like LLVM's `FuzzedDataProvider`: once the bytes run out,
/// every read gives zero, so any input decodes to some test case.
public struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: max(size, 0))
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The bytes not yet read.
    public var remaining: Int { bytes.count - position }

    /// The next byte, or 0.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next two bytes, little-endian.
    public mutating func uint16() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    /// The next four bytes, little-endian.
    public mutating func uint32() -> UInt32 {
        UInt32(uint16()) | UInt32(uint16()) << 16
    }

    /// The next eight bytes, little-endian.
    public mutating func uint64() -> UInt64 {
        UInt64(uint32()) | UInt64(uint32()) << 32
    }

    /// A value in `0..<count` (0 when `count` is 0).
    public mutating func index(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        return count <= 256 ? Int(byte()) % count : Int(uint32() % UInt32(count))
    }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[index(choices.count)]
    }

    /// Whether the next byte is odd.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// The next eight bytes as a `Double`'s bit pattern: any double, NaNs and infinities included.
    public mutating func anyDouble() -> Double {
        Double(bitPattern: uint64())
    }

    /// All the bytes not yet read.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }

    /// Up to `count` of the next bytes.
    public mutating func bytes(upTo count: Int) -> [UInt8] {
        let end = min(bytes.count, position + max(count, 0))
        defer { position = end }
        return position < end ? Array(bytes[position..<end]) : []
    }
}

/// Stops the fuzzer with a message: an invariant the code under test promises was broken. libFuzzer reports the
/// input that did it as a crash.
public func fuzzFailure(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("invariant broken: " + message, file: file, line: line)
}
