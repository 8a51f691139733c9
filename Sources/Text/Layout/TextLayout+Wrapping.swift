/// Several lines: what SwiftUI's `Text` does when the width it is offered is less than its string needs
/// (no `lineLimit`): it breaks at spaces, and inside a word only when that word alone is too wide.
extension TextLayout {
    /// `string` broken into lines no wider than `maxWidth`, each shaped on its own (the default
    /// `.leading` multiline alignment: every line starts at the block's leading edge).
    ///
    /// Greedy: each line takes as many whole words as fit. A word wider than `maxWidth` on its own is
    /// split between characters (grapheme clusters), as SwiftUI does, keeping at least one character a line.
    /// The spaces at a break are dropped. A string that fits is one line, identical to ``line(_:font:maxWidth:alignment:)``
    /// without a width.
    public static func wrappedLines(_ string: String, font: Font, maxWidth: Double) -> [TextLine] {
        func width(_ s: Substring) -> Double { font.advance(of: String(s)) }
        if width(Substring(string)) <= maxWidth { return [line(string, font: font)] }

        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if width(Substring(candidate)) <= maxWidth { current = candidate; continue }
            if !current.isEmpty { lines.append(current); current = "" }
            // The word alone: split it between characters while it is too wide.
            var rest = Substring(word)
            while width(rest) > maxWidth, rest.count > 1 {
                var take = rest.count - 1
                while take > 1, width(rest.prefix(take)) > maxWidth { take -= 1 }
                lines.append(String(rest.prefix(take)))
                rest = rest.dropFirst(take)
            }
            current = String(rest)
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { line($0, font: font) }
    }
}
