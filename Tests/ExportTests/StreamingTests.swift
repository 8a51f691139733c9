import Export
import Motion
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
}
