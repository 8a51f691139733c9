import Foundation
@testable import GoldenTesting
import ImageIO
import Raster
import Testing

/// The report a test process leaves: each check of a package golden goes in (a change with its three
/// pictures), a check against a folder outside `Fixtures/golden` does not, and the page is the one
/// `togglerender snapshot` writes.
@Suite struct GoldenRunReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func checksOfPackageGoldensAreReported() throws {
        let golden = try PNGFile.read(Self.root.appendingPathComponent("Fixtures/golden/view-golden/capsule.png").path)
        try assertGolden(golden, named: "capsule", group: "view-golden", environment: ["TOGGLERENDER_RECORD": "never"])
        // A changed copy against a scratch folder: thrown, not reported.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("run-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try PNGFile.write(golden, to: scratch.appendingPathComponent("elsewhere.png").path)
        var changed = golden
        let middle = (golden.height / 2 * golden.width + golden.width / 2) * 4
        changed.data.replaceSubrange(middle..<middle + 4, with: [0, 0, 0, 255])
        #expect(throws: GoldenFailure.self) {
            try assertGolden(changed, named: "elsewhere", directory: scratch, environment: ["TOGGLERENDER_RECORD": "never"])
        }
        GoldenRunReport.shared.write()
        let folder = Self.root.appendingPathComponent(".build/golden-report")
        let report = try GoldenReport.read(from: folder)
        let entry = try #require(report.snapshots.first { $0.id == "view-golden/capsule" && $0.file == "Tests/GoldenTests/GoldenRunReportTests.swift" })
        #expect(entry.status == .unchanged && entry.frames.first?.golden == "view-golden/capsule.png")
        #expect(!report.snapshots.contains { $0.id.hasSuffix("elsewhere") })
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("view-golden/capsule") && page.hasPrefix("<!doctype html>"))
    }

    /// A change carries what a reviewer needs: sizes, the changed share, the largest difference, three pictures.
    @Test func aChangeKeepsItsPictures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected = Pixmap(width: 4, height: 2)
        for i in stride(from: 0, to: expected.data.count, by: 4) { expected.data[i] = 255; expected.data[i + 3] = 255 }
        var actual = expected
        actual.data[0] = 0
        let diff = GoldenComparison.compare(expected: expected, actual: actual)
        let run = GoldenRunReport()
        run.add(root: folder, mode: .never, id: "g/one", filePath: folder.path + "/Tests/T.swift", line: 7, status: .changed,
                message: nil, diff: diff, expected: expected, actual: actual)
        run.write()
        let report = try GoldenReport.read(from: folder.appendingPathComponent(".build/golden-report"))
        let frame = try #require(report.snapshots.first?.frames.first)
        #expect(report.snapshots.first?.file == "Tests/T.swift" && report.snapshots.first?.line == 7)
        #expect(frame.changedPixels == 1 && frame.changedPercent == 12.5 && frame.largestDifference == 255)
        #expect(Set(frame.images.keys) == ["expected", "actual", "difference"])
        let difference = try PNGFile.read(folder.appendingPathComponent(".build/golden-report/\(frame.images["difference"]!)").path)
        let red = difference.straightPixel(x: 0, y: 0)
        #expect(red.r == 255 && red.g == 0 && red.b == 0 && red.a == 255)
    }

    /// XCTest in parallel is several processes of one run writing one folder: a later process keeps the earlier
    /// ones' checks and pictures, two writing at once take turns (two threads, each with its own descriptor of
    /// the lock), and a process of a new run clears the old run's report.
    @Test func processesOfOneRunShareTheReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected = Pixmap(width: 2, height: 2)
        for i in stride(from: 0, to: expected.data.count, by: 4) { expected.data[i + 1] = 255; expected.data[i + 3] = 255 }
        var actual = expected
        actual.data[1] = 0
        let diff = GoldenComparison.compare(expected: expected, actual: actual)
        func check(_ run: GoldenRunReport, _ id: String) {
            run.add(root: folder, mode: .never, id: id, filePath: folder.path + "/Tests/T.swift", line: 1, status: .changed,
                    message: nil, diff: diff, expected: expected, actual: actual)
        }
        let first = GoldenRunReport(process: "101", run: "run-A"), second = GoldenRunReport(process: "102", run: "run-A")
        check(first, "g/first")
        check(second, "g/second")
        DispatchQueue.concurrentPerform(iterations: 2) { i in (i == 0 ? first : second).write() }
        let report = try GoldenReport.read(from: folder.appendingPathComponent(".build/golden-report"))
        #expect(report.snapshots.map(\.id) == ["g/first", "g/second"])
        for frame in report.snapshots.flatMap(\.frames) {
            #expect(frame.images.count == 3)
            for image in frame.images.values {
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build/golden-report/\(image)").path), "\(image)")
            }
        }
        let page = try String(contentsOf: folder.appendingPathComponent(".build/golden-report/index.html"), encoding: .utf8)
        #expect(page.contains("g/first") && page.contains("g/second"))

        let next = GoldenRunReport(process: "103", run: "run-B")
        check(next, "g/next")
        next.write()
        let fresh = try GoldenReport.read(from: folder.appendingPathComponent(".build/golden-report"))
        #expect(fresh.snapshots.map(\.id) == ["g/next"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build/golden-report/images/g/first.actual.png").path))
    }
}
