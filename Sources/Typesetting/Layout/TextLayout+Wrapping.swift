/// Several lines: how SwiftUI fits a `Text` without a line limit into a width, by wrapping.
extension TextLayout {
    /// Breaks `string` into lines no wider than `maxWidth` and lays each out (box = its own width).
    ///
    /// Greedy, as a text system fills lines: each line takes as many space-separated words as fit; a
    /// word wider than a whole line is broken between characters (grapheme clusters), at least one
    /// character a line, as SwiftUI does with a word that cannot fit. A string that fits stays one
    /// line, unchanged. Spaces at a break are dropped. Other break opportunities (hyphens, CJK) and
    /// hyphenation are not modelled.
    public static func wrappedLines(_ string: String, font: Font, maxWidth: Double) -> [TextLine] {
        wrappedStrings(string, font: font, maxWidth: maxWidth).map { line($0, font: font) }
    }

    /// The strings of ``wrappedLines(_:font:maxWidth:)``.
    static func wrappedStrings(_ string: String, font: Font, maxWidth: Double) -> [String] {
        func fits(_ s: String) -> Bool { font.advance(of: s) <= maxWidth }
        if fits(string) { return [string] }
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate) { current = candidate; continue }
            if !current.isEmpty { lines.append(current); current = "" }
            // The word alone: whole if it fits, else in pieces that each fill a line.
            var rest = word
            while !fits(rest) {
                let chars = Array(rest)
                var n = 1
                while n < chars.count, fits(String(chars[0...n])) { n += 1 }
                lines.append(String(chars[0..<n]))
                rest = String(chars[n...])
            }
            current = rest
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
