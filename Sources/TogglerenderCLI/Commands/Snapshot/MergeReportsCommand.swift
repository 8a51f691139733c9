import Foundation
import GoldenTesting

/// `togglerender merge-reports DIR… --output DIR`: the reports of `snapshot --shard K/N` runs joined into one,
/// as one run over every snapshot would have written it.
enum MergeReportsCommand {
    static let spec = CommandSpec(
        name: "merge-reports",
        summary: "Join the report folders of 'snapshot --shard K/N' runs into one report (index.html, report.json, images).",
        arguments: [("DIR…", "The shards' report folders.")],
        options: [
            .init("--output", value: "DIR", "Where the joined report goes (required)."),
            .init("--junit", value: "FILE", "Also write the joined results as JUnit XML."),
        ],
        requiredArguments: 1,
        acceptsMoreArguments: true)

    @MainActor
    static func run(_ a: ParsedArguments) async throws {
        guard let output = a.string("--output"), !output.isEmpty else { throw CLIError.usage("merge-reports needs --output DIR") }
        let folders = a.positionals.map { URL(fileURLWithPath: $0) }
        let reports = try folders.map(SnapshotReportFiles.read)
        guard Set(reports.map(\.goldens)).count == 1, Set(reports.map(\.recordMode)).count == 1 else {
            throw CLIError(status: .dataError, message: "merge-reports: the reports are of different runs (goldens or record mode differ)")
        }
        var byID: [String: GoldenReport.Snapshot] = [:]
        for report in reports {
            for s in report.snapshots {
                if byID[s.id] != nil { throw CLIError(status: .dataError, message: "merge-reports: '\(s.id)' is in more than one report; give each shard's folder once") }
                byID[s.id] = s
            }
        }
        let target = URL(fileURLWithPath: output)
        try SnapshotReportFiles.clear(target)
        for folder in folders {
            let images = folder.appendingPathComponent("images")
            guard let e = FileManager.default.enumerator(atPath: images.path) else { continue }
            for case let relative as String in e where relative.hasSuffix(".png") {
                let destination = target.appendingPathComponent("images").appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: images.appendingPathComponent(relative), to: destination)
            }
        }
        let merged = GoldenReport(goldens: reports[0].goldens, recordMode: reports[0].recordMode, shard: nil,
                                    snapshots: byID.values.sorted { $0.id < $1.id },
                                    orphans: Array(Set(reports.flatMap(\.orphans))).sorted(), pruned: reports.contains(where: \.pruned))
        try SnapshotReportFiles.write(merged, to: target, junit: a.string("--junit"))
        let line = "merge-reports: \(merged.summary); report: \(target.appendingPathComponent("index.html").path)"
        if merged.fails { throw CLIError(status: .differs, message: line) }
        print(line)
    }
}
