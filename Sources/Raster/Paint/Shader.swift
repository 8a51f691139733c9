/// A paint made ready for one fill: it answers "what premultiplied colour at this device pixel?".
///
/// Gradients are evaluated at pixel centres, mapped back through the inverse of
/// (gradient transform, then user-to-device transform) into the gradient's own space.
struct Shader {
    enum Kind {
        case solid(PremultipliedColor)
        case linear(start: Point, direction: Point, ramp: ColorRamp)   // t = (p − start)·direction
        case radial(RadialGradient)
        case conic(ConicGradient)
        case twoPointConical(TwoPointConicalGradient.Cone, ColorRamp)
        case image(ImagePattern)
        case none
    }
    let kind: Kind
    let deviceToGradient: Transform
    let opacity: Float

    init(paint: Paint, userToDevice: Transform, opacity: Double) {
        self.opacity = Float(min(max(opacity, 0), 1))
        switch paint {
        case .solid(let c):
            kind = .solid(c.premultiplied); deviceToGradient = .identity
        case .linearGradient(let g):
            let d = g.end - g.start
            let len2 = d.lengthSquared
            if let inv = g.transform.concatenating(userToDevice).inverted {
                deviceToGradient = inv
                // A gradient of zero length paints its last stop (SVG 1.1).
                kind = len2 > 0 ? .linear(start: g.start, direction: d / len2, ramp: g.ramp)
                                : .solid(g.ramp.color(at: 1))
            } else { kind = .none; deviceToGradient = .identity }
        case .radialGradient(let g):
            if let inv = g.transform.concatenating(userToDevice).inverted, g.radius > 0 {
                deviceToGradient = inv; kind = .radial(g)
            } else { kind = .none; deviceToGradient = .identity }
        case .conicGradient(let g):
            if let inv = g.transform.concatenating(userToDevice).inverted {
                deviceToGradient = inv; kind = .conic(g)
            } else { kind = .none; deviceToGradient = .identity }
        case .twoPointConicalGradient(let g):
            if let inv = g.transform.concatenating(userToDevice).inverted, g.isDrawable {
                deviceToGradient = inv; kind = .twoPointConical(g.cone, g.ramp)
            } else { kind = .none; deviceToGradient = .identity }
        case .image(let pattern):
            if let inv = pattern.transform.concatenating(userToDevice).inverted {
                deviceToGradient = inv; kind = .image(pattern)
            } else { kind = .none; deviceToGradient = .identity }
        }
    }

    /// True when every pixel gets the same colour (the compositor's fast path).
    var constantColor: PremultipliedColor? {
        switch kind {
        case .solid(let c): return c.scaled(opacity)
        case .none: return .transparent
        default: return nil
        }
    }

    /// The one colour of device row `y` when the paint cannot vary along a row (solid colours, and linear
    /// gradients whose parameter depends on y alone, as SwiftUI's top-to-bottom ones do), else nil. Equal to
    /// every colour ``shadeRow(y:x0:count:into:)`` gives for that row, bit for bit: the column's terms are
    /// exact zeros.
    func rowColor(y: Int) -> PremultipliedColor? {
        switch kind {
        case .solid, .none:
            return constantColor
        case .linear(let start, let direction, let ramp):
            guard direction.x == 0, deviceToGradient.b == 0 else { return nil }
            let p0 = deviceToGradient.apply(Point(0.5, Double(y) + 0.5))
            return ramp.color(at: (p0 - start).dot(direction)).scaled(opacity)
        case .radial, .conic, .twoPointConical, .image:
            return nil
        }
    }

    /// Whether every row is one colour (``rowColor(y:)`` answers): a row may then be shaded in pieces.
    var isRowConstant: Bool { rowColor(y: 0) != nil }

    /// Colours for `count` pixels of row `y` from column `x0`, written to `out`. One call per row
    /// keeps the per-pixel work to arithmetic: the gradient parameter steps linearly along a row.
    func shadeRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<PremultipliedColor>) {
        switch kind {
        case .solid, .none:
            let c = constantColor ?? .transparent
            for i in 0..<count { out[i] = c }
        case .linear(let start, let direction, let ramp):
            let p0 = deviceToGradient.apply(Point(Double(x0) + 0.5, Double(y) + 0.5))
            let t0 = (p0 - start).dot(direction)
            let dt = deviceToGradient.applyToVector(Point(1, 0)).dot(direction)
            ramp.fill(out, count: count, t0: t0, dt: dt, opacity: opacity)
        case .radial(let g):
            for i in 0..<count {
                let p = deviceToGradient.apply(Point(Double(x0 + i) + 0.5, Double(y) + 0.5))
                out[i] = g.ramp.color(at: Self.radialParameter(p, g)).scaled(opacity)
            }
        case .conic(let g):
            for i in 0..<count {
                let p = deviceToGradient.apply(Point(Double(x0 + i) + 0.5, Double(y) + 0.5))
                out[i] = g.ramp.color(at: g.parameter(at: p)).scaled(opacity)
            }
        case .image(let pattern):
            for i in 0..<count {
                out[i] = pattern.color(at: deviceToGradient.apply(Point(Double(x0 + i) + 0.5, Double(y) + 0.5))).scaled(opacity)
            }
        case .twoPointConical(let cone, let ramp):
            for i in 0..<count {
                let p = deviceToGradient.apply(Point(Double(x0 + i) + 0.5, Double(y) + 0.5))
                if let t = cone.parameter(at: p) {
                    out[i] = ramp.color(at: t).scaled(opacity)
                } else {
                    out[i] = .transparent
                }
            }
        }
    }

    /// SVG 1.1's focal radial gradient: the t for which p lies on the circle of radius t·r around
    /// f + t·(c − f). With the focal point inside the circle, t is the positive root of
    /// |p − f − t·(c − f)|² = (t·r)².
    static func radialParameter(_ p: Point, _ g: RadialGradient) -> Double {
        let cd = g.center - g.focal
        let pd = p - g.focal
        let a = cd.lengthSquared - g.radius * g.radius
        let b = pd.dot(cd)
        let c = pd.lengthSquared
        if abs(a) < 1e-12 { return b != 0 ? c / (2 * b) : 0 }
        // a·t² − 2b·t + c = 0; with the focus inside, a < 0 and the wanted root is (b − √(b² − ac)) / a.
        let disc = max(0, b * b - a * c)
        return (b - disc.squareRoot()) / a
    }
}
