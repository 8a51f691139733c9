import Export
import Foundation
import Motion
import Synchronization
import Testing

/// A failed run leaves nothing behind: no frame, no staging folder, no created folder, and an earlier
/// run's files as they were.
@Suite struct FailureTests {
    @Test func outputThatIsAFileIsRefused() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        folder.write("x", to: "out")
        #expect(throws: ExportError.notADirectory(path: folder.file("out"))) {
            try FrameExporter().export(MovingSquare(), plan: FramePlan(.count(2), for: MovingSquare()), to: folder.file("out"))
        }
        #expect(folder.listing() == ["out"])
        #expect(folder.bytes("out") == Array("x".utf8))
    }

    @Test func outputUnderAFileIsRefused() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        folder.write("x", to: "file")
        #expect(throws: ExportError.self) {
            try FrameExporter().export(MovingSquare(), plan: FramePlan(.count(2), for: MovingSquare()), to: folder.file("file/out"))
        }
        #expect(folder.listing() == ["file"])
    }

    @Test func aFailingFrameRemovesEverythingThisRunWrote() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        let out = folder.file("new/out")
        let broken = MovingSquare(brokenTime: 0.5)
        let error = #expect(throws: ExportError.self) {
            try FrameExporter(threads: 2).export(broken, plan: FramePlan(.count(5), for: broken), to: out)
        }
        #expect(error == .frameSizeMismatch(index: 2, expected: (40, 20), got: (3, 3)))
        // The folders the run created are gone too.
        #expect(folder.listing().isEmpty)
    }

    @Test func aFailingRunKeepsTheEarlierRunIntact() throws {
        let folder = TemporaryFolder(); defer { folder.remove() }
        try FrameExporter(threads: 2).export(MovingSquare(), plan: FramePlan(.count(3), for: MovingSquare()), to: folder.path)
        let before = folder.listing().map { ($0, folder.bytes($0)) }
        let broken = MovingSquare(brokenTime: 1)
        #expect(throws: ExportError.self) {
            try FrameExporter(threads: 2).export(broken, plan: FramePlan(.count(7), for: broken), to: folder.path)
        }
        let after = folder.listing().map { ($0, folder.bytes($0)) }
        #expect(after.map(\.0) == before.map(\.0))
        #expect(after.map(\.1) == before.map(\.1))
    }
}

/// Exports that run at once (a batch's jobs) may share folders they create.
@Suite struct ConcurrentFolderTests {
    @Test func parallelExportsShareTheParentsTheyCreate() throws {
        // Deep shared parents and many runs at once make the moment between "is it there?" and mkdir likely to
        // be hit by another run.
        for _ in 0..<10 {
            let folder = TemporaryFolder(); defer { folder.remove() }
            let errors = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 16) { i in
                do {
                    try FrameExporter(threads: 1).export(MovingSquare(), plan: FramePlan(.count(2), for: MovingSquare()),
                                                         to: folder.file("a/b/c/d/e/f/g/h/job\(i)"))
                } catch {
                    errors.withLock { $0.append("\(error)") }
                }
            }
            #expect(errors.withLock { $0 }.isEmpty)
            for i in 0..<16 { #expect(folder.listing("a/b/c/d/e/f/g/h/job\(i)").contains("frames.json")) }
        }
    }
}
