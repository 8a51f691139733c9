import Foundation
import ImageIO
import Motion
import Raster

extension APNGExporter {
    /// The frames of one export on their way from the scene to the file, shared by the workers.
    ///
    /// Each worker takes the next frame index and, for frame `i`: waits until `i` is less than `threads`
    /// past the first frame not yet written (so that encoded frames cannot pile up behind a slow one),
    /// renders it, waits for frame `i − 1` (rendered by another worker), finds the rectangle that changed,
    /// encodes it, and writes it as soon as every frame before it is written. A frame is needed by its own
    /// encoding and by the next frame's comparison; after both, its storage goes back for the next
    /// render (``Raster/Pixmap/recycle(_:)``). So at most `threads` + 1 frames exist at once, whatever
    /// the plan's length. The writer is started by frame 0's worker (its colour type depends on that frame).
    final class Pipeline: @unchecked Sendable {   // every var under `condition`
        private let condition = NSCondition()
        private let exporter: APNGExporter, scene: any AnimatedScene, plan: FramePlan, path: String, opaque: Bool?
        private let delays: [APNGDelay]
        private let progress: (@Sendable (ExportProgress) -> Void)?
        private var writer: APNGWriter?
        /// Rendered frames still needed, and by how many steps (their own encoding, the next one's comparison).
        private var frames: [Int: (pixmap: Pixmap, uses: Int)] = [:]
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

        /// Renders, encodes and (in turn) writes frame `index`: a worker's whole job for one frame.
        func run(frame index: Int) throws {
            do {
                guard wait(until: { index < $0.nextToWrite + $0.exporter.threads }) else { return }
                if index > 0, scene.isStill(from: plan.frames[index - 1].time, to: plan.frames[index].time) {
                    try keepStill(index)
                    return
                }
                try render(index)
                guard wait(until: { $0.writer != nil && (index == 0 || $0.frames[index - 1] != nil) }) else { return }
                let encoder = condition.withLock { writer!.encoder }
                let region = try encoder.region(of: frame(index), after: index == 0 ? nil : frame(index - 1), index: index)
                if index > 0 { release(index - 1) }
                let stored = try region.map { try encoder.encode(frame(index), region: $0) }
                release(index)
                try condition.withLock {
                    encoded[index] = stored
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
            defer { Pixmap.dropRecycled(width: scene.pixelSize.width, height: scene.pixelSize.height) }
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

        /// Renders frame `index` and keeps it; frame 0 also starts the writer.
        private func render(_ index: Int) throws {
            let pixmap = scene.render(at: plan.frames[index].time)
            let size = scene.pixelSize
            guard pixmap.width == size.width, pixmap.height == size.height else {
                throw ExportError.frameSizeMismatch(index: index, expected: size, got: (pixmap.width, pixmap.height))
            }
            let writer = index > 0 ? nil : try APNGWriter(path: path, width: size.width, height: size.height, loopCount: exporter.loopCount,
                                                           opaque: opaque ?? pixmap.isOpaque, options: exporter.pngOptions)
            condition.withLock {
                if let writer { self.writer = writer }
                frames[index] = (pixmap, index + 1 < plan.frames.count ? 2 : 1)
                condition.broadcast()
            }
        }

        /// Frame `index` draws what the frame before does (``AnimatedScene/isStill(from:to:)``): nothing is
        /// rendered or compared; it is the frame before's twin for the next comparison and is stored as no
        /// frame (the frame before lasts longer), which is what comparing the two pixmaps would find.
        private func keepStill(_ index: Int) throws {
            guard wait(until: { $0.frames[index - 1] != nil }) else { return }
            condition.withLock {
                frames[index] = (frames[index - 1]!.pixmap, index + 1 < plan.frames.count ? 2 : 1)
            }
            release(index - 1)
            release(index)
            try condition.withLock {
                encoded.updateValue(nil, forKey: index)
                try writeFramesInTurn()
                condition.broadcast()
            }
        }

        /// Rendered frame `index` (still kept).
        private func frame(_ index: Int) -> Pixmap { condition.withLock { frames[index]!.pixmap } }

        /// One step that needed frame `index` is done; after the last, its storage is recycled.
        private func release(_ index: Int) {
            let done = condition.withLock { () -> Pixmap? in
                frames[index]!.uses -= 1
                return frames[index]!.uses == 0 ? frames.removeValue(forKey: index)!.pixmap : nil
            }
            if let done { Pixmap.recycle(consume done) }
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
