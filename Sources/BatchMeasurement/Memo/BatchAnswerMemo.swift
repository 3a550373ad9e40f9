/// The answers a batch has given, by the exact bytes of the request line they answered, so that a line sent again
/// is answered without being read, measured or written a second time.
///
/// A line's answer depends only on the line (and on the run's options, fixed for the run): measuring is deterministic,
/// fonts and texts are resolved the same way each time. So a line that comes again — the same string in many
/// screens of an app, a tool resending its requests, every pass of a benchmark — gets the same bytes as its first
/// answer, at the cost of hashing the line and comparing it with the one kept. Only answers that measured something
/// are kept: an error's answer names its line number, which differs from one copy of the line to the next.
///
/// Memory: the lines and answers kept are at most ``capacity`` bytes together; the answer that would pass it empties
/// the memo, which starts over (a batch of a million different lines must not keep them all).
package struct BatchAnswerMemo {
    /// The most bytes of lines and answers kept: by default 32 MiB, some 40,000 answers of a typical request.
    package let capacity: Int
    private var answers = LineTable<[UInt8]>()
    /// The bytes of the lines and answers kept.
    package private(set) var size = 0

    package init(capacity: Int = 32 << 20) {
        self.capacity = capacity
    }

    /// The answer given before to `line` (whose ``LineTable/hash(_:)`` is `hash`), if it measured something.
    package func answer(to line: UnsafeRawBufferPointer, hash: Int) -> [UInt8]? {
        answers.find(line, hash: hash)
    }

    /// Keeps `answer`, the measured answer to `line` (whose hash is `hash`), for the next time the line comes.
    package mutating func remember(_ answer: [UInt8], for line: UnsafeRawBufferPointer, hash: Int) {
        let added = line.count + answer.count
        guard added <= capacity else { return }
        if answers.find(line, hash: hash) != nil { return }
        if size + added > capacity {
            answers.removeAll()
            size = 0
        }
        answers.insert(answer, for: line, hash: hash)
        size += added
    }
}
