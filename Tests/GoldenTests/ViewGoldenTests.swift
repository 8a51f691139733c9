import Foundation
import GoldenTesting
import HeadlessSwiftUI
import Testing
import ViewGoldenTesting

/// `assertGolden(of:)`: a view rendered by the view layer and compared with `Fixtures/golden/view-golden/`,
/// at one instant or frame by frame after a tap; and the record-mode trait.
@Suite struct ViewGoldenTests {
    struct Row: View {
        @State var isOn = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $isOn).padding().frame(width: 240)
        }
    }

    static var scale1: RenderConfiguration {
        var c = RenderConfiguration()
        c.scale = 1
        return c
    }

    @Test @MainActor func aViewMatchesItsGolden() async throws {
        try await assertGolden(of: Capsule().fill(Color.green).frame(width: 40, height: 20), named: "capsule", group: "view-golden",
                               configuration: Self.scale1)
    }

    /// After a tap, frame by frame: `switch@0.000s.png`, `switch@0.100s.png`, and the settled one.
    @Test @MainActor func anAnimatedGoldenIsCheckedFrameByFrame() async throws {
        try await assertGolden(of: Row(), named: "switch", group: "view-golden", configuration: Self.scale1,
                               taps: [GoldenTap("Wi-Fi")], at: [0, 0.1, .settled])
        let frames = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter { $0.hasPrefix("switch@") }.sorted()
        #expect(frames.count == 3 && frames[0] == "switch@0.000s.png" && frames[1] == "switch@0.100s.png", "\(frames)")
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden/view-golden")

    /// A temporary folder of goldens holding a copy of `capsule.png` (deliberate failures stay out of the run's report).
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("view-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("capsule.png"), to: folder.appendingPathComponent("capsule.png"))
        return folder
    }

    /// Another view under the same name fails, and the message says how to re-record on purpose.
    @Test @MainActor func aDifferentViewFails() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try await assertGolden(of: Capsule().fill(Color.red).frame(width: 40, height: 20), named: "capsule", group: "", directory: folder,
                                   configuration: Self.scale1, environment: ["TOGGLERENDER_RECORD": "never"])
            Issue.record("a red capsule matched the green golden")
        } catch let failure as GoldenFailure {
            guard case .mismatch = failure else { Issue.record("\(failure)"); return }
            #expect("\(failure)".contains("TOGGLERENDER_RECORD=failed") && "\(failure)".contains("capsule.png"))
        }
    }

    /// The trait sets the mode for its test: `.never` fails on a missing golden even where the environment
    /// would record it, and CI=true never records whatever the trait says.
    @Test(.recording(.never)) @MainActor func theTraitSetsTheRecordMode() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(GoldenRecording.current == .never)
        await #expect(throws: GoldenFailure.self) {
            try await assertGolden(of: Circle().frame(width: 4, height: 4), named: "never-recorded", group: "", directory: folder,
                                   configuration: Self.scale1, environment: ["TOGGLERENDER_RECORD": "missing"])
        }
        await GoldenRecording.$current.withValue(.all) {
            await #expect(throws: GoldenFailure.self) {
                try await assertGolden(of: Circle().frame(width: 4, height: 4), named: "never-recorded", group: "", directory: folder,
                                       configuration: Self.scale1, environment: ["CI": "true"])
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("never-recorded.png").path))
        // Where nothing forbids it, the trait's mode records.
        try await GoldenRecording.$current.withValue(.missing) {
            try await assertGolden(of: Circle().frame(width: 4, height: 4), named: "recorded", group: "", directory: folder,
                                   configuration: Self.scale1, environment: ["TOGGLERENDER_RECORD": "never"])
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("recorded.png").path))
    }
}
