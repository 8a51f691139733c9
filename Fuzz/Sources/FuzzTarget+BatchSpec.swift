import Foundation
import TogglerenderCLI

extension FuzzTarget {
    /// A batch spec file, read and checked as `togglerender batch` does before it renders anything: the
    /// JSON, the jobs and their matrices, and every job's flags. Every job folder must stay inside OUTDIR.
    static let batchSpec = FuzzTarget(
        name: "batch-spec", summary: "BatchSpec from JSON, then every job's render flags checked; job folders must stay inside OUTDIR",
        seedSources: ["Fuzz/Seeds/batch-spec", "docs/screenshots.json"], seedExtension: ".json"
    ) { bytes in
        do throws(CLIError) {
            for folder in try TogglerenderCLI.checkBatchSpec(Data(bytes)) { checkInsideOutdir(folder) }
        } catch {
            if error.status == .software { violated(error.message) }
            checkOneLine(error.message, "a batch spec error")
        }
    }

    /// A relative path of plain names: no `..`, no `.`, no empty part, no control character.
    static func checkInsideOutdir(_ folder: String) {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        if folder.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
            || folder.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            violated("the job folder \(folder.debugDescription) is not a plain relative path")
        }
    }
}
