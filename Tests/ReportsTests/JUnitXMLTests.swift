import Reports
import Testing

/// ``JUnitXML``: the Ant JUnit schema's elements in the order dashboards read them, every value escaped once (a line
/// break as `&#10;`, so that attribute and text keep it).
@Suite struct JUnitXMLTests {
    @Test func aDocumentOfOneSuite() {
        let xml = JUnitXML.documentHead(name: "typescale layout", tests: 2, failures: 1, errors: 0)
            + JUnitXML.suiteHead(
                id: 0, name: "Sign <In>", package: "typescale.layout", timestamp: "2026-12-05T10:35:29",
                hostname: "ci&1", tests: 2, failures: 1, errors: 0)
            + JUnitXML.testCase(name: "at large", className: "Sign <In>", outcome: .passed)
            + JUnitXML.testCase(
                name: "at AX5", className: "Sign <In>",
                outcome: .failure(message: "title: \"cut\"", type: "LayoutProblem", text: "a\nb"))
            + JUnitXML.suiteTail + JUnitXML.documentTail
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="typescale layout" tests="2" failures="1" errors="0" time="0">
              <testsuite id="0" name="Sign &lt;In&gt;" package="typescale.layout" timestamp="2026-12-05T10:35:29" \
            hostname="ci&amp;1" tests="2" failures="1" errors="0" skipped="0" time="0">
                <properties/>
                <testcase name="at large" classname="Sign &lt;In&gt;" time="0"/>
                <testcase name="at AX5" classname="Sign &lt;In&gt;" time="0">
                  <failure message="title: &quot;cut&quot;" type="LayoutProblem">a&#10;b</failure>
                </testcase>
                <system-out/>
                <system-err/>
              </testsuite>
            </testsuites>

            """)
    }

    /// A run whose failure and error counts are not known before its suites: only its tests are counted at the root.
    @Test func errorsWithAndWithoutText() {
        #expect(JUnitXML.documentHead(name: "typescale audit", tests: 3)
            == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"typescale audit\" tests=\"3\">\n")
        #expect(JUnitXML.testCase(
            name: "k", className: "f", outcome: .error(message: "m", type: "MeasurementError", text: nil))
            == "    <testcase name=\"k\" classname=\"f\" time=\"0\">\n"
            + "      <error message=\"m\" type=\"MeasurementError\"/>\n    </testcase>\n")
        #expect(JUnitXML.testCase(
            name: "(catalog)", className: "a.json", outcome: .error(message: "m", type: "InputFileError", text: "a < b"))
            == "    <testcase name=\"(catalog)\" classname=\"a.json\" time=\"0\">\n"
            + "      <error message=\"m\" type=\"InputFileError\">a &lt; b</error>\n    </testcase>\n")
    }
}
