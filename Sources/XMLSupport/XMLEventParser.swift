/// Reads an XML document with libxml2's SAX2 push parser, exactly as Foundation's `XMLParser` does on Linux, and
/// hands the events to an ``XMLEventHandler``.
///
/// Foundation's `XMLParser(data:)` on Linux (swift-corelibs-foundation, `FoundationXML/XMLParser.swift` and
/// `_CFXMLInterface/CFXMLInterface.c`) is a thin layer over libxml2, and this is the same layer without Foundation:
///
/// - a push parser made with the document's first 4 bytes (from which libxml2 guesses the encoding), then the rest in
///   one `xmlParseChunk` that ends the document (a rest longer than libxml2's lookup limit, 10,000,000 bytes, in
///   chunks of 1 MiB, which libxml2 2.9 needs to read it at all); a document of fewer than 4 bytes is not parsed at
///   all, and counts as parsed without an event, as in `XMLParser`;
/// - the options `XML_PARSE_RECOVER | XML_PARSE_NOENT`: libxml2 reads on after an error (the handler stops it), and
///   replaces entity references by their text;
/// - the same SAX2 callbacks: elements with their prefixed names and attributes (`xmlns` declarations among them),
///   text, CDATA; the document type's internal and external subsets and unparsed entities recorded by libxml2's own
///   SAX2 functions; entities looked up as `XMLParser` looks them up, with its rule that the text right after a
///   declared entity is found in content is not reported (libxml2 reports the entity's replacement text twice);
/// - every error and warning libxml2 raises while it parses goes to the handler, through libxml2's structured error
///   function for the thread (`xmlSetStructuredErrorFunc`), and none is printed;
/// - external entities are never loaded (`XMLParser`'s default, `ExternalEntityResolvingPolicy.never`): the file
///   system and the network are not read because a document names them.
///
/// One parser reads one document, on one thread; parsers on different threads are independent.
package final class XMLEventParser {
    /// The document.
    let bytes: [UInt8]
    /// libxml2's parser context, from the start of the parse on.
    var context: LibXML2ParserContext?
    /// The handler of the parse under way.
    var handler: (any XMLEventHandler)?
    /// Set when an entity the document declares is found in content; the next text is then not reported.
    var skipsNextText = false

    /// The code of the last error libxml2 raised (or of the failed parse, when it raised none); `nil` before a parse
    /// and after one without errors.
    package internal(set) var errorCode: Int?

    /// A parser of the document in `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line where the parser is (from 1), during a parse or after it; 0 before one.
    package var lineNumber: Int {
        context?.lineNumber ?? 0
    }

    /// The column where the parser is (from 1), during a parse or after it; 0 before one.
    package var columnNumber: Int {
        context?.columnNumber ?? 0
    }

    /// Stops the parse at the end of the current event: the handler gets no more, and ``parse(with:)`` returns
    /// `false`.
    package func abort() {
        context?.stop()
    }
}
