/// The cascade with style sheets (CSS 2.1 section 6.4, as SVG 1.1 section 6.4 places presentation
/// attributes in it), from lowest to highest: presentation attributes; rules of `<style>` sheets
/// by specificity, then order; the `style` attribute; then the `!important` declarations of the
/// sheets and of the `style` attribute, in that order.
extension SVGParser.Builder {
    /// Where a declaration came from: presentation attributes are filtered differently from CSS.
    enum Origin { case presentationAttribute, css }

    /// The element's declarations in cascade order, later ones winning. Malformed `style`
    /// declarations are recovered from (or thrown, read strictly).
    func cascade(_ name: String, _ attributes: [String: String]) throws(SVGError) -> [(origin: Origin, name: String, value: String)] {
        var out = attributes.keys.sorted().map { (origin: Origin.presentationAttribute, name: $0, value: attributes[$0]!) }
        var sheetDeclarations: [CSSDeclaration] = []
        if !styleSheet.rules.isEmpty {
            sheetDeclarations = styleSheet.declarations(matching: selectorWalk.context, budget: &siblingBudget)
            if siblingBudget < 0 {
                warn("css:siblings", "'~' selectors looked at more than \(CSSStyleSheet.siblingBudget) siblings; from here on they match nothing")
            }
        }
        var styleDeclarations: [CSSDeclaration] = []
        if let text = attributes["style"] {
            let (decls, malformed) = CSSParser.parseDeclarations(text)
            for m in malformed {
                try recover("style", on: name, "expected 'property: value' in style, found '\(m)'", "the declaration is ignored")
            }
            styleDeclarations = decls
        }
        for important in [false, true] {
            for d in sheetDeclarations + styleDeclarations where d.important == important {
                out.append((.css, d.name, d.value))
            }
        }
        return out
    }

    /// Reads every `<style>` sheet of the document first (a sheet applies to elements before it too),
    /// and reports what each dropped as one warning at its element; with it, how many element
    /// children each element has, in document order. Only when the text holds `<style`.
    static func styleSheet(of bytes: [UInt8], handling: SVGErrorHandling) throws(SVGError) -> (CSSStyleSheet, childCounts: [Int], [SVGWarning]) {
        let marker = Array("<style".utf8)
        guard bytes.count >= marker.count,
              (0...(bytes.count - marker.count)).contains(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
        else { return (CSSStyleSheet(), [], []) }
        let collector = StyleCollector()
        try XMLReader.read(bytes, into: collector)
        var sheet = CSSStyleSheet()
        var warnings: [SVGWarning] = []
        for (text, line, column) in collector.sheets {
            let (parsed, problems) = CSSParser.parseSheet(text)
            for p in problems {
                let e = SVGError(kind: .attribute(name: "style"), line: line, column: column, message: "<style>: \(p)")
                if handling == .strict { throw e }
                warnings.append(SVGWarning(line: line, column: column, message: e.message))
            }
            let offset = sheet.rules.last.map(\.order) ?? 0
            for var rule in parsed.rules where sheet.rules.count < CSSStyleSheet.maxRules {
                rule.order += offset
                sheet.rules.append(rule)
            }
        }
        return (sheet, collector.childCounts, warnings)
    }

    /// Collects the text of `<style>` elements whose `type` is absent, empty or `text/css`, and
    /// counts each element's element children.
    final class StyleCollector: XMLContentHandler {
        var sheets: [(text: String, line: Int, column: Int)] = []
        var depth = 0
        /// The depth of the open `<style>` being read, nil outside one.
        var styleDepth: Int?
        var childCounts: [Int] = []
        /// The document-order numbers of the open elements.
        var open: [Int] = []

        func startElement(_ tag: XMLStartTag) throws(SVGError) {
            depth += 1
            if let parent = open.last { childCounts[parent] += 1 }
            open.append(childCounts.count)
            childCounts.append(0)
            let type = (tag.attributes["type"] ?? "").trimmingWhitespace.lowercased()
            if styleDepth == nil, tag.name == "style", type.isEmpty || type == "text/css" {
                styleDepth = depth
                sheets.append(("", tag.line, tag.column))
            }
        }

        func endElement(_ name: String) throws(SVGError) {
            open.removeLast()
            if styleDepth == depth { styleDepth = nil }
            depth -= 1
        }

        func characters(_ text: String) throws(SVGError) {
            if styleDepth == depth { sheets[sheets.count - 1].text += text }
        }
    }
}
