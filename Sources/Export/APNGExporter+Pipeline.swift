import Foundation
import ImageIO
import Motion
import Raster

extension APNGExporter {
    /// The frames of one export on their way from the scene to the file, shared by the workers.
    ///
    /// Each worker takes the next frame index and, for frame `i`: waits until `i` is less than `threads`
    /// past the first frame not yet written (so that encoded frames cannot pile up behind a slow one),
    /// renders it, leaves it for frame `i + 1`, waits for frame `i − 1` (left by its worker), finds the
    /// rectangle that changed, drops frame `i − 1`, and encodes. An encoded frame is written as soon as
    /// every frame before it is. So a frame lives from its render until its own encoding and the next
    /// frame's comparison are done: at most `threads` + 1 frames exist at once, whatever the plan's
    /// length, and each is freed as soon as nothing needs it. The writer is started by frame 0's worker (its
    /// colour type depends on that frame).
    final class Pipeline: @unchecked Sendable {   // every var under `condition`
        private let condition = NSCondition()
        private let exporter: APNGExporter, scene: any AnimatedScene, plan: FramePlan, path: String, opaque: Bool?
        private let delays: [APNGDelay]
        private let progress: (@Sendable (ExportProgress) -> Void)?
        private var writer: APNGWriter?
        /// Rendered frames that the next frame's worker has not compared with yet.
        private var waitingForNext: [Int: Pixmap] = [:]
        /// Encoded frames (nil: identical to the one before) waiting for the frames before them to be written.
        private var encoded: [Int: APNGFrameEncoder.Frame?] = [:]
        private var nextToWrite = 0
        /// Set by a worker that failed: the others stop waiting and leave its error to be reported.
        private var stopped = false

        init(_ exporter: APNGExporter, scene: any AnimatedScene, plan: FramePlan, path: String, opaque: Bool?,
             progress: (@Sendable (ExportProgress) -> Void)?) {
            self.exporter = exporter; self.scene = scene; self.plan = plan; self.path = path; self.opaque = opaque
            self.progress = progress
            delays = plan.frameDelays(lastFrame: exporter.lastFrameDelay)
        }

        /// Renders, encodes and (in turn) writes frame `index`; a worker's whole job for one frame.
        func run(frame index: Int) throws {
            do {
                guard wait(until: { index < $0.nextToWrite + $0.exporter.threads }) else { return }
                let pixmap = scene.render(at: plan.frames[index].time)
                let size = scene.pixelSize
                guard pixmap.width == size.width, pixmap.height == size.height else {
                    throw ExportError.frameSizeMismatch(index: index, expected: size, got: (pixmap.width, pixmap.height))
                }
                if index == 0 { try startWriter(firstFrame: pixmap) }
                condition.withLock {
                    if index + 1 < plan.frames.count { waitingForNext[index] = pixmap }
                    condition.broadcast()
                }
                guard wait(until: { $0.writer != nil && (index == 0 || $0.waitingForNext[index - 1] != nil) }) else { return }
                let (encoder, previous) = condition.withLock { (writer!.encoder, index == 0 ? nil : waitingForNext.removeValue(forKey: index - 1)) }
                let frame = try encoder.region(of: pixmap, after: previous, index: index).map { try encoder.encode(pixmap, region: $0) }
                try condition.withLock {
                    encoded[index] = frame
                    try writeFramesInTurn()
                    condition.broadcast()
                }
            } catch {
                condition.withLock {
                    stopped = true
                    condition.broadcast()
                }
                throw error
            }
        }

        /// Writes the last frame and renames the file onto the path; or, after a failure, removes it.
        func finish(failed: Bool) throws {
            if failed { writer?.cancel(); return }
            try writer!.finish()
        }

        /// Waits until `ready` holds (true) or a worker failed (false).
        private func wait(until ready: (Pipeline) -> Bool) -> Bool {
            condition.withLock {
                while !stopped && !ready(self) { condition.wait() }
                return !stopped
            }
        }

        private func startWriter(firstFrame: Pixmap) throws {
            let size = scene.pixelSize
            let writer = try APNGWriter(path: path, width: size.width, height: size.height, loopCount: exporter.loopCount,
                                        opaque: opaque ?? firstFrame.isOpaque, options: exporter.pngOptions)
            condition.withLock { self.writer = writer }
        }

        /// Appends every encoded frame whose turn has come (under the lock).
        private func writeFramesInTurn() throws {
            while let frame = encoded.removeValue(forKey: nextToWrite) {
                try writer!.append(encoded: frame, delay: delays[nextToWrite])
                nextToWrite += 1
                progress?(ExportProgress(completed: nextToWrite, total: plan.frames.count))
            }
        }
    }
}
