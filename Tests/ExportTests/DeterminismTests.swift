import Export
import Foundation
import Motion
import Testing

/// The same run gives the same bytes, frames and manifest, whatever the thread count.
@Suite struct DeterminismTests {
    @Test func oneTwoAndFourThreadsWriteIdenticalFiles() throws {
        let scene = MovingSquare(settleTime: 1.0698)
        let plan = try FramePlan(.count(24), for: scene)
        var runs: [[(String, [UInt8])]] = []
        for threads in [1, 2, 4] {
            let folder = TemporaryFolder(); defer { folder.remove() }
            try FrameExporter(threads: threads).export(scene, plan: plan, to: folder.path, settings: ["frames": .int(24)])
            runs.append(folder.listing().map { ($0, folder.bytes($0)) })
        }
        #expect(runs[0].count == 25)
        for run in runs.dropFirst() {
            #expect(run.map(\.0) == runs[0].map(\.0))
            #expect(run.map(\.1) == runs[0].map(\.1))
        }
        // Frames differ from each other (so identical runs are not trivially identical).
        #expect(Set(runs[0].map(\.1)).count == 25)
    }
}
