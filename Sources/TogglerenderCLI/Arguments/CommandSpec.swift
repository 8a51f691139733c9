/// The declared interface of one subcommand: its arguments and options. Parsing, validation and
/// `--help` all come from this one description, so the help can never drift from what is accepted.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        /// The flag with its dashes, e.g. `--scale`.
        let name: String
        /// The value's placeholder (`PX`, `S`), or nil for a switch that takes no value.
        let value: String?
        let help: String
        /// What applies when the flag is absent, as shown in `--help`.
        let defaultValue: String?
        /// Whether the flag may be given several times (`--tap A --tap B`).
        let repeatable: Bool
        /// How many arguments its value is (`--drag LABEL DX,DY` takes two).
        let valueCount: Int

        init(_ name: String, value: String? = nil, valueCount: Int = 1, default defaultValue: String? = nil, repeatable: Bool = false, _ help: String) {
            self.name = name; self.value = value; self.help = help; self.defaultValue = defaultValue; self.repeatable = repeatable
            self.valueCount = valueCount
        }
    }

    let name: String
    let summary: String
    /// Positional arguments in order, each with a placeholder and a description.
    let arguments: [(name: String, help: String)]
    let options: [Option]
    /// How many of `arguments` must be given; the rest are optional (shown in brackets). All by default.
    var requiredArguments: Int? = nil
    /// Whether more positional arguments than declared are accepted (a list of files).
    var acceptsMoreArguments = false

    var usageLine: String {
        let required = requiredArguments ?? arguments.count
        let names = arguments.enumerated().map { $0.offset < required ? $0.element.name : "[\($0.element.name)]" }
        return (["togglerender", name] + (options.isEmpty ? [] : ["[options]"]) + names).joined(separator: " ")
    }

    /// The text of `togglerender NAME --help`.
    var help: String {
        var lines = ["USAGE: \(usageLine)", "", summary, ""]
        if !arguments.isEmpty {
            lines.append("ARGUMENTS:")
            for a in arguments { lines.append(Self.row(a.name, a.help)) }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for o in options + [Option("--help", "Show this help.")] {
            let flag = o.value.map { "\(o.name) \($0)" } ?? o.name
            let text = o.defaultValue.map { d in
                o.help.hasSuffix(".") ? "\(o.help.dropLast()) (default: \(d))." : "\(o.help) (default: \(d))"
            } ?? o.help
            lines.append(Self.row(flag, text))
        }
        return lines.joined(separator: "\n")
    }

    static func row(_ left: String, _ right: String) -> String {
        let pad = left.count < 24 ? String(repeating: " ", count: 24 - left.count) : "  "
        return "  \(left)\(pad)\(right)"
    }
}
