import Foundation
@testable import ImageIO
import Raster

/// Frames and tools shared by the APNG tests.
enum APNGTestSupport {
    /// Frame `index` of a small animation: a half-transparent gradient bar on a transparent 48 × 24
    /// canvas, and a square that moves right 5 px a frame (so each frame changes only a band).
    static func frame(_ index: Int, width: Int = 48, height: Int = 24, opaque: Bool = false) -> Pixmap {
        var c = Canvas(width: width, height: height)
        if opaque { c.pixmap.clear(to: Color(r8: 250, g8: 245, b8: 230)) }
        c.fill(.rect(Rect(x: 2, y: 2, width: Double(width) - 4, height: 4)), with: Color(r8: 20, g8: 120, b8: 240, alpha: opaque ? 1 : 0.6))
        c.fill(.circle(center: Point(x: 6.5 + 5 * Double(index), y: 15), radius: 5.3), with: Color(r8: 255, g8: 149, b8: 0))
        return c.pixmap
    }

    /// Writes `frames` (each with its delay) to a fresh file and returns its path and bytes.
    static func write(_ frames: [(Pixmap, APNGDelay)], loopCount: Int = 0, opaque: Bool = false,
                      in folder: URL, name: String = "a.png") throws -> (path: String, bytes: [UInt8]) {
        let path = folder.appendingPathComponent(name).path
        let writer = try APNGWriter(path: path, width: frames[0].0.width, height: frames[0].0.height,
                                    loopCount: loopCount, opaque: opaque, options: PNGOptions().withScale(2))
        for (pixmap, delay) in frames { try writer.append(pixmap, delay: delay) }
        try writer.finish()
        return (path, try AtomicFile.read(path))
    }

    /// The package's root folder (this file is Tests/ImageIOTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs a program and returns its exit status and output. A missing program is an error that says
    /// how to install it: these tests fail, never skip, when a tool is absent.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw ToolMissing(description: "\(executable) is missing: run scripts/setup --test, which installs it")
        }
        // Output goes to files rather than pipes, so a chatty tool can never block on a full pipe.
        let folder = try PNGTestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8), try String(contentsOf: errURL, encoding: .utf8))
    }

    struct ToolMissing: Error, CustomStringConvertible { let description: String }

    /// The venv's Python (`scripts/setup --test` creates it with Pillow).
    static var python: String { packageRoot.appendingPathComponent(".build/venv/bin/python").path }
}

extension APNGTestSupport {
    /// A 4 × 4 APNG built chunk by chunk that uses what our writer never writes — dispose ops
    /// `background` and `previous`, blend op `over` — with the frames a viewer must show, worked out
    /// by hand from the APNG specification (straight RGBA rows).
    static func handBuiltAPNG() throws -> (bytes: [UInt8], expected: [[UInt8]]) {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 200, 0, 255]
        let white: [UInt8] = [255, 255, 255, 255], clear: [UInt8] = [0, 0, 0, 0]
        func pixels(_ rows: [[[UInt8]]]) -> [UInt8] { rows.flatMap { $0.flatMap { $0 } } }
        // (region x, y, width, height, dispose, blend, pixels)
        let frames: [(Int, Int, Int, Int, UInt8, UInt8, [UInt8])] = [
            (0, 0, 4, 4, 1, 0, pixels(Array(repeating: Array(repeating: red, count: 4), count: 4))),   // then cleared
            (1, 1, 2, 2, 2, 1, pixels([[blue, blue], [blue, blue]])),                                  // then restored
            (0, 0, 4, 2, 0, 1, pixels([[green, green, green, green], [clear, clear, clear, clear]])),
            (0, 0, 2, 2, 0, 1, pixels([[clear, white], [clear, white]])),                              // over keeps green
        ]
        let empty = Array(repeating: clear, count: 4)
        let greenRow = [green, green, green, green]
        let expected = [
            pixels(Array(repeating: Array(repeating: red, count: 4), count: 4)),
            pixels([empty, [clear, blue, blue, clear], [clear, blue, blue, clear], empty]),
            pixels([greenRow, empty, empty, empty]),
            pixels([[green, white, green, green], [clear, white, clear, clear], empty, empty]),
        ]
        var ihdr = PNGChunk.bigEndian(4) + PNGChunk.bigEndian(4)
        ihdr += [8, 6, 0, 0, 0]
        var chunks = [PNGChunk(type: "IHDR", data: ihdr),
                      PNGChunk(type: "acTL", data: PNGChunk.bigEndian(UInt32(frames.count)) + PNGChunk.bigEndian(2))]
        var sequence: UInt32 = 0
        for (index, f) in frames.enumerated() {
            var fctl = PNGChunk.bigEndian(sequence)
            for v in [f.2, f.3, f.0, f.1] { fctl += PNGChunk.bigEndian(UInt32(v)) }
            fctl += [0, 1, 0, 4, f.4, f.5]   // 1/4 s
            chunks.append(PNGChunk(type: "fcTL", data: fctl))
            sequence += 1
            // Filter type 0 (None) before every row of straight RGBA.
            var rows: [UInt8] = []
            for y in 0..<f.3 { rows += [0] + f.6[(y * f.2 * 4)..<((y + 1) * f.2 * 4)] }
            let data = TestZlib.compress(rows)
            if index == 0 {
                chunks.append(PNGChunk(type: "IDAT", data: data))
            } else {
                chunks.append(PNGChunk(type: "fdAT", data: PNGChunk.bigEndian(sequence) + data))
                sequence += 1
            }
        }
        chunks.append(PNGChunk(type: "IEND", data: []))
        return (PNGDecoder.signature + chunks.flatMap(\.fileBytes), expected)
    }
}

extension APNGTestSupport {
    /// nil when the pixmaps are equal, else a short account of the first difference (comparing
    /// whole pixmaps in `#expect` would print every byte of both).
    static func difference(_ actual: Pixmap, _ expected: Pixmap) -> String? {
        guard actual.width == expected.width, actual.height == expected.height else {
            return "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
        }
        guard actual.data != expected.data else { return nil }
        let a = actual.data, e = expected.data
        let differing: [Int] = (0..<(actual.width * actual.height)).filter { (i: Int) -> Bool in a[(i * 4)..<(i * 4 + 4)] != e[(i * 4)..<(i * 4 + 4)] }
        let first = differing[0]
        let (x, y) = (first % actual.width, first / actual.width)
        return "\(differing.count) pixels differ; first at (\(x), \(y)): \(actual.pixel(x: x, y: y)), expected \(expected.pixel(x: x, y: y))"
    }
}

extension APNGTestSupport {
    /// The differences between two frame sequences, frame by frame (empty when equal).
    static func differences(_ actual: [Pixmap], _ expected: [Pixmap]) -> [String] {
        guard actual.count == expected.count else { return ["\(actual.count) frames, expected \(expected.count)"] }
        return zip(actual, expected).enumerated().compactMap { i, pair in difference(pair.0, pair.1).map { "frame \(i): \($0)" } }
    }
}
