import Foundation
import ImageIO
import Raster

/// A golden-image check: where the golden lives, where failure images go, which rule and record
/// mode apply. ``assertGolden(_:named:group:rule:environment:filePath:line:)`` builds one per call;
/// use the type directly to choose folders yourself (the self-tests use temporary folders).
///
/// It throws instead of calling a test framework, so it works from Swift Testing (`#expect(throws:)`
/// or a throwing `@Test`) and XCTest (`XCTAssertNoThrow` or a throwing test method) alike.
public struct GoldenAssertion: Sendable {
    /// The folder holding `<name>.png` goldens, e.g. `<package>/Fixtures/golden/<group>`.
    public var goldenDirectory: URL
    /// Where three-panel failure images go, e.g. `<package>/.build/golden-failures/<group>`.
    public var failureDirectory: URL
    public var rule: GoldenRule
    public var mode: GoldenRecordMode
    /// The encoding used when recording: the ImageIO defaults, deterministic bytes.
    public var options: PNGOptions = .default

    public init(goldenDirectory: URL, failureDirectory: URL, rule: GoldenRule = .strict, mode: GoldenRecordMode) {
        self.goldenDirectory = goldenDirectory; self.failureDirectory = failureDirectory
        self.rule = rule; self.mode = mode
    }

    /// What a check did, for tests of the harness and for callers that log recordings.
    public enum Outcome: Hashable, Sendable {
        case matched
        case recorded(path: String)
    }

    /// Compares `pixmap` with the golden `name`, recording as the mode says.
    /// - Throws: ``GoldenFailure`` when the image does not match, or the golden is missing and may not be recorded.
    @discardableResult
    public func check(_ pixmap: Pixmap, named name: String) throws -> Outcome {
        let golden = goldenDirectory.appendingPathComponent("\(name).png").path
        let exists = FileManager.default.fileExists(atPath: golden)
        if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
            return try record(pixmap, at: golden)
        }
        guard exists else { throw GoldenFailure.missingGolden(name: name, golden: golden, mode: mode) }
        let expected: Pixmap
        do { expected = try PNGFile.read(golden) } catch let e as PNGError {
            if mode == .failed { return try record(pixmap, at: golden) }
            throw GoldenFailure.unreadableGolden(golden: golden, error: e)
        }
        let diff = GoldenComparison.compare(expected: expected, actual: pixmap, rule: rule)
        if diff.passes { return .matched }
        if mode == .failed { return try record(pixmap, at: golden) }
        let panels = DiffPanels.image(expected: expected, actual: pixmap, diff: diff)
        let failurePath = failureDirectory.appendingPathComponent("\(name).png").path
        var written: String? = failurePath
        do {
            try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
            try PNGFile.write(panels, to: failurePath, options: options)
        } catch { written = nil }
        throw GoldenFailure.mismatch(name: name, golden: golden, diff: diff, failureImage: written)
    }

    private func record(_ pixmap: Pixmap, at golden: String) throws -> Outcome {
        do {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try PNGFile.write(pixmap, to: golden, options: options)
        } catch let e as PNGError {
            throw GoldenFailure.recordFailed(golden: golden, error: e)
        } catch {
            throw GoldenFailure.recordFailed(golden: golden, error: .writeFailed(path: golden, reason: "\(error)"))
        }
        return .recorded(path: golden)
    }
}
