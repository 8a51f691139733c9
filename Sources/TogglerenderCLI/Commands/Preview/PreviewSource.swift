import Foundation

/// A user's SwiftUI file made ready to compile against the view layer, by a small source rewrite:
/// `import SwiftUI` (and UIKit, whose colours the layer provides, and Combine, whose `ObservableObject` it
/// provides; `import Observation` stays, the toolchain has it) become `import HeadlessSwiftUI`, and each
/// `#Preview { … }` (a macro, and there is no macro package here) is taken out (blank lines keep the line
/// numbers) to become a view of the generated preview program (``PreviewProgram``). The
/// `#if canImport(SwiftUI)` form needs nothing: on Linux it takes its `#else` branch.
struct PreviewSource {
    /// One `#Preview` of the file: its name (if given), the line it starts on, and its body's code.
    struct Preview: Equatable {
        var name: String?
        var line: Int
        var body: String
    }

    /// The rewritten source.
    var text: String
    /// The file's `#Preview`s, in order.
    var previews: [Preview]
    /// The names of the `View` types the file declares (`struct X: View`), in order.
    var viewTypes: [String]

    /// Rewrites `source`.
    init(_ source: String) throws(PreviewError) {
        var out = ""
        var previews: [Preview] = []
        var i = source.startIndex
        var line = 1
        func advance(_ to: String.Index) {
            line += source[i..<to].filter(\.isNewline).count
            out += source[i..<to]
            i = to
        }
        while i < source.endIndex {
            guard let next = Self.nextMacro(in: source, from: i) else { advance(source.endIndex); break }
            advance(next)
            let startLine = line
            // `#Preview`, optional `(…)` arguments, then the trailing closure `{ … }`.
            var j = source.index(i, offsetBy: "#Preview".count)
            var name: String?
            j = Self.skipSpace(source, j)
            if j < source.endIndex, source[j] == "(" {
                guard let close = Self.matching(source, j, open: "(", close: ")") else { throw .unbalanced(line: startLine) }
                name = Self.firstStringLiteral(String(source[source.index(after: j)..<close]))
                j = Self.skipSpace(source, source.index(after: close))
            }
            guard j < source.endIndex, source[j] == "{", let close = Self.matching(source, j, open: "{", close: "}") else {
                throw .unbalanced(line: startLine)
            }
            let bodyStart = source.index(after: j)
            let body = String(source[bodyStart..<close])
            previews.append(Preview(name: name, line: startLine + source[i..<bodyStart].filter(\.isNewline).count, body: body))
            let newlines = source[i...close].filter(\.isNewline).count
            out += String(repeating: "\n", count: newlines)
            line += newlines
            i = source.index(after: close)
        }
        text = Self.mapImports(out)
        self.previews = previews
        viewTypes = Self.viewTypes(in: source)
    }

    /// Where the next `#Preview` macro starts, outside comments and strings.
    static func nextMacro(in s: String, from start: String.Index) -> String.Index? {
        var i = start
        while i < s.endIndex {
            if s[i...].hasPrefix("//") { i = s[i...].firstIndex(of: "\n") ?? s.endIndex; continue }
            if s[i...].hasPrefix("/*") { i = s[s.index(i, offsetBy: 2)...].range(of: "*/")?.upperBound ?? s.endIndex; continue }
            if s[i] == "\"" { i = skipString(s, i); continue }
            if s[i...].hasPrefix("#Preview") {
                let after = s.index(i, offsetBy: "#Preview".count)
                if after == s.endIndex || !(s[after].isLetter || s[after].isNumber || s[after] == "_") { return i }
            }
            i = s.index(after: i)
        }
        return nil
    }

    /// The index of the bracket that closes the one at `open`, skipping strings and comments.
    static func matching(_ s: String, _ openIndex: String.Index, open: Character, close: Character) -> String.Index? {
        var depth = 0
        var i = openIndex
        while i < s.endIndex {
            if s[i...].hasPrefix("//") { i = s[i...].firstIndex(of: "\n") ?? s.endIndex; continue }
            if s[i...].hasPrefix("/*") { i = s[s.index(i, offsetBy: 2)...].range(of: "*/")?.upperBound ?? s.endIndex; continue }
            if s[i] == "\"" { i = skipString(s, i); continue }
            if s[i] == open { depth += 1 }
            if s[i] == close { depth -= 1; if depth == 0 { return i } }
            i = s.index(after: i)
        }
        return nil
    }

    /// Past a string literal starting at `i` (plain, multi-line `"""`, escapes).
    static func skipString(_ s: String, _ start: String.Index) -> String.Index {
        if s[start...].hasPrefix("\"\"\"") {
            return s[s.index(start, offsetBy: 3)...].range(of: "\"\"\"")?.upperBound ?? s.endIndex
        }
        var i = s.index(after: start)
        while i < s.endIndex {
            if s[i] == "\\" { i = s.index(i, offsetBy: 2, limitedBy: s.endIndex) ?? s.endIndex; continue }
            if s[i] == "\"" || s[i] == "\n" { return s.index(after: i) }
            i = s.index(after: i)
        }
        return i
    }

    static func skipSpace(_ s: String, _ start: String.Index) -> String.Index {
        var i = start
        while i < s.endIndex, s[i].isWhitespace { i = s.index(after: i) }
        return i
    }

    static func firstStringLiteral(_ s: String) -> String? {
        guard let open = s.firstIndex(of: "\""), !s[open...].hasPrefix("\"\"\"") else { return nil }
        let end = skipString(s, open)
        return String(s[s.index(after: open)..<s.index(before: end)])
    }

    static func literal(_ name: String?) -> String {
        guard let name else { return "nil" }
        return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `import SwiftUI` and `import UIKit` (the part SwiftUI code uses: colours) become the view layer.
    static func mapImports(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Combine: the view layer has what SwiftUI code uses of it (`ObservableObject`, `@Published`).
            for module in ["SwiftUI", "UIKit", "Combine"] where trimmed == "import \(module)" || trimmed.hasPrefix("import \(module) ")
                || trimmed.hasPrefix("@preconcurrency import \(module)") {
                return line.replacingOccurrences(of: "import \(module)", with: "import HeadlessSwiftUI")
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// `struct Name: … View …` declarations.
    static func viewTypes(in s: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?m)^\s*(?:public\s+|internal\s+|private\s+|fileprivate\s+)?struct\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:\s*[^{]*\bView\b"#)
        let range = NSRange(s.startIndex..., in: s)
        return pattern.matches(in: s, range: range).compactMap { m in Range(m.range(at: 1), in: s).map { String(s[$0]) } }
    }
}

/// Why a user's files cannot be previewed.
enum PreviewError: Error, Equatable, CustomStringConvertible {
    case unbalanced(line: Int)
    var description: String {
        switch self {
        case .unbalanced(let line): "the #Preview at line \(line) has no balanced { … } body"
        }
    }
}
