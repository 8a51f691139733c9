/// A byte cursor over an attribute value, shared by every micro-grammar of SVG 1.1 (path data,
/// transform lists, point lists, lengths). Working on UTF-8 bytes keeps offsets exact and cheap;
/// every grammar token is ASCII, so a non-ASCII byte is simply an unexpected character.
struct SVGScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    mutating func skipWhitespace() {
        while let b = peek, Self.isWhitespace(b) { index += 1 }
    }

    /// SVG's `comma-wsp`: whitespace, at most one comma, whitespace. Returns whether a comma was eaten.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        var comma = false
        if peek == UInt8(ascii: ",") { comma = true; index += 1; skipWhitespace() }
        return comma
    }

    /// Whether a number could start here (sign, digit, or point followed by a digit).
    var atNumberStart: Bool {
        guard let b = peek else { return false }
        if Self.isDigit(b) { return true }
        var i = index
        if b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count else { return false }
        if Self.isDigit(bytes[i]) { return true }
        return bytes[i] == UInt8(ascii: ".") && i + 1 < bytes.count && Self.isDigit(bytes[i + 1])
    }

    /// SVG 1.1's `number`: sign? (digits? '.' digits | digits '.'?) exponent?. The longest match wins,
    /// so `.5.5` is two numbers and `1-2` is 1 then −2. An `e` not followed by digits is not eaten.
    /// Returns nil, consuming nothing, when no number starts here.
    mutating func number() -> Double? {
        guard atNumberStart else { return nil }
        var text = ""
        if let b = peek, b == UInt8(ascii: "+") || b == UInt8(ascii: "-") {
            if b == UInt8(ascii: "-") { text.append("-") }
            index += 1
        }
        var intPart = "", fracPart = ""
        while let b = peek, Self.isDigit(b) { intPart.append(Character(UnicodeScalar(b))); index += 1 }
        if peek == UInt8(ascii: ".") {
            // "1." is a number, and so is "1.e3". A point belongs to a number only once.
            index += 1
            while let b = peek, Self.isDigit(b) { fracPart.append(Character(UnicodeScalar(b))); index += 1 }
        }
        text += (intPart.isEmpty ? "0" : intPart) + "." + (fracPart.isEmpty ? "0" : fracPart)
        if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var i = index + 1
            var exp = "e"
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                if bytes[i] == UInt8(ascii: "-") { exp.append("-") }
                i += 1
            }
            if i < bytes.count, Self.isDigit(bytes[i]) {
                while i < bytes.count, Self.isDigit(bytes[i]) { exp.append(Character(UnicodeScalar(bytes[i]))); i += 1 }
                index = i
                text += exp
            }
        }
        // Out-of-range numbers (1e400) would poison the geometry; report them as not numbers.
        guard let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// An arc flag: exactly one `0` or `1`, needing no separator after it (`a1 1 0 00.5.5`).
    mutating func flag() -> Bool? {
        guard let b = peek, b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { return nil }
        index += 1
        return b == UInt8(ascii: "1")
    }

    /// Consumes `word` if it comes next (ASCII, exact case).
    mutating func consume(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { return false }
        index += w.count
        return true
    }

    /// The character at the cursor, quoted for error messages.
    var describeCurrent: String {
        guard index < bytes.count else { return "end of data" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(UnicodeScalar(b)))'" }
        if b < 0x80 { return "character 0x\(String(b, radix: 16))" }
        let rest = String(decoding: bytes[index...].prefix(4), as: UTF8.self)
        return rest.first.map { "'\($0)'" } ?? "byte 0x\(String(b, radix: 16))"
    }
}
