import Foundation

/// The report folder: `index.html` (one self-contained page), `report.json` (the same facts for machines)
/// and `images/` (the pictures both refer to, which `merge-reports` needs). Only these are written or
/// cleared, so the folder may sit anywhere.
enum SnapshotReportFiles {
    /// Removes a previous report's files from `folder`.
    static func clear(_ folder: URL) throws {
        for name in ["index.html", "report.json", "images"] {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) {
                do { try FileManager.default.removeItem(at: url) } catch {
                    throw CLIError(status: .cannotCreate, message: "snapshot: cannot clear the report '\(url.path)': \(error.localizedDescription)")
                }
            }
        }
    }

    /// Writes `report.json` and `index.html` into `folder` (whose `images/` already holds the pictures),
    /// and the JUnit file if asked.
    static func write(_ report: SnapshotReport, to folder: URL, junit: String?) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try (encoder.encode(report) + Data("\n".utf8)).write(to: folder.appendingPathComponent("report.json"), options: .atomic)
            try Data(SnapshotReportPage.html(report, images: folder).utf8).write(to: folder.appendingPathComponent("index.html"), options: .atomic)
            if let junit {
                try Data(SnapshotJUnit.xml(report).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
            }
        } catch let e as CLIError { throw e } catch {
            throw CLIError(status: .cannotCreate, message: "snapshot: cannot write the report in '\(folder.path)': \(error.localizedDescription)")
        }
    }

    /// A report folder's `report.json`.
    static func read(_ folder: URL) throws -> SnapshotReport {
        let path = folder.appendingPathComponent("report.json").path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(status: .noInput, message: "merge-reports: '\(folder.path)' has no report.json (a folder 'togglerender snapshot --report' wrote)")
        }
        do { return try JSONDecoder().decode(SnapshotReport.self, from: data) } catch {
            throw CLIError(status: .dataError, message: "merge-reports: \(path) is not a snapshot report: \(error)")
        }
    }
}
