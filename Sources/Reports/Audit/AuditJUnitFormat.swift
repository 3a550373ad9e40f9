import CatalogAudit

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
    /// Every suite's properties: the fonts.
    private var properties: [(name: String, value: String)] = []

    /// The format, its suites stamped with `timestamp` and `hostname`.
    ///
    /// - Parameters:
    ///   - timestamp: When the audit ran, in seconds after 1970-01-01 00:00:00 UTC (Foundation's
    ///     `Date().timeIntervalSince1970`).
    ///   - hostname: The machine the audit ran on.
    public init(timestamp: Double, hostname: String) {
        stamp = JUnitXML.timestamp(secondsSince1970: timestamp)
        self.hostname = hostname
    }

    public mutating func head(_ preamble: AuditPreamble) -> String {
        properties = preamble.fonts.junitProperties
        return JUnitXML.documentHead(name: "typescale audit", tests: preamble.strings + preamble.unreadable.count)
    }

    public mutating func item(_ item: AuditItem) -> String {
        var written = ""
        if let current = suite, current.file != item.entry.file { written = finishSuite() }
        var current = suite ?? (item.entry.file, "", 0, 0, 0)
        suite = nil  // the cases' only owner now, so that they grow in place rather than being copied per text
        current.tests += 1
        let outcome: JUnitXML.Outcome
        switch item.outcome {
        case .success(let fit)? where !fit.fits:
            current.failures += 1
            let categories = fit.failingCategories.map(\.shortName).joined(separator: " ")
            outcome = .failure(
                message: AuditReport.message(item), type: "DoesNotFit",
                text: "\(item.location): does not fit at \(categories)")
        case .failure(let error)?:
            current.errors += 1
            outcome = .error(message: error.description, type: "MeasurementError", text: nil)
        default:
            outcome = .passed
        }
        current.cases += JUnitXML.testCase(name: item.name, className: item.entry.file, outcome: outcome)
        suite = current
        return written
    }

    public mutating func tail(_ tally: AuditTally) -> String {
        var written = finishSuite()
        // A catalog that could not be read: a suite of its own with one errored case, so CI shows it beside the rest.
        for error in tally.preamble.unreadable {
            written += suiteOpening(name: error.file, tests: 1, failures: 0, errors: 1)
                + JUnitXML.testCase(
                    name: "(catalog)", className: error.file,
                    outcome: .error(message: error.message, type: "InputFileError", text: error.description))
                + JUnitXML.suiteTail
        }
        return written + JUnitXML.documentTail
    }

    /// The collected file's suite, written out.
    private mutating func finishSuite() -> String {
        guard let current = suite else { return "" }
        suite = nil
        return suiteOpening(name: current.file, tests: current.tests, failures: current.failures, errors: current.errors)
            + current.cases + JUnitXML.suiteTail
    }

    private mutating func suiteOpening(name: String, tests: Int, failures: Int, errors: Int) -> String {
        defer { nextID += 1 }
        return JUnitXML.suiteHead(
            id: nextID, name: name, package: "typescale.audit", timestamp: stamp, hostname: hostname, tests: tests,
            failures: failures, errors: errors, properties: properties)
    }
}
