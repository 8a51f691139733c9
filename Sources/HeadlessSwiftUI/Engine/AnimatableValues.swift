import Raster
import Motion

/// A node's animatable values as one list of numbers, and back: its frame, then what its content animates
/// (paint colours and gradient geometry, a custom shape's `animatableData`, an effect's parameters).
/// Two states of a node animate when their lists have the same length (the same structure); otherwise
/// the new state replaces the old at once.
///
/// Colours animate premultiplied in gamma-encoded sRGB, as SwiftUI interpolates them; drawing clamps them
/// (a spring may overshoot).
enum AnimatableValues {
    static func encode(_ node: ResolvedNode) -> [Double] {
        var out = [Double(node.frame.minX), Double(node.frame.minY), Double(node.frame.width), Double(node.frame.height)]
        switch node.content {
        case .shape(let leaf):
            encode(leaf.paint, into: &out)
            if case .stroke(_, let s) = leaf.drawing { out.append(Double(s.lineWidth)) }
            if case .strokeBorder(_, let s) = leaf.drawing { out.append(Double(s.lineWidth)) }
            out += leaf.shape.flatAnimatableData ?? []
        case .text(let leaf, _):
            for run in leaf.runs { encode(run.paint, into: &out) }
        case .image(let leaf):
            encode(leaf.paint, into: &out)
        case .divider(let paint):
            encode(paint, into: &out)
        case .effect(let effect):
            encode(effect, into: &out)
        case .none, .background, .scrollClip, .canvas:
            break
        }
        return out
    }

    /// `template` with the values of `values` (as `encode` wrote them).
    static func decode(_ values: [Double], into template: ResolvedNode) -> ResolvedNode {
        var node = template
        var v = values[...]
        func next() -> Double { v.popFirst() ?? 0 }
        node.frame = CGRect(x: next(), y: next(), width: max(0, next()), height: max(0, next()))
        switch template.content {
        case .shape(var leaf):
            let paint = decode(leaf.paint, &v)
            switch leaf.drawing {
            case .fill(_, let eo): leaf.drawing = .fill(paint, evenOdd: eo)
            case .stroke(_, var s): s.lineWidth = CGFloat(max(0, next())); leaf.drawing = .stroke(paint, s)
            case .strokeBorder(_, var s): s.lineWidth = CGFloat(max(0, next())); leaf.drawing = .strokeBorder(paint, s)
            }
            if leaf.shape.flatAnimatableData != nil { leaf.shape = leaf.shape.withFlatAnimatableData(Array(v)) }
            node.content = .shape(leaf)
        case .text(var leaf, let block):
            for i in leaf.runs.indices { leaf.runs[i].paint = decode(leaf.runs[i].paint, &v) }
            node.content = .text(leaf, block)
        case .image(var leaf):
            leaf.paint = decode(leaf.paint, &v)
            node.content = .image(leaf)
        case .divider(let paint):
            node.content = .divider(decode(paint, &v))
        case .effect(let effect):
            node.content = .effect(decode(effect, &v))
        case .none, .background, .scrollClip, .canvas:
            break
        }
        return node
    }

    // MARK: Paints

    static func encode(_ c: Raster.Color, into out: inout [Double]) {
        let a = c.alpha
        out += [c.red * a, c.green * a, c.blue * a, a]
    }

    static func decodeColor(_ v: inout ArraySlice<Double>) -> Raster.Color {
        let r = v.popFirst() ?? 0, g = v.popFirst() ?? 0, b = v.popFirst() ?? 0
        let a = min(1, max(0, v.popFirst() ?? 0))
        guard a > 0 else { return .clear }
        return Raster.Color(red: min(1, max(0, r / a)), green: min(1, max(0, g / a)), blue: min(1, max(0, b / a)), alpha: a)
    }

    static func encode(_ g: ResolvedGradient, into out: inout [Double]) {
        for stop in g.stops { encode(stop.color, into: &out); out.append(stop.location) }
    }

    static func decode(_ g: ResolvedGradient, _ v: inout ArraySlice<Double>) -> ResolvedGradient {
        ResolvedGradient(stops: g.stops.map { _ in
            let color = decodeColor(&v)
            return .init(color: color, location: v.popFirst() ?? 0)
        })
    }

    static func encode(_ paint: ResolvedPaint, into out: inout [Double]) {
        switch paint {
        case .color(let c): encode(c, into: &out)
        case .linear(let g, let s, let e): encode(g, into: &out); out += [s.x, s.y, e.x, e.y].map(Double.init)
        case .radial(let g, let c, let r0, let r1): encode(g, into: &out); out += [Double(c.x), Double(c.y), r0, r1]
        case .angular(let g, let c, let a0, let a1): encode(g, into: &out); out += [Double(c.x), Double(c.y), a0, a1]
        case .material(let m): out.append(m.opacity)
        case .image(let i): out.append(i.opacity)
        case .shadowed(let p, let s): encode(p, into: &out); encode(s.color, into: &out); out += [s.radius, s.x, s.y]
        }
    }

    static func decode(_ paint: ResolvedPaint, _ v: inout ArraySlice<Double>) -> ResolvedPaint {
        func next() -> Double { v.popFirst() ?? 0 }
        func point() -> UnitPoint { UnitPoint(x: next(), y: next()) }
        switch paint {
        case .color: return .color(decodeColor(&v))
        case .linear(let g, _, _): let g2 = decode(g, &v); return .linear(g2, start: point(), end: point())
        case .radial(let g, _, _, _): let g2 = decode(g, &v); return .radial(g2, center: point(), startRadius: next(), endRadius: next())
        case .angular(let g, _, _, _): let g2 = decode(g, &v); return .angular(g2, center: point(), start: next(), end: next())
        case .material(var m): m.opacity = next(); return .material(m)
        case .image(var i): i.opacity = next(); return .image(i)
        case .shadowed(let p, var s):
            let base = decode(p, &v)
            s.color = decodeColor(&v); s.radius = max(0, next()); s.x = next(); s.y = next()
            return .shadowed(base, s)
        }
    }

    // MARK: Effects

    static func encode(_ effect: Effect, into out: inout [Double]) {
        switch effect {
        case .opacity(let o): out.append(o)
        case .offset(let s): out += [Double(s.width), Double(s.height)]
        case .shadow(let s): encode(s.color, into: &out); out += [s.radius, s.x, s.y]
        case .scale(let s, let a): out += [Double(s.width), Double(s.height), Double(a.x), Double(a.y)]
        case .rotation(let angle, let a): out += [angle.radians, Double(a.x), Double(a.y)]
        case .rotation3D(let r):
            out += [r.angle.radians, Double(r.axis.x), Double(r.axis.y), Double(r.axis.z), Double(r.anchor.x), Double(r.anchor.y),
                    Double(r.anchorZ), Double(r.perspective)]
        case .projection(let m):
            out += [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map { Double($0) }
        case .blur(let r, _): out.append(r)
        case .colorMatrix(let m):
            switch m {
            case .brightness(let x), .contrast(let x), .saturation(let x), .grayscale(let x), .hueRotation(let x): out.append(x)
            case .colorMultiply(let c): encode(c, into: &out)
            case .luminanceToAlpha, .colorInvert: break
            }
        case .clip(let shape, _): out += shape.flatAnimatableData ?? []
        case .visualEffects(let list): for e in list { encode(e, into: &out) }
        case .compositingGroup, .blendMode, .mask, .hidden, .visualEffect: break
        }
    }

    static func decode(_ effect: Effect, _ v: inout ArraySlice<Double>) -> Effect {
        func next() -> Double { v.popFirst() ?? 0 }
        switch effect {
        case .opacity: return .opacity(next())
        case .offset: return .offset(CGSize(width: next(), height: next()))
        case .shadow: let c = decodeColor(&v); return .shadow(ShadowSpec(color: c, radius: max(0, next()), x: next(), y: next()))
        case .scale: return .scale(CGSize(width: next(), height: next()), anchor: UnitPoint(x: next(), y: next()))
        case .rotation: return .rotation(Angle(radians: next()), anchor: UnitPoint(x: next(), y: next()))
        case .rotation3D:
            return .rotation3D(Rotation3DSpec(angle: Angle(radians: next()), axis: (next(), next(), next()),
                                              anchor: UnitPoint(x: next(), y: next()), anchorZ: next(), perspective: next()))
        case .projection:
            var m = ProjectionTransform()
            m.m11 = next(); m.m12 = next(); m.m13 = next(); m.m21 = next(); m.m22 = next(); m.m23 = next()
            m.m31 = next(); m.m32 = next(); m.m33 = next()
            return .projection(m)
        case .blur(_, let opaque): return .blur(radius: max(0, next()), opaque: opaque)
        case .colorMatrix(let m):
            switch m {
            case .brightness: return .colorMatrix(.brightness(next()))
            case .contrast: return .colorMatrix(.contrast(next()))
            case .saturation: return .colorMatrix(.saturation(next()))
            case .grayscale: return .colorMatrix(.grayscale(next()))
            case .hueRotation: return .colorMatrix(.hueRotation(next()))
            case .colorMultiply: return .colorMatrix(.colorMultiply(decodeColor(&v)))
            case .luminanceToAlpha, .colorInvert: return effect
            }
        case .clip(let shape, let eo):
            guard shape.flatAnimatableData != nil else { return effect }
            return .clip(shape.withFlatAnimatableData(Array(v)), evenOdd: eo)
        case .visualEffects(let list): return .visualEffects(list.map { decode($0, &v) })
        case .compositingGroup, .blendMode, .mask, .hidden, .visualEffect: return effect
        }
    }
}

/// Sixteen numbers animated together: a node's values are cut into such chunks, each a Motion timeline.
/// A SIMD value, so a spring's 300 steps a second cost no allocation.
struct ValueChunk: Interpolatable {
    static let width = 16
    var v: SIMD16<Double>
    init(_ v: SIMD16<Double>) { self.v = v }
    static let zero = ValueChunk(SIMD16<Double>(repeating: 0))
    static func + (a: ValueChunk, b: ValueChunk) -> ValueChunk { ValueChunk(a.v + b.v) }
    static func - (a: ValueChunk, b: ValueChunk) -> ValueChunk { ValueChunk(a.v - b.v) }
    func scaled(by factor: Double) -> ValueChunk { ValueChunk(v * factor) }
    var magnitudeSquared: Double { (v * v).sum() }

    /// `values` cut into chunks (the last padded with zeros).
    static func chunks(_ values: [Double]) -> [ValueChunk] {
        stride(from: 0, to: max(values.count, 1), by: width).map { start in
            var v = SIMD16<Double>(repeating: 0)
            for i in 0..<min(width, values.count - start) { v[i] = values[start + i] }
            return ValueChunk(v)
        }
    }
}
