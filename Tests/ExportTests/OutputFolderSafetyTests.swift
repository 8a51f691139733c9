import Foundation
import Motion
import Synchronization
import Testing
@testable import Export

/// The output folder cannot be tricked: an edited `frames.json`, links, folders in the way, leftovers of
/// killed runs and runs at once never make an export touch anything but its own files.
@Suite struct OutputFolderSafetyTests {
    let scene = MovingSquare()

    func export(_ frames: Int, to path: String) throws {
        try FrameExporter(threads: 2).export(scene, plan: FramePlan(.count(frames), for: scene), to: path)
    }

    /// Every name and its bytes (a link as "-> target"), hidden ones included.
    func snapshot(_ folder: TemporaryFolder, _ sub: String? = nil) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for name in folder.listing(sub) {
            let path = sub.map { "\($0)/\(name)" } ?? name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file(path)) {
                out[path] = Array("-> \(target)".utf8)
            } else {
                out[path] = folder.bytes(path)
            }
        }
        return out
    }

    @Test func anEditedManifestCannotReachOutsideTheFolder() throws {
        let base = TemporaryFolder(); defer { base.remove() }
        try FileManager.default.createDirectory(atPath: base.file("out/frame_003.png"), withIntermediateDirectories: true)
        base.write("victim", to: "victim.png")
        base.write("outside", to: "frame_009.png")
        try FileManager.default.createSymbolicLink(atPath: base.file("out/frame_002.png"), withDestinationPath: base.file("frame_009.png"))
        let manifest = """
            {"files": ["../victim.png", "\(base.file("victim.png"))", "../frame_009.png", "frame_002.png", "frame_003.png",
                       "./frame_001.png", "frame_000.png/..", "frames.json"],
             "frames": [{"file": "../../victim.png"}, {"file": "\(base.file("frame_009.png"))"}]}
            """
        base.write(manifest, to: "out/frames.json")
        try export(2, to: base.file("out"))
        #expect(base.bytes("victim.png") == Array("victim".utf8))
        #expect(base.bytes("frame_009.png") == Array("outside".utf8))
        // The link and the folder under listed names are not plain files: they stay.
        #expect(base.listing("out") == ["frame_000.png", "frame_001.png", "frame_002.png", "frame_003.png", "frames.json"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: base.file("out/frame_002.png")) == base.file("frame_009.png"))
    }

    @Test func onlyOutputNamesAreListed() {
        let listed = FrameManifest.listedOutputs(in: Array("""
            {"files": ["frame_000.png", "frame_12.png", "frame_0001.png", "a/frame_000.png", "/frame_000.png", "animation.png",
                       "frames.json", "poster.png\\u0000", "frame_٠٠٠.png"], "frames": [{"file": "filmstrip.png"}, {}]}
            """.utf8))
        #expect(listed == ["animation.png", "filmstrip.png", "frame_000.png", "frame_0001.png"])
        #expect(FrameManifest.listedOutputs(in: Array("not json".utf8)).isEmpty)
    }

    @Test func aSymbolicLinkAsTheFolderIsRefused() throws {
        let base = TemporaryFolder(); defer { base.remove() }
        try FileManager.default.createDirectory(atPath: base.file("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base.file("link"), withDestinationPath: base.file("real"))
        for given in [base.file("link"), base.file("link") + "/"] {
            #expect(throws: ExportError.symbolicLink(path: given)) { try export(2, to: given) }
        }
        #expect(base.listing("real").isEmpty)
        #expect(ExportError.symbolicLink(path: "out").description.contains("symbolic link"))
    }

    @Test func aFolderInTheWayOfAFileIsAnErrorAndChangesNothing() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        try export(3, to: folder.path)
        try FileManager.default.removeItem(atPath: folder.file("frame_001.png"))
        try FileManager.default.createDirectory(atPath: folder.file("frame_001.png/inside"), withIntermediateDirectories: true)
        let before = snapshot(folder)
        #expect(throws: ExportError.cannotWrite(path: folder.file("frame_001.png"), reason: "a folder of that name is in the way")) {
            try export(3, to: folder.path)
        }
        #expect(snapshot(folder) == before)
    }

    @Test func aKilledRunsStagingFolderIsRemovedByTheNextRun() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        for n in 1...3 {
            try FileManager.default.createDirectory(atPath: folder.file(".togglerender-dead0\(n)/replaced"), withIntermediateDirectories: true)
            folder.write("partial", to: ".togglerender-dead0\(n)/frame_000.png")
            folder.write("tmp", to: ".togglerender-dead0\(n)/.animation.png.a1b2c3")
        }
        // A link that looks like a staging folder is not one: neither it nor what it points to is touched.
        let elsewhere = TemporaryFolder(); defer { elsewhere.remove() }
        elsewhere.write("precious", to: "frame_000.png")
        try FileManager.default.createSymbolicLink(atPath: folder.file(".togglerender-link00"), withDestinationPath: elsewhere.path)
        try export(2, to: folder.path)
        #expect(folder.listing() == [".togglerender-link00", "frame_000.png", "frame_001.png", "frames.json"])
        #expect(elsewhere.bytes("frame_000.png") == Array("precious".utf8))
    }

    /// A staging folder a live run holds (its lock) is left alone.
    @Test func aLiveRunsStagingFolderStays() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let live = try OutputFolder(folder.path)
        let staging = try live.withLock { () throws(ExportError) in try StagingFolder.make(in: live) }
        try export(2, to: folder.path)
        #expect(folder.listing().contains(staging.name))
        staging.remove(from: live)
        #expect(folder.listing() == ["frame_000.png", "frame_001.png", "frames.json"])
    }

    /// A commit interrupted after any number of moves (as by a kill) is undone by the next run's
    /// recovery: the folder is exactly as before the interrupted run.
    @Test func anInterruptedCommitIsRolledBackWhereverItStopped() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        try FrameExporter(threads: 1).export(MovingSquare(settleTime: 2), plan: FramePlan(.count(3), for: MovingSquare(settleTime: 2)),
                                             to: folder.path)
        folder.write("mine", to: "notes.txt")
        let before = snapshot(folder)
        // The run writes 2 frames: it replaces 2 files and frames.json, removes frame_002.png, places 3.
        let moves = 4 + 3
        let path = folder.path
        for stop in 0..<moves {
            OutputFolder.interruptCommit = { $0 == path && $1 == stop }
            defer { OutputFolder.interruptCommit = nil }
            #expect(throws: ExportError.self) { try export(2, to: folder.path) }
            OutputFolder.interruptCommit = nil
            let stagings = folder.listing().filter { $0.hasPrefix(".togglerender-") }
            #expect(stagings.count == 1, "stopped at \(stop)")
            let recovering = try OutputFolder(folder.path)
            try recovering.withLock { () throws(ExportError) in recovering.recoverStaleStaging() }
            let after = snapshot(folder)
            #expect(after.keys.sorted() == before.keys.sorted(), "stopped at \(stop)")
            #expect(after == before, "stopped at \(stop): the bytes differ")
        }
    }

    @Test func aPlantedJournalNamingOtherFilesIsNotFollowed() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        folder.write("data", to: "notes.txt")
        try FileManager.default.createDirectory(atPath: folder.file(".togglerender-evil00/replaced"), withIntermediateDirectories: true)
        folder.write("togglerender journal 1\nplace 0 notes.txt\nplace 0 ../notes.txt\n", to: ".togglerender-evil00/journal")
        try export(2, to: folder.path)
        #expect(folder.bytes("notes.txt") == Array("data".utf8))
        // Not one of ours: it stays for a person to look at.
        #expect(folder.listing().contains(".togglerender-evil00"))
    }

    /// Runs into one folder at once end with one complete run's files, whichever commits last.
    @Test func runsAtOnceEndWithOneCompleteRun() throws {
        for _ in 0..<8 {
            let folder = TemporaryFolder(); defer { folder.remove() }
            let counts = [2, 5, 3, 7]
            DispatchQueue.concurrentPerform(iterations: counts.count) { i in
                _ = try? FrameExporter(threads: 1).export(scene, plan: FramePlan(.count(counts[i]), for: scene), to: folder.path)
            }
            let manifest = try #require(FrameManifest.decode(folder.bytes("frames.json")))
            #expect(folder.listing() == (manifest.files + ["frames.json"]).sorted())
            // Each frame is that run's frame: the square's position at that run's time.
            let reference = TemporaryFolder(); defer { reference.remove() }
            try export(manifest.frames.count, to: reference.path)
            for name in manifest.files { #expect(folder.bytes(name) == reference.bytes(name), "\(name) of a \(manifest.files.count)-frame run") }
        }
    }
}
