import Foundation
import GoldenTesting

/// `togglerender snapshot [PATH…]`: every preview of a package rendered in every variant of a matrix by one
/// compiled program, compared with its golden, and a report written whatever the outcome.
enum SnapshotCommand {
    static let spec = CommandSpec(
        name: "snapshot",
        summary: "Golden-test every #Preview and PreviewProvider of a Swift package (or files): one compiled program renders each in every variant, compares it with its golden, and writes a report.",
        arguments: [("PATH…", "A Swift package (its library targets' sources), folders or .swift files (default: the current folder).")],
        options: [
            .init("--matrix", value: "AXIS=V1,V2", repeatable: true, "The variants: every combination of appearance=light,dark dynamic-type=large,AX3 layout-direction=ltr,rtl device=iphone-se,… locale=en,fr (default: the config file's matrix, else one variant, light)."),
            .init("--record", value: "MODE", "all (re-record every golden), missing (record the ones that do not exist), failed (also re-record the ones that differ) or never (default: $TOGGLERENDER_RECORD, else missing; under CI=true always never)."),
            .init("--goldens", value: "DIR", "The goldens folder (default: the config file's, else Snapshots/ at the package root)."),
            .init("--report", value: "DIR", "Where index.html, report.json and their images go (default: .build/snapshots/report at the package root)."),
            .init("--junit", value: "FILE", "Also write the results as JUnit XML, for CI systems to show."),
            .init("--prune", "Delete goldens whose preview no longer exists (they are listed in the report either way)."),
            .init("--shard", value: "K/N", "Take the K-th of N deterministic shares of the snapshots (join the reports with merge-reports)."),
            .init("--timeout", value: "S", "Seconds a preview may render without finishing before it is stopped and fails (the others go on), 1 to 3600 (default: 60)."),
            .init("--tolerance", value: "PREVIEW=PIXELS[,CHANNEL]:REASON", repeatable: true, "Let one preview (File/Name) differ in up to PIXELS pixels by more than CHANNEL (default 1) in a colour channel, for the REASON given (it is shown in the report); the config file's tolerance for it is replaced."),
            .init("--config", value: "FILE", "The config file (default: \(SnapshotConfig.fileName) at the package root, if there)."),
            .init("--quiet", "No summary line on standard output."),
        ],
        requiredArguments: 0,
        acceptsMoreArguments: true)

    @MainActor
    static func run(_ a: ParsedArguments) async throws {
        let discovery = try SnapshotDiscovery(paths: a.positionals.isEmpty ? ["."] : a.positionals)
        let root = discovery.root
        let configPath = a.string("--config") ?? root.appendingPathComponent(SnapshotConfig.fileName).path
        var config = a.has("--config") || FileManager.default.fileExists(atPath: configPath) ? try SnapshotConfig(contentsOf: configPath) : SnapshotConfig()
        for flag in a.all("--tolerance") {
            let (key, tolerance) = try SnapshotConfig.tolerance(flag: flag)
            config.previews[key, default: .init()].tolerance = tolerance
        }
        let matrix = a.all("--matrix").isEmpty ? try SnapshotMatrix(values: config.matrix) : try SnapshotMatrix(words: a.all("--matrix"))
        let mode = try recordMode(a.string("--record"))
        let shard = try a.string("--shard").map(SnapshotShard.init)
        let timeout = try a.double("--timeout", in: 1...3600) ?? 60
        let goldens = URL(fileURLWithPath: a.string("--goldens") ?? root.appendingPathComponent(config.goldens).path).standardizedFileURL
        let reportDir = URL(fileURLWithPath: a.string("--report") ?? root.appendingPathComponent(".build/snapshots/report").path).standardizedFileURL
        guard !discovery.previews.isEmpty else {
            throw CLIError(status: .noInput, message: "snapshot: no #Preview or PreviewProvider in \(discovery.files.count) Swift file\(discovery.files.count == 1 ? "" : "s") under '\(root.path)'")
        }
        let keys = Set(discovery.previews.map(\.key))
        if let unknown = config.previews.keys.sorted().first(where: { !keys.contains($0) }) {
            let source = a.all("--tolerance").contains { $0.hasPrefix(unknown + "=") } ? "--tolerance \(unknown)" : "\(configPath): previews.\(unknown)"
            throw CLIError(status: .dataError, message: "snapshot: \(source) names no preview; the previews are \(keys.sorted().joined(separator: ", "))")
        }

        // A malformed catalogue or string table is one line before anything compiles.
        _ = try SnapshotRenderer.Resources(discovery.resources)
        // Every snapshot of the whole plan (for orphans), and this shard's jobs.
        let plan = SnapshotPlanning(previews: discovery.previews, variants: matrix.variants, config: config, shard: shard)
        // Compiled in the package's own build folder: a changed file recompiles only what depends on it.
        let executable = try PreviewCompiler().compile(units: SnapshotProgram(discovery).units, incrementalFor: root.path)

        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("togglerender-snapshot-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: work) }
        let jobs = plan.jobs(scale: config.scale, outputFolder: work)
        let outcomes = try SnapshotRun.run(executable: executable, jobs: jobs.map(\.job), resources: discovery.resources, work: work, timeout: timeout)

        try SnapshotReportFiles.clear(reportDir)
        let comparison = SnapshotComparison(goldens: goldens, report: reportDir, mode: mode)
        var snapshots = plan.skipped
        for (job, entry) in jobs {
            snapshots.append(try plan.result(of: job, entry: entry, outcome: outcomes[job.index] ?? .failed("not run"), comparison: comparison))
        }
        snapshots.sort { $0.id < $1.id }
        var orphans = SnapshotOrphans.find(in: goldens, ids: plan.allIDs, previews: a.all("--matrix").isEmpty ? nil : keys)
        if let shard { orphans = orphans.filter { shard.contains(SnapshotOrphans.id(of: $0)) } }
        if a.has("--prune") { try SnapshotOrphans.prune(orphans, in: goldens) }
        let report = GoldenReport(goldens: relative(goldens, to: root), recordMode: mode.rawValue, shard: shard?.description,
                                    snapshots: snapshots, orphans: orphans, pruned: a.has("--prune") && !orphans.isEmpty)
        try SnapshotReportFiles.write(report, to: reportDir, junit: a.string("--junit"))
        let line = "snapshot: \(report.summary); report: \(reportDir.appendingPathComponent("index.html").path)"
        if report.fails { throw CLIError(status: .differs, message: line) }
        if !a.has("--quiet") { print(line) }
    }

    /// `--record`, else `TOGGLERENDER_RECORD`, else `missing`; `never` under `CI=true` whatever is asked.
    static func recordMode(_ flag: String?) throws -> GoldenRecordMode {
        var environment = ProcessInfo.processInfo.environment
        if let flag {
            guard GoldenRecordMode(rawValue: flag) != nil else {
                throw CLIError.usage("--record must be one of all, missing, failed, never, not '\(flag)'")
            }
            environment[GoldenRecordMode.variable] = flag
        }
        do { return try GoldenRecordMode.resolve(environment: environment) } catch {
            throw CLIError.usage("\(GoldenRecordMode.variable) must be one of all, missing, failed, never, not '\(environment[GoldenRecordMode.variable] ?? "")'")
        }
    }

    static func relative(_ url: URL, to root: URL) -> String {
        url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
    }
}
