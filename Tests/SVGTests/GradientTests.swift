import Testing
import Raster
@testable import SVG

@Suite struct GradientTests {
    func render(_ body: String, size: Int = 100) throws -> Pixmap {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='\(size)' height='\(size)' viewBox='0 0 100 100'>\(body)</svg>")
        return d.renderPixmap(width: size, height: size).pixmap
    }

    @Test func parsesStopsUnitsAndTransform() throws {
        let d = try SVGDocument(string: """
            <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><defs>
              <linearGradient id='g' x1='0' y1='0' x2='1' y2='0' gradientUnits='userSpaceOnUse'
                  gradientTransform='scale(2)' spreadMethod='reflect'>
                <stop offset='0' stop-color='red'/><stop offset='50%' style='stop-color:#00f; stop-opacity:.5'/>
              </linearGradient></defs></svg>
            """)
        let g = try #require(d.gradients["g"])
        #expect(g.kind == .linear)
        #expect(g.units == .userSpaceOnUse)
        #expect(g.spread == .reflect)
        #expect(g.transform == .scale(2))
        #expect(g.stops?.count == 2)
        #expect(g.stops?[1].offset == 0.5)
        #expect(g.stops?[1].opacity == 0.5)
        #expect(g.stops?[1].color == .color(Color(r8: 0, g8: 0, b8: 255)))
    }

    @Test func linearObjectBoundingBoxPixels() throws {
        // Red at the rect's left edge to blue at its right edge, across x = 20…80.
        let px = try render("""
            <defs><linearGradient id='g'><stop offset='0' stop-color='#ff0000'/><stop offset='1' stop-color='#0000ff'/></linearGradient></defs>
            <rect x='20' y='20' width='60' height='60' fill='url(#g)'/>
            """)
        let left = px.straightPixel(x: 20, y: 50), right = px.straightPixel(x: 79, y: 50), mid = px.straightPixel(x: 50, y: 50)
        #expect(left.r > 240 && left.b < 15 && left.a == 255)
        #expect(right.b > 240 && right.r < 15)
        #expect(abs(Int(mid.r) - 128) <= 6 && abs(Int(mid.b) - 128) <= 6)
        #expect(px.straightPixel(x: 10, y: 50).a == 0)
    }

    @Test func userSpaceGradientWithHrefAndPercentages() throws {
        // Stops come from 'base'; geometry is a vertical line over the whole viewport.
        let px = try render("""
            <defs><linearGradient id='base'><stop offset='0' stop-color='white'/><stop offset='1' stop-color='black'/></linearGradient>
            <linearGradient id='v' xlink:href='#base' gradientUnits='userSpaceOnUse' x1='0' y1='0%' x2='0' y2='100%'/></defs>
            <rect width='100' height='100' fill='url(#v)'/>
            """)
        #expect(px.straightPixel(x: 50, y: 0).r > 245)
        #expect(px.straightPixel(x: 50, y: 99).r < 10)
        #expect(abs(Int(px.straightPixel(x: 10, y: 50).r) - 128) <= 4)
    }

    @Test func radialGradientCentreAndEdge() throws {
        let px = try render("""
            <radialGradient id='r'><stop offset='0' stop-color='lime'/><stop offset='1' stop-color='blue'/></radialGradient>
            <rect width='100' height='100' fill='url(#r)'/>
            """)
        let centre = px.straightPixel(x: 50, y: 50), corner = px.straightPixel(x: 0, y: 0)
        #expect(centre.g > 245 && centre.b < 10)
        #expect(corner.b > 245 && corner.g < 10)   // padded beyond r = 50%
    }

    /// `fr`: the gradient runs from the focal circle to the end circle. Checked against SVG 2's
    /// definition solved directly: the largest t for which the pixel lies on the circle of centre
    /// f + t·(c − f) and radius fr + t·(r − fr), then t spread by the spread method.
    @Test(arguments: ["pad", "repeat", "reflect"]) func focalRadius(_ spread: String) throws {
        let (c, r, f, fr) = (Point(50, 50), 40.0, Point(42, 46), 12.0)
        let px = try render("""
            <radialGradient id='g' gradientUnits='userSpaceOnUse' cx='\(c.x)' cy='\(c.y)' r='\(r)' fx='\(f.x)' fy='\(f.y)' fr='\(fr)' spreadMethod='\(spread)'>
              <stop offset='0' stop-color='lime'/><stop offset='1' stop-color='blue'/></radialGradient>
            <rect width='100' height='100' fill='url(#g)'/>
            """)
        func expectedGreen(_ p: Point) -> Double {
            // |p − f − t·cd|² = (fr + t·dr)²  ⇔  a·t² − 2b·t + k = 0
            let cd = c - f, pd = p - f, dr = r - fr
            let a = cd.lengthSquared - dr * dr, b = pd.dot(cd) + fr * dr, k = pd.lengthSquared - fr * fr
            let t = (b - (b * b - a * k).squareRoot()) / a   // a < 0: the larger root
            let spreadT: Double
            switch spread {
            case "repeat": spreadT = t - t.rounded(.down)
            case "reflect": let u = abs(t).truncatingRemainder(dividingBy: 2); spreadT = u > 1 ? 2 - u : u
            default: spreadT = min(max(t, 0), 1)
            }
            return 255 * (1 - spreadT)
        }
        var checked = 0
        for y in stride(from: 3, to: 100, by: 7) {
            for x in stride(from: 3, to: 100, by: 7) {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                // Skip pixels astride a repeat seam, where the colour jumps within the pixel.
                let e = expectedGreen(p)
                if spread != "pad", [Point(1, 0), Point(-1, 0), Point(0, 1), Point(0, -1)].contains(where: { abs(expectedGreen(p + $0) - e) > 40 }) { continue }
                #expect(abs(Double(px.straightPixel(x: x, y: y).g) - e) <= 4, "(\(x), \(y)) \(spread)")
                checked += 1
            }
        }
        #expect(checked > 150)
        if spread == "pad" { #expect(px.straightPixel(x: 42, y: 46).g == 255) }   // inside the focal circle: the first stop
    }

    @Test func fillOpacityAppliesToGradients() throws {
        let px = try render("""
            <linearGradient id='g'><stop offset='0' stop-color='red'/><stop offset='1' stop-color='red'/></linearGradient>
            <rect width='100' height='100' fill='url(#g)' fill-opacity='0.5'/>
            """)
        #expect(abs(Int(px.pixel(x: 50, y: 50).a) - 128) <= 1)
    }

    @Test func missingReferenceWarnsAndUsesFallback() throws {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10' fill='url(#nope) green'/><rect width='5' height='5' fill='url(#gone)'/></svg>")
        var canvas = Canvas(width: 10, height: 10)
        let warnings = d.render(into: &canvas)
        #expect(canvas.pixmap.straightPixel(x: 7, y: 7).g == 128)
        #expect(canvas.pixmap.straightPixel(x: 2, y: 2).g == 128)   // url(#gone) painted nothing
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("#gone") == true)
    }

    @Test func gradientTransformRotatesTheRamp() throws {
        // rotate(90) about the bbox centre turns left→right into top→bottom.
        let px = try render("""
            <linearGradient id='g' gradientTransform='rotate(90 .5 .5)'><stop offset='0' stop-color='red'/><stop offset='1' stop-color='blue'/></linearGradient>
            <rect width='100' height='100' fill='url(#g)'/>
            """)
        #expect(px.straightPixel(x: 50, y: 1).r > 245)
        #expect(px.straightPixel(x: 50, y: 98).b > 245)
        #expect(px.straightPixel(x: 1, y: 50) == px.straightPixel(x: 98, y: 50))
    }

    @Test func gradientsNestedInDefsGroupsAreFound() throws {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg'><defs><g><radialGradient id='deep'><stop/></radialGradient></g></defs></svg>")
        #expect(d.gradients["deep"]?.kind == .radial)
    }

    @Test func gradientErrors() {
        #expect(throws: SVGError.self) { try SVGDocument(string: "<svg><linearGradient id='g' gradientUnits='pixels'/></svg>") }
        #expect(throws: SVGError.self) { try SVGDocument(string: "<svg><linearGradient id='g'><stop offset='half'/></linearGradient></svg>") }
        #expect(throws: SVGError.self) { try SVGDocument(string: "<svg><radialGradient id='g' r='-1'/></svg>") }
    }
}

/// SVG 1.1 13.2.2/13.2.3: a gradient takes every attribute and the stops it omits from the gradient its
/// `href` (or `xlink:href`) names, through chains; geometry only between gradients of the same kind.
@Suite struct GradientInheritanceTests {
    func resolved(_ id: String, _ defs: String) throws -> ResolvedGradient {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink'><defs>\(defs)</defs></svg>")
        return try #require(ResolvedGradient(id: id, in: d.gradients))
    }

    @Test func attributesAndStopsComeThroughAChain() throws {
        let g = try resolved("c", """
            <linearGradient id='a' gradientUnits='userSpaceOnUse' spreadMethod='repeat' gradientTransform='scale(2)' x1='5' x2='7'>
              <stop offset='0.25' stop-color='red'/></linearGradient>
            <linearGradient id='b' href='#a' x1='3'/>
            <linearGradient id='c' xlink:href='#b' spreadMethod='reflect'/>
            """)
        #expect(g.units == .userSpaceOnUse && g.spread == .reflect && g.transform == .scale(2))
        #expect(g.geometry["x1"] == SVGLength(3) && g.geometry["x2"] == SVGLength(7))
        #expect(g.stops.map(\.offset) == [0.25])
    }

    @Test func radialTakesStopsButNotGeometryFromALinear() throws {
        let g = try resolved("r", """
            <linearGradient id='l' x1='9' gradientUnits='userSpaceOnUse'><stop offset='1' stop-color='blue'/></linearGradient>
            <radialGradient id='r' href='#l' r='4'/>
            """)
        #expect(g.kind == .radial && g.units == .userSpaceOnUse && g.stops.count == 1)
        #expect(g.geometry == ["r": SVGLength(4)])
    }

    @Test func hrefWinsOverXlinkHrefAndCyclesEnd() throws {
        let g = try resolved("x", """
            <linearGradient id='one'><stop offset='0.1'/></linearGradient>
            <linearGradient id='two'><stop offset='0.2'/></linearGradient>
            <linearGradient id='x' xlink:href='#one' href='#two'/>
            """)
        #expect(g.stops.map(\.offset) == [0.2])
        let loop = try resolved("p", "<linearGradient id='p' href='#q'/><linearGradient id='q' href='#p'/>")
        #expect(loop.stops.isEmpty)
    }
}
