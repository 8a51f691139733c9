import Export
import Motion
import Raster
import Testing

/// Memory stays flat in the number of frames: a frame is rendered only when a worker is free, so no
/// more than `threads` frames exist at once.
@Suite struct StreamingTests {
    @Test(arguments: [1, 2, 3])
    func framesInFlightNeverExceedTheThreadCount(threads: Int) throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let probe = RenderProbe()
        let scene = MovingSquare(probe: probe)
        try FrameExporter(threads: threads).export(scene, plan: FramePlan(.count(40), for: scene), to: folder.path,
                                                   progress: { _ in probe.finished() })
        #expect(probe.startedCount == 40)
        #expect(probe.maxInFlight <= threads)
        #expect(probe.maxInFlight >= 1)
    }

    /// An APNG's frames are written in order as they are encoded: a frame is rendered only when it is less
    /// than `threads` past the first frame not yet written, so at most `threads` are rendered and unwritten.
    @Test(arguments: [1, 2, 3])
    func apngFramesInFlightNeverExceedTheThreadCount(threads: Int) throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let probe = RenderProbe()
        let scene = MovingSquare(probe: probe)
        try APNGExporter(threads: threads).export(scene, plan: FramePlan(.count(40), for: scene), to: folder.file("a.png"),
                                                  progress: { _ in probe.finished() })
        #expect(probe.startedCount == 40)
        #expect(probe.maxInFlight <= threads)
        #expect(probe.maxInFlight >= 1)
    }
}

/// A still stretch is drawn once and written under each of its names, with the bytes of drawing each frame.
@Suite struct StillRunTests {
    /// `MovingSquare` that stops at 0.4 s and says so (or does not, as the reference).
    struct PausingSquare: AnimatedScene {
        var tellsStillness: Bool
        var probe: RenderProbe
        var square: MovingSquare { MovingSquare(settleTime: 0.4) }
        var settleTime: Double { 1 }
        var pixelSize: (width: Int, height: Int) { square.pixelSize }
        func render(at time: Double) -> Pixmap { probe.started(); return square.render(at: time) }
        func values(at time: Double) -> [(name: String, value: Double)] { square.values(at: time) }
        var accessibilityDescription: String { square.accessibilityDescription }
        func isStill(from start: Double, to end: Double) -> Bool { tellsStillness && start >= 0.4 && start <= end }
    }

    @Test(arguments: [1, 3])
    func aStillRunIsDrawnOnceWithTheSameBytes(threads: Int) throws {
        let plain = TemporaryFolder(), still = TemporaryFolder()
        defer { plain.remove(); still.remove() }
        let probe = RenderProbe(), reference = RenderProbe()
        let scene = PausingSquare(tellsStillness: true, probe: probe)
        let plan = try FramePlan(.count(21), for: scene)              // every 0.05 s; frames 8 … 20 are still
        #expect(plan.stillRuns(of: scene) == (0..<8).map { $0..<($0 + 1) } + [8..<21])
        try FrameExporter(threads: threads).export(scene, plan: plan, to: still.path)
        try FrameExporter(threads: threads).export(PausingSquare(tellsStillness: false, probe: reference), plan: plan, to: plain.path)
        #expect(probe.startedCount == 9)
        #expect(reference.startedCount == 21)
        #expect(still.listing() == plain.listing())
        for name in plain.listing() { #expect(still.bytes(name) == plain.bytes(name), "\(name)") }
    }

    @Test(arguments: [1, 2, 3])
    func anAPNGRendersAStillRunOnceWithTheSameBytes(threads: Int) throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let probe = RenderProbe(), reference = RenderProbe()
        let scene = PausingSquare(tellsStillness: true, probe: probe)
        let plan = try FramePlan(.count(21), for: scene)
        try APNGExporter(threads: threads).export(scene, plan: plan, to: folder.file("still.png"))
        try APNGExporter(threads: threads).export(PausingSquare(tellsStillness: false, probe: reference), plan: plan, to: folder.file("plain.png"))
        #expect(probe.startedCount == 9)
        #expect(reference.startedCount == 21)
        #expect(folder.bytes("still.png") == folder.bytes("plain.png"))
    }
}
