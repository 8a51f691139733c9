/// The bytes of a document as an editor shows them: UTF-8 checked up front, and byte offsets turned
/// into 1-based lines and columns (columns count characters, so a tab or an `é` is one).
///
/// The XML reader works in byte offsets (libxml2's cursor in its buffer); this is where they become the
/// positions an error message gives.
struct SourceText {
    let bytes: [UInt8]
    /// The byte offset at which each line starts; line breaks are LF, CR LF or a lone CR, as in XML.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) { starts.append(i + 1) }
            i += 1
        }
        lineStarts = starts
    }

    /// The last position computed, so that the next one on the same line counts only the characters
    /// in between: positions come in document order, and a file that is one long line (a minified
    /// SVG) would otherwise cost a scan from the line's start per element, quadratic in its length.
    private var last = (offset: 0, line: 0, column: 1)

    /// Line and column of the character at byte `offset` (clamped to the text; the end of the text is
    /// a position too, one past its last character).
    mutating func position(ofByte offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let from = low == last.line && offset >= last.offset ? last : (lineStarts[low], low, 1)
        var column = from.column
        for b in bytes[from.offset..<offset] where !Self.isContinuation(b) { column += 1 }
        last = (offset, low, column)
        return (low + 1, column)
    }

    /// The offset of the `<` that opens the tag which ends at or after `offset`, looking back at most
    /// to the start of the text. A start tag cannot contain a `<` (not even in an attribute value), so
    /// the nearest one before is its own.
    func tagStart(before offset: Int) -> Int? {
        var i = min(offset, bytes.count - 1)
        while i >= 0 {
            if bytes[i] == UInt8(ascii: "<") { return i }
            i -= 1
        }
        return nil
    }

    /// Why these bytes are not text the XML reader accepts, and where: the first byte that is not
    /// UTF-8, or a NUL byte (never allowed in XML; usually a UTF-16 file). Nil when the text is fine.
    func encodingProblem() -> (offset: Int, message: String)? {
        if let nul = bytes.firstIndex(of: 0) {
            if String(validating: bytes[..<nul], as: UTF8.self) != nil {
                return (nul, "a NUL byte (is the file UTF-16? SVG files are read as UTF-8)")
            }
        } else if String(validating: bytes, as: UTF8.self) != nil {
            return nil
        }
        // Slow path, only for a bad file: decode scalar by scalar to find where the first error is.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 { return (offset, "a NUL byte (is the file UTF-16? SVG files are read as UTF-8)") }
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
                return (offset, "invalid UTF-8 (byte \(byte)); SVG files are read as UTF-8")
            }
        }
    }

    static func isContinuation(_ b: UInt8) -> Bool { b & 0xC0 == 0x80 }
}
