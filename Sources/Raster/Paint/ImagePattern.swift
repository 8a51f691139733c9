/// A picture as a paint: a pixmap placed in the user space of the shape it fills, sampled with bilinear
/// filtering (or the nearest pixel), its edge pixels extended outward. An asset catalogue's bitmap is
/// drawn as its frame filled with one, so it takes every effect a fill takes.
///
/// With a `tint`, the picture is a template (SwiftUI's `.renderingMode(.template)`): the tint's colour
/// through the picture's alpha. With a repeating `region`, that rectangle of the pixel grid repeats across
/// the plane instead (SwiftUI's `ImagePaint`, a tiled slice), neighbours across a seam taken from its other side.
public struct ImagePattern: Hashable, Sendable {
    /// The pixels, compared by identity: one decoded picture is one storage, however often it is drawn.
    public let pixels: ImagePixels
    /// Maps the picture's pixel grid (x right, y down, one unit a pixel) to the user space of the fill.
    public var transform: Transform
    public var tint: Color?
    /// Bilinear (true) or nearest-pixel sampling (SwiftUI's `.interpolation(.none)`).
    public var smooth: Bool
    /// The part of the picture sampled (in its pixel grid, whole pixels), as if it were the whole picture:
    /// a nine-slice's part or an `ImagePaint`'s source rectangle, which takes nothing of its neighbours;
    /// nil: all of it.
    public var region: Rect?
    /// Whether the region repeats across the plane (SwiftUI's `.tile` resizing mode, a nine-slice's tiled
    /// centre and edges, `ImagePaint`); otherwise its edge pixels extend.
    public var repeats: Bool
    /// Every colour's opacity is multiplied by this.
    public var opacity: Double

    public init(pixels: ImagePixels, transform: Transform, tint: Color? = nil, smooth: Bool = true, region: Rect? = nil,
                repeats: Bool = false, opacity: Double = 1) {
        self.pixels = pixels; self.transform = transform; self.tint = tint; self.smooth = smooth
        self.region = region; self.repeats = repeats; self.opacity = opacity
    }

    /// The premultiplied colour at `p`, a point of the picture's pixel grid (pixel centres at +0.5).
    func color(at point: Point) -> PremultipliedColor {
        let image = pixels.pixmap
        var p = point
        if repeats, let tile = region, tile.width > 0, tile.height > 0 {
            p.x = tile.minX + Self.wrap(p.x - tile.minX, tile.width)
            p.y = tile.minY + Self.wrap(p.y - tile.minY, tile.height)
        }
        let sample: PremultipliedColor
        if smooth {
            let x = p.x - 0.5, y = p.y - 0.5
            let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
            let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
            let top = pixel(image, x0, y0).lerp(to: pixel(image, x0 + 1, y0), fx)
            let bottom = pixel(image, x0, y0 + 1).lerp(to: pixel(image, x0 + 1, y0 + 1), fx)
            sample = top.lerp(to: bottom, fy)
        } else {
            sample = pixel(image, Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
        }
        let k = Float(min(max(opacity, 0), 1))
        guard let tint else { return k == 1 ? sample : sample.scaled(k) }
        return tint.premultiplied.scaled(sample.a * k)
    }

    /// `v` brought into 0 ..< `period`.
    private static func wrap(_ v: Double, _ period: Double) -> Double {
        let r = v.truncatingRemainder(dividingBy: period)
        return r < 0 ? r + period : r
    }

    private func pixel(_ image: Pixmap, _ x: Int, _ y: Int) -> PremultipliedColor {
        var x = x, y = y
        if let region {
            let x0 = Int(region.minX), y0 = Int(region.minY), w = max(1, Int(region.width)), h = max(1, Int(region.height))
            if repeats {
                // Within a tile a neighbour across its edge is the tile's other side, so a repeat has no seam.
                x = x0 + ((x - x0) % w + w) % w
                y = y0 + ((y - y0) % h + h) % h
            } else {
                x = min(max(x, x0), x0 + w - 1)
                y = min(max(y, y0), y0 + h - 1)
            }
        }
        let cx = min(max(x, 0), image.width - 1), cy = min(max(y, 0), image.height - 1)
        let i = (cy * image.width + cx) * 4
        return image.data.withUnsafeBufferPointer { d in
            PremultipliedColor(r: Float(d[i]) / 255, g: Float(d[i + 1]) / 255, b: Float(d[i + 2]) / 255, a: Float(d[i + 3]) / 255)
        }
    }
}

/// A decoded picture shared by every paint that draws it; equal only to itself.
public final class ImagePixels: Hashable, Sendable {
    public let pixmap: Pixmap
    public init(_ pixmap: Pixmap) { self.pixmap = pixmap }
    public static func == (a: ImagePixels, b: ImagePixels) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
