import Export
import Foundation
import ImageIO
import Motion
import Raster
import Testing

/// A complete run: the files written, their contents and the manifest.
@Suite struct ExportRunTests {
    @Test func writesOnePNGPerFrameAndTheManifest() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare()
        let plan = try FramePlan(.count(5), for: scene)
        try FrameExporter(threads: 2).export(scene, plan: plan, to: folder.path)
        #expect(folder.listing() == ["frame_000.png", "frame_001.png", "frame_002.png", "frame_003.png", "frame_004.png", "frames.json"])
        for frame in plan.frames {
            let decoded = try PNGFile.read(folder.file(FrameFileName.name(index: frame.index, frameCount: 5)))
            #expect(decoded == scene.render(at: frame.time), "frame \(frame.index)")
        }
    }

    @Test func createsAMissingFolderAndItsParents() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let out = folder.file("a/b/out")
        try FrameExporter(threads: 1).export(MovingSquare(), plan: FramePlan(.count(2), for: MovingSquare()), to: out)
        #expect(FileManager.default.fileExists(atPath: out + "/frame_001.png"))
    }

    @Test func manifestListsFilesTimesValuesAndSettings() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare(settleTime: 0.5)
        let plan = try FramePlan(.count(3), for: scene)
        let settings: [String: ManifestValue] = ["state": .string("night"), "frames": .int(3), "reduceMotion": .bool(false)]
        try FrameExporter(threads: 2).export(scene, plan: plan, to: folder.path, settings: settings)
        let manifest = try #require(FrameManifest.decode(folder.bytes("frames.json")))
        #expect(manifest.frames.map(\.file) == ["frame_000.png", "frame_001.png", "frame_002.png"])
        #expect(manifest.frames.map(\.time) == [0, 0.25, 0.5])
        #expect(manifest.frames.map(\.position) == ["0/2", "1/2", "2/2"])
        #expect(manifest.frames[1].values == ["squareX": 15, "progress": 0.5])
        #expect(manifest.accessibilityDescription == "Square, on")
        #expect(manifest.settings == settings)
        #expect(manifest.width == 40 && manifest.height == 20)
        #expect(manifest.settleTime == 0.5 && manifest.span == 0.5)
        #expect(manifest.formatVersion == 2)
    }

    @Test func manifestIsPrettyWithSortedKeys() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        try FrameExporter(threads: 1).export(MovingSquare(), plan: FramePlan(.count(2), for: MovingSquare()), to: folder.path)
        let text = String(decoding: folder.bytes("frames.json"), as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        let keys = ["accessibilityDescription", "files", "formatVersion", "frames", "height", "settings", "settleTime", "span", "width"]
        let offsets = keys.map { text.range(of: "\n  \"\($0)\"")?.lowerBound }
        #expect(offsets.allSatisfy { $0 != nil })
        #expect(offsets.compactMap { $0 } == offsets.compactMap { $0 }.sorted())
        #expect(text.contains("\"file\" : \"frame_000.png\""))
    }

    @Test func fpsPlanManifestRecordsSecondsAndEnd() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare(settleTime: 0.25)
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.rate(Rational(10)), for: scene), to: folder.path)
        let manifest = try #require(FrameManifest.decode(folder.bytes("frames.json")))
        #expect(manifest.frames.map(\.position) == ["0 s", "1/10 s", "1/5 s", "end"])
        #expect(manifest.frames.last?.time == 0.25)
    }

    @Test func progressCountsUpToTheTotalInOrder() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let seen = RenderProbeLog()
        try FrameExporter(threads: 3).export(MovingSquare(), plan: FramePlan(.count(12), for: MovingSquare()), to: folder.path,
                                             progress: { seen.append($0) })
        #expect(seen.all == (1...12).map { ExportProgress(completed: $0, total: 12) })
    }
}

/// Collects progress reports from worker threads.
final class RenderProbeLog: Sendable {
    private let items = Mutex<[ExportProgress]>([])
    func append(_ p: ExportProgress) { items.withLock { $0.append(p) } }
    var all: [ExportProgress] { items.withLock { $0 } }
}

import Synchronization
