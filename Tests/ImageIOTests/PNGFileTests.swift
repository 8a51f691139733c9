import Foundation
import Testing
@testable import ImageIO
import Raster

/// Files: atomic writes leave a whole file or nothing; read errors name the file.
@Suite struct PNGFileTests {
    @Test func writeThenRead() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.png").path
        let image = PNGTestImages.toggle()
        try PNGFile.write(image, to: path)
        #expect(try PNGFile.read(path) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.png"])
        let perms = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(perms.map { $0 & 0o044 } == 0o044, "output is readable by others like any image")
    }

    @Test func overwriteReplacesWholeFile() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.png").path
        try PNGFile.write(PNGTestImages.toggle(width: 200, height: 100), to: path)
        let small = PNGTestImages.toggle(width: 20, height: 12)
        try PNGFile.write(small, to: path)
        #expect(try PNGFile.read(path) == small)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.png"])
    }

    @Test func missingDirectoryFailsAndCreatesNothing() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("missing/a.png").path
        #expect(throws: PNGError.self) { try PNGFile.write(PNGTestImages.toggle(), to: path) }
        do { try PNGFile.write(PNGTestImages.toggle(), to: path) } catch let e as PNGError {
            guard case .writeFailed(let p, let reason) = e else { Issue.record("got \(e)"); return }
            #expect(p == path && reason.contains("No such file"))
            #expect(e.description.contains(path))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func failedRenameLeavesNoTemporaryFile() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The target is a non-empty directory: the temporary file is written, the rename fails.
        let target = dir.appendingPathComponent("a.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data([1]).write(to: target.appendingPathComponent("keep"))
        #expect(throws: PNGError.self) { try PNGFile.write(PNGTestImages.toggle(), to: target.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["keep"])
    }

    @Test func invalidOptionsWriteNothing() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.png").path
        #expect(throws: PNGError.self) { try PNGFile.write(PNGTestImages.toggle(), to: path, options: PNGOptions(compressionLevel: -1)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func readErrorsNameTheFile() throws {
        let dir = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("nope.png").path
        #expect(throws: PNGError.readFailed(path: missing, reason: "No such file or directory")) { try PNGFile.read(missing) }
        let text = dir.appendingPathComponent("text.png")
        try Data("not a png".utf8).write(to: text)
        #expect(throws: PNGError.notPNG(path: text.path)) { try PNGFile.read(text.path) }
        let cut = dir.appendingPathComponent("cut.png")
        let bytes = try PNGEncoder.encode(PNGTestImages.toggle())
        try Data(bytes[0..<(bytes.count / 2)]).write(to: cut)
        do { _ = try PNGFile.read(cut.path); Issue.record("truncated file decoded") } catch let e as PNGError {
            #expect(e.description.hasPrefix(cut.path))
        }
    }
}
