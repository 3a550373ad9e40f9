/// A request that cannot be measured as given: what is wrong with which field, and what is accepted
/// (`width: -3 is not accepted; expected a width in points from 0 to 1000000000 (in a batch, null for no limit)`).
package struct RequestError: Error, Equatable, Sendable, CustomStringConvertible {
    package var description: String
    /// The member the error is about, as the request names it, when it is one: a batch answer gives the column of
    /// its value (the `occurrence`-th member of that name: a repeated key is the second).
    package var key: String?
    package var occurrence: Int
    /// The column of the error in its line, when it is known without the key (a syntax error).
    package var column: Int?

    package init(_ description: String, key: String? = nil, occurrence: Int = 1, column: Int? = nil) {
        self.description = description
        self.key = key
        self.occurrence = occurrence
        self.column = column
    }
}
