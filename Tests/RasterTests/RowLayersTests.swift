import Testing
@testable import Raster

/// Row layers give the bytes of filling their paints one after another: over a whole canvas, over a window
/// of one, and through a prepared shape over varied content with a clip.
struct RowLayersTests {
    static let transform = Transform.scale(3)
    static let top = Paint.linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, 60),
        ramp: ColorRamp(colors: [Color(r8: 50, g8: 173, b8: 230).opacity(0.55), .white])))
    static let night = Paint.linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, 60),
        ramp: ColorRamp(stops: [GradientStop(offset: 0.2, color: .black), GradientStop(offset: 0.9, color: Color(r8: 88, g8: 86, b8: 214))])))
    /// Stacks of (paint, opacity), bottom first: translucent, opaque, and a solid colour on top.
    static let stacks: [[(paint: Paint, opacity: Double)]] = [
        [(top, 1)], [(top, 1), (night, 0.37)], [(night, 1), (top, 0.8), (.solid(Color.white.opacity(0.3)), 1)],
    ]

    /// The same layers filled one by one over `base` on a canvas of 40 × 60 points at 3×.
    static func layerByLayer(_ layers: [(paint: Paint, opacity: Double)], base: Color) -> Pixmap {
        var canvas = Canvas(width: 120, height: 180)
        canvas.pixmap.clear(to: base)
        canvas.transform = transform
        for layer in layers { canvas.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 60)), with: layer.paint, opacity: layer.opacity) }
        return canvas.pixmap
    }

    @Test func aWholeCanvasIsTheLayersFilledInTurn() {
        for layers in Self.stacks {
            for base in [Color.white, .clear, Color(r8: 28, g8: 28, b8: 30)] {
                let rows = Canvas(width: 120, height: 180, base: base, layers: RowLayers(layers, transform: Self.transform)!)
                #expect(rows.pixmap == Self.layerByLayer(layers, base: base))
            }
        }
    }

    @Test func aWindowHoldsItsPartOfTheCanvas() {
        let layers = Self.stacks[1]
        var window = Canvas(window: IntRect(x: 30, y: 70, width: 50, height: 40))
        window.fill(IntRect(x: 0, y: 0, width: 120, height: 180), base: .white, layers: RowLayers(layers, transform: Self.transform)!)
        #expect(window.pixmap == Self.layerByLayer(layers, base: .white).cropped(to: window.bounds))
    }

    @Test func aWindowCanvasIsItsPartOfTheLayersFilledInTurn() {
        let window = IntRect(x: 30, y: 70, width: 50, height: 40)
        for base in [Color.white, Color(r8: 28, g8: 28, b8: 30)] {
            let rows = Canvas(window: window, base: base, layers: RowLayers(Self.stacks[1], transform: Self.transform)!)
            #expect(rows.bounds == window)
            #expect(rows.pixmap == Self.layerByLayer(Self.stacks[1], base: base).cropped(to: window))
        }
    }

    @Test func aPreparedShapeIsItsPaintsFilledInTurn() {
        let path = Path.capsule(in: Rect(x: 2.3, y: 10.1, width: 33.4, height: 17.2))
        let shape = PreparedShape(path, transform: Self.transform, within: IntRect(x: 0, y: 0, width: 120, height: 180))!
        // Content under the shape that changes along rows and across them.
        var below = Canvas(width: 120, height: 180)
        below.fill(.circle(center: Point(50, 60), radius: 33), with: .solid(Color(r8: 255, g8: 149, b8: 0).opacity(0.7)))
        below.fill(.rect(Rect(x: 0, y: 40, width: 120, height: 9)), with: .solid(Color.black.opacity(0.5)))
        let clip = Path.circle(center: Point(20, 18), radius: 9.5)
        for layers in Self.stacks {
            var inTurn = below, together = below
            inTurn.withClip(clip) { c in for layer in layers { c.fill(shape, with: layer.paint, opacity: layer.opacity) } }
            together.withClip(clip) { $0.fill(shape, with: RowLayers(layers, transform: Self.transform)!) }
            #expect(together.pixmap == inTurn.pixmap)
        }
    }

    @Test func wholePixelsOverWhatIsThereAreTheLayersFilledInTurn() {
        // Content that changes along rows and across them, a rect reaching past the canvas, with and without a clip.
        var below = Canvas(width: 120, height: 180)
        below.pixmap.clear(to: Color(r8: 28, g8: 28, b8: 30))
        below.fill(.circle(center: Point(50, 60), radius: 33), with: .solid(Color(r8: 255, g8: 149, b8: 0).opacity(0.7)))
        let beyond = Rect(x: -0.4, y: -1.7, width: 41.1, height: 62)
        for layers in Self.stacks {
            for clip in [nil, Path.circle(center: Point(20, 18), radius: 9.5)] {
                var inTurn = below, together = below
                inTurn.transform = Self.transform
                func fill(_ c: inout Canvas) { for layer in layers { c.fill(.rect(beyond), with: layer.paint, opacity: layer.opacity) } }
                if let clip { inTurn.withClip(clip) { fill(&$0) } } else { fill(&inTurn) }
                together.transform = Self.transform
                let rows = RowLayers(layers, transform: Self.transform)!
                if let clip { together.withClip(clip) { $0.fill($0.bounds, with: rows) } } else { together.fill(together.bounds, with: rows) }
                #expect(together.pixmap == inTurn.pixmap)
            }
        }
    }

    @Test func aRectanglePathIsKnownAsOne() {
        #expect(Path.rect(Rect(x: 1, y: 2, width: 3, height: 4)).rectangle == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(Path.rect(Rect(x: 1, y: 2, width: 3, height: 4)).applying(.scale(3)).rectangle == Rect(x: 3, y: 6, width: 9, height: 12))
        #expect(Path.rect(Rect(x: 1, y: 2, width: 3, height: 4)).applying(.rotation(0.3)).rectangle == nil)
        #expect(Path.circle(center: Point(5, 5), radius: 2).rectangle == nil)
        var two = Path.rect(Rect(x: 0, y: 0, width: 1, height: 1))
        two.addPath(.rect(Rect(x: 2, y: 0, width: 1, height: 1)))
        #expect(two.rectangle == nil)
    }

    @Test func paintsThatVaryAlongARowAreRefused() {
        let across = Paint.linearGradient(LinearGradient(start: Point(0, 0), end: Point(40, 0), ramp: ColorRamp(colors: [.black, .white])))
        #expect(RowLayers([(Self.top, 1), (across, 1)], transform: Self.transform) == nil)
        // A top-to-bottom gradient turned a quarter is no longer one colour a row.
        #expect(RowLayers([(Self.top, 1)], transform: Self.transform.concatenating(.rotation(.pi / 2))) == nil)
    }
}
