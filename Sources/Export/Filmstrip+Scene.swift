import Motion
import Raster
import Synchronization

extension Filmstrip {
    /// The filmstrip of `plan` rendered from `scene` at `scale` pixels per point (the scene's own scale):
    /// every frame with its time. Frames are rendered on `threads` threads; each is pasted into the
    /// strip under a lock as soon as it is rendered and then dropped, so at most `threads` frames exist
    /// at once. Cells do not overlap, so the order of pasting changes no pixel: the strip is the same
    /// for any thread count.
    public static func render(_ scene: any AnimatedScene, plan: FramePlan, scale: Double, style: Style = Style(),
                              threads: Int = FrameExporter.defaultThreadCount) throws(FilmstripError) -> Pixmap {
        let size = scene.pixelSize
        let strip = Mutex(try Filmstrip(frameWidth: size.width, frameHeight: size.height, frameCount: plan.frames.count,
                                        scale: scale, style: style))
        do {
            try WorkerPool.run(count: plan.frames.count, threads: threads) { i in
                let frame = plan.frames[i]
                let pixmap = scene.render(at: frame.time)
                try strip.withLock { strip throws(FilmstripError) in try strip.place(pixmap, at: i, time: frame.time) }
            }
        } catch let error as FilmstripError {
            throw error
        } catch {
            preconditionFailure("WorkerPool rethrows only what the work throws, here FilmstripError: \(error)")
        }
        return strip.withLock { $0.pixmap }
    }
}
