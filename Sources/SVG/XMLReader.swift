import CLibXML2

/// An element's start tag as the reader hands it on.
public struct XMLStartTag {
    /// The name as written, prefix included (`rect`, `sodipodi:namedview`).
    public var name: String
    /// Every attribute by its name as written (`xlink:href`), namespace declarations (`xmlns`,
    /// `xmlns:xlink`) included; entities are expanded.
    public var attributes: [String: String]
    /// Where the tag's `<` is, 1-based.
    public var line: Int
    public var column: Int
}

/// What the reader calls, in document order. A throw stops the reading at once, and the error is
/// what ``XMLReader/read(_:into:)`` throws.
public protocol XMLContentHandler: AnyObject {
    func startElement(_ tag: XMLStartTag) throws(SVGError)
    func endElement(_ name: String) throws(SVGError)
    /// Character data and CDATA sections, in pieces (an element's text may come in several calls).
    func characters(_ text: String) throws(SVGError)
}

extension XMLContentHandler {
    public func characters(_ text: String) throws(SVGError) {}
}

/// Reads XML with libxml2's SAX2 parser, directly: the document is never a tree, only a stream of
/// start tags, end tags and text for a ``XMLContentHandler``.
///
/// What a hostile file cannot do here:
/// - **crash it with bad bytes**: the text must be UTF-8 and is checked before libxml2 sees it; the
///   first bad byte is an error with its line and column (``SourceText``);
/// - **read other files or the network**: external entities (`SYSTEM`/`PUBLIC`) are refused where they
///   are declared, the external DTD subset is never loaded, the entity resolver returns nothing, and
///   libxml2 runs with `XML_PARSE_NONET`;
/// - **expand without end**: internal entities are expanded, but the bytes handed on may exceed the
///   file's own size by ``SVGLimits/maxExpansionBytes`` only (libxml2's own amplification checks come
///   on top);
/// - **nest without end** or **hold millions of elements**: ``SVGLimits/maxDepth`` and
///   ``SVGLimits/maxElements``.
///
/// Positions are real: an element's is that of its `<`, an error's that of libxml2's cursor when it
/// stopped, both computed from byte offsets in the original text.
///
/// Readings may run on many threads at once: each has its own parser context and SAX handler, and
/// nothing here sets libxml2's global state (error handlers, defaults), which is what made Foundation's
/// `XMLParser` unsafe to run in parallel on Linux. Public for the other readers of XML files
/// (AppResources' property lists).
public enum XMLReader {
    public static func read(_ bytes: [UInt8], into handler: some XMLContentHandler) throws(SVGError) {
        var source = SourceText(bytes)
        guard bytes.count <= SVGLimits.maxInputBytes else {
            throw SVGError(kind: .xml, line: 1, column: 1,
                           message: "XML: the file is \(bytes.count) bytes; at most \(SVGLimits.maxInputBytes) are read")
        }
        if let (offset, problem) = source.encodingProblem() {
            let (line, column) = source.position(ofByte: offset)
            throw SVGError(kind: .xml, line: line, column: column, message: "XML: \(problem)")
        }
        let session = Session(source: source, handler: handler)
        try session.run()
    }

    /// One reading: the libxml2 context, the handler, the counts the limits are checked against, and
    /// the first failure (the handler's, a limit's or libxml2's).
    final class Session {
        var source: SourceText
        let handler: any XMLContentHandler
        /// Open elements.
        var depth = 0
        var elements = 0
        /// Names, attribute values and text handed on so far, in bytes.
        var handedOn = 0
        /// A failure raised in a callback; libxml2 is stopped right after it is set.
        var failure: SVGError?
        /// libxml2's first error (not its warnings), with where its cursor was.
        var xmlError: (code: Int, message: String, offset: Int?, line: Int, column: Int)?
        /// Whether the root element has started, and whether it has ended.
        var sawRoot = false
        var rootClosed = false
        /// The context reading the document. libxml2 2.9 reads an entity's replacement text with a context
        /// of its own, which calls the same callbacks; positions and stops always go to this one.
        var document: xmlParserCtxtPtr?

        init(source: SourceText, handler: any XMLContentHandler) {
            self.source = source; self.handler = handler
        }

        func run() throws(SVGError) {
            XMLReader.initializeOnce
            let context = source.bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { xmlCreateMemoryParserCtxt($0.baseAddress, Int32($0.count)) }
            }
            guard let context else {
                throw SVGError(kind: .xml, line: 1, column: 1, message: "XML: the parser could not start (out of memory?)")
            }
            defer {
                if let document = context.pointee.myDoc { xmlFreeDoc(document) }
                context.pointee.myDoc = nil
                xmlFreeParserCtxt(context)
            }
            context.pointee.sax.pointee = XMLReader.saxHandler()
            context.pointee.userData = UnsafeMutableRawPointer(context)
            context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
            document = context
            // NOENT: entities are expanded before the handler sees values; external ones never get that
            // far (see `entityDeclaration`). NONET: no network, whatever else happens. IGNORE_ENC: the
            // text is UTF-8 (checked), so an `encoding="…"` declaration cannot switch libxml2 to another
            // decoder. No XML_PARSE_HUGE: libxml2 keeps its own limits on names, text and depth.
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
            _ = withExtendedLifetime(self) { xmlParseDocument(context) }

            if let failure { throw failure }
            if context.pointee.wellFormed == 0 || xmlError != nil {
                throw describedError()
            }
        }

        /// Stops libxml2 with `error`, unless an earlier failure already did: the context that called
        /// back, and the document's if that was an entity's.
        func fail(_ error: SVGError, _ context: xmlParserCtxtPtr) {
            if failure == nil { failure = error }
            xmlStopParser(context)
            if let document, document != context { xmlStopParser(document) }
        }

        /// The cursor's byte offset in the original text. Inside an entity's replacement text, the offset
        /// of the reference's end: the outermost input is always the document itself (read as UTF-8,
        /// so its buffer's bytes are the file's).
        func offset(_ context: xmlParserCtxtPtr) -> Int? {
            guard let context = document, context.pointee.inputNr >= 1, let input = context.pointee.inputTab?[0]?.pointee,
                  let base = input.base, let cursor = input.cur else { return nil }
            let offset = Int(input.consumed) + (cursor - base)
            return (0...source.bytes.count).contains(offset) ? offset : nil
        }

        /// Whether the cursor is in the document's own text rather than in an entity's replacement text.
        func inDocumentText(_ context: xmlParserCtxtPtr) -> Bool { context == document && context.pointee.inputNr == 1 }

        /// A limit's error at the cursor.
        func limitError(_ message: String, _ context: xmlParserCtxtPtr) -> SVGError {
            let (line, column) = position(context)
            return SVGError(kind: .xml, line: line, column: column, message: "XML: \(message)")
        }

        /// The cursor's line and column.
        func position(_ context: xmlParserCtxtPtr) -> (line: Int, column: Int) {
            source.position(ofByte: offset(context) ?? source.bytes.count)
        }

        /// Counts `bytes` more handed on, and says whether that is still within the expansion bound.
        func handOn(_ bytes: Int) -> Bool {
            handedOn += bytes
            return handedOn <= source.bytes.count + SVGLimits.maxExpansionBytes
        }
    }
}
