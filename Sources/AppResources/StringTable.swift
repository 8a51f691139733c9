import Foundation

/// An app's localised strings, read from a string catalogue (`Localizable.xcstrings`, JSON) or from
/// `.strings` files (`fr.lproj/Localizable.strings`): for a language, the text of a key, with its plural
/// variants and format specifiers.
public struct StringTable: Sendable {
    /// One localisation of a key: a text, or texts by plural category of the first number argument.
    enum Entry: Sendable {
        case text(String)
        case plural([String: String])
    }
    /// Entries by language, then key.
    private(set) var entries: [String: [String: Entry]] = [:]
    /// The catalogue's source language (its keys' own language); "en" for `.strings` files.
    public private(set) var sourceLanguage = "en"
    /// Where the table was read from, for messages.
    public let url: URL

    /// Reads `Localizable.xcstrings`, or a `.lproj` folder's `Localizable.strings`.
    public init(url: URL) throws(ResourceError) {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ResourceError(path: url.path, "cannot be read") }
        try self.init(data: data, url: url)
    }

    /// The table in `data`, read as the file at `url` would be (its extension and `.lproj` folder say how).
    public init(data: Data, url: URL) throws(ResourceError) {
        self.url = url
        if url.pathExtension == "xcstrings" { try readCatalog(data) } else { try readStrings(data) }
    }

    /// The text of `key` in `language` ("fr", or "pt-BR" falling back to "pt"); nil when the table lacks it.
    /// `arguments` fill the format specifiers (`%@`, `%lld`, `%lf`, `%1$@` …); the first number among them
    /// chooses a plural variant.
    public func localized(_ key: String, language: String, arguments: [String]) -> String? {
        let base = String(language.split(separator: "-").first ?? "")
        guard let entry = entries[language]?[key] ?? entries[base]?[key] else { return nil }
        switch entry {
        case .text(let text): return Self.format(text, arguments)
        case .plural(let forms):
            let count = arguments.lazy.compactMap { Double($0) }.first ?? 0
            let category = Self.pluralCategory(count, language: base)
            guard let text = forms[category] ?? forms["other"] else { return nil }
            return Self.format(text, arguments)
        }
    }

    /// CLDR's plural category of `n` for the languages whose rule is one of the common two: "one" for 1 in
    /// English, German, Spanish, Italian, Dutch and most others; for 0 and 1 in French and Portuguese; none
    /// in Chinese, Japanese, Korean. Other languages' further categories (few, many) are not told apart.
    static func pluralCategory(_ n: Double, language: String) -> String {
        switch language {
        case "zh", "ja", "ko", "th", "vi", "id": return "other"
        case "fr", "pt": return n >= 0 && n < 2 ? "one" : "other"
        default: return n == 1 ? "one" : "other"
        }
    }

    /// `text` with its format specifiers replaced by `arguments` in order (or by position, `%2$@`).
    public static func format(_ text: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        var i = text.startIndex
        while i < text.endIndex {
            guard text[i] == "%" else { out.append(text[i]); i = text.index(after: i); continue }
            var j = text.index(after: i)
            if j < text.endIndex, text[j] == "%" { out.append("%"); i = text.index(after: j); continue }
            // %[n$][flags/width/length]conversion
            var digits = ""
            while j < text.endIndex, text[j].isNumber { digits.append(text[j]); j = text.index(after: j) }
            var position: Int?
            // Positions count from 1; a `%0$@` (no such argument) is left as it is written.
            if j < text.endIndex, text[j] == "$", let n = Int(digits) { position = n - 1; j = text.index(after: j) }
            while j < text.endIndex, "lhqLzjt.0123456789-+ #".contains(text[j]) { j = text.index(after: j) }
            guard j < text.endIndex else { out += text[i...]; break }
            let index = position ?? next
            if position == nil { next += 1 }
            out += arguments.indices.contains(index) ? arguments[index] : String(text[i...j])
            i = text.index(after: j)
        }
        return out
    }

    private mutating func readCatalog(_ data: Data) throws(ResourceError) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw ResourceError(path: url.path, "not a string catalogue: Xcode writes a JSON object with \"sourceLanguage\" and \"strings\"")
        }
        sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        for (key, value) in strings {
            let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let text = Self.unitValue(localization) {
                    entries[language, default: [:]][key] = .text(text)
                } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    var forms: [String: String] = [:]
                    for (category, form) in plural { if let text = (form as? [String: Any]).flatMap(Self.unitValue) { forms[category] = text } }
                    entries[language, default: [:]][key] = .plural(forms)
                }
            }
        }
    }

    private static func unitValue(_ object: [String: Any]) -> String? {
        (object["stringUnit"] as? [String: Any])?["value"] as? String
    }

    /// `"key" = "value";` pairs, with `/* */` and `//` comments and backslash escapes; the language is the
    /// `.lproj` folder's name.
    private mutating func readStrings(_ data: Data) throws(ResourceError) {
        let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
            throw ResourceError(path: url.path, "cannot be read as UTF-8 or UTF-16 text")
        }
        var scanner = StringsScanner(text: Array(text))
        var table: [String: Entry] = [:]
        while true {
            scanner.skipSpaceAndComments()
            if scanner.atEnd { break }
            guard let key = scanner.quoted(), scanner.expect("="), let value = scanner.quoted(), scanner.expect(";") else {
                throw ResourceError(path: url.path, "line \(scanner.line): expected \"key\" = \"value\";")
            }
            table[key] = .text(value)
        }
        entries[language] = table
    }
}

/// The lexer of `.strings` files.
private struct StringsScanner {
    let text: [Character]
    var i = 0
    var line = 1
    var atEnd: Bool { i >= text.count }

    mutating func skipSpaceAndComments() {
        while i < text.count {
            if text[i].isWhitespace { if text[i] == "\n" { line += 1 }; i += 1 }
            else if text[i] == "/", i + 1 < text.count, text[i + 1] == "/" { while i < text.count, text[i] != "\n" { i += 1 } }
            else if text[i] == "/", i + 1 < text.count, text[i + 1] == "*" {
                i += 2
                while i + 1 < text.count, !(text[i] == "*" && text[i + 1] == "/") { if text[i] == "\n" { line += 1 }; i += 1 }
                i += 2
            } else { return }
        }
    }

    mutating func expect(_ c: Character) -> Bool {
        skipSpaceAndComments()
        guard i < text.count, text[i] == c else { return false }
        i += 1
        return true
    }

    mutating func quoted() -> String? {
        skipSpaceAndComments()
        guard i < text.count, text[i] == "\"" else { return nil }
        i += 1
        var out = ""
        while i < text.count, text[i] != "\"" {
            if text[i] == "\\", i + 1 < text.count {
                i += 1
                switch text[i] { case "n": out.append("\n"); case "t": out.append("\t"); default: out.append(text[i]) }
            } else {
                if text[i] == "\n" { line += 1 }
                out.append(text[i])
            }
            i += 1
        }
        guard i < text.count else { return nil }
        i += 1
        return out
    }
}
