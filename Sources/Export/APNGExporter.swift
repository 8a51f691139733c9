import ImageIO
import Motion
import Raster

/// Renders a scene's frame plan into one animated PNG (``ImageIO/APNGWriter``).
///
/// Frames are rendered and encoded on `threads` threads, each frame against the one before it
/// (``ImageIO/APNGFrameEncoder``), and appended in plan order as soon as their turn comes (``Pipeline``):
/// a frame is freed once encoded and compared with the next, so at most `threads` + 1 frames exist at
/// once and memory stays flat in the number of frames. The file appears at `path` only
/// when complete (written to a temporary file beside it, then renamed); on any failure nothing is left.
/// The bytes depend only on the scene, the plan and the settings, never on the thread count.
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
        let pipeline = Pipeline(self, scene: scene, plan: plan, path: path, opaque: opaque, progress: progress)
        do {
            try WorkerPool.run(count: plan.frames.count, threads: threads) { try pipeline.run(frame: $0) }
            try pipeline.finish(failed: false)
        } catch {
            try? pipeline.finish(failed: true)
            if let error = error as? ExportError { throw error }
            throw Self.failure(path, error)
        }
    }

    /// The writer's error as an export error, without repeating the path.
    private static func failure(_ path: String, _ error: any Error) -> ExportError {
        if case PNGError.writeFailed(_, let reason)? = error as? PNGError { return .cannotWrite(path: path, reason: reason) }
        return .cannotWrite(path: path, reason: "\(error)")
    }
}
