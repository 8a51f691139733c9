/// A small CSS parser for what SVG files hold: rule sets with selectors and declarations, comments,
/// and `<!--`/`-->` around a sheet. At-rules (`@media`, `@import`, `@font-face`, …) are skipped
/// whole. It follows CSS's error recovery: a rule whose selector it cannot read is dropped, a
/// declaration without `:` is dropped, and reading goes on after either; each drop is a problem
/// in the list returned, for the caller to warn about.
package enum CSSParser {
    /// The sheet, and what was dropped from it.
    package static func parseSheet(_ text: String) -> (sheet: CSSStyleSheet, problems: [String]) {
        var sheet = CSSStyleSheet()
        var problems: [String] = []
        var s = CSSScanner(withoutComments(text))
        var order = 0
        while true {
            s.skipWhitespaceAndHTMLComments()
            guard let c = s.peek else { break }
            if c == "@" {
                let start = s.index
                s.skip(until: [";", "{"])
                let name = String(s.text[start..<s.index]).split(separator: " ").first.map(String.init) ?? "@"
                if s.peek == "{" { _ = s.block() } else { s.advance() }
                problems.append("'\(name)' is not supported; the at-rule is ignored")
                continue
            }
            let preludeStart = s.index
            s.skip(until: ["{"])
            let prelude = String(s.text[preludeStart..<s.index]).trimmingWhitespace
            guard s.peek == "{" else {
                problems.append("'\(prelude)' has no declaration block; it is ignored")
                break
            }
            let block = s.block()
            order += 1
            let (declarations, malformed) = parseDeclarations(block)
            problems += malformed.map { "expected 'property: value', found '\($0)'; the declaration is ignored" }
            do throws(SVGValueError) {
                var selectors: [CSSSelector] = []
                for text in splitOutsideBrackets(prelude, on: ",") { selectors.append(try CSSSelector.parse(text)) }
                for selector in selectors {
                    guard sheet.rules.count < CSSStyleSheet.maxRules else {
                        problems.append("more than \(CSSStyleSheet.maxRules) rules; the rest are ignored")
                        return (sheet, problems)
                    }
                    sheet.rules.append(CSSRule(selector: selector, declarations: declarations, order: order))
                }
            } catch {
                problems.append("selector '\(prelude)': \(error.message); the rule is ignored")
            }
        }
        return (sheet, problems)
    }

    /// A declaration block (`fill: red; stroke: blue !important`), as in a rule or a `style`
    /// attribute: the declarations in order, and the pieces without a `:`.
    package static func parseDeclarations(_ text: String) -> (declarations: [CSSDeclaration], malformed: [String]) {
        var out: [CSSDeclaration] = []
        var malformed: [String] = []
        for part in splitOutsideBrackets(withoutComments(text), on: ";") {
            let decl = part.trimmingWhitespace
            if decl.isEmpty { continue }
            guard let colon = decl.firstIndex(of: ":") else { malformed.append(decl); continue }
            let name = decl[..<colon].trimmingWhitespace.lowercased()
            var value = decl[decl.index(after: colon)...].trimmingWhitespace
            var important = false
            if let bang = value.lastIndex(of: "!"),
               value[value.index(after: bang)...].trimmingWhitespace.lowercased() == "important" {
                important = true
                value = value[..<bang].trimmingWhitespace
            }
            if name.isEmpty { malformed.append(decl); continue }
            out.append(CSSDeclaration(name: name, value: value, important: important))
        }
        return (out, malformed)
    }

    /// `text` with `/* … */` comments removed (an unterminated one runs to the end), strings kept.
    static func withoutComments(_ text: String) -> String {
        guard text.contains("/*") else { return text }
        var out = ""
        var s = CSSScanner(text)
        while let c = s.peek {
            if c == "/", s.peek(at: 1) == "*" {
                s.advance(2)
                while s.peek != nil, !(s.peek == "*" && s.peek(at: 1) == "/") { s.advance() }
                s.advance(2)
                out.append(" ")
            } else if c == "\"" || c == "'" {
                let start = s.index
                s.skipString()
                out += s.text[start..<s.index]
            } else {
                out.append(c); s.advance()
            }
        }
        return out
    }

    /// Splits on `separator` where it is outside quotes, brackets and parentheses.
    static func splitOutsideBrackets(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var s = CSSScanner(text)
        var start = s.index, depth = 0
        while let c = s.peek {
            switch c {
            case "\"", "'": s.skipString(); continue
            case "(", "[": depth += 1
            case ")", "]": depth = max(depth - 1, 0)
            case separator where depth == 0:
                parts.append(String(s.text[start..<s.index]))
                s.advance(); start = s.index; continue
            default: break
            }
            s.advance()
        }
        parts.append(String(s.text[start..<s.index]))
        return parts
    }
}

/// A cursor over CSS text, by `Character`.
package struct CSSScanner {
    let text: String
    var index: String.Index

    init(_ text: String) { self.text = text; index = text.startIndex }

    var peek: Character? { index < text.endIndex ? text[index] : nil }

    func peek(at offset: Int) -> Character? {
        var i = index
        for _ in 0..<offset { guard i < text.endIndex else { return nil }; i = text.index(after: i) }
        return i < text.endIndex ? text[i] : nil
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < text.endIndex { index = text.index(after: index) }
    }

    mutating func skipWhitespaceAndHTMLComments() {
        while let c = peek {
            if c.isWhitespace { advance() }
            else if text[index...].hasPrefix("<!--") { advance(4) }
            else if text[index...].hasPrefix("-->") { advance(3) }
            else { break }
        }
    }

    /// Moves to the first of `stops` outside strings, or to the end.
    mutating func skip(until stops: Set<Character>) {
        while let c = peek, !stops.contains(c) {
            if c == "\"" || c == "'" { skipString() } else { advance() }
        }
    }

    /// A quoted string, from its opening quote past its closing one (or to the end).
    mutating func skipString() {
        guard let quote = peek else { return }
        advance()
        while let c = peek, c != quote { advance(c == "\\" ? 2 : 1) }
        advance()
    }

    /// At `{`: the text up to the matching `}` (nested braces counted), and moves past it.
    mutating func block() -> String {
        advance()
        let start = index
        var depth = 1
        while let c = peek {
            if c == "\"" || c == "'" { skipString(); continue }
            if c == "{" { depth += 1 }
            if c == "}" { depth -= 1; if depth == 0 { break } }
            advance()
        }
        let body = String(text[start..<index])
        advance()
        return body
    }
}
