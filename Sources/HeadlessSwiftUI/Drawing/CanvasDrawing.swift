import Raster

/// What one run of a ``Canvas``'s renderer drew: display-list items in the canvas's points (key and name
/// filled in when they are placed), and a hash of them, so that a canvas drawn the same in two states is
/// known to be constant. Pure `Sendable` data, kept in the laid-out tree like a text's lines.
struct CanvasDrawing: Sendable {
    var items: [DisplayItem]
    var signature: Int

    static let empty = CanvasDrawing(items: [], signature: 0)

    /// The items placed under the canvas's node: `transform` (the node's points to device pixels) after
    /// each item's own, `effects` (those reaching the node) outside each item's own, every effect's space
    /// and every blur's σ carried to device pixels the same way.
    func placed(key: Int, name: String, transform: Raster.Transform, effects: [LeafEffect]) -> [DisplayItem] {
        items.map { $0.placed(key: key, name: name, transform: transform, outer: effects) }
    }
}

/// Where the operations of one context go: the canvas, or one layer of it.
final class CanvasRecording {
    private(set) var items: [DisplayItem] = []

    /// Adds `item`; on the canvas itself (`frame` set), clipped to the canvas's frame where it reaches
    /// past it (a Canvas draws within its frame; most items don't reach out, and they carry no clip).
    func append(_ item: DisplayItem, clippedTo frame: CGSize?) {
        var item = item
        if let frame {
            let b = item.deviceBounds, slack = 1e-6
            if b.minX < -slack || b.minY < -slack || b.maxX > Double(frame.width) + slack || b.maxY > Double(frame.height) + slack {
                item.effects.insert(.clip(Raster.Path.rect(Raster.Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))),
                                          .identity, .nonZero), at: 0)
            }
        }
        items.append(item)
    }
}

extension DisplayItem {
    /// A drawing of a canvas, before it is placed (``CanvasDrawing/placed(key:name:transform:effects:)``).
    static func canvasItem(_ content: Content, transform: Raster.Transform) -> DisplayItem {
        DisplayItem(key: 0, name: "Canvas", transform: transform, effects: [], content: content, cacheID: nil)
    }

    /// A group of canvas drawings (a layer, a filter's group, a mask).
    static func canvasGroup(_ effect: GroupEffect, _ children: [DisplayItem]) -> DisplayItem {
        canvasItem(.group(effect, children), transform: .identity)
    }

    /// This canvas item (in the canvas's points) under a node drawn with `transform`, inside `outer`.
    func placed(key: Int, name: String, transform node: Raster.Transform, outer: [LeafEffect]) -> DisplayItem {
        func effect(_ e: LeafEffect) -> LeafEffect {
            switch e {
            case .opacity: e
            case .shadow(let spec, let t): .shadow(spec, t.concatenating(node))
            case .clip(let path, let t, let rule): .clip(path, t.concatenating(node), rule)
            }
        }
        func children(_ list: [DisplayItem]) -> [DisplayItem] { list.map { $0.placed(key: key, name: name, transform: node, outer: []) } }
        let placedContent: Content = switch content {
        case .fill, .stroke, .symbol: content
        case .group(.blur(let sigma), let list): .group(.blur(sigma: sigma * node.maxScale), children(list))
        case .group(.mask(let mask), let list): .group(.mask(children(mask)), children(list))
        case .group(let group, let list): .group(group, children(list))
        }
        return DisplayItem(key: key, name: name, transform: self.transform.concatenating(node), effects: outer + effects.map(effect),
                           content: placedContent, cacheID: nil)
    }

    /// Hashes what this item draws: enough to tell two drawings apart (paths, paints, transforms, effects).
    func hashDrawing(into h: inout Hasher) {
        h.combine(transform)
        for e in effects {
            switch e {
            case .opacity(let o): h.combine(0); h.combine(o)
            case .shadow(let s, let t): h.combine(1); h.combine(s); h.combine(t)
            case .clip(let p, let t, let r): h.combine(2); h.combine(p); h.combine(t); h.combine(r == .evenOdd)
            }
        }
        switch content {
        case .fill(let path, let paint, let rule): h.combine(10); h.combine(path); h.combine(paint); h.combine(rule == .evenOdd)
        case .stroke(let path, let style, let paint): h.combine(11); h.combine(path); h.combine(style); h.combine(paint)
        case .symbol(let symbol):
            h.combine(12); h.combine(symbol.anchor)
            for part in symbol.parts {
                h.combine(part.to.name); h.combine(part.from.name); h.combine(part.layers); h.combine(part.opacity)
                h.combine(part.style)   // size, weight, scale, mode and every layer colour
            }
        case .group(let group, let list):
            h.combine(13)
            switch group {
            case .composite: h.combine(0)
            case .blur(let sigma): h.combine(1); h.combine(sigma)
            case .colorMatrix(let m): h.combine(2); h.combine(m)
            case .mask(let mask): h.combine(3); for m in mask { m.hashDrawing(into: &h) }
            case .projection(let p): h.combine(4); h.combine(p)
            case .blend(let mode): h.combine(5); h.combine(mode)
            case .backdrop(let m, let path, let rule): h.combine(6); h.combine(m); h.combine(path); h.combine(rule)
            }
            for child in list { child.hashDrawing(into: &h) }
        }
    }
}
