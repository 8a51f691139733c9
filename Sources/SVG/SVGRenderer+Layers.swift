import Raster

/// Layers (group opacity, blend modes) that cost the pixels their content covers, and no more than a
/// few at once.
///
/// A layer is a canvas of its own, composited once when its content is drawn. `Canvas.drawLayer` makes it
/// the size of the whole canvas; here it holds only the device pixels the subtree can touch, so that
/// 50,000 small translucent groups are 50,000 small layers. And layers nest at most
/// ``SVGLimits/maxLayerDepth`` deep: past that a group's opacity is applied to each of its shapes instead
/// (overlapping shapes then show through each other), with a warning, so that no document makes a
/// render hold more than a few canvases' worth of pixels.
extension SVGRenderer {
    /// Whether `node` may open one more layer; warns (once) when it may not.
    mutating func hasLayerRoom(_ node: SVGNode, _ inherited: Inherited) -> Bool {
        guard inherited.layers >= SVGLimits.maxLayerDepth else { return true }
        warn("layers", node, "groups with opacity or blending nested more than \(SVGLimits.maxLayerDepth) deep: "
             + "deeper ones apply their opacity to each shape (overlaps show through)")
        return false
    }

    /// Draws `body` into a layer over `region` (device space; nil: nothing to draw) clipped to the
    /// canvas, with the canvas's transform, then composites it with `opacity` and `blend`.
    func drawLayer(into canvas: inout Canvas, covering region: Rect?, opacity: Double, blend: BlendMode = .sourceOver,
                   _ body: (inout Canvas) -> Void) {
        // `.source` replaces what is under the whole layer, so that layer is the whole canvas.
        let window: IntRect?
        if blend == .source { window = canvas.bounds } else { window = region.flatMap { Self.pixels(of: $0, within: canvas.bounds) } }
        guard let window else { return }
        var layer = Canvas(window: window)
        layer.transform = canvas.transform
        body(&layer)
        canvas.drawPixmap(layer.pixmap, atX: window.x, y: window.y, opacity: opacity, blend: blend)
    }

    /// The whole device pixels of `rect` that lie in `bounds`, nil when none do.
    static func pixels(of rect: Rect, within bounds: IntRect) -> IntRect? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return bounds }
        // Clamped in floating point first: a rect 1e300 wide must not reach Int(_:).
        let x0 = max(Double(bounds.x), (rect.minX).rounded(.down)), y0 = max(Double(bounds.y), (rect.minY).rounded(.down))
        let x1 = min(Double(bounds.maxX), (rect.maxX).rounded(.up)), y1 = min(Double(bounds.maxY), (rect.maxY).rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        return IntRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// A device-space rectangle holding everything `node` can draw, `parent` mapping its parent's space
    /// to the device (`ownTransform: false` when `parent` already includes the node's own transform).
    /// Shapes count with their control points (which hold the curves), grown by half the stroke width
    /// times the miter limit (which holds any join or cap) and a pixel for anti-aliasing.
    func deviceBounds(_ node: SVGNode, _ parent: Transform, ownTransform: Bool = true) -> Rect? {
        guard node.style.display else { return nil }
        let t = ownTransform ? node.transform.concatenating(parent) : parent
        switch node.content {
        case .group(let children):
            return children.compactMap { deviceBounds($0, t) }.reduce(nil) { $0?.union($1) ?? $1 }
        case .shape(let path):
            guard !path.isEmpty else { return nil }
            var box = path.bounds
            if node.style.strokeWidth > 0 {
                let reach = node.style.strokeWidth / 2 * max(node.style.strokeStyle.miterLimit, 1.5)
                box = box.insetBy(dx: -reach, dy: -reach)
            }
            let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)]
                .map(t.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: xs.min()! - 1, y: ys.min()! - 1, width: xs.max()! - xs.min()! + 2, height: ys.max()! - ys.min()! + 2)
        }
    }
}
