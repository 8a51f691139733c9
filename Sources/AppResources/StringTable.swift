import Foundation

/// An app's localised strings, read from a string catalogue (`Localizable.xcstrings`, JSON), from
/// `.strings` files (`fr.lproj/Localizable.strings`) or from `.stringsdict` plural rules
/// (`fr.lproj/Localizable.stringsdict`, a property list): for a language, the text of a key, with its
/// plural variants and format specifiers.
public struct StringTable: Sendable {
    /// One localisation of a key: a text, or texts by plural category of the first number argument.
    enum Entry: Sendable {
        case text(String)
        case plural([String: String])
        /// A `.stringsdict` entry: its format (`NSStringLocalizedFormatKey`, with `%#@name@` variables) and,
        /// by variable, its texts by plural category.
        case pluralFormat(String, [String: [String: String]])
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
        switch url.pathExtension {
        case "xcstrings": try readCatalog(data)
        case "stringsdict": try readStringsdict(data)
        default: try readStrings(data)
        }
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
        case .pluralFormat(let format, let variables):
            return Self.format(Self.expandingVariables(format, variables, arguments: arguments, language: base), arguments)
        }
    }

    /// A `.stringsdict` format with each `%#@name@` replaced by its variable's text for the plural category
    /// of the argument it stands for, and every specifier made positional, so each still reads its own
    /// argument once the variables' texts (which use their variable's argument: `%d items`) are inlined.
    public static func expandingVariables(_ format: String, _ variables: [String: [String: String]], arguments: [String],
                                   language: String) -> String {
        var next = 0
        return positional(format, next: &next) { index, name in
            let count = arguments.indices.contains(index) ? Double(arguments[index]) ?? 0 : 0
            let forms = variables[name] ?? [:]
            let text = (count == 0 ? forms["zero"] : nil) ?? forms[pluralCategory(count, language: language)] ?? forms["other"] ?? ""
            var own = 0
            // The variable's text reads the variable's own argument.
            return positional(text, next: &own, variable: { _, _ in "" }, shift: index)
        }
    }

    /// `text` with its specifiers written positionally (`%@` → `%3$@`), counting from `next` (`shift` added
    /// to every position), and each `%#@name@` replaced by `variable(argument index, name)`.
    private static func positional(_ text: String, next: inout Int, variable: (Int, String) -> String, shift: Int = 0) -> String {
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            guard text[i] == "%" else { out.append(text[i]); i = text.index(after: i); continue }
            var j = text.index(after: i)
            if j < text.endIndex, text[j] == "%" { out += "%%"; i = text.index(after: j); continue }
            var digits = ""
            while j < text.endIndex, text[j].isNumber { digits.append(text[j]); j = text.index(after: j) }
            var position: Int?
            if j < text.endIndex, text[j] == "$", let n = Int(digits), n > 0 { position = n - 1; j = text.index(after: j); digits = "" }
            let index = (position ?? { defer { next += 1 }; return next }()) + shift
            if j < text.endIndex, text[j] == "#", text.index(after: j) < text.endIndex, text[text.index(after: j)] == "@",
               let close = text[text.index(j, offsetBy: 2)...].firstIndex(of: "@") {
                out += variable(index, String(text[text.index(j, offsetBy: 2)..<close]))
                i = text.index(after: close)
                continue
            }
            out += "%\(index + 1)$" + digits
            while j < text.endIndex, "lhqLzjt.0123456789-+ #".contains(text[j]) { out.append(text[j]); j = text.index(after: j) }
            guard j < text.endIndex else { break }
            out.append(text[j])
            i = text.index(after: j)
        }
        return out
    }

    /// CLDR's cardinal plural category of `n` (CLDR 44's rules, written from their published operands: `i`
    /// the integer part, `v` whether there are fraction digits): "one" for 1 in English, German, Spanish,
    /// Italian, Dutch and most others; 0 and 1 in French and Portuguese; nothing in Chinese, Japanese,
    /// Korean; and the few / many / two / zero of Slavic, Baltic, Romanian, Hebrew, Arabic and Irish.
    static func pluralCategory(_ n: Double, language: String) -> String {
        let a = abs(n)
        let isInteger = a == a.rounded(.down)
        let i = Int(a.rounded(.down)) , i10 = i % 10, i100 = i % 100
        switch language {
        case "zh", "ja", "ko", "th", "vi", "id", "ms", "my", "lo", "km": return "other"
        case "fr", "pt": return a < 2 ? "one" : "other"
        case "ru", "uk", "be":
            guard isInteger else { return "other" }
            if i10 == 1 && i100 != 11 { return "one" }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return "few" }
            return "many"
        case "pl":
            guard isInteger else { return "other" }
            if i == 1 { return "one" }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return "few" }
            return "many"
        case "cs", "sk":
            guard isInteger else { return "many" }
            return i == 1 ? "one" : (2...4).contains(i) ? "few" : "other"
        case "hr", "sr", "bs":
            guard isInteger else { return "other" }
            if i10 == 1 && i100 != 11 { return "one" }
            return (2...4).contains(i10) && !(12...14).contains(i100) ? "few" : "other"
        case "sl":
            guard isInteger else { return "few" }
            return i100 == 1 ? "one" : i100 == 2 ? "two" : (3...4).contains(i100) ? "few" : "other"
        case "lt":
            guard isInteger else { return "many" }
            if i10 == 1 && !(11...19).contains(i100) { return "one" }
            return (2...9).contains(i10) && !(11...19).contains(i100) ? "few" : "other"
        case "lv":
            guard isInteger else { return "other" }
            if i10 == 0 || (11...19).contains(i100) { return "zero" }
            return i10 == 1 && i100 != 11 ? "one" : "other"
        case "ro":
            guard isInteger else { return "few" }
            if i == 1 { return "one" }
            return i == 0 || (2...19).contains(i100) ? "few" : "other"
        case "he":
            guard isInteger else { return "other" }
            return i == 1 ? "one" : i == 2 ? "two" : "other"
        case "ar":
            guard isInteger else { return "other" }
            switch i {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(i100) ? "few" : (11...99).contains(i100) ? "many" : "other"
            }
        case "ga":
            guard isInteger else { return "other" }
            return i == 1 ? "one" : i == 2 ? "two" : (3...6).contains(i) ? "few" : (7...10).contains(i) ? "many" : "other"
        default:
            return a == 1 && isInteger ? "one" : "other"
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

    /// A `.stringsdict` property list: each key's `NSStringLocalizedFormatKey` and its variables'
    /// `NSStringPluralRuleType` texts by category; the language is the `.lproj` folder's name.
    private mutating func readStringsdict(_ data: Data) throws(ResourceError) {
        let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        let root: [String: PropertyList]
        switch PropertyList.read(Array(data)) {
        case .success(let value):
            guard let dictionary = value.dictionary else {
                throw ResourceError(path: url.path, "not a strings dictionary: its property list is not a <dict> of keys")
            }
            root = dictionary
        case .failure(let problem):
            throw ResourceError(path: url.path, "not a strings dictionary: \(problem.message)")
        }
        var table: [String: Entry] = [:]
        // In key order, so a file with several bad keys always names the same one.
        for (key, value) in root.sorted(by: { $0.key < $1.key }) {
            guard let entry = value.dictionary, let format = entry["NSStringLocalizedFormatKey"]?.string else {
                throw ResourceError(path: url.path, "key \"\(key)\" has no NSStringLocalizedFormatKey string")
            }
            var variables: [String: [String: String]] = [:]
            for (name, rule) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = rule.dictionary else { continue }
                variables[name] = rule.compactMapValues(\.string).filter { !$0.key.hasPrefix("NSStringFormat") }
            }
            table[key] = .pluralFormat(format, variables)
        }
        entries[language] = table
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
