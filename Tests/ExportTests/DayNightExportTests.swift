import Components
import Export
import HeadlessSwiftUI
import Motion
import Testing

/// The real component through the exporter (at 1×, few frames, to stay quick in debug builds).
@MainActor @Suite struct DayNightExportTests {
    func scene(reduceMotion: Bool = false) async throws -> ViewScene {
        var c = RenderConfiguration()
        c.scale = 1
        c.reduceMotion = reduceMotion
        return try await ComponentScenes.dayNightToggle(toNight: true, configuration: c)
    }

    @Test func dayToNightStartsAtDayAndEndsAtNight() async throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = try await scene()
        let manifest = try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(3), for: scene), to: folder.path)
        // The knob's position in its row (the shadowed circle's x) moves from the leading rest to the trailing one.
        let knob = "Circle.shadow.frame.x"
        let start = try #require(manifest.frames.first?.values[knob]), end = try #require(manifest.frames.last?.values[knob])
        #expect(start == 0 && end > 60)
        #expect(manifest.frames.last?.time == scene.settleTime)
        #expect(manifest.accessibilityDescription == "Night mode, switch, on")
        #expect(folder.bytes("frame_000.png") != folder.bytes("frame_002.png"))
    }

    @Test func reduceMotionShowsTheTargetFromFrameOne() async throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = try await scene(reduceMotion: true)
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(4), for: scene), to: folder.path)
        let frames = (0..<4).map { folder.bytes(FrameFileName.name(index: $0, frameCount: 4)) }
        #expect(frames[0] != frames[1])
        #expect(frames[1] == frames[2] && frames[2] == frames[3])
    }
}
