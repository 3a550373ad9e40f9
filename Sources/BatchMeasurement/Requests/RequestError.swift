/// A request that cannot be measured as given: what is wrong with which field, and what is accepted
/// (`width: -3 is not accepted; expected a width in points from 0 to 1000000000 (in a batch, null for no limit)`).
package struct RequestError: Error, Equatable, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
