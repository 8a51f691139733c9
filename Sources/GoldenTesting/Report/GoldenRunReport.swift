import Foundation
import ImageIO
import Raster
import Synchronization

/// The report of the golden checks one test process makes: each ``assertGolden(_:named:group:rule:environment:filePath:line:)``
/// (and so each `assertGolden(of:)` of `ViewGoldenTesting`) adds its outcome, with expected, actual and difference
/// pictures for a change, and when the process exits `<package>/.build/golden-report/` holds `index.html` and
/// `report.json`, the page `togglerender snapshot` writes. `swift test` runs Swift Testing's tests in one process,
/// so a failing `scripts/test` leaves one report of every golden it checked. A check whose environment sets
/// `TOGGLERENDER_GOLDEN_REPORT=off` stays out (a test that fails a check on purpose).
///
/// XCTest run in parallel is several processes of one run (``GoldenRunIdentity``) writing one folder: the first
/// check of a new run clears it, a later process of the same run keeps what is there; each process writes its
/// checks as `parts/<process>.json` and then the page and `report.json` of every part, all under the folder's
/// lock (``GoldenReportLock``), so the last process to exit leaves the report of the whole run.
final class GoldenRunReport: Sendable {
    static let shared = GoldenRunReport()
    static let variable = "TOGGLERENDER_GOLDEN_REPORT"

    /// This process's name among the run's (its id), and the run's.
    let process: String
    let run: String

    init(process: String = "\(getpid())", run: String = GoldenRunIdentity.current) {
        self.process = process
        self.run = run
    }

    private struct State: Sendable {
        var folder: URL?
        var root: URL?
        var mode = "missing"
        var snapshots: [GoldenReport.Snapshot] = []
    }
    private let state = Mutex(State())

    /// Adds one check's outcome. The first check of the process clears the folder's previous report and
    /// arranges for the report to be written at exit.
    func add(root: URL, mode: GoldenRecordMode, id: String, filePath: String, line: Int, status: GoldenReport.Status,
             message: String?, diff: GoldenDiff?, expected: Pixmap?, actual: Pixmap) {
        let folder: URL? = state.withLock { s in
            if s.folder == nil {
                let folder = root.appendingPathComponent(".build/golden-report")
                try? GoldenReportLock.holding(folder) { Self.join(run, folder) }
                s.folder = folder; s.root = root; s.mode = mode.rawValue
                atexit { GoldenRunReport.shared.write() }
            }
            return s.root == root ? s.folder : nil
        }
        guard let folder else { return }
        var frame = GoldenReport.Frame(golden: id + ".png", status: status, width: actual.width, height: actual.height)
        if let diff { frame.take(diff) }
        if status != .unchanged {
            var pictures = [("actual", actual)]
            if let expected, let diff { pictures += [("expected", expected), ("difference", diff.differenceImage(expected: expected))] }
            for (role, picture) in pictures {
                let relative = "images/\(id).\(role).png"
                let url = folder.appendingPathComponent(relative)
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if (try? PNGFile.write(picture, to: url.path)) != nil { frame.images[role] = relative }
            }
        }
        let file = filePath.hasPrefix(root.path + "/") ? String(filePath.dropFirst(root.path.count + 1)) : filePath
        let snapshot = GoldenReport.Snapshot(id: id, preview: id, file: file, line: line, status: status, message: message, frames: [frame])
        state.withLock { $0.snapshots.append(snapshot) }
    }

    /// Writes this process's part (the checks made so far), then the report of every part of the run.
    func write() {
        let (folder, mode, snapshots) = state.withLock { s in (s.folder, s.mode, s.snapshots) }
        guard let folder else { return }
        try? GoldenReportLock.holding(folder) {
            let parts = folder.appendingPathComponent("parts")
            try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
            let own = GoldenReport(goldens: "Fixtures/golden", recordMode: mode, snapshots: snapshots)
            try JSONEncoder().encode(own).write(to: parts.appendingPathComponent("\(process).json"), options: .atomic)
            var all: [GoldenReport.Snapshot] = []
            for name in try FileManager.default.contentsOfDirectory(atPath: parts.path) where name.hasSuffix(".json") {
                guard let data = FileManager.default.contents(atPath: parts.appendingPathComponent(name).path),
                      let part = try? JSONDecoder().decode(GoldenReport.self, from: data) else { continue }
                all += part.snapshots
            }
            let report = GoldenReport(goldens: "Fixtures/golden", recordMode: mode,
                                      snapshots: all.sorted { ($0.id, $0.file, $0.line) < ($1.id, $1.file, $1.line) })
            try report.write(to: folder)
        }
    }

    /// Makes `folder` this run's: a report of another run (or of none) is cleared, with its parts.
    private static func join(_ run: String, _ folder: URL) {
        let marker = folder.appendingPathComponent("run")
        if (try? String(contentsOf: marker, encoding: .utf8)) == run { return }
        try? GoldenReport.clear(folder)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("parts"))
        try? Data(run.utf8).write(to: marker, options: .atomic)
    }
}
