import ImageIO
import Motion
import Raster
import Synchronization

/// Renders a scene's frame plan into one animated PNG (``ImageIO/APNGWriter``).
///
/// Frames go in batches of `threads`: the batch is rendered in parallel, then encoded in parallel (each
/// frame against the one before it, ``ImageIO/APNGFrameEncoder``), then appended in plan order. A batch
/// is dropped once appended (its last frame kept, for the next batch's first), so at most `threads` + 1
/// frames exist at once and memory stays flat in the number of frames. The file appears at `path` only
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
        let size = scene.pixelSize
        let delays = plan.frameDelays(lastFrame: lastFrameDelay)
        var writer: APNGWriter?
        var previous: Pixmap?
        let total = plan.frames.count
        for batchStart in stride(from: 0, to: total, by: threads) {
            let batch = Array(batchStart..<min(total, batchStart + threads))
            let frames: [Pixmap]
            do {
                frames = try parallelMap(batch) { scene.render(at: plan.frames[$0].time) }
            } catch { writer?.cancel(); throw Self.failure(path, error) }
            for (index, frame) in zip(batch, frames) where frame.width != size.width || frame.height != size.height {
                writer?.cancel()
                throw .frameSizeMismatch(index: index, expected: size, got: (frame.width, frame.height))
            }
            // The colour type goes into the header, so the writer starts once the first frame is known.
            if writer == nil {
                do {
                    writer = try APNGWriter(path: path, width: size.width, height: size.height, loopCount: loopCount,
                                            opaque: opaque ?? frames[0].isOpaque, options: pngOptions)
                } catch { throw Self.failure(path, error) }
            }
            let encoder = writer!.encoder, before = previous
            do {
                let encoded = try parallelMap(Array(batch.indices)) { k in
                    try encoder.encode(frames[k], after: k == 0 ? before : frames[k - 1], index: batch[k])
                }
                for (index, frame) in zip(batch, encoded) {
                    try writer!.append(encoded: frame, delay: delays[index])
                    progress?(ExportProgress(completed: index + 1, total: total))
                }
            } catch { writer!.cancel(); throw Self.failure(path, error) }
            previous = frames.last
        }
        do { try writer!.finish() } catch { throw Self.failure(path, error) }
    }

    /// `transform` of each element, on `threads` threads, in order.
    private func parallelMap<T: Sendable, U: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) throws -> U) throws -> [U] {
        let results = Mutex<[Int: U]>([:])
        try WorkerPool.run(count: items.count, threads: threads) { k in
            let value = try transform(items[k])
            results.withLock { $0[k] = value }
        }
        return results.withLock { r in items.indices.map { r[$0]! } }
    }

    /// The writer's error as an export error, without repeating the path.
    private static func failure(_ path: String, _ error: any Error) -> ExportError {
        if case PNGError.writeFailed(_, let reason)? = error as? PNGError { return .cannotWrite(path: path, reason: reason) }
        return .cannotWrite(path: path, reason: "\(error)")
    }
}
