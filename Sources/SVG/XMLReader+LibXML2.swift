import Foundation
import CLibXML2

/// The SAX2 callbacks libxml2 calls, each forwarding to the ``XMLReader/Session`` kept in the parser
/// context's `_private`. C cannot throw: a failure is stored in the session and libxml2 is stopped.
extension XMLReader {
    /// libxml2's global set-up, once per process and before any thread parses.
    static let initializeOnce: Void = xmlInitParser()

    /// SAX2's defaults (which keep entity declarations in a scratch document that the session frees),
    /// with the callbacks below in place of those that would build a tree, load something or print.
    static func saxHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        xmlSAXVersion(&sax, 2)
        sax.startElementNs = { ctx, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            let (session, context) = XMLReader.session(ctx)
            session.startElement(context, name: XMLReader.qualifiedName(prefix, localName),
                                 namespaces: (namespaces, Int(namespaceCount)), attributes: (attributes, Int(attributeCount)))
        }
        sax.endElementNs = { ctx, localName, prefix, _ in
            let (session, context) = XMLReader.session(ctx)
            session.endElement(context, name: XMLReader.qualifiedName(prefix, localName))
        }
        sax.characters = { ctx, text, length in
            let (session, context) = XMLReader.session(ctx)
            session.characters(context, UnsafeBufferPointer(start: text, count: Int(length)))
        }
        sax.cdataBlock = sax.characters
        sax.ignorableWhitespace = nil
        sax.comment = nil
        sax.processingInstruction = nil
        sax.reference = nil
        sax.entityDecl = { ctx, name, type, publicID, systemID, content in
            let (session, context) = XMLReader.session(ctx)
            guard publicID == nil, systemID == nil else {
                return session.refuseExternalEntity(context, name: name, publicID: publicID, systemID: systemID)
            }
            xmlSAX2EntityDecl(ctx, name, type, publicID, systemID, content)
        }
        sax.unparsedEntityDecl = { ctx, name, publicID, systemID, _ in
            let (session, context) = XMLReader.session(ctx)
            session.refuseExternalEntity(context, name: name, publicID: publicID, systemID: systemID)
        }
        // Never load the external DTD subset, and resolve no entity to a file or URL.
        sax.externalSubset = nil
        sax.resolveEntity = { _, _, _ in nil }
        sax.serror = { ctx, error in
            guard let ctx, let error else { return }
            let (session, context) = XMLReader.session(ctx)
            session.record(error.pointee, context)
        }
        sax.warning = nil
        sax.error = nil
        sax.fatalError = nil
        return sax
    }

    static func session(_ ctx: UnsafeMutableRawPointer?) -> (Session, xmlParserCtxtPtr) {
        let context = ctx!.assumingMemoryBound(to: xmlParserCtxt.self)
        return (Unmanaged<Session>.fromOpaque(context.pointee._private).takeUnretainedValue(), context)
    }

    static func string(_ text: UnsafePointer<xmlChar>?) -> String? {
        text.map { String(cString: $0) }
    }

    /// `prefix:local`, or `local` without a prefix: the name as written.
    static func qualifiedName(_ prefix: UnsafePointer<xmlChar>?, _ local: UnsafePointer<xmlChar>?) -> String {
        let name = string(local) ?? ""
        return string(prefix).map { "\($0):\(name)" } ?? name
    }
}

extension XMLReader.Session {
    typealias StringPairs = (pointer: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int)

    /// SAX2 gives namespace declarations as (prefix, URI) pairs and attributes as five pointers each:
    /// local name, prefix, URI, value start, value end (the value is not NUL-terminated).
    func startElement(_ context: xmlParserCtxtPtr, name: String, namespaces: StringPairs, attributes: StringPairs) {
        guard failure == nil else { return }
        var values: [String: String] = [:]
        var bytes = name.utf8.count
        if let list = namespaces.pointer {
            for i in 0..<namespaces.count {
                let key = XMLReader.string(list[2 * i]).map { "xmlns:\($0)" } ?? "xmlns"
                let uri = XMLReader.string(list[2 * i + 1]) ?? ""
                values[key] = uri
                bytes += key.utf8.count + uri.utf8.count
            }
        }
        if let list = attributes.pointer {
            for i in 0..<attributes.count {
                let field = list + 5 * i
                let key = XMLReader.qualifiedName(field[1], field[0])
                guard let start = field[3], let end = field[4] else { continue }
                let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                values[key] = value
                bytes += key.utf8.count + (end - start)
            }
        }
        depth += 1
        elements += 1
        let (line, column) = tagPosition(context)
        func limit(_ message: String) -> SVGError { SVGError(kind: .xml, line: line, column: column, message: "XML: \(message)") }
        if depth > SVGLimits.maxDepth { return fail(limit("elements nested more than \(SVGLimits.maxDepth) deep"), context) }
        if elements > SVGLimits.maxElements { return fail(limit("more than \(SVGLimits.maxElements) elements"), context) }
        guard handOn(bytes) else { return fail(expansionError(context), context) }
        sawRoot = true
        do { try handler.startElement(XMLStartTag(name: name, attributes: values, line: line, column: column)) } catch {
            fail(error, context)
        }
    }

    func endElement(_ context: xmlParserCtxtPtr, name: String) {
        guard failure == nil else { return }
        depth -= 1
        if depth == 0 { rootClosed = true }
        do { try handler.endElement(name) } catch { fail(error, context) }
    }

    func characters(_ context: xmlParserCtxtPtr, _ text: UnsafeBufferPointer<xmlChar>) {
        guard failure == nil else { return }
        guard handOn(text.count) else { return fail(expansionError(context), context) }
        do { try handler.characters(String(decoding: text, as: UTF8.self)) } catch { fail(error, context) }
    }

    func refuseExternalEntity(_ context: xmlParserCtxtPtr, name: UnsafePointer<xmlChar>?,
                              publicID: UnsafePointer<xmlChar>?, systemID: UnsafePointer<xmlChar>?) {
        let target = XMLReader.string(systemID).map { "SYSTEM \"\($0)\"" } ?? XMLReader.string(publicID).map { "PUBLIC \"\($0)\"" } ?? ""
        let message = "external entity '\(XMLReader.string(name) ?? "")' (\(target)) is not read; only entities defined in the document are"
        fail(limitError(message, context), context)
    }

    func expansionError(_ context: xmlParserCtxtPtr) -> SVGError {
        limitError("entities expand to more than \(SVGLimits.maxExpansionBytes) bytes beyond the file's own size", context)
    }

    /// Where the current start tag's `<` is: libxml2 calls back with its cursor at the tag's end. A tag
    /// from an entity's replacement text is placed at the entity reference.
    func tagPosition(_ context: xmlParserCtxtPtr) -> (line: Int, column: Int) {
        if inDocumentText(context), let end = offset(context), let start = source.tagStart(before: end) {
            return source.position(ofByte: start)
        }
        return position(context)
    }

    /// Keeps libxml2's first error (warnings, and the stop this session itself asked for, are not errors).
    func record(_ error: xmlError, _ context: xmlParserCtxtPtr) {
        guard xmlError == nil, failure == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue,
              error.code != Int32(XML_ERR_USER_STOP.rawValue) else { return }
        let text = error.message.map { String(cString: $0) } ?? ""
        let firstLine = text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let offset = offset(context)
        let (line, column) = source.position(ofByte: offset ?? source.bytes.count)
        xmlError = (Int(error.code), firstLine, offset, line, column)
    }
}
