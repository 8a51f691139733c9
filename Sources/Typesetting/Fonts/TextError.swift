/// Everything that can go wrong between a string and its outline, worded for the person at the
/// command line: a missing font names the Debian package that provides it, a missing glyph names
/// the character, so nothing is ever replaced silently (which would change the goldens).
public enum TextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A stand-in font file is not installed.
    case fontNotInstalled(family: String, weight: FontWeight, expectedPath: String, debianPackage: String)
    /// No installed file has this family and weight.
    case fontNotFound(family: String, weight: FontWeight, searched: [String], available: [String])
    /// The file exists but FreeType or HarfBuzz could not open it.
    case cannotOpenFont(path: String, reason: String)
    /// The font has no glyph for these characters (they would draw as `.notdef` boxes).
    case missingGlyphs(characters: [Unicode.Scalar], font: String)
    /// A value given on the command line is not one of the known spellings.
    case unknownValue(kind: String, value: String, known: [String])

    public var description: String {
        switch self {
        case let .fontNotInstalled(family, weight, path, package):
            return "font \(family) \(weight.rawValue) is not installed (expected \(path)); "
                + "install the Debian package \(package): apt-get install \(package)"
        case let .fontNotFound(family, weight, searched, available):
            let avail = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "no font file for family \"\(family)\" weight \(weight.rawValue) "
                + "in \(searched.joined(separator: ", ")); weights of that family found: \(avail)"
        case let .cannotOpenFont(path, reason):
            return "cannot open font \(path): \(reason)"
        case let .missingGlyphs(chars, font):
            let names = chars.map { Self.name(of: $0) }.joined(separator: ", ")
            return "the font \(font) has no glyph for \(names); pass a font that covers them with --font PATH"
        case let .unknownValue(kind, value, known):
            return "unknown \(kind) \"\(value)\"; known: \(known.joined(separator: ", "))"
        }
    }

    /// `U+1F600 "😀"`: the code point always, the character as well when it is printable.
    static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.isWhitespace || scalar.value < 0x20 ? code : "\(code) \"\(Character(scalar))\""
    }
}
