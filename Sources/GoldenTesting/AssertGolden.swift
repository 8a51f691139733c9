import Foundation
import ImageIO
import Raster

/// Fails (throws ``GoldenFailure``) unless `pixmap` matches `<package>/Fixtures/golden/<group>/<name>.png`.
///
/// The package is the one holding the calling test file (found from `#filePath`), so the check does
/// not depend on the working directory. On a mismatch a three-panel image goes to
/// `<package>/.build/golden-failures/<group>/<name>.png`, named in the error. `group` may contain `/`. The record mode comes from
/// `TOGGLERENDER_RECORD` (see ``GoldenRecordMode``); under `CI=true` nothing is ever recorded.
///
/// ```swift
/// @Test func offState() throws {
///     try assertGolden(renderToggle(isOn: false), named: "off", group: "toggle")
/// }
/// ```
public func assertGolden(_ pixmap: Pixmap, named name: String, group: String, rule: GoldenRule = .strict,
                         environment: [String: String] = ProcessInfo.processInfo.environment,
                         filePath: StaticString = #filePath, line: UInt = #line) throws {
    let root = try PackageRoot.containing("\(filePath)")
    let directory = root.appendingPathComponent("Fixtures/golden").appendingPathComponent(group)
    try runGoldenCheck(pixmap, named: name, directory: directory,
                       failures: root.appendingPathComponent(".build/golden-failures").appendingPathComponent(group),
                       rule: rule, environment: environment, filePath: filePath, line: line)
}

/// The same check against goldens in an explicit `directory` (a `Fixtures/golden/<group>` folder);
/// failure images still go under the calling package's `.build/golden-failures/<last folder name>`.
public func assertGolden(_ pixmap: Pixmap, named name: String, directory: URL, rule: GoldenRule = .strict,
                         environment: [String: String] = ProcessInfo.processInfo.environment,
                         filePath: StaticString = #filePath, line: UInt = #line) throws {
    let root = try PackageRoot.containing("\(filePath)")
    let failures = root.appendingPathComponent(".build/golden-failures").appendingPathComponent(directory.lastPathComponent)
    try runGoldenCheck(pixmap, named: name, directory: directory, failures: failures, rule: rule,
                       environment: environment, filePath: filePath, line: line)
}

/// The shared body of both `assertGolden` forms; each check also goes into the run's report
/// (`<package>/.build/golden-report/index.html`, written when the test process exits).
private func runGoldenCheck(_ pixmap: Pixmap, named name: String, directory: URL, failures: URL, rule: GoldenRule,
                            environment: [String: String], filePath: StaticString, line: UInt) throws {
    let mode = try GoldenRecordMode.resolve(environment: environment)
    let root = try PackageRoot.containing("\(filePath)")
    let existed = FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(name).png").path)
    // The package's own goldens go into the report; a folder elsewhere (a harness self-test's) does not, nor a
    // check whose environment says TOGGLERENDER_GOLDEN_REPORT=off (a test of a deliberate failure).
    let goldens = root.appendingPathComponent("Fixtures/golden").standardizedFileURL.path + "/"
    let folder = directory.standardizedFileURL.path + "/"
    func report(_ status: GoldenReport.Status, _ message: String? = nil, diff: GoldenDiff? = nil, expected: Pixmap? = nil) {
        guard folder.hasPrefix(goldens), environment[GoldenRunReport.variable] != "off" else { return }
        GoldenRunReport.shared.add(root: root, mode: mode, id: String(folder.dropFirst(goldens.count)) + name, filePath: "\(filePath)",
                                   line: Int(line), status: status, message: message, diff: diff, expected: expected, actual: pixmap)
    }
    let outcome: GoldenAssertion.Outcome
    do {
        outcome = try GoldenAssertion(goldenDirectory: directory, failureDirectory: failures, rule: rule, mode: mode)
            .check(pixmap, named: name)
    } catch let failure as GoldenFailure {
        switch failure {
        case .mismatch(_, let golden, let diff, _): report(.changed, diff: diff, expected: try? PNGFile.read(golden))
        case .missingGolden: report(.missing, "\(failure)")
        default: report(.failed, "\(failure)")
        }
        throw failure
    }
    switch outcome {
    case .matched: report(.unchanged)
    case .recorded(let path):
        report(existed ? .updated : .added)
        FileHandle.standardError.write(Data("recorded golden \(path) (\(filePath):\(line))\n".utf8))
    }
}
