import Raster
import Symbols

/// What one frame draws, back to front, as SwiftUI's display list: shapes, text and symbols with their
/// paints, each with the effects that reach it, grouped where an effect needs the subtree flattened first.
/// Every item keeps its node's identity key, so a renderer can recognise what did not change.
public struct DisplayList: Sendable {
    public internal(set) var items: [DisplayItem] = []
}

/// One drawing of the display list.
public struct DisplayItem: Sendable {
    /// The identity of the view that draws it.
    public let key: Int
    /// The view type ("Circle", "Text", …).
    public let name: String
    /// From the view's own points to device pixels.
    let transform: Raster.Transform
    /// Effects that reach this item on its own (SwiftUI's opacity, shadow and clip on a container reach each
    /// leaf unless a compositing group flattens it), outermost first.
    var effects: [LeafEffect]
    let content: Content
    /// Set when the item looks the same in every frame but for the opacities above it: its id in the
    /// scene's ``RenderCache``.
    var cacheID: Int?

    enum Content: Sendable {
        case fill(Raster.Path, Raster.Paint, FillRule)
        case stroke(Raster.Path, Raster.StrokeStyle, Raster.Paint)
        case symbol(SymbolDrawing)
        case group(GroupEffect, [DisplayItem])
    }
}

/// An effect applied to one item.
enum LeafEffect: Sendable {
    case opacity(Double)
    /// A shadow in the space of `transform` (radius and offset in its points).
    case shadow(ShadowSpec, Raster.Transform)
    /// A clip to `path` in the space of `transform`.
    case clip(Raster.Path, Raster.Transform, FillRule)
}

/// What a group does with its flattened children.
enum GroupEffect: Sendable {
    /// Just flattened (`.compositingGroup`, `.drawingGroup`).
    case composite
    /// Blurred, σ in device pixels.
    case blur(sigma: Double)
    /// Composited onto what is below with this mode (`.blendMode`).
    case blend(Raster.BlendMode)
    /// A material: what the canvas holds under `path` (in the item's space) blurred, its colours
    /// strengthened and drawn back within the path, then the children (the tint) over it.
    case backdrop(ResolvedMaterial, Raster.Path, FillRule)
    case colorMatrix(ColorMatrixEffect)
    /// Kept where these items (drawn in the same space) are opaque.
    case mask([DisplayItem])
    /// Drawn flat, then warped by this projective transform of device pixels (`rotation3DEffect`,
    /// `projectionEffect` with perspective).
    case projection(Raster.ProjectiveTransform)
}

/// A symbol image (or the two symbols of a transition) as the Symbols module draws it.
struct SymbolDrawing: Sendable {
    /// Layers of one symbol source drawn with one colour: drawn opaque, then faded as one group by the
    /// colour's alpha (a translucent colour applies to the symbol as a whole).
    struct Part: Sendable {
        var layers: [DrawnLayer]
        var from: Symbol
        var to: Symbol
        var style: SymbolStyle
        var opacity: Double
    }
    var parts: [Part]
    /// Where the symbol's anchor lands, in the item's points.
    var anchor: Raster.Point
}

extension DisplayList: CustomStringConvertible {
    /// One line per item: key, name, what it draws and its device bounds.
    public var description: String {
        var lines: [String] = []
        func visit(_ item: DisplayItem, _ depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            let effects = item.effects.map { e -> String in
                switch e {
                case .opacity(let o): "opacity \(Self.format(o))"
                case .shadow(let s, _): "shadow r\(Self.format(s.radius)) (\(Self.format(s.x)), \(Self.format(s.y)))"
                case .clip: "clip"
                }
            }
            let suffix = effects.isEmpty ? "" : " [" + effects.joined(separator: ", ") + "]"
            switch item.content {
            case .fill(let path, let paint, _):
                lines.append("\(pad)#\(item.key) \(item.name) fill \(Self.describe(paint)) \(Self.bounds(path, item.transform))\(suffix)")
            case .stroke(let path, let style, let paint):
                lines.append("\(pad)#\(item.key) \(item.name) stroke \(Self.format(style.width)) \(Self.describe(paint)) \(Self.bounds(path, item.transform))\(suffix)")
            case .symbol(let symbol):
                let names = symbol.parts.map { "\($0.to.name)" }.joined(separator: "→")
                let anchor = item.transform.apply(symbol.anchor)
                lines.append("\(pad)#\(item.key) \(item.name) symbol \(names) at (\(Self.format(anchor.x)), \(Self.format(anchor.y)))px\(suffix)")
            case .group(let effect, let children):
                let kind: String = switch effect {
                case .composite: "compositingGroup"
                case .blur(let s): "blur σ\(Self.format(s))px"
                case .colorMatrix(let m): "\(m)"
                case .mask: "mask"
                case .projection: "projection"
                case .blend(let mode): "blend \(mode)"
                case .backdrop(let m, _, _): "backdrop blur \(Self.format(m.blurRadius))"
                }
                lines.append("\(pad)#\(item.key) \(item.name) \(kind)\(suffix)")
                for child in children { visit(child, depth + 1) }
            }
        }
        for item in items { visit(item, 0) }
        return lines.joined(separator: "\n")
    }

    static func format(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    static func describe(_ paint: Raster.Paint) -> String {
        switch paint {
        case .solid(let c): "rgba(\(format(c.red * 255)), \(format(c.green * 255)), \(format(c.blue * 255)), \(format(c.alpha)))"
        case .linearGradient(let g): "linear(\(g.ramp.stops.count) stops)"
        case .radialGradient(let g): "radial(\(g.ramp.stops.count) stops)"
        case .conicGradient(let g): "conic(\(g.ramp.stops.count) stops)"
        case .twoPointConicalGradient(let g): "two-point conical(\(g.ramp.stops.count) stops)"
        case .image(let p): "image(\(p.pixels.pixmap.width)×\(p.pixels.pixmap.height))"
        }
    }

    static func bounds(_ path: Raster.Path, _ t: Raster.Transform) -> String {
        let b = path.applying(t).bounds
        return "[\(format(b.minX)), \(format(b.minY)), \(format(b.width))×\(format(b.height))]px"
    }
}
