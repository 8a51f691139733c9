import Raster

/// The animated values of a scene at an instant, by name, for `frames.json`: every value of the tree that
/// changes in some change, named after its view and property ("Circle.fill.red", "Capsule.opacity",
/// "Circle.shadow.frame.x": a modifier's values under the leaf it modifies, its own name said once).
/// Colours are straight (not premultiplied) sRGB 0…1.
extension ViewScene {
    public func values(at time: Double) -> [(name: String, value: Double)] {
        let builder = DisplayListBuilder(model: model, time: time)
        var out: [(name: String, value: Double)] = []
        for entry in model.animatedSlots {
            guard let node = builder.presented(entry.key) else { continue }
            let named = AnimatableValues.named(node)
            for slot in entry.slots where slot < named.count {
                // A modifier's frame is the modified view's: "Circle.shadow.frame.x", apart from the modifier's
                // own values ("Circle.shadow.x" is the shadow's x offset); a view's is "Image.x".
                let isFrame = slot < AnimatableValues.frameValueCount && entry.label != node.name
                let value = isFrame ? "frame.\(named[slot].name)" : named[slot].name
                out.append((Self.valueName(label: entry.label, value: value, modifier: node.name), named[slot].value))
            }
        }
        return out
    }

    /// "Capsule.opacity" + "opacity" → "Capsule.opacity"; "Circle.shadow" + "shadow.radius" → "Circle.shadow.radius".
    static func valueName(label: String, value: String, modifier: String) -> String {
        guard label.hasSuffix("." + modifier) else { return "\(label).\(value)" }
        if value == modifier { return label }
        if value.hasPrefix(modifier + ".") { return label + value.dropFirst(modifier.count) }
        return "\(label).\(value)"
    }
}

extension AnimationModel {
    /// The nodes with values that change, in a stable order, with a readable unique label each and the
    /// indices of their changing values.
    var animatedSlots: [(key: Int, label: String, slots: [Int])] {
        var result: [(key: Int, label: String, slots: [Int])] = []
        var used: [String: Int] = [:]
        for key in tracks.keys.sorted() {
            guard let track = tracks[key] else { continue }
            var changing = Set<Int>()
            for segment in track.segments {
                for (c, chunk) in segment.chunks.enumerated() {
                    for change in chunk.changes {
                        for i in 0..<ValueChunk.width where change.target.v[i] != chunk.initialValue.v[i] {
                            changing.insert(c * ValueChunk.width + i)
                        }
                    }
                }
            }
            guard !changing.isEmpty else { continue }
            var label = labels[key] ?? "#\(key)"
            used[label, default: 0] += 1
            // A second "Image.opacity" is "Image#2.opacity": the number goes with the view, not the property.
            if let n = used[label], n > 1 {
                let view = label.firstIndex(of: ".") ?? label.endIndex
                label.insert(contentsOf: "#\(n)", at: view)
            }
            result.append((key, label, changing.sorted()))
        }
        return result
    }
}

extension AnimatableValues {
    /// The frame's x, y, width and height come first in every node's values.
    static let frameValueCount = 4

    /// A node's values with names, in the order (and count) of ``encode(_:)``; colours straight.
    static func named(_ node: ResolvedNode) -> [(name: String, value: Double)] {
        var out: [(name: String, value: Double)] = [("x", Double(node.frame.minX)), ("y", Double(node.frame.minY)),
                                                     ("width", Double(node.frame.width)), ("height", Double(node.frame.height))]
        func color(_ prefix: String, _ c: Raster.Color) {
            out += [("\(prefix).red", c.red), ("\(prefix).green", c.green), ("\(prefix).blue", c.blue), ("\(prefix).opacity", c.alpha)]
        }
        func paint(_ prefix: String, _ p: ResolvedPaint) {
            func stops(_ g: ResolvedGradient) {
                for (i, s) in g.stops.enumerated() { color("\(prefix).stop\(i)", s.color); out.append(("\(prefix).stop\(i).location", s.location)) }
            }
            switch p {
            case .color(let c): color(prefix, c)
            case .linear(let g, let s, let e):
                stops(g); out += [("\(prefix).start.x", s.x), ("\(prefix).start.y", s.y), ("\(prefix).end.x", e.x), ("\(prefix).end.y", e.y)].map { ($0.0, Double($0.1)) }
            case .radial(let g, let c, let r0, let r1):
                stops(g); out += [("\(prefix).center.x", Double(c.x)), ("\(prefix).center.y", Double(c.y)), ("\(prefix).startRadius", r0), ("\(prefix).endRadius", r1)]
            case .angular(let g, let c, let a0, let a1):
                stops(g); out += [("\(prefix).center.x", Double(c.x)), ("\(prefix).center.y", Double(c.y)), ("\(prefix).startAngle", a0), ("\(prefix).endAngle", a1)]
            case .shadowed(let base, let s):
                paint(prefix, base); color("\(prefix).shadow", s.color)
                out += [("\(prefix).shadow.radius", s.radius), ("\(prefix).shadow.x", s.x), ("\(prefix).shadow.y", s.y)]
            case .material(let m):
                color("\(prefix).tint", m.tint); out += [("\(prefix).blur", m.blurRadius), ("\(prefix).opacity", m.opacity)]
            case .image(let i):
                out.append(("\(prefix).image.opacity", i.opacity))
            }
        }
        func effectValues(_ effect: Effect) {
            switch effect {
            case .opacity(let o): out.append(("opacity", o))
            case .offset(let s): out += [("offset.x", Double(s.width)), ("offset.y", Double(s.height))]
            case .shadow(let s): color("shadow", s.color); out += [("shadow.radius", s.radius), ("shadow.x", s.x), ("shadow.y", s.y)]
            case .scale(let s, let a): out += [("scale.x", Double(s.width)), ("scale.y", Double(s.height)), ("anchor.x", Double(a.x)), ("anchor.y", Double(a.y))]
            case .rotation(let angle, let a): out += [("degrees", angle.degrees), ("anchor.x", Double(a.x)), ("anchor.y", Double(a.y))]
            case .rotation3D(let r):
                out += [("degrees", r.angle.degrees), ("axis.x", Double(r.axis.x)), ("axis.y", Double(r.axis.y)), ("axis.z", Double(r.axis.z)),
                        ("anchor.x", Double(r.anchor.x)), ("anchor.y", Double(r.anchor.y)), ("anchorZ", Double(r.anchorZ)),
                        ("perspective", Double(r.perspective))]
            case .projection(let m):
                out += [("m11", m.m11), ("m12", m.m12), ("m13", m.m13), ("m21", m.m21), ("m22", m.m22), ("m23", m.m23),
                        ("m31", m.m31), ("m32", m.m32), ("m33", m.m33)].map { ($0.0, Double($0.1)) }
            case .blur(let r, _): out.append(("blur", r))
            case .colorMatrix(let m):
                switch m {
                case .brightness(let x): out.append(("brightness", x))
                case .contrast(let x): out.append(("contrast", x))
                case .saturation(let x): out.append(("saturation", x))
                case .grayscale(let x): out.append(("grayscale", x))
                case .hueRotation(let x): out.append(("hueRotation", x))
                case .colorMultiply(let c): color("colorMultiply", c)
                case .luminanceToAlpha, .colorInvert: break
                }
            case .clip(let shape, _):
                for (i, v) in (shape.flatAnimatableData ?? []).enumerated() { out.append(("clip\(i)", v)) }
            case .visualEffects(let list): for e in list { effectValues(e) }
            case .compositingGroup, .blendMode, .mask, .hidden, .visualEffect: break
            }
        }
        switch node.content {
        case .shape(let leaf):
            paint("fill", leaf.paint)
            if case .stroke(_, let s) = leaf.drawing { out.append(("lineWidth", Double(s.lineWidth))) }
            if case .strokeBorder(_, let s) = leaf.drawing { out.append(("lineWidth", Double(s.lineWidth))) }
            for (i, v) in (leaf.shape.flatAnimatableData ?? []).enumerated() { out.append(("shape\(i)", v)) }
        case .text(let leaf, _):
            for (i, run) in leaf.runs.enumerated() { paint(leaf.runs.count == 1 ? "color" : "run\(i).color", run.paint) }
        case .image(let leaf):
            paint("color", leaf.paint)
        case .divider(let p):
            paint("color", p)
        case .effect(let effect):
            effectValues(effect)
        case .none, .background, .scrollClip, .canvas:
            break
        }
        return out
    }
}
