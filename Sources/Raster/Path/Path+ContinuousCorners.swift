import Foundation

/// Apple's continuous corner, as reconstructed in FACTS.md ("likely").
///
/// A continuous corner of radius r starts 1.528665·r before the corner along each edge and is
/// three cubics: an easing-in curve, a near-circular middle, and the mirror of the first. Its
/// curvature grows from zero instead of jumping, which is why it reads as softer than a quarter circle.
///
/// When 1.528665·r is more than half a side there is no room for the full profile. We then blend,
/// point by point, between the continuous profile and a circular quarter arc split into the same
/// three pieces, reaching the plain circular corner when r is half the shorter side (a capsule).
extension Path {
    /// How far along each edge a continuous corner reaches, in multiples of its radius.
    public static let continuousCornerExtent = 1.528665

    /// The corner profile in corner-local coordinates, for the top-right corner of a rect whose right
    /// edge is at x = 0 and top edge at y = 0: distances (back from the right edge, down from the top),
    /// in multiples of r. Ten points: start, then three cubics (control, control, end).
    static let continuousProfile: [(Double, Double)] = [
        (1.528665, 0),
        (1.08849, 0), (0.86840, 0), (0.63149, 0.07491),
        (0.37282, 0.16906), (0.16906, 0.37282), (0.07491, 0.63149),
        (0, 0.86840), (0, 1.08849), (0, 1.528665),
    ]

    /// A quarter circle of radius 1 in the same coordinates, as three 30° cubics.
    static let circularProfile: [(Double, Double)] = {
        var pts: [(Double, Double)] = []
        let k = 4.0 / 3.0 * tan(Double.pi / 24)   // handle length for 30° pieces
        func onArc(_ a: Double) -> (Double, Double) { (1 - sin(a), 1 - cos(a)) }  // a = 0 at the top edge
        func tangent(_ a: Double) -> (Double, Double) { (-cos(a), sin(a)) }       // direction of travel
        pts.append(onArc(0))
        for i in 0..<3 {
            let a0 = Double(i) * .pi / 6, a1 = a0 + .pi / 6
            let p0 = onArc(a0), p1 = onArc(a1), t0 = tangent(a0), t1 = tangent(a1)
            pts.append((p0.0 + k * t0.0, p0.1 + k * t0.1))
            pts.append((p1.0 - k * t1.0, p1.1 - k * t1.1))
            pts.append(p1)
        }
        return pts
    }()

    static func continuousRoundedRect(_ r: Rect, radius: Double) -> Path {
        continuousRoundedRect(r, radii: [radius, radius, radius, radius])
    }

    /// The profile of one continuous corner of `radius` in a rect whose shorter side is `2 * half`, in
    /// absolute corner-local distances (see ``continuousProfile``).
    static func continuousCornerProfile(radius: Double, half: Double) -> [(Double, Double)] {
        let extent = Self.continuousCornerExtent * radius
        if extent <= half {
            return continuousProfile.map { ($0.0 * radius, $0.1 * radius) }
        }
        // Squeeze: the continuous profile scaled to fit, blended towards a circular corner of `radius`.
        let fitted = half / Self.continuousCornerExtent
        let t = (radius - fitted) / (half - fitted)   // 0 at the fitting radius, 1 at a capsule
        return zip(continuousProfile, circularProfile).map { c, q in
            ((1 - t) * c.0 * fitted + t * q.0 * radius, (1 - t) * c.1 * fitted + t * q.1 * radius)
        }
    }

    /// A rectangle with a continuous corner of its own radius at each corner, clockwise from the top
    /// right (top-right, bottom-right, bottom-left, top-left); each radius at most half the shorter side.
    static func continuousRoundedRect(_ r: Rect, radii: [Double]) -> Path {
        let half = min(r.width, r.height) / 2
        // Map the corner-local profile to each corner; corners are visited clockwise from the top right.
        // `along` is the unit vector of the edge arriving at the corner, `across` that of the edge leaving it.
        let corners: [(corner: Point, along: Point, across: Point)] = [
            (Point(r.maxX, r.minY), Point(1, 0), Point(0, 1)),
            (Point(r.maxX, r.maxY), Point(0, 1), Point(-1, 0)),
            (Point(r.minX, r.maxY), Point(-1, 0), Point(0, -1)),
            (Point(r.minX, r.minY), Point(0, -1), Point(1, 0)),
        ]
        var p = Path()
        var profile: [(Double, Double)] = [], profileRadius = -1.0   // made again only when the radius differs
        for (i, c) in corners.enumerated() {
            func place(_ q: (Double, Double)) -> Point { c.corner - c.along * q.0 + c.across * q.1 }
            guard radii[i] > 0 else {
                if i == 0 { p.move(to: c.corner) } else { p.line(to: c.corner) }
                continue
            }
            if radii[i] != profileRadius { profile = continuousCornerProfile(radius: radii[i], half: half); profileRadius = radii[i] }
            if i == 0 { p.move(to: place(profile[0])) } else { p.line(to: place(profile[0])) }
            for k in stride(from: 1, to: 10, by: 3) {
                p.cubic(to: place(profile[k + 2]), control1: place(profile[k]), control2: place(profile[k + 1]))
            }
        }
        p.close()
        return p
    }
}
