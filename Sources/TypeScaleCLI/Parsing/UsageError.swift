/// A command line that cannot be run as given: exit status 64 (`EX_USAGE`), with a message naming what was wrong and
/// what is accepted.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Input data that is wrong: exit status 65 (`EX_DATAERR`), one line per problem.
struct DataError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
