/// The projective warp stage: a picture drawn through a ``ProjectiveTransform`` (a view's layer under
/// SwiftUI's `rotation3DEffect` or `projectionEffect`).
///
/// Each destination pixel is inverse-mapped: its centre (x + ½, y + ½) goes through the inverse matrix to
/// a point s of the source, which is read by bilinear interpolation of the four source pixels whose
/// centres surround s. Source pixels outside the picture count as transparent, so an edge fades over one
/// source pixel: that ramp is the antialiasing of the warped edges. Interpolation is on premultiplied
/// channels (what keeps a transparent neighbour from darkening an edge), each rounded to the nearest
/// byte. A destination pixel whose source point lies behind the camera (the forward w' ≤ 0) stays
/// transparent. Integer arithmetic nowhere depends on order, so the result is the same on every run.
///
/// Limits: no mip-mapping, so a strongly foreshortened picture (shrunk by more than 2 along a direction)
/// skips source pixels there, as bilinear filtering does; identity and whole-pixel translations give the
/// source's bytes exactly (every interpolation weight is then 0 or 1).
public enum ProjectiveWarp {
    /// Writes into `destination` (showing device pixels from `destinationOrigin`) the pixels of `region`
    /// (device pixels within it): `source` (showing device pixels from `sourceOrigin`) mapped by
    /// `forward`, device to device, whose inverse is `inverse`. Pixels outside the image are written
    /// transparent; the caller composites the result.
    public static func warp(_ source: Pixmap, sourceOrigin: (x: Int, y: Int), forward: ProjectiveTransform, inverse: ProjectiveTransform,
                            into destination: inout Pixmap, destinationOrigin: (x: Int, y: Int), region: IntRect) {
        let sw = source.width, sh = source.height
        let dw = destination.width
        let ox = Double(sourceOrigin.x), oy = Double(sourceOrigin.y)
        source.data.withUnsafeBufferPointer { src in
            destination.data.withUnsafeMutableBufferPointer { dst in
                /// One channel of the source pixel (x, y), 0 outside it.
                @inline(__always) func texel(_ x: Int, _ y: Int) -> (Double, Double, Double, Double) {
                    guard x >= 0, y >= 0, x < sw, y < sh else { return (0, 0, 0, 0) }
                    let i = (y * sw + x) * 4
                    return (Double(src[i]), Double(src[i + 1]), Double(src[i + 2]), Double(src[i + 3]))
                }
                for y in region.y..<region.maxY {
                    let py = Double(y) + 0.5
                    let row = (y - destinationOrigin.y) * dw
                    for x in region.x..<region.maxX {
                        let out = (row + x - destinationOrigin.x) * 4
                        dst[out] = 0; dst[out + 1] = 0; dst[out + 2] = 0; dst[out + 3] = 0
                        guard let s = inverse.applyProjective(Point(Double(x) + 0.5, py)), forward.w(at: s) > 0 else { continue }
                        // Source pixel coordinates where pixel i's centre is at i.
                        let u = s.x - ox - 0.5, v = s.y - oy - 0.5
                        guard u > -1, v > -1, u < Double(sw), v < Double(sh) else { continue }
                        let fx0 = u.rounded(.down), fy0 = v.rounded(.down)
                        let fx = u - fx0, fy = v - fy0
                        let x0 = Int(fx0), y0 = Int(fy0)
                        let a = texel(x0, y0), b = texel(x0 + 1, y0), c = texel(x0, y0 + 1), d = texel(x0 + 1, y0 + 1)
                        // Weights (1−fx)(1−fy), fx(1−fy), (1−fx)fy, fx·fy.
                        let wa = (1 - fx) * (1 - fy), wb = fx * (1 - fy), wc = (1 - fx) * fy, wd = fx * fy
                        @inline(__always) func mix(_ pa: Double, _ pb: Double, _ pc: Double, _ pd: Double) -> Double {
                            pa * wa + pb * wb + pc * wc + pd * wd
                        }
                        let alpha = mix(a.3, b.3, c.3, d.3)
                        if alpha < 0.5 { continue }
                        let ab = min(255, (alpha + 0.5).rounded(.down))
                        // Premultiplied: no channel exceeds alpha (rounding could make it by one).
                        func byte(_ value: Double) -> UInt8 { UInt8(min(ab, max(0, (value + 0.5).rounded(.down)))) }
                        dst[out] = byte(mix(a.0, b.0, c.0, d.0))
                        dst[out + 1] = byte(mix(a.1, b.1, c.1, d.1))
                        dst[out + 2] = byte(mix(a.2, b.2, c.2, d.2))
                        dst[out + 3] = UInt8(ab)
                    }
                }
            }
        }
    }
}
