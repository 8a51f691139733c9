import ImageIO
import Motion
import Raster

/// Outputs that are one file: an animated PNG, a filmstrip, a poster.
extension FrameExporter {
    /// Writes `output` (not ``ExportOutput/frames``) for `plan` to the file `path`, atomically, without a
    /// manifest: the command line's `--output FILE`.
    public func export(_ scene: any AnimatedScene, plan: FramePlan, as output: ExportOutput, toFile path: String,
                       progress: (@Sendable (ExportProgress) -> Void)? = nil) throws(ExportError) {
        guard !plan.frames.isEmpty else { throw .emptyPlan }
        precondition(output.fileName != nil, "numbered frames go to a folder")
        AllocatorTuning.keepFreedMemory()
        try write(output, of: scene, plan: plan, to: path, reportedAs: path, progress: progress)
    }

    /// Renders and writes a single-file output at `path` (errors name `reportedAs`, the path the user sees).
    func write(_ output: ExportOutput, of scene: any AnimatedScene, plan: FramePlan, to path: String,
               reportedAs shownPath: String, progress: (@Sendable (ExportProgress) -> Void)?) throws(ExportError) {
        switch output {
        case .frames:
            preconditionFailure("numbered frames are not one file")
        case .animation(let loopCount, let lastFrameDelay):
            let exporter = APNGExporter(threads: threads, pngOptions: pngOptions, loopCount: loopCount, lastFrameDelay: lastFrameDelay)
            do {
                try exporter.export(scene, plan: plan, to: path, progress: progress)
            } catch {
                throw Self.renamed(error, from: path, to: shownPath)
            }
        case .filmstrip(let style):
            let strip: Filmstrip
            do {
                strip = try Filmstrip.render(scene, plan: plan, scale: pngOptions.scale ?? 1, style: style, threads: threads)
            } catch {
                throw .cannotWrite(path: shownPath, reason: "\(error)")
            }
            // Its rows are composed a band at a time as the segments ask: the strip never exists whole.
            try writePNG(to: path, reportedAs: shownPath) { try PNGEncoding(bands: strip, options: $0) }
            progress?(ExportProgress(completed: plan.frames.count, total: plan.frames.count))
        case .poster:
            let poster = scene.render(at: plan.frames[0].time)
            try writePNG(to: path, reportedAs: shownPath) { try PNGEncoding(poster, options: $0) }
            progress?(ExportProgress(completed: 1, total: 1))
        }
    }

    /// One large picture, the encoding `encoding` makes with the export's options: its segments are filtered
    /// and deflated on all `threads` (the bytes do not depend on how many).
    private func writePNG(to path: String, reportedAs shownPath: String,
                          _ encoding: (PNGOptions) throws -> PNGEncoding) throws(ExportError) {
        do {
            let encoding = try encoding(pngOptions)
            try WorkerPool.run(count: encoding.segmentCount, threads: threads) { encoding.compressSegment($0) }
            try PNGFile.write(encoding, to: path)
        } catch {
            throw .cannotWrite(path: shownPath, reason: "\(error)")
        }
    }

    /// An error about the staging path, told about the path the user asked for.
    static func renamed(_ error: ExportError, from staged: String, to shown: String) -> ExportError {
        if case .cannotWrite(let p, let reason) = error, p == staged { return .cannotWrite(path: shown, reason: reason) }
        return error
    }
}
