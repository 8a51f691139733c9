import Foundation
import Raster

/// Synthetic images for the harness self-tests.
enum GoldenTestImages {
    /// A gradient capsule with a white knob on transparency, drawn `dx` pixels to the right.
    static func toggle(dx: Double = 0) -> Pixmap {
        var c = Canvas(width: 64, height: 32)
        let r = Rect(x: 6 + dx, y: 6, width: 48, height: 20)
        c.fill(.capsule(in: r), with: .linearGradient(LinearGradient(start: Point(x: 6 + dx, y: 0), end: Point(x: 54 + dx, y: 0),
            ramp: ColorRamp(colors: [Color(r8: 52, g8: 199, b8: 89), Color(r8: 48, g8: 176, b8: 199)]))))
        c.fill(.circle(center: Point(x: 44 + dx, y: 16), radius: 8), with: .white)
        return c.pixmap
    }

    /// `image` with `delta` added to channel `channel` (straight) of every pixel in a small square.
    static func tinted(_ image: Pixmap, channel: Int, by delta: Int, x0: Int = 20, y0: Int = 12, size: Int = 4) -> Pixmap {
        var straight = image.straightRGBA()
        for y in y0..<(y0 + size) {
            for x in x0..<(x0 + size) {
                let i = (y * image.width + x) * 4 + channel
                straight[i] = UInt8(clamping: Int(straight[i]) + delta)
            }
        }
        return Pixmap(width: image.width, height: image.height, straightRGBA: straight)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
