internal import CXML2

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

// The parse itself: libxml2's push parser made and fed, its callbacks, its error function and its entity loader.

extension XMLEventParser {
    /// Reads the whole document, telling `handler` what it finds. A parser reads its document once: a second call
    /// returns `false` and tells nothing.
    ///
    /// - Returns: Whether libxml2 reached the end of the document without a fatal error (after an ``abort()``, no).
    package func parse(with handler: some XMLEventHandler) -> Bool {
        _ = Self.externalEntitiesRefused
        guard context == nil else { return false }
        guard bytes.count >= 4 else { return true }
        // libxml2 takes a chunk's length as an `int`: a document of 2 GiB or more is refused, as out of memory.
        guard bytes.count - 4 <= Int(Int32.max) else {
            errorCode = Int(XML_ERR_NO_MEMORY.rawValue)
            return false
        }
        self.handler = handler
        defer { self.handler = nil }
        let userData = Unmanaged.passUnretained(self).toOpaque()
        let outerParse = pthread_getspecific(Self.parsing)
        pthread_setspecific(Self.parsing, userData)
        defer { pthread_setspecific(Self.parsing, outerParse) }
        var callbacks = Self.callbacks
        context = bytes.withUnsafeBytes {
            xmlCreatePushParserCtxt(&callbacks, userData, $0.baseAddress!.assumingMemoryBound(to: CChar.self), 4, nil)
        }.map(LibXML2ParserContext.init)
        guard let context = context?.pointer else {
            errorCode = Int(XML_ERR_NO_MEMORY.rawValue)
            return false
        }
        xmlCtxtUseOptions(context, Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue))

        let previousFunction = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(userData) { userData, error in
            guard let userData, let error else { return }
            let parser = eventParser(userData)
            parser.errorCode = Int(error.pointee.code)
            parser.handler?.parser(parser, errorOccurred: Int(error.pointee.code))
        }
        defer { xmlSetStructuredErrorFunc(previousContext, previousFunction) }

        let result = bytes.withUnsafeBytes { buffer in
            let start = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            guard buffer.count - 4 > Self.largestSingleChunk else {
                return xmlParseChunk(context, start + 4, Int32(buffer.count - 4), 1)
            }
            var offset = 4
            while true {
                let length = min(Self.chunkLength, buffer.count - offset)
                let isLast = offset + length == buffer.count
                let result = xmlParseChunk(context, start + offset, Int32(length), isLast ? 1 : 0)
                offset += length
                // (A parse stopped by the handler or halted by libxml2 reads no more.)
                if isLast || context.pointee.instate == XML_PARSER_EOF { return result }
            }
        }
        // `XMLParser` counts the end of the document met on the last chunk as success.
        guard result != 0, result != Int32(XML_ERR_DOCUMENT_END.rawValue) else { return true }
        if errorCode == nil { errorCode = Int(result) }
        return false
    }

    /// The longest rest of a document pushed in one `xmlParseChunk`, as `XMLParser` pushes it: libxml2's
    /// `XML_MAX_LOOKUP_LIMIT`, 10,000,000 bytes. libxml2 2.9's `xmlParseChunk` halts the parse with "Huge input
    /// lookup" (`XML_ERR_INTERNAL_ERROR`) when, after a chunk, more than that lies before or after its place in its
    /// input buffer, unless `XML_PARSE_HUGE` lifts that limit and every other (`parser.c`, `xmlParseChunk`; fixed in
    /// 2.11.3 by commit 7c14859, "parser: Fix 'huge input lookup' error with push parser"). Pushed in parts, the
    /// buffer is shrunk between them, as libxml2's own `testHugePush` (`testparser.c`) pushes such a document.
    static let largestSingleChunk = 10_000_000
    /// The length of each chunk a longer document is pushed in.
    static let chunkLength = 1 << 20

    // MARK: - libxml2's callbacks

    /// The SAX2 callbacks `XMLParser` sets (`_CFXMLInterfaceCreateSAXHandler`), with the same effects; the ones that
    /// only tell its delegate of the document's start and end and of declarations in its document type, which the
    /// package's readers do not use, are left out, so libxml2 does its own default (nothing, or freeing what it made).
    private static var callbacks: xmlSAXHandler {
        var callbacks = xmlSAXHandler()
        callbacks.initialized = UInt32(XML_SAX2_MAGIC)
        callbacks.internalSubset = { userData, name, externalID, systemID in
            guard let context = eventParser(userData).context?.pointer else { return }
            xmlSAX2InternalSubset(UnsafeMutableRawPointer(context), name, externalID, systemID)
        }
        callbacks.externalSubset = { userData, name, externalID, systemID in
            guard let context = eventParser(userData).context?.pointer else { return }
            xmlSAX2ExternalSubset(UnsafeMutableRawPointer(context), name, externalID, systemID)
        }
        callbacks.unparsedEntityDecl = { userData, name, publicID, systemID, notationName in
            guard let context = eventParser(userData).context?.pointer else { return }
            xmlSAX2UnparsedEntityDecl(UnsafeMutableRawPointer(context), name, publicID, systemID, notationName)
        }
        callbacks.isStandalone = { userData in
            eventParser(userData).context?.pointer.pointee.myDoc?.pointee.standalone ?? 0
        }
        callbacks.hasInternalSubset = { userData in
            eventParser(userData).context?.pointer.pointee.myDoc?.pointee.intSubset != nil ? 1 : 0
        }
        callbacks.hasExternalSubset = { userData in
            eventParser(userData).context?.pointer.pointee.myDoc?.pointee.extSubset != nil ? 1 : 0
        }
        callbacks.getEntity = { userData, name in
            if let predefined = xmlGetPredefinedEntity(name) { return predefined }
            let parser = eventParser(userData)
            guard let context = parser.context?.pointer else { return nil }
            let entity = xmlSAX2GetEntity(UnsafeMutableRawPointer(context), name)
            if entity != nil && context.pointee.instate == XML_PARSER_CONTENT { parser.skipsNextText = true }
            return entity
        }
        callbacks.startElementNs = {
            userData, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            let parser = eventParser(userData)
            var values: [String: String] = [:]
            if let namespaces {
                for index in stride(from: 0, to: Int(namespaceCount) * 2, by: 2) {
                    let name = namespaces[index].map { "xmlns:" + cString($0) } ?? "xmlns"
                    values[name] = namespaces[index + 1].map(cString) ?? ""
                }
            }
            if let attributes {
                // Five pointers an attribute: local name, prefix, URI, value, end of the value.
                for index in stride(from: 0, to: Int(attributeCount) * 5, by: 5) {
                    guard let localName = attributes[index] else { continue }
                    var name = cString(localName)
                    if let prefix = attributes[index + 1].map(cString), !prefix.isEmpty { name = prefix + ":" + name }
                    guard let value = attributes[index + 3], let end = attributes[index + 4] else { continue }
                    let bytes = UnsafeBufferPointer(start: value, count: end - value)
                    values[name] = String(decoding: bytes, as: UTF8.self)
                }
            }
            guard let localName else { return }
            let name = prefix.map { cString($0) + ":" } ?? ""
            parser.handler?.parser(parser, didStartElement: name + cString(localName), attributes: values)
        }
        callbacks.endElementNs = { userData, localName, prefix, _ in
            let parser = eventParser(userData)
            guard let localName else { return }
            let name = prefix.map { cString($0) + ":" } ?? ""
            parser.handler?.parser(parser, didEndElement: name + cString(localName))
        }
        callbacks.characters = { userData, characters, count in
            let parser = eventParser(userData)
            if parser.skipsNextText {
                parser.skipsNextText = false
                return
            }
            let text = String(decoding: UnsafeBufferPointer(start: characters, count: Int(count)), as: UTF8.self)
            parser.handler?.parser(parser, foundCharacters: text)
        }
        callbacks.cdataBlock = { userData, value, count in
            let parser = eventParser(userData)
            parser.handler?.parser(parser, foundCDATA: Array(UnsafeBufferPointer(start: value, count: Int(count))))
        }
        callbacks.comment = { userData, text in
            let parser = eventParser(userData)
            guard let text else { return }
            parser.handler?.parser(parser, foundComment: cString(text))
        }
        callbacks.processingInstruction = { userData, target, data in
            let parser = eventParser(userData)
            guard let target else { return }
            parser.handler?.parser(parser, foundProcessingInstruction: cString(target), data: data.map(cString))
        }
        return callbacks
    }

    // MARK: - External entities

    /// libxml2's entity loader before this one, which loads the entities of every other parser in the process.
    nonisolated(unsafe) private static var otherParsersLoader: xmlExternalEntityLoader?

    /// The thread's parse, while one runs (as Foundation keeps its current `XMLParser` in the thread's dictionary).
    private static let parsing: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Installs, once in the process, an entity loader that loads nothing while one of these parsers parses on the
    /// thread (`XMLParser`'s `ExternalEntityResolvingPolicy.never`: libxml2 reads an external entity with a parser
    /// context of its own, so the thread tells) and hands every other request to the loader it replaces.
    private static let externalEntitiesRefused: Void = {
        xmlInitParser()
        otherParsersLoader = xmlGetExternalEntityLoader()
        xmlSetExternalEntityLoader { url, id, context in
            guard pthread_getspecific(parsing) == nil else { return nil }
            return otherParsersLoader?(url, id, context)
        }
    }()
}

/// The parser whose context libxml2 calls back with (its `userData`).
private func eventParser(_ userData: UnsafeMutableRawPointer?) -> XMLEventParser {
    Unmanaged<XMLEventParser>.fromOpaque(userData!).takeUnretainedValue()
}

/// A string from libxml2, which has checked that the document is UTF-8 (names, prefixes and values are).
private func cString(_ text: UnsafePointer<xmlChar>) -> String {
    String(cString: text)
}
