import Foundation

/// Finds the Swift package a test file belongs to, so that goldens live in `<package>/Fixtures/golden`
/// whatever the working directory of the test run.
enum PackageRoot {
    /// The nearest folder at or above the folder of `filePath` that holds a Package.swift.
    static func containing(_ filePath: String) throws -> URL {
        var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { throw GoldenFailure.packageRootNotFound(from: filePath) }
            dir = parent
        }
    }
}
