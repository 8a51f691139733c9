/// Why a document could not be read, and where: every error carries the 1-based line and column
/// of the XML construct at fault (for attribute values, the `<` of their element's start tag), so an
/// artist can go straight to it.
public struct SVGError: Error, CustomStringConvertible, Sendable, Hashable {
    /// What kind of problem, for callers that branch on it; the message says the rest.
    public enum Kind: Sendable, Hashable {
        /// The XML itself is malformed or truncated.
        case xml
        /// The `d` attribute is wrong at `offset` (UTF-8 bytes from the start of the attribute value, 0-based).
        case pathData(offset: Int)
        /// An attribute value does not parse.
        case attribute(name: String)
        /// The document's structure is wrong (e.g. the root is not `svg`).
        case structure
    }

    public var kind: Kind
    public var line: Int
    public var column: Int
    /// What was expected, without the position, e.g. `path data: expected a number after 'L' at offset 7`.
    public var message: String

    /// `message` is kept to one line: control characters it quotes from the document are escaped.
    public init(kind: Kind, line: Int, column: Int, message: String) {
        self.kind = kind; self.line = line; self.column = column; self.message = message.escapingControlCharacters
    }

    /// `line 3, column 14: path data: expected a number after 'L' at offset 7`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// Something the document asks for that this subset does not do. The rest still renders; the
/// warning names the construct so that artwork gets fixed rather than silently drawn wrong.
public struct SVGWarning: CustomStringConvertible, Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line; self.column = column; self.message = message.escapingControlCharacters
    }

    public var description: String { "line \(line), column \(column): warning: \(message)" }
}

/// A value error inside one attribute, before the element's position is attached.
struct SVGValueError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
