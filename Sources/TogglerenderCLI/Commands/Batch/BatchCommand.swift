import Export
import Foundation
import Synchronization

/// `togglerender batch SPEC.json OUTDIR`: every job of a spec (docs screenshots in every variant), each
/// into `OUTDIR/<name>/`, in parallel.
///
/// All jobs are checked before any is rendered: a spec with one bad field writes nothing. Then the jobs run
/// on `--threads` threads, one job a thread; a job that fails is reported by name and the others finish.
enum BatchCommand {
    static let spec = CommandSpec(
        name: "batch",
        summary: "Render every job of a spec file (render or preview flags by name, with matrices) into OUTDIR/<name>/, in parallel.",
        arguments: [("SPEC.json", "The jobs: {\"jobs\": [{\"name\": …, render flags without dashes …, \"matrix\": {…}}]} (README, 'Batch mode')."),
                    ("OUTDIR", "Folder for the jobs' folders; created if missing.")],
        options: [
            .init("--threads", value: "N", default: "all cores, here \(FrameExporter.defaultThreadCount)",
                  "Jobs rendering at once, \(RenderCommand.threadRange.lowerBound) to \(RenderCommand.threadRange.upperBound); the files are identical for any count."),
            .init("--quiet", default: "off", "No line per finished job on standard error."),
            .init("--gallery", value: "FILE", "Also write an HTML page at FILE showing every image the batch wrote, with alt text from the components' VoiceOver descriptions (only when every job succeeds)."),
        ] + ResourceFlags.options(for: "every job") + [
            .init("--strict", default: "off", "Every job's warnings are errors (exit 65, nothing written): an unknown symbol, image, colour or font name."),
        ])

    /// The batch's resource flags (``ResourceFlags``) as arguments for a job, each one the job does not set
    /// itself (a job's own `locale` wins; its `assets` come before the batch's, found first).
    static func resourceArguments(_ a: ParsedArguments, for job: BatchSpec.Job) -> [String] {
        var arguments: [String] = []
        for name in ResourceFlags.names {
            let repeatable = ["--assets", "--strings", "--fonts"].contains(name)
            if !repeatable && job.arguments.contains(name) { continue }
            if name == "--strict" {
                if a.has(name) { arguments.append(name) }
            } else if repeatable {
                for value in a.all(name) { arguments += [name, value] }
            } else if let value = a.string(name) {
                arguments += [name, value]
            }
        }
        return arguments
    }

    @MainActor
    static func run(_ a: ParsedArguments) async throws {
        let specPath = a.positionals[0], outdir = a.positionals[1]
        if outdir.isEmpty { throw CLIError.usage("OUTDIR must not be empty") }
        let threads = try a.int("--threads", in: RenderCommand.threadRange) ?? FrameExporter.defaultThreadCount
        let batch = try BatchSpec(contentsOf: specPath)
        try refuseLinks(in: outdir, jobs: batch.jobs)

        // Check every job (build its scene, or compile its preview) before rendering any.
        var renders: [(job: BatchSpec.Job, work: BatchWork)] = []
        for job in batch.jobs {
            let folder = (outdir as NSString).appendingPathComponent(job.folder)
            do {
                if let files = job.previewFiles {
                    let arguments = files + job.arguments + resourceArguments(a, for: job) + ["--quiet", "--threads", "1", "--", folder]
                    let program = try PreviewCommand.prepare(ParsedArguments(arguments, spec: PreviewCommand.spec))
                    renders.append((job, .preview(executable: program.executable, arguments: program.arguments, files: program.files, folder: folder)))
                } else {
                    let settings = try RenderSettings(RenderCommand.parse(job.arguments + resourceArguments(a, for: job) + ["--quiet", "--", folder]))
                    renders.append((job, .render(try await RenderJob.make(settings))))
                }
            } catch let e as CLIError {
                throw CLIError(status: .dataError, message: "batch: \(specPath): job \"\(job.label)\": \(e.message)")
            }
        }
        let ready = renders

        let failures = Mutex<[Int: CLIError]>([:])
        let quiet = a.has("--quiet")
        try WorkerPool.run(count: renders.count, threads: threads) { i in
            let (job, work) = ready[i]
            do {
                let summary = try work.run()
                if !quiet { report("batch: \(job.label): \(summary)") }
            } catch {
                let e = error as? CLIError ?? CLIError(status: .software, message: "\(error)")
                failures.withLock { $0[i] = e }
                report("batch: job \"\(job.label)\" failed: \(e.message)")
            }
        }
        let failed = failures.withLock { $0 }
        if let first = failed.keys.min() {
            throw CLIError(status: failed[first]!.status,
                           message: "batch: \(failed.count) of \(renders.count) jobs failed (the first: \"\(renders[first].job.label)\")")
        }
        if let page = a.string("--gallery") {
            try writeGallery(to: page, jobs: renders.map { ($0.job.label, $0.work.folder) })
        }
    }

    /// Job folders are made inside OUTDIR. A symbolic link on the way there (OUTDIR itself, or the folder
    /// of a job that holds its matrix's folders) could send them anywhere, so it is an error naming the job;
    /// a job's own folder is checked by the export itself.
    static func refuseLinks(in outdir: String, jobs: [BatchSpec.Job]) throws {
        func isLink(_ path: String) -> Bool {
            var info = stat()
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            return lstat(trimmed, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        }
        if isLink(outdir) {
            throw CLIError(status: .cannotCreate, message: "batch: '\(outdir)' is a symbolic link; give the folder it points to, or another name")
        }
        for job in jobs {
            guard let top = job.folder.split(separator: "/").first, job.folder.contains("/") else { continue }
            let path = (outdir as NSString).appendingPathComponent(String(top))
            if isLink(path) {
                throw CLIError(status: .cannotCreate, message: "batch: job \"\(job.label)\": '\(path)' is a symbolic link; the job's folders go inside it")
            }
        }
    }

    /// Writes the gallery page for the finished jobs, reading each job's `frames.json`.
    static func writeGallery(to page: String, jobs: [(label: String, folder: String)]) throws {
        let base = (page as NSString).deletingLastPathComponent
        let entries = try jobs.map { job in
            let path = (job.folder as NSString).appendingPathComponent(FrameFileName.manifest)
            guard let data = FileManager.default.contents(atPath: path), let manifest = FrameManifest.decode(Array(data)) else {
                throw CLIError(status: .software, message: "batch: cannot read back '\(path)' for the gallery")
            }
            let sizes = Dictionary(uniqueKeysWithValues: manifest.files.compactMap { file in
                GalleryPage.pngSize((job.folder as NSString).appendingPathComponent(file)).map { (file, $0) }
            })
            return GalleryPage.Entry(label: job.label, folder: GalleryPage.relativePath(from: base.isEmpty ? "." : base, to: job.folder),
                                     manifest: manifest, pixelSizes: sizes)
        }
        do {
            try Data(GalleryPage.html(title: "togglerender gallery", entries: entries).utf8).write(to: URL(fileURLWithPath: page), options: .atomic)
        } catch {
            throw CLIError(status: .cannotCreate, message: "batch: cannot write the gallery '\(page)': \(error.localizedDescription)")
        }
    }

    /// One line on standard error, whole (lines from several threads do not interleave).
    static func report(_ line: String) {
        FileHandle.standardError.write(Data("togglerender: \(oneLine(line))\n".utf8))
    }
}
