import Foundation
import ImageIO
import Motion
import Raster
import Synchronization

/// Turns any ``AnimatedScene`` into numbered PNG frames and a `frames.json`, rendering in parallel.
///
/// The run, in order:
/// 1. open (or create) the output folder; under its lock, remove what killed runs left and make this run's
///    private staging folder in it (``OutputFolder``, ``StagingFolder``);
/// 2. render, encode and write every frame into the staging folder, on `threads` threads, each frame
///    dropped as soon as it is written (memory is flat in the number of frames), and `frames.json` as the
///    last piece of that work, beside the last frames; a still stretch (``FramePlan/stillRuns(of:)``) is
///    drawn once and written under each of its names;
/// 3. only once everything is written: under the folder's lock, swap the new files in and the earlier
///    run's out (``OutputFolder/commit(_:placing:)``, journaled), then remove the staging folder.
///
/// A failed run leaves the folder as it found it (and removes the folders it created); a killed run leaves
/// it so too, plus its staging folder, which the next run into the folder removes after undoing a commit
/// the kill interrupted. Of two runs into one folder at once, the one that commits last wins, whole. Files
/// the earlier manifest does not list, and anything that is not a plain file, are never touched.
/// A frame's bytes depend only on the scene and its time, so the output is identical for any thread count.
public struct FrameExporter: Sendable {
    /// Worker threads (at least 1; more than the frame count is pointless and is clamped).
    public var threads: Int
    /// How frames are encoded.
    public var pngOptions: PNGOptions

    /// Every core, up to 64.
    public static var defaultThreadCount: Int { max(1, min(64, ProcessInfo.processInfo.activeProcessorCount)) }

    public init(threads: Int = FrameExporter.defaultThreadCount, pngOptions: PNGOptions = .default) {
        self.threads = max(1, threads)
        self.pngOptions = pngOptions
    }

    /// Renders `plan` from `scene` into `directory` as `output` (numbered frames by default), with
    /// `frames.json`. `settings` goes into the manifest verbatim; `progress` is called after each frame
    /// (serially, from worker threads). Returns the manifest written.
    @discardableResult
    public func export(_ scene: any AnimatedScene, plan: FramePlan, as output: ExportOutput = .frames, to directory: String,
                       settings: [String: ManifestValue] = [:],
                       progress: (@Sendable (ExportProgress) -> Void)? = nil) throws(ExportError) -> FrameManifest {
        guard !plan.frames.isEmpty else { throw .emptyPlan }
        AllocatorTuning.keepFreedMemory()
        let folder = try OutputFolder(directory)
        var staging: StagingFolder?
        do {
            let stage = try folder.withLock { () throws(ExportError) -> StagingFolder in
                folder.recoverStaleStaging()
                return try StagingFolder.make(in: folder)
            }
            staging = stage
            // Sampling the scene at every frame and encoding the JSON is serial work of its own: a frames
            // export does it on whichever thread finishes its frames first, while the other draws its last.
            let writeManifest = { @Sendable () throws(ExportError) -> FrameManifest in
                let manifest = FrameManifest(scene: scene, plan: plan, singleFile: output.fileName, settings: settings)
                let name = FrameFileName.manifest
                let bytes: [UInt8]
                do { bytes = try manifest.encoded() } catch { throw ExportError.cannotWrite(path: folder.file(name), reason: "\(error)") }
                try stage.write(name, bytes, shown: folder.file(name))
                return manifest
            }
            let manifest: FrameManifest
            if let name = output.fileName {
                try write(output, of: scene, plan: plan, to: stage.file(name), reportedAs: folder.file(name), progress: progress)
                manifest = try writeManifest()
            } else {
                manifest = try renderAll(scene, plan: plan, into: stage, of: folder, progress: progress, then: writeManifest)
            }
            try folder.withLock { () throws(ExportError) in try folder.commit(stage, placing: manifest.files + [FrameFileName.manifest]) }
            stage.remove(from: folder)
            return manifest
        } catch {
            // A staging folder that still holds a journal (a rollback that failed) stays for the next run.
            staging?.remove(from: folder)
            folder.removeCreatedFolders()
            throw error
        }
    }

    /// Step 2: every frame into the staging folder, in parallel, then `last` (the manifest) as one more piece
    /// of work, taken by the first thread to run out of frames; returns what `last` returned.
    private func renderAll(_ scene: any AnimatedScene, plan: FramePlan, into staging: StagingFolder, of folder: OutputFolder,
                           progress: (@Sendable (ExportProgress) -> Void)?,
                           then last: @escaping @Sendable () throws(ExportError) -> FrameManifest) throws(ExportError) -> FrameManifest {
        let total = plan.frames.count
        let names = plan.frames.map { FrameFileName.name(index: $0.index, frameCount: total) }
        let options = pngOptions
        let expected = scene.pixelSize
        let completed = ProgressCounter()
        // The latest encoding each worker finished, by frame index: a frame reuses the segments of the
        // latest one before it whose rows did not change (the same bytes as encoding it alone).
        let finished = Mutex<[(index: Int, encoding: PNGEncoding)]>([])
        // A run of frames that draw the same pixels is drawn and encoded once and written under each name.
        let runs = plan.stillRuns(of: scene)
        let manifest = Mutex<FrameManifest?>(nil)
        do {
            try WorkerPool.run(count: runs.count + 1, threads: threads) { k in
                guard k < runs.count else {
                    let written = try last()
                    manifest.withLock { $0 = written }
                    return
                }
                let i = runs[k].lowerBound
                let pixmap = scene.render(at: plan.frames[i].time)
                guard pixmap.width == expected.width, pixmap.height == expected.height else {
                    throw ExportError.frameSizeMismatch(index: i, expected: expected, got: (pixmap.width, pixmap.height))
                }
                let earlier = finished.withLock { list in
                    list.indices.filter { list[$0].index < i }.max { list[$0].index < list[$1].index }.map { list.remove(at: $0).encoding }
                }
                let encoding: PNGEncoding
                do { encoding = try PNGEncoding(pixmap, options: options, reusing: earlier, keepingRows: true) } catch {
                    throw ExportError.cannotWrite(path: folder.file(names[i]), reason: "\(error)")
                }
                encoding.compressAllSegments()
                let file = encoding.pngFile()
                for j in runs[k] {
                    try staging.write(names[j], file, shown: folder.file(names[j]))
                    completed.increment { done in progress?(ExportProgress(completed: done, total: total)) }
                }
                finished.withLock { $0.append((i, encoding)) }
            }
        } catch let error as ExportError {
            throw error
        } catch {
            throw .cannotWrite(path: folder.path, reason: "\(error)")
        }
        // The pool ran every index (a failure would have thrown above).
        if let written = manifest.withLock({ $0 }) { return written }
        return try last()
    }
}
