import Foundation

/// The files of a corpus: a file itself, or every regular file under a folder, sorted.
enum FuzzCorpus {
    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        return names.map { (path as NSString).appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue }
            .sorted()
    }
}

extension FuzzTarget {
    /// The seed corpus, paths from the package root: `Fuzz/Seeds/<name>/`, and the files ending in
    /// ``seedExtension`` under each of ``seedSources`` (the project's fixtures and artwork), at most
    /// ``maxSeedBytes`` each (libFuzzer mutates small inputs faster, and finds the same paths).
    func seedFiles(packageRoot root: String) -> [String] {
        let sources = ["Fuzz/Seeds/\(name)"] + seedSources
        return sources.flatMap { source in
            FuzzCorpus.files(at: (root as NSString).appendingPathComponent(source)).filter { file in
                let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
                return (source.hasPrefix("Fuzz/") || file.hasSuffix(seedExtension)) && size <= Self.maxSeedBytes
            }
        }
    }

    /// Crash inputs found earlier, kept so that they stay fixed (`Fuzz/Regressions/<name>/`).
    func regressionFiles(packageRoot root: String) -> [String] {
        FuzzCorpus.files(at: (root as NSString).appendingPathComponent("Fuzz/Regressions/\(name)"))
    }

    static let maxSeedBytes = 16 * 1024
}
