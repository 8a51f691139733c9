import Export
import Foundation
import Motion
import Testing

/// A second run into the same folder replaces the first one's frames and touches nothing else.
@Suite struct CleanupTests {
    @Test func fewerFramesRemoveTheEarlierRunsExtraFrames() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare()
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(6), for: scene), to: folder.path)
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(3), for: scene), to: folder.path)
        #expect(folder.listing() == ["frame_000.png", "frame_001.png", "frame_002.png", "frames.json"])
        let manifest = try #require(FrameManifest.decode(folder.bytes("frames.json")))
        #expect(manifest.frames.count == 3)
    }

    @Test func unrelatedFilesSurvive() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        folder.write("keep me", to: "notes.txt")
        folder.write("not listed", to: "frame_900.png")
        let scene = MovingSquare()
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(4), for: scene), to: folder.path)
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(2), for: scene), to: folder.path)
        #expect(folder.listing() == ["frame_000.png", "frame_001.png", "frame_900.png", "frames.json", "notes.txt"])
        #expect(folder.bytes("notes.txt") == Array("keep me".utf8))
        #expect(folder.bytes("frame_900.png") == Array("not listed".utf8))
    }

    @Test func aManifestListingOtherNamesRemovesNothingElse() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare()
        try FrameExporter(threads: 1).export(scene, plan: FramePlan(.count(2), for: scene), to: folder.path)
        // Someone edits the manifest to list files that are not frames.
        folder.write("precious", to: "precious.png")
        let edited = String(decoding: folder.bytes("frames.json"), as: UTF8.self)
            .replacingOccurrences(of: "frame_001.png", with: "precious.png")
        folder.write(edited, to: "frames.json")
        try FrameExporter(threads: 1).export(scene, plan: FramePlan(.count(2), for: scene), to: folder.path)
        #expect(folder.bytes("precious.png") == Array("precious".utf8))
    }

    @Test func fourDigitRunReplacesThreeDigitRun() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let scene = MovingSquare()
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(3), for: scene), to: folder.path)
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(1000), for: scene), to: folder.path)
        let names = folder.listing()
        #expect(names.count == 1001)
        #expect(!names.contains("frame_000.png"))
        #expect(names.first == "frame_0000.png" && names[999] == "frame_0999.png")
    }
}
