import Foundation
import Testing
@testable import ImageIO
import Raster

/// Bad input gets a one-line error, and a writer that fails, is cancelled or is dropped unfinished
/// leaves nothing in the folder; a finished one leaves exactly its file.
@Suite struct APNGWriterFailureTests {
    private func contents(_ dir: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() }

    @Test func wrongFrameSizeIsRefusedAndNothingIsLeft() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = try APNGWriter(path: dir.appendingPathComponent("a.png").path, width: 48, height: 24)
        try writer.append(APNGTestSupport.frame(0), delay: APNGDelay(seconds: 1, 10))
        #expect(try contents(dir).count == 1, "the temporary file exists while writing")
        do {
            try writer.append(APNGTestSupport.frame(1, width: 40), delay: APNGDelay(seconds: 1, 10))
            Issue.record("a 40-pixel frame was accepted")
        } catch let error as PNGError {
            #expect(error.description == "cannot encode PNG: frame 1 is 40×24 pixels; this APNG is 48×24")
        }
        #expect(try contents(dir).isEmpty)
        #expect(throws: PNGError.self) { try writer.finish() }
    }

    @Test func transparencyInAnOpaqueAnimationIsRefused() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = try APNGWriter(path: dir.appendingPathComponent("a.png").path, width: 48, height: 24, opaque: true)
        #expect(throws: PNGError.invalidInput("frame 0 has transparent pixels, but the APNG was started as opaque (RGB)")) {
            try writer.append(APNGTestSupport.frame(0), delay: APNGDelay(seconds: 1, 10))
        }
        #expect(try contents(dir).isEmpty)
    }

    @Test func noFramesIsAnError() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = try APNGWriter(path: dir.appendingPathComponent("a.png").path, width: 4, height: 4)
        #expect(throws: PNGError.invalidInput("an APNG needs at least one frame; none was appended")) { try writer.finish() }
        #expect(try contents(dir).isEmpty)
    }

    @Test func delaysLongerThanFcTLCanHoldAreRefused() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = try APNGWriter(path: dir.appendingPathComponent("a.png").path, width: 48, height: 24)
        try writer.append(APNGTestSupport.frame(0), delay: APNGDelay(seconds: 65535, 1))
        try writer.append(APNGTestSupport.frame(0), delay: APNGDelay(seconds: 1, 1000))   // merged: 65535.001 s
        #expect(throws: PNGError.self) { try writer.finish() }
        #expect(try contents(dir).isEmpty)
    }

    @Test func badSettingsAreRefusedUpFront() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.png").path
        #expect(throws: PNGError.self) { try APNGWriter(path: path, width: 0, height: 4) }
        #expect(throws: PNGError.self) { try APNGWriter(path: path, width: 4, height: 4, loopCount: -1) }
        #expect(throws: PNGError.self) { try APNGWriter(path: dir.appendingPathComponent("missing/a.png").path, width: 4, height: 4) }
        #expect(try contents(dir).isEmpty)
    }

    @Test func cancelledOrDroppedWritersLeaveNothingAndKeepTheOldFile() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.png").path
        try PNGFile.write(APNGTestSupport.frame(3), to: path)
        let before = try AtomicFile.read(path)
        let cancelled = try APNGWriter(path: path, width: 48, height: 24)
        try cancelled.append(APNGTestSupport.frame(0), delay: APNGDelay(seconds: 1, 10))
        cancelled.cancel()
        do {
            let dropped = try APNGWriter(path: path, width: 48, height: 24)
            try dropped.append(APNGTestSupport.frame(0), delay: APNGDelay(seconds: 1, 10))
        }
        #expect(try contents(dir) == ["a.png"])
        #expect(try AtomicFile.read(path) == before)
    }

    @Test func finishingReplacesTheOldFileAtomically() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGFile.write(APNGTestSupport.frame(3), to: dir.appendingPathComponent("a.png").path)
        let frames = (0..<2).map { (APNGTestSupport.frame($0), APNGDelay(seconds: 1, 10)) }
        let (path, bytes) = try APNGTestSupport.write(frames, in: dir)
        #expect(try contents(dir) == ["a.png"])
        #expect(try APNGDecoder.decode(bytes).frames.count == 2)
        let perms = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(perms.map { $0 & 0o044 } == 0o044)
    }
}
