import Raster
import Testing
@testable import SVG

/// Curves reaching far past the canvas are cut down to the visible area without changing the picture.
@Suite struct VisibleCurvesTests {
    /// A closed shape with curves swinging 10^5 px out and back through a 64 px canvas.
    static let far: Path = {
        var p = Path()
        p.move(to: Point(5, 60))
        p.cubic(to: Point(30, 5), control1: Point(1e5, -3e4), control2: Point(-2e4, 8e4))
        p.quad(to: Point(60, 50), control: Point(-5e4, -1e5))
        p.line(to: Point(20, 58))
        p.close()
        return p
    }()

    @Test func aFarCurveBecomesAFewSmallPieces() {
        let box = Rect(x: -2, y: -2, width: 68, height: 68)
        let cut = Self.far.keepingCurves(within: box)
        #expect(cut.elements.count < 2 * Path.maxSplits * 3)
        var current = Point.zero
        for element in cut.elements {
            switch element {
            case .move(let p), .line(let p): current = p
            case .close: break
            case .quad(let c, let p):
                #expect([current, c, p].allSatisfy { abs($0.x) < 200 && abs($0.y) < 200 }, "\(element)"); current = p
            case .cubic(let c1, let c2, let p):
                #expect([current, c1, c2, p].allSatisfy { abs($0.x) < 200 && abs($0.y) < 200 }, "\(element)"); current = p
            }
        }
    }

    /// Filled and stroked, the cut path and the whole one give the same pixels (to a level of rounding
    /// where flattening differs).
    @Test func thePictureIsTheSame() throws {
        let doc = try SVGDocument(string: """
            <svg xmlns='http://www.w3.org/2000/svg' width='64' height='64'>
              <path d='\(Self.far.svgData)' fill='teal' stroke='orange' stroke-width='3' stroke-linejoin='miter'/>
            </svg>
            """)
        let (drawn, _) = doc.renderPixmap(width: 64, height: 64)
        var reference = Canvas(width: 64, height: 64)
        reference.fill(Self.far, with: .solid(Color(r8: 0, g8: 128, b8: 128)))
        reference.stroke(Self.far, style: StrokeStyle(width: 3), with: .solid(Color(r8: 255, g8: 165, b8: 0)))
        var worst = 0
        for (a, b) in zip(drawn.data, reference.pixmap.data) { worst = max(worst, abs(Int(a) - Int(b))) }
        #expect(worst <= 1)
        #expect(drawn.data.contains { $0 != 0 })
    }
}

extension Path {
    /// The path as SVG path data (absolute commands).
    var svgData: String {
        elements.map { e -> String in
            switch e {
            case .move(let p): "M \(p.x) \(p.y)"
            case .line(let p): "L \(p.x) \(p.y)"
            case .quad(let c, let p): "Q \(c.x) \(c.y) \(p.x) \(p.y)"
            case .cubic(let c1, let c2, let p): "C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}
