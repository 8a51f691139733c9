import Foundation
import ImageIO
import Motion
import Raster
import Synchronization

/// Turns any ``AnimatedScene`` into numbered PNG frames and a `frames.json`, rendering in parallel.
///
/// The run, in order:
/// 1. open (or create) the output folder and read the earlier run's `frames.json`, if any;
/// 2. render, encode and write every frame into a hidden staging folder inside it, on `threads` threads,
///    each frame dropped as soon as it is written (memory is flat in the number of frames);
/// 3. only once every frame has succeeded: move the frames into place, remove the earlier run's frames
///    this run did not overwrite, write `frames.json` atomically, last.
///
/// On any failure everything this run wrote is removed (and folders it created), so a failed run
/// leaves the folder as it found it. Files the earlier manifest does not list are never touched.
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
        let manifest = FrameManifest(scene: scene, plan: plan, singleFile: output.fileName, settings: settings)
        var folder = try OutputFolder(directory)
        do {
            let previous = folder.previousOutputs()
            try folder.makeStaging()
            if let name = output.fileName {
                try write(output, of: scene, plan: plan, to: folder.staged(name), reportedAs: folder.file(name), progress: progress)
            } else {
                try renderAll(scene, plan: plan, manifest: manifest, into: folder, progress: progress)
            }
            for name in manifest.files { try folder.place(name) }
            for name in Set(previous).subtracting(manifest.files).sorted() { try folder.remove(name) }
            try write(manifest, in: &folder)
            folder.removeStaging()
            return manifest
        } catch {
            folder.rollBack()
            throw error
        }
    }

    /// Step 2: every frame into the staging folder, in parallel.
    private func renderAll(_ scene: any AnimatedScene, plan: FramePlan, manifest: FrameManifest,
                           into folder: OutputFolder, progress: (@Sendable (ExportProgress) -> Void)?) throws(ExportError) {
        let total = plan.frames.count
        let options = pngOptions
        let expected = scene.pixelSize
        let completed = ProgressCounter()
        // The latest encoding each worker finished, by frame index: a frame reuses the segments of the
        // latest one before it whose rows did not change (the same bytes as encoding it alone).
        let finished = Mutex<[(index: Int, encoding: PNGEncoding)]>([])
        do {
            try WorkerPool.run(count: total, threads: threads) { i in
                let pixmap = scene.render(at: plan.frames[i].time)
                guard pixmap.width == expected.width, pixmap.height == expected.height else {
                    throw ExportError.frameSizeMismatch(index: i, expected: expected, got: (pixmap.width, pixmap.height))
                }
                let earlier = finished.withLock { list in
                    list.indices.filter { list[$0].index < i }.max { list[$0].index < list[$1].index }.map { list.remove(at: $0).encoding }
                }
                let encoding: PNGEncoding
                do { encoding = try PNGEncoding(pixmap, options: options, reusing: earlier, keepingRows: true) } catch {
                    throw ExportError.cannotWrite(path: folder.file(manifest.files[i]), reason: "\(error)")
                }
                encoding.compressAllSegments()
                try folder.writeStaged(manifest.files[i], encoding.pngFile())
                finished.withLock { $0.append((i, encoding)) }
                completed.increment { done in progress?(ExportProgress(completed: done, total: total)) }
            }
        } catch let error as ExportError {
            throw error
        } catch {
            throw .cannotWrite(path: folder.path, reason: "\(error)")
        }
    }

    /// Step 3's last part: `frames.json`, staged then renamed, so a reader never sees half of it.
    private func write(_ manifest: FrameManifest, in folder: inout OutputFolder) throws(ExportError) {
        let name = FrameFileName.manifest
        let bytes: [UInt8]
        do { bytes = try manifest.encoded() } catch {
            throw .cannotWrite(path: folder.file(name), reason: "\(error)")
        }
        guard FileManager.default.createFile(atPath: folder.staged(name), contents: Data(bytes)) else {
            throw .cannotWrite(path: folder.file(name), reason: "the file could not be created")
        }
        try folder.place(name)
    }
}
