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
final class GoldenRunReport: Sendable {
    static let shared = GoldenRunReport()
    static let variable = "TOGGLERENDER_GOLDEN_REPORT"

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
                try? GoldenReport.clear(folder)
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

    /// Writes the report of the checks made so far.
    func write() {
        let (folder, report) = state.withLock { s in
            (s.folder, GoldenReport(goldens: "Fixtures/golden", recordMode: s.mode,
                                    snapshots: s.snapshots.sorted { ($0.id, $0.file, $0.line) < ($1.id, $1.file, $1.line) }))
        }
        guard let folder else { return }
        try? report.write(to: folder)
    }
}
