import Raster

/// How a named image fills its frame: stretched whole; or as a nine-slice, its cap insets (SwiftUI's
/// `.resizable(capInsets:)`, or the image set's `resizing` in Contents.json) drawn at their size in the
/// corners and along the edges while the centre and the edges' length stretch; with `.tile`, repeated at
/// their size instead, from the top-left of their part. Caps wider (or taller) together than the frame
/// shrink in proportion to fit, as UIKit's do. Leading is the left edge in either layout direction.
extension AssetImage {
    /// The fills that draw the image in a frame of `size` points, in the foreground colour `tint` for a
    /// template: one, or up to nine parts.
    func contents(in size: CGSize, tint: Raster.Color) -> [DisplayItem.Content] {
        guard let pixels, size.width > 0, size.height > 0, self.size.width > 0, self.size.height > 0 else { return [] }
        let pixelWidth = Double(pixels.pixmap.width), pixelHeight = Double(pixels.pixmap.height)
        let width = Double(size.width), height = Double(size.height)
        // Pixels per point of the picture, across and down.
        let px = pixelWidth / Double(self.size.width), py = pixelHeight / Double(self.size.height)
        let caps = (top: max(0, Double(capInsets.top)), left: max(0, Double(capInsets.leading)),
                    bottom: max(0, Double(capInsets.bottom)), right: max(0, Double(capInsets.trailing)))
        let sliced = caps.top + caps.left + caps.bottom + caps.right > 0
        guard sliced || tiles else {
            return [part(source: Raster.Rect(x: 0, y: 0, width: pixelWidth, height: pixelHeight),
                         destination: Raster.Rect(x: 0, y: 0, width: width, height: height), tiled: false, tint: tint)]
        }
        // Where the caps end, in the picture (pixels, within it) and in the frame (points, shrunk to fit).
        func bands(_ lead: Double, _ trail: Double, pixels total: Double, perPoint: Double, frame: Double)
            -> [(source: ClosedRange<Double>, destination: ClosedRange<Double>, isMiddle: Bool)] {
            let sLead = min(total, lead * perPoint), sTrail = min(total - sLead, trail * perPoint)
            let shrink = lead + trail > frame ? frame / (lead + trail) : 1
            let dLead = lead * shrink, dTrail = trail * shrink
            return [(0...sLead, 0...dLead, false),
                    (sLead...(total - sTrail), dLead...(frame - dTrail), true),
                    ((total - sTrail)...total, (frame - dTrail)...frame, false)]
        }
        let columns = bands(caps.left, caps.right, pixels: pixelWidth, perPoint: px, frame: width)
        let rows = bands(caps.top, caps.bottom, pixels: pixelHeight, perPoint: py, frame: height)
        var parts: [DisplayItem.Content] = []
        for row in rows {
            for column in columns {
                let source = Raster.Rect(x: column.source.lowerBound, y: row.source.lowerBound,
                                         width: column.source.upperBound - column.source.lowerBound,
                                         height: row.source.upperBound - row.source.lowerBound)
                let destination = Raster.Rect(x: column.destination.lowerBound, y: row.destination.lowerBound,
                                              width: column.destination.upperBound - column.destination.lowerBound,
                                              height: row.destination.upperBound - row.destination.lowerBound)
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                // Tiling repeats the parts that would stretch: the centre, and each edge along its length.
                let tileAcross = tiles && column.isMiddle, tileDown = tiles && row.isMiddle
                parts.append(part(source: source, destination: destination, tiled: tileAcross || tileDown,
                                  scaleX: tileAcross ? 1 / px : nil, scaleY: tileDown ? 1 / py : nil, tint: tint))
            }
        }
        return parts
    }

    /// The fill of `destination` (points) with `source` (pixels of the picture) stretched onto it, or at the
    /// given scales (points per pixel) and repeated; sampled within `source` only, as UIKit draws each slice
    /// as an image of its own.
    private func part(source: Raster.Rect, destination: Raster.Rect, tiled: Bool, scaleX: Double? = nil, scaleY: Double? = nil,
                      tint: Raster.Color) -> DisplayItem.Content {
        let sx = scaleX ?? destination.width / source.width, sy = scaleY ?? destination.height / source.height
        let transform = Transform(a: sx, b: 0, c: 0, d: sy, tx: destination.minX - source.minX * sx, ty: destination.minY - source.minY * sy)
        let pattern = ImagePattern(pixels: pixels!, transform: transform, tint: isTemplate ? tint : nil, smooth: smooth,
                                   region: source, repeats: tiled)
        return .fill(Raster.Path.rect(destination), .image(pattern), .nonZero)
    }
}
