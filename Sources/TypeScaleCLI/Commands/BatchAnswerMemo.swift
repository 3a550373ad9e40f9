/// The answers a batch has given, by the exact bytes of the request line they answered, so that a line sent again
/// is answered without being read, measured or written a second time.
///
/// A line's answer depends only on the line (and on the run's options, fixed for the run): measuring is deterministic,
/// fonts and texts are resolved the same way each time. So a line that comes again — the same string in many
/// screens of an app, a tool resending its requests, every pass of a benchmark — gets the same bytes as its first
/// answer, at the cost of hashing the line. Only answers that measured something are kept: an error's answer names
/// its line number, which differs from one copy of the line to the next.
///
/// Memory: the lines and answers kept are at most ``capacity`` bytes together; the answer that would pass it empties
/// the memo, which starts over (a batch of a million different lines must not keep them all).
struct BatchAnswerMemo {
    /// The most bytes of lines and answers kept: by default 32 MiB, some 40,000 answers of a typical request.
    let capacity: Int
    private var answers: [Line: [UInt8]] = [:]
    /// The bytes of the lines and answers kept.
    private(set) var size = 0

    init(capacity: Int = 32 << 20) {
        self.capacity = capacity
    }

    /// A request line's bytes, hashed as one block (rather than byte by byte, as an array of bytes hashes).
    struct Line: Hashable {
        let bytes: [UInt8]

        init(_ bytes: some Collection<UInt8>) {
            self.bytes = Array(bytes)
        }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// The answer given before to this line, if it measured something.
    func answer(to line: Line) -> [UInt8]? {
        answers[line]
    }

    /// Keeps `answer`, a line's measured answer, for the next time the line comes.
    mutating func remember(_ answer: [UInt8], for line: Line) {
        let added = line.bytes.count + answer.count
        guard added <= capacity else { return }
        if size + added > capacity {
            answers.removeAll(keepingCapacity: true)
            size = 0
        }
        if answers.updateValue(answer, forKey: line) == nil { size += added }
    }
}
