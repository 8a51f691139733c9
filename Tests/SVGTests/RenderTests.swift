import Testing
import Raster
@testable import SVG

/// The document as pixels: viewBox mapping, shapes, fill rules, group opacity, currentColor.
@Suite struct RenderTests {
    func doc(_ attrs: String, _ body: String) throws -> SVGDocument {
        try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' \(attrs)>\(body)</svg>")
    }

    @Test func sizeFromAttributesOrViewBox() throws {
        #expect(try doc("width='20' height='10'", "").size == Size(20, 10))
        #expect(try doc("viewBox='0 0 64 32'", "").size == Size(64, 32))
        #expect(try doc("width='128' viewBox='0 0 64 32'", "").size == Size(128, 64))
        #expect(try doc("width='1in' height='72pt'", "").size == Size(96, 96))
        #expect(try doc("width='100%' height='100%' viewBox='0 0 5 6'", "").size == Size(5, 6))
        #expect(try doc("", "").size == Size(300, 150))
    }

    @Test func pixelSizesForTheCommandLine() throws {
        let d = try doc("viewBox='0 0 64 32'", "")
        #expect(d.pixelSize() == (64, 32))
        #expect(d.pixelSize(width: 200) == (200, 100))
        #expect(d.pixelSize(height: 10) == (20, 10))
        #expect(d.pixelSize(scale: 2.5) == (160, 80))
    }

    @Test func viewBoxScalesUniformlyAndCentres() throws {
        // A 10×10 viewBox in a 40×20 viewport: scale 2, centred horizontally (offset 10).
        let d = try doc("width='40' height='20' viewBox='0 0 10 10'", "<rect width='10' height='10' fill='red'/>")
        let px = d.renderPixmap(width: 40, height: 20).pixmap
        #expect(px.straightPixel(x: 9, y: 10).a == 0)
        #expect(px.straightPixel(x: 10, y: 10).a == 255)
        #expect(px.straightPixel(x: 29, y: 10).a == 255)
        #expect(px.straightPixel(x: 30, y: 10).a == 0)
    }

    @Test func viewBoxOriginAndRenderSizeScaling() throws {
        // viewBox origin 10,10: the rect at (10,10) lands at the pixmap's corner; rendered at 4×.
        let d = try doc("viewBox='10 10 8 8'", "<rect x='10' y='10' width='4' height='4' fill='blue'/>")
        let px = d.renderPixmap(width: 32, height: 32).pixmap
        #expect(px.straightPixel(x: 0, y: 0).b == 255)
        #expect(px.straightPixel(x: 15, y: 15).a == 255)
        #expect(px.straightPixel(x: 16, y: 16).a == 0)
    }

    @Test func preserveAspectRatioVariants() throws {
        let vb = Rect(x: 0, y: 0, width: 10, height: 10), vp = Rect(x: 0, y: 0, width: 40, height: 20)
        let minMeet = try SVGPreserveAspectRatio.parse("xMinYMin meet").transform(from: vb, to: vp)
        #expect(minMeet.apply(Point(10, 10)) == Point(20, 20))
        let none = try SVGPreserveAspectRatio.parse("none").transform(from: vb, to: vp)
        #expect(none.apply(Point(10, 10)) == Point(40, 20))
        let slice = try SVGPreserveAspectRatio.parse("xMidYMax slice").transform(from: vb, to: vp)
        #expect(slice.apply(Point(0, 10)) == Point(0, 20))
        #expect(slice.apply(Point(0, 0)) == Point(0, -20))
    }

    @Test func fillRules() throws {
        // Two nested squares in the same direction: non-zero fills the hole, even-odd leaves it.
        let d = "M0 0h20v20h-20z M5 5h10v10h-10z"
        let nz = try doc("width='20' height='20'", "<path d='\(d)'/>").renderPixmap(width: 20, height: 20).pixmap
        let eo = try doc("width='20' height='20'", "<path fill-rule='evenodd' d='\(d)'/>").renderPixmap(width: 20, height: 20).pixmap
        #expect(nz.straightPixel(x: 10, y: 10).a == 255)
        #expect(eo.straightPixel(x: 10, y: 10).a == 0)
        #expect(eo.straightPixel(x: 2, y: 2).a == 255)
    }

    @Test func groupOpacityRendersAsOneLayer() throws {
        // Two overlapping opaque rects in a 50% group: the overlap is 50%, not 75%.
        let d = try doc("width='20' height='10'", "<g opacity='0.5'><rect width='15' height='10' fill='red'/><rect x='5' width='15' height='10' fill='red'/></g>")
        let px = d.renderPixmap(width: 20, height: 10).pixmap
        #expect(abs(Int(px.pixel(x: 10, y: 5).a) - 128) <= 1)
        #expect(abs(Int(px.pixel(x: 2, y: 5).a) - 128) <= 1)
    }

    @Test func transformsNestAndCurrentColorComesFromCaller() throws {
        let d = try doc("width='20' height='20'", "<g transform='translate(10 0)'><rect transform='scale(2)' width='5' height='5' fill='currentColor'/></g>")
        var canvas = Canvas(width: 20, height: 20)
        d.render(into: &canvas, currentColor: Color(r8: 0, g8: 200, b8: 0))
        #expect(canvas.pixmap.straightPixel(x: 15, y: 5).g == 200)
        #expect(canvas.pixmap.straightPixel(x: 5, y: 5).a == 0)
    }

    @Test func shapesCoverTheirArea() throws {
        let d = try doc("width='40' height='40'", """
            <circle cx='10' cy='10' r='5' fill='red'/>
            <ellipse cx='30' cy='10' rx='8' ry='3' fill='red'/>
            <rect x='2' y='22' width='16' height='16' rx='4' fill='red'/>
            <polygon points='22,22 38,22 30,38' fill='red'/>
            <polyline points='0 0 2 0 2 2' fill='none' stroke='red'/>
            <line x1='0' y1='39' x2='40' y2='39' stroke='red'/>
            """)
        let px = d.renderPixmap(width: 40, height: 40).pixmap
        #expect(px.straightPixel(x: 10, y: 10).a == 255)
        #expect(px.straightPixel(x: 10, y: 3).a == 0)
        #expect(px.straightPixel(x: 36, y: 10).a == 255)
        #expect(px.straightPixel(x: 30, y: 14).a == 0)
        #expect(px.straightPixel(x: 10, y: 30).a == 255)
        #expect(px.straightPixel(x: 2, y: 22).a < 128)   // rounded corner
        #expect(px.straightPixel(x: 30, y: 30).a == 255)
        #expect(px.straightPixel(x: 23, y: 36).a == 0)
    }

    @Test func rectRadiusRules() throws {
        // ry defaults to rx; radii clamp to half the sides; zero width renders nothing.
        let r = SVGShapes.roundedRect(Rect(x: 0, y: 0, width: 10, height: 4), rx: 2, ry: 2)
        #expect(r.bounds == Rect(x: 0, y: 0, width: 10, height: 4))
        let d = try doc("viewBox='0 0 10 10'", "<rect id='a' width='10' height='4' rx='9'/><rect id='z' width='0' height='4'/>")
        let a = try #require(d.node(withID: "a")?.path)
        #expect(a.elements.first == .move(Point(5, 0)))   // rx clamped to 5
        #expect(d.node(withID: "z")?.path?.isEmpty == true)
    }

    @Test func displayNoneAndVisibility() throws {
        let d = try doc("width='10' height='10'", "<g display='none'><rect width='10' height='10'/></g><rect visibility='hidden' width='10' height='10'/>")
        #expect(d.renderPixmap(width: 10, height: 10).pixmap.straightPixel(x: 5, y: 5).a == 0)
    }

    @Test func layerOptions() throws {
        let d = try doc("width='10' height='10'", "<g id='primary'><rect width='5' height='10' fill='currentColor'/></g><g id='secondary'><rect x='5' width='5' height='10' fill='currentColor'/></g>")
        let opts = SVGRenderOptions(currentColor: .black, layerColors: ["secondary": Color(r8: 255, g8: 0, b8: 0)], excludeIDs: ["primary"])
        let px = d.renderPixmap(width: 10, height: 10, options: opts).pixmap
        #expect(px.straightPixel(x: 2, y: 5).a == 0)
        #expect(px.straightPixel(x: 7, y: 5).r == 255)
    }

    @Test func hugeCoordinatesDoNotCrash() throws {
        let d = try doc("width='10' height='10'", "<path d='M0 0H1e300V1e300z'/><rect width='10' height='10' fill='red'/>")
        let (px, warnings) = d.renderPixmap(width: 10, height: 10)
        #expect(px.straightPixel(x: 5, y: 5).r == 255)
        #expect(warnings.count == 1)
        #expect(throws: SVGError.self) { try doc("", "<path d='M0 0L1e400 0'/>") }
    }

    @Test func layerBlendModeCutsAGap() throws {
        let d = try doc("width='10' height='10'", "<rect width='10' height='10'/><g id='gap'><rect x='4' width='2' height='10' fill='white'/></g>")
        let px = d.renderPixmap(width: 10, height: 10, options: SVGRenderOptions(layerBlendModes: ["gap": .destinationOut])).pixmap
        #expect(px.straightPixel(x: 5, y: 5).a == 0)
        #expect(px.straightPixel(x: 2, y: 5).a == 255)
        #expect(px.straightPixel(x: 8, y: 5).a == 255)
    }
}
