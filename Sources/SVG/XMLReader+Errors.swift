/// libxml2's error, in the words an artist needs: what is wrong, where, and for the usual mistakes
/// (truncation, nothing but a prolog, a second root) a sentence of our own.
extension XMLReader.Session {
    func describedError() -> SVGError {
        guard let error = xmlError else {
            let (line, column) = source.position(ofByte: source.bytes.count)
            return SVGError(kind: .xml, line: line, column: column, message: "XML: malformed document")
        }
        // Whitespace after the last tag does not make an error any less "at the end".
        let end = (source.bytes.lastIndex(where: { !SourceText.isWhitespace($0) }) ?? -1) + 1
        // A mismatched end tag at the very end is that mistake, not a truncation.
        let atEnd = error.offset.map { $0 >= end } ?? false && error.code != 76
        let message: String
        if atEnd && !rootClosed {
            message = sawRoot || source.hasElementStart ? "document ends before the root element is closed (truncated?)"
                                                        : "document is empty (no root element)"
        } else if !sawRoot && error.code == 4 {
            message = "document is empty (no root element)"
        } else if rootClosed && error.code == 5 {
            message = "extra content after the root element"
        } else {
            message = Self.describe(code: error.code) ?? (error.message.isEmpty ? "malformed document (libxml2 error \(error.code))" : error.message)
        }
        return SVGError(kind: .xml, line: error.line, column: error.column, message: "XML: \(message)")
    }

    /// Our words for libxml2's codes (`xmlParserErrors`) of the usual mistakes; nil for the rest, whose
    /// libxml2 message is clear enough ("Opening and ending tag mismatch: g line 2 and svg").
    static func describe(code: Int) -> String? {
        switch code {
        case 4: "document is empty"
        case 9: "invalid character (XML allows no control characters but tab, line feed and carriage return)"
        case 23: "unfinished entity reference"
        case 26: "undeclared entity"
        case 38, 39, 40, 41: "malformed attribute (missing quote, '=' or value)"
        case 42: "duplicate attribute"
        case 43: "malformed attribute list"
        case 45: "comment not terminated"
        case 63: "unfinished CDATA section"
        case 64, 65, 66: "malformed XML or doctype declaration"
        case 68: "expected a name (malformed tag or attribute)"
        case 73: "expected '>' (unclosed tag or unterminated attribute value)"
        case 77: "unfinished end tag"
        case 89: "entity reference loop or entities expanding too far"
        default: nil
        }
    }
}

extension SourceText {
    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// Whether some `<` opens an element (not `<?` or `<!`): telling a truncated document from one that
    /// has only a prolog.
    var hasElementStart: Bool {
        var i = bytes.firstIndex(of: UInt8(ascii: "<"))
        while let at = i, at + 1 < bytes.count {
            let next = bytes[at + 1]
            if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") && next != UInt8(ascii: "/") { return true }
            i = bytes[(at + 1)...].firstIndex(of: UInt8(ascii: "<"))
        }
        return false
    }
}
