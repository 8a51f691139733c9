import Foundation

/// A batch spec file (`togglerender batch SPEC.json OUTDIR`): a list of render jobs, each written as the
/// render command's flags by name without their dashes, optionally expanded by a matrix. A job with a
/// `"preview"` key (a SwiftUI file, or an array of them) is a `togglerender preview` job: its other keys are
/// the preview command's flags (`"tap"` may be an array: one tap each).
///
/// ```json
/// {"jobs": [{"name": "toggle", "state": "night", "frames": 30, "format": "apng",
///            "matrix": {"appearance": ["light", "dark"], "scale": [1, 2]}}]}
/// ```
///
/// Reading a spec checks its shape and every key and value type, and names the job and the field in
/// every error; the values themselves are checked by the render command's own parsing, job by job.
struct BatchSpec {
    /// One render after matrix expansion.
    struct Job: Sendable {
        /// The job's name, with its matrix combination when it has one: `toggle (appearance-dark_scale-2)`.
        let label: String
        /// The output folder relative to the batch's OUTDIR: `toggle` or `toggle/appearance-dark_scale-2`.
        let folder: String
        /// The render (or preview) command's arguments, without OUTDIR.
        let arguments: [String]
        /// The SwiftUI files of a preview job; nil for a render job.
        var previewFiles: [String]? = nil
    }

    let jobs: [Job]

    /// Render flags a spec may not set: the batch's own `--threads` and `--quiet` apply to every job, and
    /// each job's output place is its folder.
    static let reservedKeys: Set<String> = ["threads", "quiet", "help", "output"]

    /// Keys a job may use: every render flag but the reserved ones, without dashes.
    static var renderKeys: [String] { keys(of: RenderCommand.spec) }

    /// Keys a job of `spec`'s command may use, without dashes.
    static func keys(of spec: CommandSpec) -> [String] {
        spec.options.map { String($0.name.dropFirst(2)) }.filter { !reservedKeys.contains($0) }
    }

    /// Reads and checks the spec at `path`.
    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(status: .noInput, message: "batch: cannot read spec '\(path)'")
        }
        try self.init(data: data, path: path)
    }

    /// Reads and checks the spec `data`; `path` names it in errors.
    init(data: Data, path: String) throws {
        let root: JSONValue
        do { root = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw Self.error(path, "is not valid JSON (\(Self.reason(error)))")
        }
        try self.init(root, path: path)
    }

    init(_ root: JSONValue, path: String) throws {
        guard case .object(let top) = root else { throw Self.error(path, "must be an object with a \"jobs\" array") }
        if let extra = top.keys.sorted().first(where: { $0 != "jobs" }) {
            throw Self.error(path, "unknown top-level key \(JSONValue.string(extra).described); accepted: jobs")
        }
        guard case .array(let list)? = top["jobs"], !list.isEmpty else {
            throw Self.error(path, "needs \"jobs\": a non-empty array of job objects")
        }
        var names = Set<String>()
        var jobs: [Job] = []
        for (index, value) in list.enumerated() {
            let expanded = try Self.jobs(from: value, number: index + 1, path: path)
            if let name = expanded.first?.folder.split(separator: "/").first.map(String.init) {
                guard names.insert(name).inserted else { throw Self.error(path, "job \(index + 1): the name \"\(name)\" is used twice") }
            }
            jobs += expanded
        }
        self.jobs = jobs
    }

    /// One job object, expanded over its matrix.
    static func jobs(from value: JSONValue, number: Int, path: String) throws -> [Job] {
        guard case .object(var fields) = value else { throw error(path, "job \(number) must be an object") }
        guard case .string(let name)? = fields.removeValue(forKey: "name") else {
            throw error(path, "job \(number) needs a \"name\" (a string: letters, digits, '.', '_' or '-')")
        }
        guard isFolderName(name) else {
            throw error(path, "job \(number): name \(JSONValue.string(name).described) must be 1 to 100 letters, digits, '.', '_' or '-', "
                        + "not starting with '.' or '-' (it is a folder in OUTDIR)")
        }
        let jobName = "job \"\(name)\""
        var previewFiles: [String]?
        switch fields.removeValue(forKey: "preview") {
        case nil: break
        case .string(let file)?: previewFiles = [file]
        case .array(let list)? where !list.isEmpty && list.allSatisfy({ if case .string = $0 { true } else { false } }):
            previewFiles = list.map { if case .string(let s) = $0 { s } else { "" } }
        case let other?:
            throw error(path, "\(jobName): \"preview\" must be a .swift file or an array of them, not \(other.described)")
        }
        let command = previewFiles == nil ? RenderCommand.spec : PreviewCommand.spec
        func argument(_ key: String, _ value: JSONValue) throws -> [String] {
            try Self.argument(key, value, of: command, in: jobName, path: path)
        }
        var matrix: [(key: String, values: [JSONValue])] = []
        if let m = fields.removeValue(forKey: "matrix") {
            guard case .object(let axes) = m, !axes.isEmpty else {
                throw error(path, "\(jobName): \"matrix\" must be an object of arrays, e.g. {\"appearance\": [\"light\", \"dark\"]}")
            }
            for key in axes.keys.sorted() {
                guard case .array(let values) = axes[key]!, !values.isEmpty else {
                    throw error(path, "\(jobName): matrix \(JSONValue.string(key).described) must be a non-empty array")
                }
                if fields[key] != nil { throw error(path, "\(jobName): \"\(key)\" is both a field and a matrix key; keep one") }
                for v in values { _ = try argument(key, v) }
                matrix.append((key, values))
            }
        }
        var base: [String] = []
        for key in fields.keys.sorted() { base += try argument(key, fields[key]!) }

        // Every combination of the matrix values, in the order of the sorted keys.
        var combinations: [[(key: String, value: JSONValue)]] = [[]]
        for axis in matrix {
            combinations = combinations.flatMap { c in axis.values.map { c + [(axis.key, $0)] } }
        }
        var folders: [String: [(key: String, value: JSONValue)]] = [:]
        return try combinations.map { combination in
            var arguments = base
            for (key, value) in combination { arguments += try argument(key, value) }
            guard !combination.isEmpty else { return Job(label: name, folder: name, arguments: arguments, previewFiles: previewFiles) }
            let suffix = try combination.map { "\($0.key)-\(try folderText($0.value, key: $0.key, in: jobName, path: path))" }
                .joined(separator: "_")
            // Two values may read the same as folder names ("Night mode" and "Night-mode"): their jobs would
            // write into one folder.
            if let other = folders.updateValue(combination, forKey: suffix) {
                let values = zip(other, combination).first { $0.value != $1.value }.map { "\($0.value.described) and \($1.value.described)" } ?? ""
                throw error(path, "\(jobName): matrix values \(values) give the same folder \"\(name)/\(suffix)\"; make them differ in letters or digits")
            }
            guard suffix.utf8.count <= 255 else {
                throw error(path, "\(jobName): the matrix folder name \"\(suffix.prefix(40))…\" is longer than 255 bytes; use fewer or shorter values")
            }
            return Job(label: "\(name) (\(suffix))", folder: "\(name)/\(suffix)", arguments: arguments, previewFiles: previewFiles)
        }
    }

    /// The arguments of `command` for one field: `--key value`, `--key` for a true switch, nothing for false,
    /// `--key a --key b` for an array given to a repeatable flag.
    static func argument(_ key: String, _ value: JSONValue, of command: CommandSpec = RenderCommand.spec,
                         in job: String, path: String) throws -> [String] {
        guard let option = command.options.first(where: { $0.name == "--" + key }), !reservedKeys.contains(key) else {
            let preview = command.name == PreviewCommand.spec.name ? "preview, " : "preview (a SwiftUI file, for a preview job), "
            throw error(path, "\(job): unknown key \(JSONValue.string(key).described); accepted: name, matrix, \(preview)"
                        + keys(of: command).joined(separator: ", "))
        }
        if option.valueCount > 1 {
            // `"drag": ["Knob", "30,0"]`, or an array of such arrays for several.
            guard case .array(let values) = value else {
                throw error(path, "\(job): \"\(key)\" must be an array of its \(option.valueCount) values (\(option.value ?? "")), or an array of such arrays")
            }
            if option.repeatable, values.allSatisfy({ if case .array = $0 { true } else { false } }) {
                return try values.flatMap { try argument(key, $0, of: command, in: job, path: path) }
            }
            let strings = values.compactMap { if case .string(let s) = $0 { s } else { nil } }
            guard strings.count == option.valueCount else {
                throw error(path, "\(job): \"\(key)\" must be an array of its \(option.valueCount) values (\(option.value ?? "")), not \(value.described)")
            }
            return [option.name] + strings
        }
        if option.repeatable, case .array(let values) = value {
            return try values.flatMap { try argument(key, $0, of: command, in: job, path: path) }
        }
        if option.value == nil {
            guard case .bool(let on) = value else { throw error(path, "\(job): \"\(key)\" must be true or false, not \(value.described)") }
            return on ? [option.name] : []
        }
        switch value {
        case .string(let s): return [option.name, s]
        case .number(let d): return [option.name, JSONValue.format(d)]
        default: throw error(path, "\(job): \"\(key)\" must be a string or a number, not \(value.described)")
        }
    }

    /// A matrix value as part of a folder name: letters, digits, '.', '_' and '-' as they are, any other
    /// character as '-'. A value with a '/', a '\\' or a control character is an error: it was surely meant
    /// as a path, or is garbage, and could not name a folder.
    static func folderText(_ value: JSONValue, key: String, in job: String, path: String) throws -> String {
        switch value {
        case .string(let s):
            if s.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }) {
                throw error(path, "\(job): matrix \"\(key)\" value \(value.described) has a '/', a '\\' or a control character, "
                            + "which a folder name cannot hold")
            }
            return s.map { isFolderCharacter($0) ? String($0) : "-" }.joined()
        case .number(let d): return JSONValue.format(d)
        case .bool(let b): return b ? "on" : "off"
        default: return "value"
        }
    }

    static func isFolderCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "." || c == "_" || c == "-") }
    static func isFolderName(_ s: String) -> Bool {
        !s.isEmpty && s.count <= 100 && s.allSatisfy(isFolderCharacter) && !s.hasPrefix(".") && !s.hasPrefix("-")
    }

    static func error(_ path: String, _ message: String) -> CLIError {
        CLIError(status: .dataError, message: "batch: \(path): \(message)")
    }

    /// The decoder's own words about a syntax error, on one line.
    static func reason(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return (underlying ?? context.debugDescription).replacingOccurrences(of: "\n", with: " ")
        }
        return "\(error)".replacingOccurrences(of: "\n", with: " ")
    }
}
