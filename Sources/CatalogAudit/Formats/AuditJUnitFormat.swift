import PackageSupport

/// JUnit XML as CI dashboards read it (the Ant JUnit schema's required elements and attributes), written as the audit
/// goes: one `<testsuite>` per catalog file (its texts are kept only until the file's last, for the suite's counts),
/// one `<testcase>` per key, locale and variant, a `<failure>` naming the categories that do not fit, an `<error>` for
/// a text that could not be measured; then a suite per catalog that could not be read, with one errored case.
///
/// The root `<testsuites>` gives the number of tests, known before measuring; its failure and error counts, known
/// only at the end and optional in the schema, are each suite's.
public struct AuditJUnitFormat: AuditFormat {
    private let stamp: String
    private let hostname: String
    /// The file whose cases are being collected, and them.
    private var suite: (file: String, cases: String, tests: Int, failures: Int, errors: Int)?
    private var nextID = 0

    /// The format, its suites stamped with `timestamp` and `hostname`.
    ///
    /// - Parameter timestamp: When the audit ran, in seconds after 1970-01-01 00:00:00 UTC (Foundation's
    ///   `Date().timeIntervalSince1970`).
    public init(timestamp: Double, hostname: String) {
        stamp = UTCTimestamp.text(secondsSince1970: timestamp)
        self.hostname = hostname
    }

    public func head(_ preamble: AuditPreamble) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"typescale audit\" tests=\"\(preamble.strings + preamble.unreadable.count)\">\n"
    }

    public mutating func item(_ item: AuditItem) -> String {
        var written = ""
        if let current = suite, current.file != item.entry.file { written = finishSuite() }
        var current = suite ?? (item.entry.file, "", 0, 0, 0)
        suite = nil  // the cases' only owner now, so that they grow in place rather than being copied per text
        let file = XMLText.escaped(item.entry.file)
        current.tests += 1
        current.cases += "    <testcase name=\"\(XMLText.escaped(item.name))\" classname=\"\(file)\" time=\"0\""
        switch item.outcome {
        case .success(let outcome)? where !outcome.fits:
            current.failures += 1
            let categories = outcome.failingCategories.map(\.shortName).joined(separator: " ")
            current.cases += ">\n      <failure message=\"\(XMLText.escaped(AuditReport.message(item)))\" type=\"DoesNotFit\">"
                + XMLText.escaped("\(item.location): does not fit at \(categories)") + "</failure>\n    </testcase>\n"
        case .failure(let error)?:
            current.errors += 1
            current.cases += ">\n      <error message=\"\(XMLText.escaped(error.description))\" type=\"MeasurementError\"/>\n"
                + "    </testcase>\n"
        default:
            current.cases += "/>\n"
        }
        suite = current
        return written
    }

    public mutating func tail(_ tally: AuditTally) -> String {
        var written = finishSuite()
        // A catalog that could not be read: a suite of its own with one errored case, so CI shows it beside the rest.
        for error in tally.preamble.unreadable {
            let file = XMLText.escaped(error.file)
            written += suiteOpening(name: file, tests: 1, failures: 0, errors: 1)
                + "    <testcase name=\"(catalog)\" classname=\"\(file)\" time=\"0\">\n"
                + "      <error message=\"\(XMLText.escaped(error.message))\" type=\"InputFileError\">"
                + XMLText.escaped(error.description) + "</error>\n    </testcase>\n"
                + "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
        }
        return written + "</testsuites>\n"
    }

    /// The collected file's suite, written out.
    private mutating func finishSuite() -> String {
        guard let current = suite else { return "" }
        suite = nil
        return suiteOpening(
            name: XMLText.escaped(current.file), tests: current.tests, failures: current.failures, errors: current.errors)
            + current.cases + "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
    }

    private mutating func suiteOpening(name: String, tests: Int, failures: Int, errors: Int) -> String {
        defer { nextID += 1 }
        return "  <testsuite id=\"\(nextID)\" name=\"\(name)\" package=\"typescale.audit\" timestamp=\"\(stamp)\""
            + " hostname=\"\(XMLText.escaped(hostname))\" tests=\"\(tests)\" failures=\"\(failures)\""
            + " errors=\"\(errors)\" skipped=\"0\" time=\"0\">\n    <properties/>\n"
    }
}
