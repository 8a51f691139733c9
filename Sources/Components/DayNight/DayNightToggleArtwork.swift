import Raster
import Symbols

/// The parts of the toggle that look the same in every frame, drawn once when the scene is made, in the
/// scene's own canvas pixels: the capsule's coverage (the day and night capsules share it; only the night
/// one's opacity changes) and the two scenery groups (only their opacity changes). A frame paints these
/// and rasterizes only the knob, which moves by fractions of a pixel.
///
/// Painting them gives the bytes drawing their paths would give on the scene's own canvas; on another
/// canvas they are moved by the whole pixels between the two origins.
struct DayNightToggleArtwork: Sendable {
    /// A picture whose top-left pixel is the device pixel (`x`, `y`) of the scene's own canvas.
    struct Placed: Sendable {
        let pixmap: Pixmap
        let x: Int, y: Int
    }

    /// `Capsule()` of the component frame.
    let capsule: PreparedShape?
    /// `LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom)` and `[.indigo, .black]`.
    let day: Paint, night: Paint
    /// The sparkles' HStack and the cloud, each a group faded as one by its `.opacity`.
    let stars: Placed?, cloud: Placed?
    /// The knob's `.shadow(color:radius: 4, y: 2)`: the shadow of its circle (the symbol lies inside it).
    let knobShadow: CircleShadow

    /// `transform` maps the component's points to the scene's own canvas, of `size` pixels.
    init(layout: DayNightToggleLayout, colors: DayNightToggleColors, symbols: DayNightToggleSymbols,
         direction: RenderEnvironment.LayoutDirection, transform: Transform, size: (width: Int, height: Int)) {
        let canvas = IntRect(x: 0, y: 0, width: size.width, height: size.height)
        knobShadow = CircleShadow(radius: layout.knobDiameter / 2 * transform.maxScale,
                                  sigma: DayNightToggleLayout.shadowRadius * transform.maxScale)
        capsule = PreparedShape(.capsule(in: Rect(origin: .zero, size: layout.size)), transform: transform, within: canvas)
        func gradient(_ top: Color, _ bottom: Color) -> Paint {
            .linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, layout.height), ramp: ColorRamp(colors: [top, bottom])))
        }
        day = gradient(colors.dayTop, colors.dayBottom)
        night = gradient(colors.nightTop, colors.nightBottom)

        let large = SymbolStyle(pointSize: layout.largeSparkleSize, color: colors.scenery)
        let small = SymbolStyle(pointSize: layout.smallSparkleSize, color: colors.scenery)
        let cloudStyle = SymbolStyle(pointSize: layout.cloudSize, color: colors.scenery)
        func width(_ symbol: Symbol, _ style: SymbolStyle) -> Double {
            SymbolRenderer.imageBox(of: symbol, style: style).width * style.unitScale
        }
        let anchors = layout.sceneryAnchors(
            largeSparkleWidth: width(symbols.sparkle, large), smallSparkleWidth: width(symbols.sparkle, small),
            cloudWidth: width(symbols.cloud, cloudStyle), direction: direction)
        func picture(_ draw: (inout Canvas) -> Void) -> Placed? {
            var layer = Canvas(window: canvas)
            layer.transform = transform
            draw(&layer)
            return layer.drawnBounds.map { Placed(pixmap: layer.pixmap.cropped(to: $0), x: $0.x, y: $0.y) }
        }
        stars = picture { layer in
            SymbolRenderer.draw(symbols.sparkle, style: large, anchoredAt: anchors.largeSparkle, into: &layer)
            SymbolRenderer.draw(symbols.sparkle, style: small, anchoredAt: anchors.smallSparkle, into: &layer)
        }
        cloud = picture { layer in
            SymbolRenderer.draw(symbols.cloud, style: cloudStyle, anchoredAt: anchors.cloud, into: &layer)
        }
    }
}
