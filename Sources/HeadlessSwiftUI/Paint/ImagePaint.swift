import Raster

/// A shape style that fills a shape by repeating a region of an image, as SwiftUI's `ImagePaint`.
///
/// The region `sourceRect` (unit space of the picture) is drawn at the picture's size in points times
/// `scale` and repeats across the plane, one tile's top-leading corner at the top-leading corner of the
/// frame the style fills (where a gradient's unit square is placed; a choice, not measured on iOS). The
/// region is taken in whole pixels of the file drawn for the display's scale, neighbours across a seam
/// sampled from the tile's other side. A named image draws its own colours (a template image too); a
/// symbol image has no pixels here and draws nothing, with a warning.
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while being drawn.
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image; self.sourceRect = sourceRect; self.scale = scale
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
        let view = "ImagePaint(image: Image(\"\(image.assetName ?? image.systemName)\"))"
        guard let name = image.assetName else {
            ResourceScope.current?.report(.warning, view, "a symbol image has no pixels to repeat; drawn as nothing")
            return .color(.clear)
        }
        guard let (catalog, set) = ResourceScope.current?.imageSet(name),
              let pick = set.file(scale: Int(environment.displayScale.rounded()), dark: environment.colorScheme == .dark) else {
            return .color(.clear)
        }
        do {
            let pixels = try catalog.picture(pick.file, scale: pick.pixelsPerPoint)
            return .image(ResolvedImagePaint(pixels: pixels, pixelsPerPoint: Double(pick.pixelsPerPoint),
                                             source: [Double(sourceRect.minX), Double(sourceRect.minY), Double(sourceRect.width), Double(sourceRect.height)],
                                             scale: Double(scale), smooth: image.interpolation != .none, opacity: 1))
        } catch {
            ResourceScope.current?.report(.error, view, "\(error)")
            return .color(.clear)
        }
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

/// An image paint with its picture decoded: what a fill repeats.
struct ResolvedImagePaint: Hashable, Sendable {
    var pixels: ImagePixels
    var pixelsPerPoint: Double
    /// The source rectangle in the picture's unit space: x, y, width, height.
    var source: [Double]
    var scale: Double
    var smooth: Bool
    var opacity: Double
    /// Where a tile's corner is, past the corner of the frame filled (a canvas's `tiledImage` origin).
    var origin: [Double] = [0, 0]

    /// The whole pixels of the picture the source rectangle selects (at least one).
    var tile: IntRect {
        let w = Double(pixels.pixmap.width), h = Double(pixels.pixmap.height)
        let x0 = Int((source[0] * w).rounded()), y0 = Int((source[1] * h).rounded())
        let x1 = Int(((source[0] + source[2]) * w).rounded()), y1 = Int(((source[1] + source[3]) * h).rounded())
        let whole = IntRect(x: 0, y: 0, width: pixels.pixmap.width, height: pixels.pixmap.height)
        return IntRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0)).intersection(whole) ?? whole
    }

    /// The picture repeated from the top-leading corner of `rect` (points), a pixel `scale / pixelsPerPoint`
    /// points wide.
    func pattern(in rect: CGRect) -> ImagePattern {
        let tile = tile
        let k = scale / pixelsPerPoint
        let transform = Raster.Transform.translation(-Double(tile.x), -Double(tile.y))
            .concatenating(.scale(k))
            .concatenating(.translation(Double(rect.minX) + origin[0], Double(rect.minY) + origin[1]))
        let region = Raster.Rect(x: Double(tile.x), y: Double(tile.y), width: Double(tile.width), height: Double(tile.height))
        return ImagePattern(pixels: pixels, transform: transform, smooth: smooth, region: region, repeats: true, opacity: opacity)
    }

    /// The tile's mean colour (straight alpha), for what draws in one colour (symbols).
    var meanColor: Raster.Color {
        let image = pixels.pixmap, tile = tile
        let step = max(1, max(tile.width, tile.height) / 64)
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0), n = 0.0
        image.data.withUnsafeBufferPointer { d in
            for y in stride(from: max(0, tile.y), to: min(image.height, tile.maxY), by: step) {
                for x in stride(from: max(0, tile.x), to: min(image.width, tile.maxX), by: step) {
                    let i = (y * image.width + x) * 4
                    sum.r += Double(d[i]); sum.g += Double(d[i + 1]); sum.b += Double(d[i + 2]); sum.a += Double(d[i + 3]); n += 1
                }
            }
        }
        guard n > 0, sum.a > 0 else { return .clear }
        return Raster.Color(red: sum.r / sum.a, green: sum.g / sum.a, blue: sum.b / sum.a, alpha: sum.a / (255 * n) * opacity)
    }
}
