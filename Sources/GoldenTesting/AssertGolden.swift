import Foundation
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

/// The shared body of both `assertGolden` forms.
private func runGoldenCheck(_ pixmap: Pixmap, named name: String, directory: URL, failures: URL, rule: GoldenRule,
                            environment: [String: String], filePath: StaticString, line: UInt) throws {
    let mode = try GoldenRecordMode.resolve(environment: environment)
    let outcome = try GoldenAssertion(goldenDirectory: directory, failureDirectory: failures, rule: rule, mode: mode)
        .check(pixmap, named: name)
    if case .recorded(let path) = outcome {
        FileHandle.standardError.write(Data("recorded golden \(path) (\(filePath):\(line))\n".utf8))
    }
}
