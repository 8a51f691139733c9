import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A build folder kept from run to run for one package's program, compiled by the Swift driver's own
/// incremental mode (`-incremental` with an output file map): a changed file is recompiled with the files
/// that depend on what changed (the driver's dependency graph), the rest keep their objects, and the program
/// is relinked. Only units whose text changed are rewritten, so the others keep their modification times.
///
/// A changed set of files (one added, removed or renamed) empties the folder and compiles everything: the
/// driver would rebuild everything for a removed file anyway, and an added file's new names could change
/// what another file's names resolve to, which a fresh build never gets wrong. One run at a time uses a
/// folder (an exclusive `flock` on its lock file); the program it links is copied into the content-keyed
/// cache, which is what runs.
struct IncrementalBuild {
    let folder: URL

    var sources: URL { folder.appendingPathComponent("sources") }
    var objects: URL { folder.appendingPathComponent("objects") }
    var executable: URL { folder.appendingPathComponent("program") }
    var inputList: URL { folder.appendingPathComponent("inputs.txt") }
    var outputFileMap: URL { folder.appendingPathComponent("output-file-map.json") }

    /// Holds the folder's lock for the duration of `body`.
    func locked<T>(_ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fd = open(folder.appendingPathComponent("lock").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CLIError(status: .cannotCreate, message: "preview: cannot open the build folder's lock in '\(folder.path)'") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CLIError(status: .cannotCreate, message: "preview: cannot lock the build folder '\(folder.path)'") }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Writes `units` into the folder (only those whose text differs from what is there) and the output
    /// file map; returns the source paths in order, as the compiler is to be given them.
    func prepare(_ units: [PreviewUnit]) throws -> [String] {
        let fm = FileManager.default
        let list = units.map(\.path).joined(separator: "\n") + "\n"
        if (try? String(contentsOf: inputList, encoding: .utf8)) != list {
            for item in [sources, objects, executable, inputList, outputFileMap] { try? fm.removeItem(at: item) }
        }
        try fm.createDirectory(at: objects, withIntermediateDirectories: true)
        var paths: [String] = []
        var map: [String: [String: String]] = ["": ["swift-dependencies": objects.appendingPathComponent("program.swiftdeps").path]]
        for (index, unit) in units.enumerated() {
            let file = sources.appendingPathComponent(unit.path)
            let data = Data(unit.text.utf8)
            let object = objects.appendingPathComponent("\(index).o"), dependencies = objects.appendingPathComponent("\(index).swiftdeps")
            if fm.contents(atPath: file.path) != data {
                try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
                // A changed unit is compiled whatever the driver's record says of it: without its object and
                // dependencies the driver must build it (its own check of times and hashes once kept a stale
                // object, in SnapshotIncrementalBuildTests after a failed build), and the files that depend
                // on it follow from the module's dependency graph as before.
                try? fm.removeItem(at: object)
                try? fm.removeItem(at: dependencies)
            }
            paths.append(file.path)
            map[file.path] = ["object": object.path, "swift-dependencies": dependencies.path]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try encoder.encode(map).write(to: outputFileMap)
        try Data(list.utf8).write(to: inputList)
        return paths
    }

    /// Empties the folder after a failed build, so the next one compiles everything afresh: a failed
    /// build's record of what is up to date is not trusted.
    func forgetAfterFailure() {
        for item in [sources, objects, executable, inputList, outputFileMap] { try? FileManager.default.removeItem(at: item) }
    }

    /// The driver's flags for an incremental build in this folder, on `jobs` cores. Debug information is line
    /// tables only (`-gline-tables-only` after the common `-g`): a trap still names its file and line, and the
    /// driver merges no module for a debugger; with full `-g` it keeps the per-file modules in temporary
    /// folders, and a build after a failed one asked for ones that were gone (`cannotResolveTempPath`).
    func driverFlags(jobs: Int) -> [String] {
        ["-gline-tables-only", "-incremental", "-enable-incremental-file-hashing", "-enable-batch-mode", "-j", "\(max(1, jobs))",
         "-output-file-map", outputFileMap.path]
    }
}
