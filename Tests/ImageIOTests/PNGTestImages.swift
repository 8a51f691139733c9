import Foundation
@testable import ImageIO
import Raster

/// Helpers shared by the ImageIO tests: synthetic pixmaps and hand-assembled PNG files.
enum PNGTestImages {
    /// 256 columns, one per alpha value, and rows of different straight colours.
    static func allAlphas() -> Pixmap {
        let colours: [(UInt8, UInt8, UInt8)] = [(255, 255, 255), (0, 0, 0), (255, 0, 0), (12, 200, 99), (128, 127, 1), (77, 33, 250), (3, 254, 129)]
        var px: [UInt8] = []
        for c in colours { for a in 0..<256 { px += [c.0, c.1, c.2, UInt8(a)] } }
        return Pixmap(width: 256, height: colours.count, straightRGBA: px)
    }

    /// A toggle-like drawing: gradient capsule and a white circle on transparency.
    static func toggle(width: Int = 60, height: Int = 30) -> Pixmap {
        var c = Canvas(width: width, height: height)
        let r = Rect(x: 5, y: 5, width: Double(width) - 10, height: Double(height) - 10)
        c.fill(.capsule(in: r), with: .linearGradient(LinearGradient(start: Point(x: 5, y: 0), end: Point(x: Double(width) - 5, y: 0),
            ramp: ColorRamp(colors: [Color(r8: 52, g8: 199, b8: 89), Color(r8: 48, g8: 176, b8: 199, alpha: 0.5)]))))
        c.fill(.circle(center: Point(x: Double(width) - 15, y: Double(height) / 2), radius: Double(height) / 2 - 7), with: .white)
        return c.pixmap
    }

    /// A PNG file built by hand: IHDR, optional PLTE/tRNS, one IDAT of `rows` (each row with its
    /// filter byte already), IEND. libpng never sees these until the decoder reads them.
    static func png(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, rows: [UInt8],
                    palette: [UInt8]? = nil, transparency: [UInt8]? = nil) throws -> [UInt8] {
        var ihdr = PNGChunk.bigEndian(UInt32(width)) + PNGChunk.bigEndian(UInt32(height))
        ihdr += [bitDepth, colourType, 0, 0, 0]
        var out = PNGDecoder.signature
        out += PNGChunk(type: "IHDR", data: ihdr).fileBytes
        if let palette { out += PNGChunk(type: "PLTE", data: palette).fileBytes }
        if let transparency { out += PNGChunk(type: "tRNS", data: transparency).fileBytes }
        out += PNGChunk(type: "IDAT", data: TestZlib.compress(rows)).fileBytes
        out += PNGChunk(type: "IEND", data: []).fileBytes
        return out
    }

    /// A fresh empty temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
