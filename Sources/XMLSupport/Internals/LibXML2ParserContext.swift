internal import CXML2

/// The owner of a libxml2 parser context and of the document libxml2 builds in it: frees both when it goes
/// (`xmlFreeDoc`, `xmlFreeParserCtxt`).
final class LibXML2ParserContext {
    /// The context, for libxml2's calls.
    let pointer: xmlParserCtxtPtr

    /// The owner of `pointer`, which it frees.
    init(_ pointer: xmlParserCtxtPtr) {
        self.pointer = pointer
    }

    deinit {
        if let document = pointer.pointee.myDoc { xmlFreeDoc(document) }
        xmlFreeParserCtxt(pointer)
    }

    /// The line where the parser is (from 1). Uses `xmlSAX2GetLineNumber`.
    var lineNumber: Int {
        Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(pointer)))
    }

    /// The column where the parser is (from 1). Uses `xmlSAX2GetColumnNumber`.
    var columnNumber: Int {
        Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(pointer)))
    }

    /// Stops the parse at the end of the current event. Uses `xmlStopParser`.
    func stop() {
        xmlStopParser(pointer)
    }
}
