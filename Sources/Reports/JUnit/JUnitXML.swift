import PackageSupport

/// JUnit XML as CI dashboards read it — the Ant JUnit schema's elements and required attributes (`testsuites`,
/// `testsuite` with `id`, `name`, `package`, `timestamp`, `hostname`, `tests`, `failures`, `errors`, `skipped`, `time`,
/// its `properties`, `system-out` and `system-err`; `testcase` with `name`, `classname`, `time`, and a `failure` or an
/// `error`) — written in pieces, so that a report can be streamed: the one writer of JUnit for audits and layouts.
///
/// Every attribute value and text is escaped here; callers hand plain text.
public enum JUnitXML {
    /// A test case's outcome.
    public enum Outcome: Sendable, Hashable {
        /// It passed.
        case passed
        /// It failed: a one-line `message`, the failure's `type` (`DoesNotFit`, `LayoutProblem`), and the whole `text`.
        case failure(message: String, type: String, text: String)
        /// It could not be run: a `message`, the error's `type` (`MeasurementError`), and a `text` when there is more
        /// to say than the message.
        case error(message: String, type: String, text: String?)
    }

    /// The XML declaration and the opening `<testsuites>`, with the run's `name`, its number of `tests` and, when
    /// known before the suites are written, its `failures` and `errors` (optional in the schema).
    public static func documentHead(name: String, tests: Int, failures: Int? = nil, errors: Int? = nil) -> String {
        var counts = "tests=\"\(tests)\""
        if let failures { counts += " failures=\"\(failures)\"" }
        if let errors { counts += " errors=\"\(errors)\"" }
        if failures != nil || errors != nil { counts += " time=\"0\"" }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"\(XMLText.escaped(name))\" \(counts)>\n"
    }

    /// The closing `</testsuites>`.
    public static let documentTail = "</testsuites>\n"

    /// A `<testsuite>`'s opening and its `<properties>` (`<properties/>` when there are none): the suite numbered `id`
    /// in the document, of `package`, run at `timestamp` (ISO 8601 in UTC, without a zone, as the schema's
    /// `xs:dateTime` pattern takes it) on `hostname`.
    public static func suiteHead(
        id: Int, name: String, package: String, timestamp: String, hostname: String, tests: Int, failures: Int,
        errors: Int, properties: [(name: String, value: String)] = []
    ) -> String {
        let opening = "  <testsuite id=\"\(id)\" name=\"\(XMLText.escaped(name))\" package=\"\(XMLText.escaped(package))\""
            + " timestamp=\"\(timestamp)\" hostname=\"\(XMLText.escaped(hostname))\" tests=\"\(tests)\""
            + " failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"0\">\n"
        guard !properties.isEmpty else { return opening + "    <properties/>\n" }
        return opening + "    <properties>\n"
            + properties.map { "      <property name=\"\(XMLText.escaped($0.name))\" value=\"\(XMLText.escaped($0.value))\"/>\n" }
                .joined()
            + "    </properties>\n"
    }

    /// A suite's empty `<system-out/>` and `<system-err/>`, and its closing `</testsuite>`.
    public static let suiteTail = "    <system-out/>\n    <system-err/>\n  </testsuite>\n"

    /// One `<testcase>` named `name` of `className`, with its outcome.
    public static func testCase(name: String, className: String, outcome: Outcome) -> String {
        let opening = "    <testcase name=\"\(XMLText.escaped(name))\" classname=\"\(XMLText.escaped(className))\" time=\"0\""
        switch outcome {
        case .passed:
            return opening + "/>\n"
        case .failure(let message, let type, let text):
            return opening + ">\n      <failure message=\"\(XMLText.escaped(message))\" type=\"\(XMLText.escaped(type))\">"
                + XMLText.escaped(text) + "</failure>\n    </testcase>\n"
        case .error(let message, let type, let text?):
            return opening + ">\n      <error message=\"\(XMLText.escaped(message))\" type=\"\(XMLText.escaped(type))\">"
                + XMLText.escaped(text) + "</error>\n    </testcase>\n"
        case .error(let message, let type, nil):
            return opening + ">\n      <error message=\"\(XMLText.escaped(message))\" type=\"\(XMLText.escaped(type))\"/>\n    </testcase>\n"
        }
    }

    /// A moment as the `timestamp` attribute gives it: `2026-12-05T10:35:29`, from seconds after 1970-01-01 00:00:00
    /// UTC (the fraction dropped).
    public static func timestamp(secondsSince1970 seconds: Double) -> String {
        UTCTimestamp.text(secondsSince1970: seconds)
    }
}
