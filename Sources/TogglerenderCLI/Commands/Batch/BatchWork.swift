import Foundation

/// What one batch job does once every job has been checked: a render in this process, or a preview job's
/// compiled program run on its own (its views are compiled into it), one thread each as batch jobs are.
enum BatchWork: Sendable {
    case render(RenderJob)
    case preview(executable: String, arguments: [String], files: [String], folder: String)

    /// The job's output folder.
    var folder: String {
        switch self {
        case .render(let job): job.settings.shared.output.directory!
        case .preview(_, _, _, let folder): folder
        }
    }

    /// Renders the job; returns the line the batch reports for it.
    func run() throws -> String {
        switch self {
        case .render(let job):
            try job.write(threads: 1)
            return job.settings.shared.output.summary(frameCount: job.plan.frames.count)
        case .preview(let executable, let arguments, let files, let folder):
            let (status, output) = try PreviewCompiler.run(executable, arguments, environment: PreviewSupervisor.environment)
            if let report = PreviewSupervisor.reportStart(in: output) {
                // A trap or the watchdog: the one line the preview command gives, not the runtime's report.
                let message = PreviewCrashReport(String(output[report...]), userFiles: files).message
                throw CLIError(status: .software, message: message)
            }
            guard status == 0 else {
                // The program's own one-line message, without its "togglerender: " prefix.
                let line = output.split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
                let message = line.hasPrefix("togglerender: ") ? String(line.dropFirst("togglerender: ".count)) : line
                throw CLIError(status: CLIError.Status(rawValue: status) ?? .software, message: message)
            }
            return "rendered the preview into \(folder)"
        }
    }
}
