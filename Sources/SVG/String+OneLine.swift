extension String {
    /// The text with its control characters (and Unicode's line and paragraph separators) written as
    /// escapes, `\n`, `\t`, `\u{1B}`: what an error quotes from a document (`width="1&#10;x"`) cannot
    /// break its message into several lines.
    var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            guard Self.needsEscape(scalar) else { out.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
