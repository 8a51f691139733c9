import Foundation

/// What a `#Preview`'s arguments say besides its name: its traits (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft` …). The rewrite drops the arguments (there is no macro
/// here), so `togglerender snapshot` reads them from the original text and applies them when it renders.
struct PreviewTraits: Equatable, Codable, Sendable {
    /// Where the view is placed: alone at its ideal size, in a fixed frame, or full screen on a device.
    enum Layout: Equatable, Codable, Sendable {
        case sizeThatFits
        case fixed(width: Double, height: Double)
        case device
    }
    var layout: Layout?
    /// A `--device` name (`iphone-se` …) from `.previewDevice`; nil: the matrix's or none.
    var device: String?
    /// `.landscapeLeft` / `.landscapeRight`: the device screen turned, width and height swapped.
    var landscape = false

    /// The traits a `#Preview(…)` argument list or a `PreviewProvider`'s modifiers name.
    init(parsing text: String) {
        if text.contains(".sizeThatFitsLayout") || text.contains(".sizeThatFits)") { layout = .sizeThatFits }
        if let m = Self.match(#"\.fixed(?:Layout)?\(\s*width:\s*([0-9.]+)\s*,\s*height:\s*([0-9.]+)\s*\)"#, in: text),
           let w = Double(m[0]), let h = Double(m[1]) {
            layout = .fixed(width: w, height: h)
        }
        if text.contains(".previewLayout(.device)") { layout = .device }
        landscape = text.contains(".landscapeLeft") || text.contains(".landscapeRight")
        if let m = Self.match(#"previewDevice\(\s*(?:PreviewDevice\(\s*rawValue:\s*)?"([^"]*)""#, in: text) {
            device = Self.deviceName(m[0])
            if layout == nil { layout = .device }
        }
        if landscape || text.contains(".portrait"), layout == nil { layout = .device }
    }

    init() {}

    /// Xcode's simulator names (`"iPhone SE (3rd generation)"`, `"iPhone 16 Pro"`) as `--device` names.
    static func deviceName(_ xcode: String) -> String {
        let s = xcode.lowercased()
        if s.contains("se") { return "iphone-se" }
        if s.contains("pro max") { return "iphone-16-pro-max" }
        if s.contains("pro") { return "iphone-16-pro" }
        return "iphone-16"
    }

    /// The capture groups of the first match of `pattern`.
    static func match(_ pattern: String, in text: String) -> [String]? {
        let regex = try! NSRegularExpression(pattern: pattern)
        guard let m = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<m.numberOfRanges).map { Range(m.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
    }
}

extension PreviewSource {
    /// The text inside each `#Preview(…)`'s parentheses, in the order of ``previews`` ("" for none).
    static func previewArguments(in source: String) -> [String] {
        var result: [String] = []
        var i = source.startIndex
        while let next = nextMacro(in: source, from: i) {
            var j = skipSpace(source, source.index(next, offsetBy: "#Preview".count))
            var arguments = ""
            if j < source.endIndex, source[j] == "(", let close = matching(source, j, open: "(", close: ")") {
                arguments = String(source[source.index(after: j)..<close])
                j = source.index(after: close)
            }
            result.append(arguments)
            j = skipSpace(source, j)
            guard j < source.endIndex, source[j] == "{", let end = matching(source, j, open: "{", close: "}") else { break }
            i = source.index(after: end)
        }
        return result
    }
}
