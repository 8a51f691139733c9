import Foundation

/// A `PreviewProvider` whose `previews` lists several views (`A()` then `B()`, or one `Group { … }` of them) is
/// several previews, as Xcode's canvas shows one per view; each view is its own snapshot. This finds them in
/// the source: the top-level statements of `previews`, a lone `Group`'s children with the group's modifiers
/// applied to each, a top-level `ForEach`'s elements (`PreviewSource+ForEachViews.swift`).
extension PreviewSource {
    /// One view of a provider's `previews`: its source as written, and the line it starts on.
    struct ProviderView: Equatable, Sendable {
        var line: Int
        var body: String
        /// For one element of a top-level `ForEach`: what names the element (``forEachElements(of:)``).
        var element: String? = nil
    }

    /// The views of the provider declared at `open` (its `{`) in `source`; one or none when `previews` is
    /// one view.
    static func providerViews(in source: String, providerOpen open: String.Index) -> [ProviderView] {
        guard let close = matching(source, open, open: "{", close: "}"),
              let declaration = source[open..<close].firstMatch(of: /static\s+var\s+previews\s*:\s*some\s+View\s*\{/),
              let bodyOpen = source[declaration.range].lastIndex(of: "{"),
              let bodyClose = matching(source, bodyOpen, open: "{", close: "}") else { return [] }
        var views = statements(in: source, from: source.index(after: bodyOpen), to: bodyClose)
        // A lone `Group { … }.modifiers`: its children, each with the modifiers.
        if views.count == 1, let group = views.first, let brace = group.range.lowerBound < bodyClose ? groupBrace(source, group.range) : nil,
           let groupClose = matching(source, brace, open: "{", close: "}"), groupClose < group.range.upperBound {
            let modifiers = source[source.index(after: groupClose)..<group.range.upperBound].trimmingCharacters(in: .whitespacesAndNewlines)
            views = statements(in: source, from: source.index(after: brace), to: groupClose).map { child in
                (child.range, modifiers.isEmpty ? child.text : child.text + "\n" + modifiers)
            }
        }
        return views.flatMap { forEachElements(of: ProviderView(line: source[..<$0.range.lowerBound].filter(\.isNewline).count + 1, body: $0.text)) }
    }

    /// The `{` of `Group {` when the statement at `range` is a `Group`.
    private static func groupBrace(_ s: String, _ range: Range<String.Index>) -> String.Index? {
        guard let m = s[range].prefixMatch(of: /Group\s*\{/) else { return nil }
        return s.index(before: m.range.upperBound)
    }

    /// The top-level statements between `start` and `end`: a new one begins after a newline (or `;`) outside
    /// brackets, strings and comments, unless its line continues the last with a `.modifier`.
    static func statements(in s: String, from start: String.Index, to end: String.Index) -> [(range: Range<String.Index>, text: String)] {
        var result: [(range: Range<String.Index>, text: String)] = []
        var depth = 0
        var current: String.Index?
        var lastSolid: String.Index?
        var i = start
        func finish() {
            if let c = current, let l = lastSolid, c <= l {
                let range = c..<s.index(after: l)
                result.append((range, String(s[range])))
            }
            current = nil
        }
        while i < end {
            if s[i...].hasPrefix("//") { i = s[i...].firstIndex(of: "\n") ?? end; continue }
            if s[i...].hasPrefix("/*") { i = s[s.index(i, offsetBy: 2)...].range(of: "*/")?.upperBound ?? end; continue }
            let ch = s[i]
            if depth == 0, ch == ";" { finish(); i = s.index(after: i); continue }
            if depth == 0, ch.isNewline, current != nil {
                // Does the next solid character continue this statement (`.modifier`)?
                var j = s.index(after: i)
                while j < end, s[j].isWhitespace { j = s.index(after: j) }
                if j >= end || s[j] != "." { finish() }
                i = s.index(after: i); continue
            }
            if ch.isWhitespace { i = s.index(after: i); continue }
            if current == nil { current = i }
            if ch == "\"" { let after = skipString(s, i); lastSolid = s.index(before: after); i = after; continue }
            if "([{".contains(ch) { depth += 1 }
            if ")]}".contains(ch) { depth -= 1 }
            lastSolid = i
            i = s.index(after: i)
        }
        finish()
        return result
    }
}
