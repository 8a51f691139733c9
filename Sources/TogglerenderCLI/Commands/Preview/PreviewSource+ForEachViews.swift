import Foundation

/// A `ForEach` at the top of a provider's `previews` (or of its lone `Group`) is one preview an element in
/// Xcode's canvas, so it is one snapshot an element here. Its elements must be known from the source: an array
/// literal (`ForEach(["Light", "Dark"], id: \.self) { … }`) or a range of integer literals (`ForEach(0..<3) { … }`);
/// any other data stays one snapshot. Each element's view is the `ForEach` call with `ForEach(` turned into
/// `togglerenderForEachElement(K, ` (declared with the preview API, `SnapshotProgram`), which builds the K-th
/// element's content with the same arguments and keeps the modifiers that follow.
extension PreviewSource {
    /// The most elements a `ForEach` is expanded into.
    static let forEachLimit = 100

    /// `view` as one view an element when it is such a `ForEach`, else as it is.
    static func forEachElements(of view: ProviderView) -> [ProviderView] {
        let text = view.body
        guard let head = text.prefixMatch(of: /ForEach\s*\(/), let open = text[head.range].lastIndex(of: "("),
              let close = matching(text, open, open: "(", close: ")"),
              let data = topLevelItems(String(text[text.index(after: open)..<close])).first,
              let labels = elementLabels(data), labels.count <= forEachLimit else { return [view] }
        let rest = text[head.range.upperBound...]
        return labels.enumerated().map { index, label in
            ProviderView(line: view.line, body: "togglerenderForEachElement(\(index), " + rest, element: label)
        }
    }

    /// What names each element of `data`: a string literal's text, else the element as written (`.dark`, `2`);
    /// nil when the elements cannot be known from the source.
    static func elementLabels(_ data: String) -> [String]? {
        let data = data.trimmingCharacters(in: .whitespacesAndNewlines)
        if let range = data.wholeMatch(of: /(-?\d+)\s*\.\.<\s*(-?\d+)/), let low = Int(range.1), let high = Int(range.2) {
            return low < high ? (low..<high).map(String.init) : nil
        }
        guard data.hasPrefix("["), data.hasSuffix("]"), data.count >= 2,
              matching(data, data.startIndex, open: "[", close: "]") == data.index(before: data.endIndex) else { return nil }
        let items = topLevelItems(String(data.dropFirst().dropLast()))
        guard !items.isEmpty else { return nil }
        return items.map { item in
            if item.hasPrefix("\""), item.hasSuffix("\""), item.count >= 2, skipString(item, item.startIndex) == item.endIndex {
                return String(item.dropFirst().dropLast())
            }
            return item
        }
    }

    /// The comma-separated items of `s` outside brackets, strings and comments, trimmed; empty ones dropped.
    static func topLevelItems(_ s: String) -> [String] {
        var items: [String] = []
        var depth = 0
        var start = s.startIndex
        var i = s.startIndex
        while i < s.endIndex {
            if s[i...].hasPrefix("//") { i = s[i...].firstIndex(of: "\n") ?? s.endIndex; continue }
            if s[i...].hasPrefix("/*") { i = s[s.index(i, offsetBy: 2)...].range(of: "*/")?.upperBound ?? s.endIndex; continue }
            let ch = s[i]
            if ch == "\"" { i = skipString(s, i); continue }
            if "([{".contains(ch) { depth += 1 }
            if ")]}".contains(ch) { depth -= 1 }
            if ch == ",", depth == 0 {
                items.append(String(s[start..<i]))
                start = s.index(after: i)
            }
            i = s.index(after: i)
        }
        items.append(String(s[start...]))
        return items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
