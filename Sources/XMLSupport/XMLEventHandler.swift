/// What an ``XMLEventParser`` tells its reader as it reads a document, in document order.
///
/// The events and their arguments are those Foundation's `XMLParserDelegate` gets on Linux for the same bytes (with
/// namespace processing off, as the package's readers have it): an element's name with its prefix
/// (`xliff:g`), its attributes by qualified name with `xmlns` declarations among them, text in as many pieces as
/// libxml2 hands over. Every method has an empty default.
package protocol XMLEventHandler: AnyObject {
    /// An element's start tag.
    func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String])
    /// An element's end tag (also sent for an empty element, `<a/>`, right after its start).
    func parser(_ parser: XMLEventParser, didEndElement name: String)
    /// Text: character data, with entity and character references replaced.
    func parser(_ parser: XMLEventParser, foundCharacters text: String)
    /// The bytes of a CDATA section.
    func parser(_ parser: XMLEventParser, foundCDATA bytes: [UInt8])
    /// A comment's text (`<!-- text -->`).
    func parser(_ parser: XMLEventParser, foundComment text: String)
    /// A processing instruction (`<?target data?>`), outside the XML declaration.
    func parser(_ parser: XMLEventParser, foundProcessingInstruction target: String, data: String?)
    /// An error or warning of libxml2, by its code (`xmlParserErrors`: 76 is a closing tag that does not match).
    /// libxml2 recovers and reads on unless the handler calls ``XMLEventParser/abort()``.
    func parser(_ parser: XMLEventParser, errorOccurred code: Int)
}

extension XMLEventHandler {
    package func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {}
    package func parser(_ parser: XMLEventParser, didEndElement name: String) {}
    package func parser(_ parser: XMLEventParser, foundCharacters text: String) {}
    package func parser(_ parser: XMLEventParser, foundCDATA bytes: [UInt8]) {}
    package func parser(_ parser: XMLEventParser, foundComment text: String) {}
    package func parser(_ parser: XMLEventParser, foundProcessingInstruction target: String, data: String?) {}
    package func parser(_ parser: XMLEventParser, errorOccurred code: Int) {}
}
