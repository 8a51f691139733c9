import Raster
@testable import Components

/// Measurements taken on rendered day/night frames, so the motion checks test pixels, not the model.
enum DayNightMeasure {
    /// The knob's centre x in points from the frame origin, from the centroid of knob-coloured pixels
    /// along rows through the knob's upper part (above every symbol and sparkle). Weights rise from 0 at
    /// a minimum channel of 120 (brighter than any capsule colour, light or dark) to 1 at the knob's
    /// own level, so the anti-aliased edges count symmetrically and the x-symmetric shadow cancels.
    static func knobCenterX(_ scene: DayNightToggleScene, _ pixmap: Pixmap) -> Double {
        let s = Double(scene.environment.scale)
        let l = scene.layout
        var sum = 0.0, weight = 0.0
        for yPoint in stride(from: 4 + 0.12 * l.knobDiameter, through: 4 + 0.2 * l.knobDiameter, by: 1 / s) {
            let y = scene.frameOrigin.y + Int(yPoint * s)
            var levels: [Double] = []
            for x in 0..<pixmap.width {
                let p = pixmap.straightPixel(x: x, y: y)
                levels.append(Double(min(p.r, p.g, p.b)))
            }
            let top = levels.max() ?? 255
            guard top > 150 else { continue }
            for (x, m) in levels.enumerated() {
                let w = min(1, max(0, (m - 120) / (top - 120)))
                sum += w * (Double(x) + 0.5); weight += w
            }
        }
        return (sum / weight - Double(scene.frameOrigin.x)) / s
    }

    /// The straight colour at a point (points from the frame origin).
    static func color(_ scene: DayNightToggleScene, _ pixmap: Pixmap, at p: Point) -> (Double, Double, Double) {
        let s = Double(scene.environment.scale)
        let px = pixmap.straightPixel(x: scene.frameOrigin.x + Int(p.x * s), y: scene.frameOrigin.y + Int(p.y * s))
        return (Double(px.r), Double(px.g), Double(px.b))
    }

    /// `pixmap` flipped left to right.
    static func mirrored(_ pixmap: Pixmap) -> Pixmap {
        var out = pixmap
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                for c in 0..<4 {
                    out.data[(y * pixmap.width + x) * 4 + c] = pixmap.data[(y * pixmap.width + pixmap.width - 1 - x) * 4 + c]
                }
            }
        }
        return out
    }
}
