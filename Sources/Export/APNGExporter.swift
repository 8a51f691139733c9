import ImageIO
import Motion
import Raster
import Synchronization

/// Renders a scene's frame plan into one animated PNG (``ImageIO/APNGWriter``).
///
/// Frames are rendered `threads` at a time in parallel and appended in plan order; each batch is
/// dropped once appended, so at most `threads` frames exist at once besides the writer's one previous
/// frame, and memory stays flat in the number of frames. The file appears at `path` only when complete
/// (written to a temporary file beside it, then renamed); on any failure nothing is left. The bytes
/// depend only on the scene, the plan and the settings, never on the thread count.
public struct APNGExporter: Sendable {
    /// Threads rendering frames (at least 1).
    public var threads: Int
    /// Filter, zlib settings, sRGB and pHYs (set `scale` for the pHYs chunk, as the PNG frames have).
    public var pngOptions: PNGOptions
    /// Times the animation plays; 0 for ever.
    public var loopCount: Int
    /// How long the last frame (the settled state) shows before the animation loops or stops.
    public var lastFrameDelay: APNGDelay

    public init(threads: Int = FrameExporter.defaultThreadCount, pngOptions: PNGOptions = .default, loopCount: Int = 0,
                lastFrameDelay: APNGDelay = APNGDelay(seconds: 1, 1)) {
        self.threads = max(1, threads)
        self.pngOptions = pngOptions
        self.loopCount = loopCount
        self.lastFrameDelay = lastFrameDelay
    }

    /// Writes `plan`'s frames of `scene` to `path` (its folder must exist). `opaque` promises that every
    /// frame is opaque (an opaque background): the file is then RGB, a quarter smaller; nil decides from the
    /// plan's first frame (scenes either fill their canvas or leave it transparent around the component).
    /// `progress` is called after each frame is appended, in order.
    public func export(_ scene: any AnimatedScene, plan: FramePlan, to path: String, opaque: Bool? = nil,
                       progress: (@Sendable (ExportProgress) -> Void)? = nil) throws(ExportError) {
        guard !plan.frames.isEmpty else { throw .emptyPlan }
        let size = scene.pixelSize
        let delays = plan.frameDelays(lastFrame: lastFrameDelay)
        var writer: APNGWriter?
        let total = plan.frames.count
        for batchStart in stride(from: 0, to: total, by: threads) {
            let batch = Array(batchStart..<min(total, batchStart + threads))
            let rendered = Mutex<[Int: Pixmap]>([:])
            do {
                try WorkerPool.run(count: batch.count, threads: threads) { k in
                    let frame = scene.render(at: plan.frames[batch[k]].time)
                    rendered.withLock { $0[batch[k]] = frame }
                }
            } catch { writer?.cancel(); throw Self.failure(path, error) }
            for index in batch {
                let frame = rendered.withLock { $0.removeValue(forKey: index)! }
                guard frame.width == size.width, frame.height == size.height else {
                    writer?.cancel()
                    throw .frameSizeMismatch(index: index, expected: size, got: (frame.width, frame.height))
                }
                // The colour type goes into the header, so the writer starts once the first frame is known.
                if writer == nil {
                    do {
                        writer = try APNGWriter(path: path, width: size.width, height: size.height, loopCount: loopCount,
                                                opaque: opaque ?? frame.isOpaque, options: pngOptions)
                    } catch { throw Self.failure(path, error) }
                }
                do { try writer!.append(frame, delay: delays[index]) } catch { throw Self.failure(path, error) }
                progress?(ExportProgress(completed: index + 1, total: total))
            }
        }
        do { try writer!.finish() } catch { throw Self.failure(path, error) }
    }

    /// The writer's error as an export error, without repeating the path.
    private static func failure(_ path: String, _ error: any Error) -> ExportError {
        if case PNGError.writeFailed(_, let reason)? = error as? PNGError { return .cannotWrite(path: path, reason: reason) }
        return .cannotWrite(path: path, reason: "\(error)")
    }
}
