/// Builders for the shapes SwiftUI views draw: rectangles, rounded rectangles, capsules, circles, ellipses.
///
/// Every closed shape runs clockwise on screen (y down), starting at its top edge, so that shapes
/// combined in one path with the non-zero rule add up instead of cancelling.
extension Path {
    /// How the corners of a rounded rectangle are drawn.
    public enum CornerStyle: Sendable, Hashable {
        /// Quarter circles (SwiftUI's `.circular`).
        case circular
        /// Apple's continuous ("squircle") corners, SwiftUI's default; see `Path+ContinuousCorners.swift`.
        case continuous
    }

    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(r.minX, r.minY))
        p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY))
        p.line(to: Point(r.minX, r.maxY))
        p.close()
        return p
    }

    /// The axis-aligned rectangle this path is, when it is one (a move and three lines along the axes,
    /// closed, as ``rect(_:)`` makes it); nil for any other path. Lets a caller fill whole pixels directly.
    public var rectangle: Rect? {
        var corners: [Point] = []
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: corners.append(p)
            case .line(let p): corners.append(p)
            case .close where i == elements.count - 1: break
            default: return nil
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let acrossFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let downFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard acrossFirst || downFirst else { return nil }
        return Rect(corner: a, c)
    }

    /// An ellipse from its trailing-most point, clockwise on screen, as SwiftUI's `Path(ellipseIn:)` and SVG's
    /// `<ellipse>` run: where `.trim(from:to:)` and dashes start (`Circle().trim(from: 0, to: 0.25)` is the
    /// lower trailing quarter).
    public static func ellipse(in r: Rect) -> Path {
        var p = Path()
        p.addArc(center: r.center, rx: r.width / 2, ry: r.height / 2, start: 0, end: 2 * .pi)
        p.close()
        return p
    }

    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A capsule: a rounded rectangle whose corner radius is half its shorter side.
    public static func capsule(in r: Rect) -> Path {
        roundedRect(r, cornerRadius: min(r.width, r.height) / 2, style: .circular)
    }

    /// A rounded rectangle. The radius is clamped to half the shorter side, as SwiftUI does.
    public static func roundedRect(_ r: Rect, cornerRadius: Double, style: CornerStyle = .continuous) -> Path {
        let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
        if radius == 0 { return rect(r) }
        switch style {
        case .circular: return circularRoundedRect(r, radius: radius)
        case .continuous: return continuousRoundedRect(r, radius: radius)
        }
    }

    private static func circularRoundedRect(_ r: Rect, radius: Double) -> Path {
        var p = Path()
        p.move(to: Point(r.minX + radius, r.minY))
        p.addArc(center: Point(r.maxX - radius, r.minY + radius), radius: radius, start: -.pi / 2, end: 0)
        p.addArc(center: Point(r.maxX - radius, r.maxY - radius), radius: radius, start: 0, end: .pi / 2)
        p.addArc(center: Point(r.minX + radius, r.maxY - radius), radius: radius, start: .pi / 2, end: .pi)
        p.addArc(center: Point(r.minX + radius, r.minY + radius), radius: radius, start: .pi, end: 1.5 * .pi)
        p.close()
        return p
    }
}

extension Path {
    /// A rectangle with its own radius at each corner (SwiftUI's `UnevenRoundedRectangle`), given clockwise
    /// from the top left. Each radius is clamped to half the shorter side; a zero radius
    /// is a square corner. Equal radii give exactly ``roundedRect(_:cornerRadius:style:)``'s path.
    public static func unevenRoundedRect(_ r: Rect, topLeading: Double, topTrailing: Double,
                                         bottomTrailing: Double, bottomLeading: Double,
                                         style: CornerStyle = .continuous) -> Path {
        let half = min(r.width, r.height) / 2
        // Clockwise from the top right, the order both corner builders visit corners in.
        let radii = [topTrailing, bottomTrailing, bottomLeading, topLeading].map { max(0, min($0, half)) }
        if radii.allSatisfy({ $0 == radii[0] }) { return roundedRect(r, cornerRadius: radii[0], style: style) }
        switch style {
        case .continuous: return continuousRoundedRect(r, radii: radii)
        case .circular:
            var p = Path()
            let (tr, br, bl, tl) = (radii[0], radii[1], radii[2], radii[3])
            p.move(to: Point(r.minX + tl, r.minY))
            p.line(to: Point(r.maxX - tr, r.minY))
            if tr > 0 { p.addArc(center: Point(r.maxX - tr, r.minY + tr), radius: tr, start: -.pi / 2, end: 0) }
            p.line(to: Point(r.maxX, r.maxY - br))
            if br > 0 { p.addArc(center: Point(r.maxX - br, r.maxY - br), radius: br, start: 0, end: .pi / 2) }
            p.line(to: Point(r.minX + bl, r.maxY))
            if bl > 0 { p.addArc(center: Point(r.minX + bl, r.maxY - bl), radius: bl, start: .pi / 2, end: .pi) }
            p.line(to: Point(r.minX, r.minY + tl))
            if tl > 0 { p.addArc(center: Point(r.minX + tl, r.minY + tl), radius: tl, start: .pi, end: 1.5 * .pi) }
            p.close()
            return p
        }
    }
}
