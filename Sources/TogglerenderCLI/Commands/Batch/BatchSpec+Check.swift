import Foundation

extension TogglerenderCLI {
    /// Reads a batch spec and checks every job's flags as `togglerender batch` does before it renders
    /// anything (a preview job's flags as its compiled program will read them), and returns each job's
    /// folder. Package API for the fuzzer, so it needs no `@testable import` (a release build has none).
    package static func checkBatchSpec(_ data: Data) throws(CLIError) -> [String] {
        do {
            let spec = try BatchSpec(data: data, path: "spec.json")
            for job in spec.jobs {
                let arguments = job.arguments + ["--quiet", "--", "out/" + job.folder]
                if job.previewFiles != nil {
                    _ = try ParsedArguments(arguments, spec: PreviewCommand.programSpec)
                } else {
                    _ = try RenderSettings(RenderCommand.parse(arguments))
                }
            }
            return spec.jobs.map(\.folder)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(status: .software, message: "the batch spec reader threw \(type(of: error)), not CLIError")
        }
    }
}
