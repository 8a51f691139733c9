import Motion
import Raster
import Synchronization

extension Filmstrip {
    /// The filmstrip of `plan` rendered from `scene` at `scale` pixels per point (the scene's own scale):
    /// every frame with its time. Frames are rendered on `threads` threads; each is kept compactly with
    /// its label (``place(_:at:time:)``) as soon as it is rendered and then dropped, so at most `threads`
    /// frames exist at once. Cells do not overlap, so the order of placing changes no pixel: the strip is
    /// the same for any thread count. Encode it with `PNGEncoding(bands:)`, which composes its rows band by band.
    public static func render(_ scene: any AnimatedScene, plan: FramePlan, scale: Double, style: Style = Style(),
                              threads: Int = FrameExporter.defaultThreadCount) throws(FilmstripError) -> Filmstrip {
        let size = scene.pixelSize
        let empty = try Filmstrip(frameWidth: size.width, frameHeight: size.height, frameCount: plan.frames.count,
                                  scale: scale, style: style)
        let strip = Mutex(empty)
        defer { Pixmap.dropRecycled(width: size.width, height: size.height) }
        do {
            try WorkerPool.run(count: plan.frames.count, threads: threads) { i in
                let frame = plan.frames[i]
                let pixmap = scene.render(at: frame.time)
                let cell = try empty.cell(pixmap, at: i, time: frame.time)
                Pixmap.recycle(consume pixmap)   // the next frame is drawn in its storage
                strip.withLock { $0.store(cell, at: i) }
            }
        } catch let error as FilmstripError {
            throw error
        } catch {
            preconditionFailure("WorkerPool rethrows only what the work throws, here FilmstripError: \(error)")
        }
        return strip.withLock { $0 }
    }
}
