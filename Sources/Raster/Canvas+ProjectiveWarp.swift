/// Pictures drawn through a projective transform (`Compose/ProjectiveWarp.swift`): the view layer's
/// `rotation3DEffect` and `projectionEffect` draw their content flat into a canvas of its own, then warp it here.
extension Canvas {
    /// Composites `source` (a canvas in the same device space) mapped by `transform` (device pixels to
    /// device pixels) with `opacity`, through this canvas's clips. Only what `source` drew is warped; a
    /// singular transform (a view seen edge-on) draws nothing.
    public mutating func drawWarped(_ source: Canvas, by transform: ProjectiveTransform, opacity: Double = 1) {
        guard opacity > 0, let drawn = source.drawnBounds, let inverse = transform.inverted else { return }
        // One transparent source pixel around what was drawn: the ramp of the antialiased edges.
        let reach = drawn.grownBy(1)
        let reachRect = Rect(x: Double(reach.x), y: Double(reach.y), width: Double(reach.width), height: Double(reach.height))
        // A corner behind the camera makes the image unbounded: then every pixel here is a candidate.
        let target = transform.boundsOfImage(of: reachRect).map { IntRect(enclosing: $0).grownBy(1) } ?? bounds
        guard let window = layerWindow.flatMap({ target.intersection($0) }) else { return }
        var layer = Canvas(window: window)
        ProjectiveWarp.warp(source.pixmap, sourceOrigin: (source.originX, source.originY), forward: transform, inverse: inverse,
                            into: &layer.pixmap, destinationOrigin: (window.x, window.y), region: window)
        composite(layer, region: window, opacity: opacity, blend: .sourceOver)
    }
}
