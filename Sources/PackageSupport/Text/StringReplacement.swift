extension StringProtocol {
    /// The text with every occurrence of `target` made `replacement`, found as Foundation's
    /// `replacingOccurrences(of:with:)` finds text without combining marks: Unicode scalar by scalar, from the start,
    /// each match after the previous one (so `\n` is found inside `\r\n`, which a `Character` comparison would not
    /// find).
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars), wanted = Array(target.unicodeScalars)
        guard !wanted.isEmpty, scalars.count >= wanted.count else { return String(self) }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + wanted.count <= scalars.count, scalars[index..<index + wanted.count].elementsEqual(wanted) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += wanted.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
