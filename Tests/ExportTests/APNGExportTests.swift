import Export
import Export
import Foundation
import ImageIO
import Motion
import Raster
import Synchronization
import Testing

/// A scene's plan as one APNG: delays from the plan, frames as rendered, the same bytes for any
/// thread count, nothing left behind on failure.
@Suite struct APNGExportTests {
    @Test func fpsPlansHaveExactDelays() throws {
        let plan = try FramePlan(fps: Rational(30), start: 0, span: 0.1)
        let delays = plan.frameDelays(lastFrame: APNGDelay(seconds: 1, 1))
        #expect(plan.frames.count == 4)
        #expect(delays[0] == APNGDelay(seconds: 1, 30) && delays[1] == APNGDelay(seconds: 1, 30))
        #expect(delays[2].stored == (1, 30), "into the end frame: 0.1 − 2/30 s, a difference of Doubles, stored as 1/30")
        #expect(delays[3] == APNGDelay(seconds: 1, 1))
        let ntsc = try FramePlan(fps: Rational(decimal: "29.97")!, start: 0, span: 1)
        #expect(ntsc.frameDelays(lastFrame: APNGDelay(seconds: 1, 1)).dropLast(2).allSatisfy { $0 == APNGDelay(seconds: 100, 2997) })
    }

    @Test func framesPlansShareTheSpanEvenly() throws {
        let plan = try FramePlan(frameCount: 5, start: 0, span: 1)
        #expect(plan.frameDelays(lastFrame: APNGDelay(seconds: 1, 2)).map(\.stored.denominator) == [4, 4, 4, 4, 2])
        let odd = try FramePlan(frameCount: 30, start: 0, span: 1.0698177890604283).frameDelays(lastFrame: APNGDelay(seconds: 1, 1))
        #expect(Set(odd.dropLast()).count == 1 && abs(odd[0].seconds - 1.0698177890604283 / 29) < 1e-14)
    }

    @Test func theAPNGHoldsThePlansFramesAndDelays() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare()
        let plan = try FramePlan(.count(6), for: scene)
        let reports = Mutex<[Int]>([])
        try APNGExporter(threads: 2, loopCount: 2, lastFrameDelay: APNGDelay(seconds: 3, 2))
            .export(scene, plan: plan, to: folder.file("a.png")) { p in reports.withLock { $0.append(p.completed) } }
        #expect(reports.withLock { $0 } == [1, 2, 3, 4, 5, 6])
        let image = try APNGDecoder.decode(folder.bytes("a.png"))
        #expect(image.loopCount == 2 && image.frames.count == 6)
        #expect(image.frames.map(\.pixmap) == plan.frames.map { scene.render(at: $0.time) })
        #expect(image.frames.map(\.delaySeconds) == [0.2, 0.2, 0.2, 0.2, 0.2, 1.5])
        #expect(folder.listing() == ["a.png"])
    }

    @Test func sameBytesForAnyThreadCount() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare()
        let plan = try FramePlan(.count(9), for: scene)
        for threads in [1, 2, 4] { try APNGExporter(threads: threads).export(scene, plan: plan, to: folder.file("\(threads).png")) }
        #expect(folder.bytes("1.png") == folder.bytes("2.png") && folder.bytes("2.png") == folder.bytes("4.png"))
    }

    /// Many more frames than threads, the second half identical (the square settled): frames written in
    /// turn from any worker, repeats merged into the frame before, the same bytes for 1, 2, 3 and 4 threads.
    @Test func sameBytesForAnyThreadCountOverALongPlanWithRepeats() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare()
        let plan = try FramePlan(.count(61), for: scene, duration: 2)
        for threads in [1, 2, 3, 4] { try APNGExporter(threads: threads).export(scene, plan: plan, to: folder.file("\(threads).png")) }
        let one = try APNGDecoder.decode(folder.bytes("1.png"))
        #expect(one.frames.count == 31)   // the frames from 1 s on repeat the settled square
        #expect(one.frames.last!.pixmap == scene.render(at: 2))
        for threads in [2, 3, 4] { #expect(folder.bytes("\(threads).png") == folder.bytes("1.png")) }
    }

    @Test func aFailedExportLeavesNothing() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let plan = try FramePlan(.count(5), for: MovingSquare())
        #expect(throws: ExportError.frameSizeMismatch(index: 2, expected: (40, 20), got: (3, 3))) {
            try APNGExporter(threads: 2).export(MovingSquare(brokenTime: 0.5), plan: plan, to: folder.file("a.png"))
        }
        #expect(folder.listing().isEmpty)
        #expect(throws: ExportError.self) { try APNGExporter().export(MovingSquare(), plan: plan, to: folder.file("missing/a.png")) }
        do { try APNGExporter().export(MovingSquare(), plan: plan, to: folder.file("missing/a.png")) } catch {
            #expect(error.description == "cannot write '\(folder.file("missing/a.png"))': No such file or directory")
        }
        #expect(folder.listing().isEmpty)
    }
}
