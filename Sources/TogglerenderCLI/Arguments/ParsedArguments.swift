/// Arguments checked against a ``CommandSpec``: known flags only, each at most once, with a value
/// where one is declared, and the declared number of positional arguments.
struct ParsedArguments {
    let spec: CommandSpec
    /// The arguments as given (a command that hands them on, as `preview` does, needs them whole).
    let arguments: [String]
    private(set) var positionals: [String] = []
    private(set) var values: [String: String] = [:]
    private(set) var switches: Set<String> = []
    /// Every value of a repeatable flag, in order.
    private(set) var repeated: [String: [String]] = [:]
    /// Every value of a flag whose value is several arguments, each as its arguments.
    private(set) var groups: [String: [[String]]] = [:]

    init(_ args: [String], spec: CommandSpec) throws {
        self.spec = spec
        arguments = args
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let arg = args[i]; i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                positionals.append(arg); continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            // Accept both `--flag value` and `--flag=value`.
            var name = arg, inlineValue: String?
            if let eq = arg.firstIndex(of: "=") { name = String(arg[..<eq]); inlineValue = String(arg[arg.index(after: eq)...]) }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let known = spec.options.map(\.name).joined(separator: ", ")
                throw CLIError.usage("unknown option '\(name)' for '\(spec.name)'; accepted: \(known.isEmpty ? "none" : known)")
            }
            if !option.repeatable, values[name] != nil || switches.contains(name) {
                throw CLIError.usage("option '\(name)' is given more than once")
            }
            if let placeholder = option.value {
                let value: String
                if let inlineValue { value = inlineValue } else {
                    guard i < args.count else { throw CLIError.usage("option '\(name)' needs a value (\(placeholder))") }
                    value = args[i]; i += 1
                }
                var group = [value]
                while group.count < option.valueCount {
                    guard i < args.count, !args[i].hasPrefix("--") else {
                        throw CLIError.usage("option '\(name)' needs \(option.valueCount) values (\(placeholder))")
                    }
                    group.append(args[i]); i += 1
                }
                values[name] = value
                repeated[name, default: []].append(value)
                groups[name, default: []].append(group)
            } else {
                if inlineValue != nil { throw CLIError.usage("option '\(name)' takes no value") }
                switches.insert(name)
            }
        }
        let required = spec.requiredArguments ?? spec.arguments.count
        if !(required...(spec.acceptsMoreArguments ? Int.max : spec.arguments.count)).contains(positionals.count) {
            let names = spec.arguments.map(\.name).joined(separator: " ")
            let count = required == spec.arguments.count ? "\(required)" : "\(required) to \(spec.arguments.count)"
            throw CLIError.usage("'\(spec.name)' takes \(count) argument\(spec.arguments.count == 1 ? "" : "s") (\(names)), got \(positionals.count); see 'togglerender \(spec.name) --help'")
        }
    }

    func has(_ name: String) -> Bool { values[name] != nil || switches.contains(name) }
    /// Every value given to a repeatable flag, in order.
    func all(_ name: String) -> [String] { repeated[name] ?? [] }
    /// Every value of a repeatable flag of several arguments, each as its arguments.
    func allGroups(_ name: String) -> [[String]] { groups[name] ?? [] }
    func string(_ name: String) -> String? { values[name] }

    /// A number within `range`, or nil when the flag is absent.
    func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let raw = values[name] else { return nil }
        guard let v = Double(raw), v.isFinite, range.contains(v) else {
            throw CLIError.usage("\(name) must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), not '\(raw)'")
        }
        return v
    }

    /// A whole number within `range`, or nil when the flag is absent.
    func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let raw = values[name] else { return nil }
        guard let v = Int(raw), range.contains(v) else {
            throw CLIError.usage("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(raw)'")
        }
        return v
    }

    /// One of `choices`, or nil when the flag is absent.
    func choice(_ name: String, among choices: [String]) throws -> String? {
        guard let raw = values[name] else { return nil }
        guard choices.contains(raw) else {
            throw CLIError.usage("\(name) must be one of \(choices.joined(separator: ", ")), not '\(raw)'")
        }
        return raw
    }

    /// Fails when more than one of `names` is given.
    func requireAtMostOne(of names: [String]) throws {
        let given = names.filter(has)
        if given.count > 1 { throw CLIError.usage("\(given.joined(separator: " and ")) cannot be used together; choose one") }
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
