/// A picture as a paint: a pixmap placed in the user space of the shape it fills, sampled with bilinear
/// filtering (or the nearest pixel), its edge pixels extended outward. An asset catalogue's bitmap is
/// drawn as its frame filled with one, so it takes every effect a fill takes.
///
/// With a `tint`, the picture is a template (SwiftUI's `.renderingMode(.template)`): the tint's colour
/// through the picture's alpha. With a `tile`, that rectangle of the pixel grid repeats across the plane
/// instead (SwiftUI's `ImagePaint`), neighbours across a seam taken from the tile's other side.
public struct ImagePattern: Hashable, Sendable {
    /// The pixels, compared by identity: one decoded picture is one storage, however often it is drawn.
    public let pixels: ImagePixels
    /// Maps the picture's pixel grid (x right, y down, one unit a pixel) to the user space of the fill.
    public var transform: Transform
    public var tint: Color?
    /// Bilinear (true) or nearest-pixel sampling (SwiftUI's `.interpolation(.none)`).
    public var smooth: Bool
    /// The whole pixels that repeat, clipped to the picture; nil extends the edge pixels outward.
    public var tile: IntRect?
    /// Every colour's opacity is multiplied by this.
    public var opacity: Double

    public init(pixels: ImagePixels, transform: Transform, tint: Color? = nil, smooth: Bool = true,
                tile: IntRect? = nil, opacity: Double = 1) {
        self.pixels = pixels; self.transform = transform; self.tint = tint; self.smooth = smooth
        self.opacity = opacity
        let whole = IntRect(x: 0, y: 0, width: pixels.pixmap.width, height: pixels.pixmap.height)
        self.tile = tile.map { $0.intersection(whole) ?? whole }
    }

    /// The premultiplied colour at `p`, a point of the picture's pixel grid (pixel centres at +0.5).
    func color(at p: Point) -> PremultipliedColor {
        let image = pixels.pixmap
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

    private func pixel(_ image: Pixmap, _ x: Int, _ y: Int) -> PremultipliedColor {
        let cx: Int, cy: Int
        if let tile {
            cx = tile.x + Self.wrap(x - tile.x, tile.width); cy = tile.y + Self.wrap(y - tile.y, tile.height)
        } else {
            cx = min(max(x, 0), image.width - 1); cy = min(max(y, 0), image.height - 1)
        }
        let i = (cy * image.width + cx) * 4
        return image.data.withUnsafeBufferPointer { d in
            PremultipliedColor(r: Float(d[i]) / 255, g: Float(d[i + 1]) / 255, b: Float(d[i + 2]) / 255, a: Float(d[i + 3]) / 255)
        }
    }

    /// `v` modulo `n`, in 0..<n for negative `v` too.
    private static func wrap(_ v: Int, _ n: Int) -> Int { let r = v % n; return r < 0 ? r + n : r }
}

/// A decoded picture shared by every paint that draws it; equal only to itself.
public final class ImagePixels: Hashable, Sendable {
    public let pixmap: Pixmap
    public init(_ pixmap: Pixmap) { self.pixmap = pixmap }
    public static func == (a: ImagePixels, b: ImagePixels) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
