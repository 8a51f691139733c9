import Foundation

/// Compiles a preview program (the user's rewritten files and the generated `main`) against the view layer
/// built with this `togglerender`: its modules, and the shared library made from the `libTogglerenderKit.a`
/// archive next to the executable (``PreviewKit``; `scripts/togglerender preview …` builds the archive).
/// Programs are cached by the SHA-256 of everything that goes in (sources, the archive, the compiler, this
/// tool's version), so an unchanged file starts rendering at once; the cache is bounded (``PreviewCache``).
/// Programs carry line information, so a trap in the user's code is reported with its file and line
/// (``PreviewSupervisor``).
struct PreviewCompiler {
    /// Where the build products are: the folder of the running executable.
    let products: URL
    /// The package root (its `Sources/C*/module.modulemap` describe the system libraries).
    let root: URL
    let cache: PreviewCache

    init() throws {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        products = executable.deletingLastPathComponent()
        root = Self.packageRoot
        cache = try PreviewCache()
        for needed in [archive.path, modules.appendingPathComponent("HeadlessSwiftUI.swiftmodule").path] where !FileManager.default.fileExists(atPath: needed) {
            throw CLIError(status: .unavailable, message: "preview: the view layer's build is missing ('\(needed)'); run 'scripts/togglerender preview …', which builds it")
        }
    }

    /// The package this tool was built from (this file is `<root>/Sources/TogglerenderCLI/Commands/Preview/`),
    /// wherever the build products are (`--scratch-path` puts them anywhere).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    var archive: URL { products.appendingPathComponent("libTogglerenderKit.a") }
    var modules: URL { products.appendingPathComponent("Modules") }

    /// The C libraries the view layer calls.
    static let systemLibraries = ["-lpng16", "-lz", "-lfreetype", "-lharfbuzz", "-lxml2"]

    /// The compiled program for `files` and `program`: from the cache, or compiled now (a compile error is
    /// printed as the compiler prints it, and reported as bad input).
    func compile(files: [(path: String, source: PreviewSource)], program: PreviewProgram) throws -> String {
        try compile(units: PreviewUnit.files(files) + [PreviewUnit(path: "TogglerenderPreviewMain.swift", text: program.source)])
    }

    /// The compiled program of `units`: from the cache, or compiled now. With `incrementalFor` (what names
    /// the program from run to run, such as its package's folder) it is compiled in that program's
    /// ``IncrementalBuild`` folder, so only what changed since its last build is recompiled; without, from
    /// scratch in a private folder.
    func compile(units: [PreviewUnit], incrementalFor identity: String? = nil) throws -> String {
        let compiler = try Self.tool("swiftc")
        let kitKey = try Self.sha256(toggleRenderVersion + "\u{0}" + archive.path + "\u{0}" + archiveStamp + "\u{0}" + compiler)
        let kit = try PreviewKit.prepare(archive: archive, key: kitKey, in: cache, compiler: compiler)
        let key = try Self.sha256(units.map { "\($0.path)\n\($0.text)" }.joined(separator: "\u{0}") + "\u{0}" + kitKey)
        let entry = cache.folder.appendingPathComponent(key)
        let executable = entry.appendingPathComponent("preview")
        if FileManager.default.isExecutableFile(atPath: executable.path) {
            cache.markUsed(entry)
            return executable.path
        }

        let fm = FileManager.default
        let common = ["-parse-as-library", "-swift-version", "5", "-module-name", "Preview", "-Onone", "-g", "-use-ld=lld",
                      "-I", modules.path] + cModuleFlags
        let link = kit.linkFlags + Self.systemLibraries
        var kept = [entry.lastPathComponent, kit.folder.lastPathComponent]
        if let identity {
            let build = IncrementalBuild(folder: cache.folder.appendingPathComponent("incremental-" + (try Self.sha256(identity + "\u{0}" + kitKey))))
            kept.append(build.folder.lastPathComponent)
            try build.locked {
                let paths = try build.prepare(units)
                let jobs = ProcessInfo.processInfo.activeProcessorCount
                do { try compileOrReport(compiler, common + build.driverFlags(jobs: jobs) + paths + link + ["-o", build.executable.path]) }
                catch { build.forgetAfterFailure(); throw error }
                let copy = try cache.workFolder()
                defer { try? fm.removeItem(at: copy) }
                try fm.copyItem(at: build.executable, to: copy.appendingPathComponent("preview"))
                try store(copy.appendingPathComponent("preview"), in: entry)
            }
            cache.markUsed(build.folder)
        } else {
            let work = try cache.workFolder()
            defer { try? fm.removeItem(at: work) }
            var paths: [String] = []
            for unit in units {
                let file = work.appendingPathComponent(unit.path)
                try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(unit.text.utf8).write(to: file)
                paths.append(file.path)
            }
            let output = work.appendingPathComponent("preview")
            try compileOrReport(compiler, common + paths + link + ["-o", output.path])
            try store(output, in: entry)
        }
        cache.evict(keeping: Set(kept))
        return executable.path
    }

    /// Runs the compiler; a failure prints its messages as it printed them and is reported as bad input.
    private func compileOrReport(_ compiler: String, _ arguments: [String]) throws {
        let result = try Self.run(compiler, arguments)
        if result.status != 0 {
            FileHandle.standardError.write(Data(result.output.utf8))
            throw CLIError(status: .dataError, message: "preview: the files do not compile against the view layer (the compiler's messages are above)")
        }
    }

    /// Moves a linked program into its cache entry. A rename is atomic: a run at the same time finds either
    /// no program or a whole one.
    private func store(_ program: URL, in entry: URL) throws {
        let fm = FileManager.default
        let executable = entry.appendingPathComponent("preview")
        try? fm.createDirectory(at: entry, withIntermediateDirectories: true)
        if (try? fm.moveItem(at: program, to: executable)) == nil, !fm.isExecutableFile(atPath: executable.path) {
            throw CLIError(status: .cannotCreate, message: "preview: cannot store the compiled program in '\(entry.path)'")
        }
    }

    /// The archive's size and modification time: a rebuilt view layer compiles previews afresh.
    var archiveStamp: String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: archive.path)) ?? [:]
        return "\(attributes[.size] ?? 0)-\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
    }

    /// The module maps of the package's system libraries (every `Sources/C*/module.modulemap`) and their
    /// headers' folders (pkg-config, for the names Package.swift gives them), so a preview sees every module
    /// the view layer's modules import, whichever C library a new one wraps.
    var cModuleFlags: [String] {
        let fm = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        var flags: [String] = []
        for module in ((try? fm.contentsOfDirectory(atPath: sources.path)) ?? []).sorted() where module.hasPrefix("C") {
            let map = sources.appendingPathComponent("\(module)/module.modulemap").path
            if fm.fileExists(atPath: map) { flags += ["-Xcc", "-fmodule-map-file=" + map] }
        }
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let packages = manifest.matches(of: /pkgConfig: "([^"]+)"/).map { String($0.1) }
        if let pkg = try? Self.tool("pkg-config"), let cflags = try? Self.run(pkg, ["--cflags-only-I"] + packages), cflags.status == 0 {
            for flag in cflags.output.split(whereSeparator: \.isWhitespace) { flags += ["-Xcc", String(flag)] }
        }
        return flags
    }

    /// A tool on the PATH (or the toolchain's, for swiftc).
    static func tool(_ name: String) throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        for folder in path where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        throw CLIError(status: .unavailable, message: "preview: '\(name)' is not installed (preview compiles SwiftUI files with the Swift toolchain)")
    }

    /// Runs a program and returns its exit status and its output (standard output and error together).
    static func run(_ path: String, _ arguments: [String], input: String? = nil,
                    environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)); try? stdin.fileHandleForWriting.close() }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The SHA-256 of `text`, through coreutils' `sha256sum`.
    static func sha256(_ text: String) throws -> String {
        let result = try run(try tool("sha256sum"), ["-"], input: text)
        guard result.status == 0, let hash = result.output.split(separator: " ").first, hash.count == 64 else {
            throw CLIError(status: .software, message: "preview: sha256sum failed: \(result.output)")
        }
        return String(hash)
    }
}
