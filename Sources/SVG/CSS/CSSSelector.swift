/// A complex selector: compound selectors joined by the descendant (` `), child (`>`), next-sibling
/// (`+`) or subsequent-sibling (`~`) combinator. A compound holds an optional type or `*`, and any
/// number of `#id`, `.class`, attribute tests (`[a]`, `[a=v]`, `[a~=v]`, `[a|=v]`, `[a^=v]`,
/// `[a$=v]`, `[a*=v]`) and the structural pseudo-classes `:first-child`, `:last-child`,
/// `:only-child`, `:nth-child(An+B)` and `:nth-last-child(An+B)`. Other pseudo-classes and
/// pseudo-elements are not read: a selector with one is an error, and CSS then drops the whole rule.
package struct CSSSelector: Sendable, Hashable {
    /// How a compound relates to the one before it.
    enum Combinator: Sendable, Hashable { case descendant, child, nextSibling, subsequentSibling }

    struct Compound: Sendable, Hashable {
        /// The element name, nil for `*` or none (element names in SVG are case-sensitive).
        var type: String?
        var tests: [Test] = []
        /// How this compound relates to the one before it (ignored on the first).
        var combinator = Combinator.descendant

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
        /// `:nth-child(An+B)`, or `:nth-last-child` counting from the last sibling: the element's
        /// place (1-based) is A·n + B for some n ≥ 0.
        case nthChild(a: Int, b: Int, fromEnd: Bool)

        func matches(_ e: CSSElement) -> Bool {
            switch self {
            case .id(let id): return e.attributes["id"] == id
            case .nthChild(let a, let b, let fromEnd):
                let place = fromEnd ? e.siblingCount - e.index + 1 : e.index
                if a == 0 { return place == b }
                return (place - b) % a == 0 && (place - b) / a >= 0
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

    /// Whether the element of `context` matches. Right to left, as browsers match; a descendant
    /// combinator tries each ancestor, a subsequent-sibling one each sibling before, and the
    /// (element, compound) pairs that failed are remembered, so the work is at most the elements in
    /// view × compounds. Each sibling looked at costs one of `budget`; with none left, `~` matches
    /// nothing (100,000 siblings would otherwise cost 10¹⁰ steps).
    package func matches(_ context: CSSContext, budget: inout Int) -> Bool {
        let ancestry = context.ancestry, siblings = context.previousSiblings
        guard let last = ancestry.indices.last else { return false }
        /// Element `j` of level `i`: a sibling before the open element, or the open element itself.
        func element(_ i: Int, _ j: Int) -> CSSElement { j < siblings[i].count ? siblings[i][j] : ancestry[i] }
        var failed = Set<Int>()
        func match(_ i: Int, _ j: Int, _ k: Int) -> Bool {
            let key = (j * (SVGLimits.maxDepth + 1) + i) * Self.maxCompounds + k
            if failed.contains(key) { return false }
            var ok = compounds[k].matches(element(i, j))
            if ok && k > 0 {
                switch compounds[k].combinator {
                case .child: ok = i > 0 && match(i - 1, siblings[i - 1].count, k - 1)
                case .descendant: ok = (0..<i).reversed().contains { match($0, siblings[$0].count, k - 1) }
                case .nextSibling: ok = j > 0 && match(i, j - 1, k - 1)
                case .subsequentSibling:
                    ok = (0..<j).reversed().contains { before in
                        budget -= 1
                        return budget >= 0 && match(i, before, k - 1)
                    }
                }
            }
            if !ok { failed.insert(key) }
            return ok
        }
        return match(last, siblings[last].count, compounds.count - 1)
    }

    /// Parses one selector of a selector list.
    static func parse(_ text: String) throws(SVGValueError) -> CSSSelector {
        var s = CSSScanner(text.trimmingWhitespace)
        var compounds: [Compound] = []
        var combinator = Combinator.descendant
        while s.peek != nil {
            var c = Compound(combinator: combinator)
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
                    s.advance()
                    c.tests += try pseudoClass(&s)
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
            combinator = .descendant
            let symbols: [Character: Combinator] = [">": .child, "+": .nextSibling, "~": .subsequentSibling]
            if let ch = s.peek, let explicit = symbols[ch] {
                combinator = explicit; s.advance()
                while let ch = s.peek, ch.isWhitespace { s.advance() }
                if s.peek == nil { throw SVGValueError("expected a selector after '\(ch)'") }
            } else if !sawSpace && s.peek != nil {
                throw SVGValueError("unexpected '\(s.peek!)'")
            }
        }
        guard !compounds.isEmpty else { throw SVGValueError("empty selector") }
        return CSSSelector(compounds: compounds)
    }

    /// At the text after `:`: one of the structural pseudo-classes, as tests.
    private static func pseudoClass(_ s: inout CSSScanner) throws(SVGValueError) -> [Test] {
        guard let name = identifier(&s)?.lowercased() else {
            throw SVGValueError(s.peek == ":" ? "pseudo-elements are not supported" : "expected a pseudo-class after ':'")
        }
        switch name {
        case "first-child": return [.nthChild(a: 0, b: 1, fromEnd: false)]
        case "last-child": return [.nthChild(a: 0, b: 1, fromEnd: true)]
        case "only-child": return [.nthChild(a: 0, b: 1, fromEnd: false), .nthChild(a: 0, b: 1, fromEnd: true)]
        case "nth-child", "nth-last-child":
            guard s.peek == "(" else { throw SVGValueError("expected '(' after ':\(name)'") }
            s.advance()
            let start = s.index
            s.skip(until: [")"])
            guard s.peek == ")" else { throw SVGValueError("expected ')' after ':\(name)('") }
            let (a, b) = try anPlusB(String(s.text[start..<s.index]))
            s.advance()
            return [.nthChild(a: a, b: b, fromEnd: name == "nth-last-child")]
        default:
            throw SVGValueError("the pseudo-class ':\(name)' is not supported")
        }
    }

    /// CSS Syntax's An+B: `odd`, `even`, `3`, `-n+3`, `2n + 1`, … (A and B at most 10⁶ in size).
    static func anPlusB(_ text: String) throws(SVGValueError) -> (a: Int, b: Int) {
        let t = text.lowercased().filter { !$0.isWhitespace }
        if t == "odd" { return (2, 1) }
        if t == "even" { return (2, 0) }
        func integer(_ digits: Substring) -> Int? {
            guard digits.count <= 7, let v = Int(digits) else { return nil }
            return v
        }
        guard let n = t.firstIndex(of: "n") else {
            guard let b = integer(Substring(t)) else { throw SVGValueError("invalid An+B '\(text)'") }
            return (0, b)
        }
        let head = t[..<n], tail = t[t.index(after: n)...]
        let a: Int?
        switch head {
        case "", "+": a = 1
        case "-": a = -1
        default: a = head.first == "+" || head.first == "-" || head.first!.isNumber ? integer(head) : nil
        }
        let b: Int? = tail.isEmpty ? 0 : (tail.first == "+" || tail.first == "-") && tail.dropFirst().allSatisfy(\.isNumber) ? integer(tail) : nil
        guard let a, let b else { throw SVGValueError("invalid An+B '\(text)'") }
        return (a, b)
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
