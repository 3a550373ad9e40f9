import Foundation
import TestSupport
import Testing
import StringCatalogs

/// strings.xml texts that hold HTML as characters (CDATA, or `&lt;`-escaped), measured as `Html.fromHtml` shows them;
/// texts with no tag left as they are.
@Suite("Android HTML text")
struct AndroidHTMLTextTests {
    @Test("CDATA and escaped markup: tags removed, <br> and blocks as line breaks, entities decoded, spaces collapsed")
    func fixture() throws {
        let entries = try CatalogReader.read(path: Fixtures.path("Catalogs/RealApps/Android/res/values/html.xml"))
        #expect(entries.map { "\($0.line.map(String.init) ?? "-") \($0.key)\($0.variant.map { " [\($0)]" } ?? "")" } == [
            "4 date_format", "5 bold", "6 paragraphs", "7 entities", "8 link", "9 less_than", "10 not_html", "11 breaks",
            "12 spaces", "13 image", "14 comment", "15 heading", "16 list", "17 placeholder", "19 tips [array[0]]",
        ])
        #expect(entries.map(\.text) == [
            "MMMM\nyyyy",
            "bold text",
            "First\n\nSecond\n\n",
            "Tom\u{A0}&\u{A0}Jerry \u{A9} 2024 \u{1F389} &unknown;",
            "Read the terms.",
            "a < b and c > d",
            "<3 & 1 < 2",
            "Line one\nLine two\n\nLine four",
            "Hello world again",
            "Tap \u{FFFC} to add",
            "Sale today",
            "Title\n\nBody\n\nFooter\n\n",
            "One\n\nTwo\n\n",
            "Hello, %1$s! You have %2$d new messages.",
            "Tip: swipe",
        ])
    }

    struct HTMLCase: Sendable, CustomTestStringConvertible {
        var content: String
        var text: String
        var testDescription: String { content }
    }

    @Test("TagSoup's and Html's finer rules", arguments: [
        // A '<' before white space or at the end is text; before anything else it starts a tag, to the end if need be.
        HTMLCase(content: "<![CDATA[<i>x</i> a <b]]>", text: "x a "),
        HTMLCase(content: "<![CDATA[<i>x</i> <]]>", text: "x <"),
        // Entities: the ';' may be missing; unknown names and &#0; stay; controls become spaces; C1 is Windows-1252;
        // a surrogate is dropped.
        HTMLCase(content: "<![CDATA[<b>&amp</b> &copy 2024 &Eacute;&eacute; &bogus &#0;]]>", text: "& © 2024 Éé &bogus &#0;"),
        HTMLCase(content: "<![CDATA[<b>a</b>&#9;b&#150;c&#xD83D;d&#X41;]]>", text: "a b\u{2013}cdA"),
        // Tag names in any case; </br> alone is nothing; <p> and <li> close an open one.
        HTMLCase(content: "<![CDATA[a<BR>b</br>c<P>d]]>", text: "a\nbc\n\nd\n\n"),
        HTMLCase(content: "<![CDATA[<p>a<p>b</p>c]]>", text: "a\n\nb\n\nc"),
        HTMLCase(content: "<![CDATA[<li>a<li>b]]>", text: "a\n\nb\n\n"),
        // Declarations and processing instructions show nothing; a line break (from \n) is a space, dropped first.
        HTMLCase(content: "<![CDATA[<!DOCTYPE html><?pi x?>\\n<b>Hi</b>\\nthere]]>", text: "Hi there"),
        HTMLCase(content: "&lt;font color=\"red\"&gt;Red&lt;/font&gt;\\t!", text: "Red\t!"),
        // No tag, no comment, no whole character reference: left as it is.
        HTMLCase(content: "<![CDATA[AT&T; & x < y > z]]>", text: "AT&T; & x < y > z"),
        HTMLCase(content: "<![CDATA[a<b]]>", text: "a<b"),
        // A character reference alone asks for HTML too.
        HTMLCase(content: "<![CDATA[&amp;nbsp; &#233;]]>", text: "&nbsp; \u{E9}"),
        HTMLCase(content: "<![CDATA[<!-- gone -->kept]]>", text: "kept"),
    ])
    func rules(_ html: HTMLCase) throws {
        let xml = "<resources><string name=\"a\">" + html.content + "</string></resources>"
        let entries = try CatalogReader.read(Data(xml.utf8), format: .androidXML, file: "strings.xml", locale: nil)
        #expect(entries.map(\.text) == [html.text])
    }

    @Test("a long hostile text (unclosed tags, comments, entities) is read in one pass")
    func hostile() throws {
        let body = String(repeating: "<a", count: 40_000) + String(repeating: "&amp", count: 20_000)
            + String(repeating: "<!--", count: 10_000) + ">"
        let xml = "<resources><string name=\"a\"><![CDATA[" + body + "]]></string></resources>"
        let clock = ContinuousClock()
        let start = clock.now
        let entries = try CatalogReader.read(Data(xml.utf8), format: .androidXML, file: "strings.xml", locale: nil)
        #expect(clock.now - start < .seconds(5))
        // The first <a swallows everything to the only '>' (TagSoup reads one long tag): nothing is shown.
        #expect(entries.map(\.text) == [""])
    }

    @Test("markup written inline stays what it was: its text")
    func inlineMarkup() throws {
        let xml = "<resources><string name=\"a\">Sale <b>now</b> &amp; <i>here</i></string></resources>"
        let entries = try CatalogReader.read(Data(xml.utf8), format: .androidXML, file: "strings.xml", locale: nil)
        #expect(entries.map(\.text) == ["Sale now & here"])
    }
}
