import Foundation
import GoldenTesting
import ImageIO
import Raster

/// Compares a rendered frame with its golden and records as the mode says, keeping for the report the
/// pictures a reviewer needs: expected, difference and actual for a change, the actual image for an
/// addition or a missing golden.
struct SnapshotComparison {
    let goldens: URL
    /// The report folder (its `images/` receive the pictures).
    let report: URL
    let mode: GoldenRecordMode

    func compare(actual actualPath: String, golden: String, time: Double?, rule: GoldenRule) throws -> GoldenReport.Frame {
        let goldenURL = goldens.appendingPathComponent(golden + ".png")
        let actual = try PNGFile.read(actualPath)
        var frame = GoldenReport.Frame(golden: golden + ".png", time: time, status: .unchanged, width: actual.width, height: actual.height)
        let exists = FileManager.default.fileExists(atPath: goldenURL.path)
        guard exists else {
            if mode == .never {
                frame.status = .missing
                frame.images["actual"] = try keep(actualPath, golden, "actual")
            } else {
                try record(actualPath, at: goldenURL)
                frame.status = .added
                frame.images["actual"] = try keep(actualPath, golden, "actual")
            }
            return frame
        }
        let expected: Pixmap
        do { expected = try PNGFile.read(goldenURL.path) } catch {
            guard mode != .never else { throw CLIError(status: .dataError, message: "snapshot: the golden '\(goldenURL.path)' is not a readable PNG: \(error)") }
            try record(actualPath, at: goldenURL)
            frame.status = .updated
            return frame
        }
        let diff = GoldenComparison.compare(expected: expected, actual: actual, rule: rule)
        frame.take(diff)
        if diff.passes {
            if mode == .all, diff.differingPixels > 0 || diff.maxChannelDifference > 0 { try record(actualPath, at: goldenURL); frame.status = .updated }
            return frame
        }
        frame.images["expected"] = try keep(goldenURL.path, golden, "expected")
        frame.images["actual"] = try keep(actualPath, golden, "actual")
        let differencePath = report.appendingPathComponent("images/\(golden).difference.png")
        try PNGFile.write(diff.differenceImage(expected: expected), to: differencePath.path)
        frame.images["difference"] = "images/\(golden).difference.png"
        if mode == .all || mode == .failed {
            try record(actualPath, at: goldenURL)
            frame.status = .updated
        } else {
            frame.status = .changed
        }
        return frame
    }

    /// Copies a picture into the report's `images/`, returning its path there.
    func keep(_ path: String, _ golden: String, _ role: String) throws -> String {
        let relative = "images/\(golden).\(role).png"
        let destination = report.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.copyItem(atPath: path, toPath: destination.path)
        return relative
    }

    /// Writes the rendered bytes as the golden (atomically: a reader sees the old file or the new one).
    func record(_ actualPath: String, at golden: URL) throws {
        do {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: URL(fileURLWithPath: actualPath)).write(to: golden, options: .atomic)
        } catch {
            throw CLIError(status: .cannotCreate, message: "snapshot: cannot record the golden '\(golden.path)': \(error.localizedDescription)")
        }
    }
}
