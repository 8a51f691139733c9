/// A complex selector: compound selectors joined by the descendant (` `) or child (`>`) combinator.
/// A compound holds an optional type or `*`, and any number of `#id`, `.class` and attribute tests
/// (`[a]`, `[a=v]`, `[a~=v]`, `[a|=v]`, `[a^=v]`, `[a$=v]`, `[a*=v]`). Pseudo-classes, pseudo-elements
/// and the sibling combinators are not read: a selector with one is an error, and CSS then drops
/// the whole rule.
struct CSSSelector: Sendable, Hashable {
    struct Compound: Sendable, Hashable {
        /// The element name, nil for `*` or none (element names in SVG are case-sensitive).
        var type: String?
        var tests: [Test] = []
        /// How this compound relates to the one before it (ignored on the first).
        var childOf = false

        func matches(_ e: CSSElement) -> Bool {
            if let type, type != e.name { return false }
            return tests.allSatisfy { $0.matches(e) }
        }
    }

    enum Test: Sendable, Hashable {
        case id(String)
        case className(String)
        /// `[name]` when `op` is nil, else `[name op value]`.
        case attribute(name: String, op: Character?, value: String)

        func matches(_ e: CSSElement) -> Bool {
            switch self {
            case .id(let id): return e.attributes["id"] == id
            case .className(let c): return e.classes.contains { $0 == c }
            case .attribute(let name, let op, let v):
                guard let a = e.attributes[name] else { return false }
                switch op {
                case nil: return true
                case "=": return a == v
                case "~": return a.split(whereSeparator: { SVGScanner.isWhitespace($0.asciiValue ?? 0) }).contains { $0 == v }
                case "|": return a == v || a.hasPrefix(v + "-")
                case "^": return !v.isEmpty && a.hasPrefix(v)
                case "$": return !v.isEmpty && a.hasSuffix(v)
                case "*": return !v.isEmpty && a.contains(v)
                default: return false
                }
            }
        }
    }

    var compounds: [Compound]

    /// CSS's (ids, classes and attributes, types), compared in that order: packed into one number,
    /// each count capped at 999.
    var specificity: Int {
        var ids = 0, classes = 0, types = 0
        for c in compounds {
            if c.type != nil { types += 1 }
            for t in c.tests { if case .id = t { ids += 1 } else { classes += 1 } }
        }
        return min(ids, 999) * 1_000_000 + min(classes, 999) * 1_000 + min(types, 999)
    }

    /// Compounds at most in one selector, which bounds matching together with the depth of the document.
    static let maxCompounds = 32

    /// Whether the last element of `ancestry` matches, its ancestors before it. Right to left, as
    /// browsers match; a descendant combinator tries each ancestor, and the (element, compound)
    /// pairs that failed are remembered, so the work is at most depth × compounds.
    func matches(_ ancestry: [CSSElement]) -> Bool {
        guard let last = ancestry.indices.last else { return false }
        var failed = Set<Int>()
        func match(_ i: Int, _ k: Int) -> Bool {
            let key = i * Self.maxCompounds + k
            if failed.contains(key) { return false }
            var ok = compounds[k].matches(ancestry[i])
            if ok && k > 0 {
                if compounds[k].childOf { ok = i > 0 && match(i - 1, k - 1) }
                else { ok = (0..<i).reversed().contains { match($0, k - 1) } }
            }
            if !ok { failed.insert(key) }
            return ok
        }
        return match(last, compounds.count - 1)
    }

    /// Parses one selector of a selector list.
    static func parse(_ text: String) throws(SVGValueError) -> CSSSelector {
        var s = CSSScanner(text.trimmingWhitespace)
        var compounds: [Compound] = []
        var childOf = false
        while s.peek != nil {
            var c = Compound(childOf: childOf)
            var empty = true
            if s.peek == "*" { s.advance(); empty = false }
            else if let name = identifier(&s) { c.type = name; empty = false }
            loop: while let ch = s.peek {
                switch ch {
                case "#":
                    s.advance()
                    guard let id = identifier(&s, allowLeadingDigit: true) else { throw SVGValueError("expected a name after '#'") }
                    c.tests.append(.id(id))
                case ".":
                    s.advance()
                    guard let name = identifier(&s) else { throw SVGValueError("expected a class name after '.'") }
                    c.tests.append(.className(name))
                case "[":
                    s.advance()
                    c.tests.append(try attributeTest(&s))
                case ":":
                    throw SVGValueError("pseudo-classes are not supported")
                default:
                    break loop
                }
                empty = false
            }
            guard !empty else { throw SVGValueError("unexpected '\(s.peek.map(String.init) ?? "")'") }
            compounds.append(c)
            guard compounds.count <= maxCompounds else { throw SVGValueError("more than \(maxCompounds) compound selectors") }
            var sawSpace = false
            while let ch = s.peek, ch.isWhitespace { s.advance(); sawSpace = true }
            childOf = false
            if s.peek == ">" {
                childOf = true; s.advance()
                while let ch = s.peek, ch.isWhitespace { s.advance() }
            } else if s.peek == "+" || s.peek == "~" {
                throw SVGValueError("the sibling combinators are not supported")
            } else if !sawSpace && s.peek != nil {
                throw SVGValueError("unexpected '\(s.peek!)'")
            }
            if childOf && s.peek == nil { throw SVGValueError("expected a selector after '>'") }
        }
        guard !compounds.isEmpty else { throw SVGValueError("empty selector") }
        return CSSSelector(compounds: compounds)
    }

    /// At the text after `[`: `name]` or `name op value]`, the value an identifier or a string.
    private static func attributeTest(_ s: inout CSSScanner) throws(SVGValueError) -> Test {
        func spaces() { while let ch = s.peek, ch.isWhitespace { s.advance() } }
        spaces()
        guard let name = identifier(&s) else { throw SVGValueError("expected an attribute name after '['") }
        spaces()
        if s.peek == "]" { s.advance(); return .attribute(name: name, op: nil, value: "") }
        var op: Character = "="
        if let ch = s.peek, "~|^$*".contains(ch) { op = ch; s.advance() }
        guard s.peek == "=" else { throw SVGValueError("expected '=' or ']' in an attribute selector") }
        s.advance(); spaces()
        var value: String
        if let q = s.peek, q == "\"" || q == "'" {
            let start = s.index
            s.skipString()
            value = String(s.text[s.text.index(after: start)..<s.index])
            guard value.last == q else { throw SVGValueError("unterminated string in an attribute selector") }
            value.removeLast()
        } else {
            guard let v = identifier(&s, allowLeadingDigit: true) else { throw SVGValueError("expected a value in an attribute selector") }
            value = v
        }
        spaces()
        guard s.peek == "]" else { throw SVGValueError("expected ']'") }
        s.advance()
        return .attribute(name: name, op: op, value: value)
    }

    /// A CSS identifier (letters, digits, `-`, `_`, any non-ASCII character; escapes not read).
    private static func identifier(_ s: inout CSSScanner, allowLeadingDigit: Bool = false) -> String? {
        var out = ""
        while let ch = s.peek, ch.isLetter || ch == "-" || ch == "_" || !ch.isASCII || (ch.isNumber && (allowLeadingDigit || !out.isEmpty)) {
            out.append(ch); s.advance()
        }
        return out.isEmpty ? nil : out
    }
}
