import Components
import Export
import Motion
import Testing

/// The real component through the exporter (at 1×, few frames, to stay quick in debug builds).
@Suite struct DayNightExportTests {
    @Test func dayToNightStartsAtDayAndEndsAtNight() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1))
        let manifest = try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(3), for: scene), to: folder.path)
        #expect(manifest.frames.first?.values["knobProgress"] == 0)
        #expect(manifest.frames.last?.values["knobProgress"] == 1)
        #expect(manifest.frames.last?.time == scene.settleTime)
        #expect(manifest.accessibilityDescription == "Night mode, switch, on")
        #expect(folder.bytes("frame_000.png") != folder.bytes("frame_002.png"))
    }

    @Test func reduceMotionShowsTheTargetFromFrameOne() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = try DayNightToggleScene(toNight: true, environment: RenderEnvironment(scale: 1, reduceMotion: true))
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(4), for: scene), to: folder.path)
        let frames = (0..<4).map { folder.bytes(FrameFileName.name(index: $0, frameCount: 4)) }
        #expect(frames[0] != frames[1])
        #expect(frames[1] == frames[2] && frames[2] == frames[3])
    }
}
