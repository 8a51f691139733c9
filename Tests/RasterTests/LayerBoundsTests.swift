import Testing
import Raster

/// Layers held only within ``Canvas/layerBounds`` give the bytes of full-canvas layers when the drawing
/// stays inside, and draw nothing where nothing of them lands.
struct LayerBoundsTests {
    static func draw(layerBounds: IntRect?) -> Pixmap {
        var canvas = Canvas(width: 200, height: 160)
        canvas.pixmap.clear(to: Color(r8: 240, g8: 240, b8: 245))
        canvas.transform = .scale(2)
        canvas.layerBounds = layerBounds
        canvas.drawLayer(opacity: 0.6) { layer in
            layer.drawWithShadow(color: Color.black.opacity(0.4), sigma: 3, offset: Point(1, 2)) { inner in
                inner.fill(.circle(center: Point(40, 30), radius: 12), with: .solid(Color(r8: 255, g8: 149, b8: 0)))
            }
            layer.drawLayer(opacity: 0.5) { $0.fill(.rect(Rect(x: 30, y: 25, width: 30, height: 10)), with: .solid(.black)) }
        }
        return canvas.pixmap
    }

    @Test func boundsHoldingTheDrawingChangeNoByte() {
        // The circle spans device pixels 56…104 × 36…84; the shadow's taps reach 4σ = 24 px further.
        #expect(Self.draw(layerBounds: IntRect(x: 20, y: 0, width: 130, height: 130)) == Self.draw(layerBounds: nil))
    }

    @Test func boundsOffTheCanvasDrawNothing() {
        var blank = Canvas(width: 200, height: 160)
        blank.pixmap.clear(to: Color(r8: 240, g8: 240, b8: 245))
        #expect(Self.draw(layerBounds: IntRect(x: 300, y: 0, width: 10, height: 10)) == blank.pixmap)
    }
}

/// A rectangle clip holding every pixel a drawing touches changes no byte of it (it is left out of the mask).
struct RectangleClipTests {
    @Test func aClipHoldingTheDrawingChangesNothing() {
        func draw(clip: Rect?) -> Pixmap {
            var canvas = Canvas(width: 120, height: 90)
            canvas.pixmap.clear(to: .white)
            canvas.transform = .scale(3)
            let body: (inout Canvas) -> Void = { c in
                c.fill(.circle(center: Point(20, 15), radius: 9.3), with: .solid(Color(r8: 88, g8: 86, b8: 214).opacity(0.8)))
            }
            if let clip { canvas.withClip(.rect(clip), body) } else { body(&canvas) }
            return canvas.pixmap
        }
        let plain = draw(clip: nil)
        // Fractional edges outside the canvas, and edges on the canvas's own.
        #expect(draw(clip: Rect(x: -0.37, y: -2.1, width: 41, height: 33.9)) == plain)
        #expect(draw(clip: Rect(x: 0, y: 0, width: 40, height: 30)) == plain)
        // The coverage a rectangle mask would hold there is exactly 1.
        let mask = Mask.coverage(of: .rect(Rect(x: -1.11, y: -0.6, width: 123.4, height: 92)), rule: .nonZero, tolerance: 0.1,
                                 within: IntRect(x: 0, y: 0, width: 120, height: 90))!
        #expect(mask.values.allSatisfy { $0 == 1 })
        // A clip that cuts the drawing still clips it.
        #expect(draw(clip: Rect(x: 0, y: 0, width: 20, height: 30)) != plain)
    }
}
