import Raster

/// A component alone (not a demo screen): drawn on a canvas of its own, with room for everything it draws
/// outside its frame (shadow, overshoot), or into a larger picture at any whole-pixel origin — how a demo
/// screen places its toggles.
public protocol ComponentScene: AnimatedScene {
    /// Where the component's frame sits on its own canvas, in whole pixels.
    var frameOrigin: (x: Int, y: Int) { get }
    /// What fills its own canvas under it; nil leaves it transparent.
    var background: Color? { get }
    /// Draws the component as it is `time` seconds after the change onto `canvas` (over whatever is there),
    /// with its frame's top-left corner at the whole pixel `originPixels`.
    func drawComponent(at time: Double, into canvas: inout Canvas, originPixels: (x: Int, y: Int))
}

extension ComponentScene {
    /// The component on its own canvas: the background, then the component at ``frameOrigin``.
    public func render(at time: Double) -> Pixmap {
        var canvas = Canvas(width: pixelSize.width, height: pixelSize.height)
        if let background { canvas.pixmap.clear(to: background) }
        drawComponent(at: time, into: &canvas, originPixels: frameOrigin)
        return canvas.pixmap
    }
}
