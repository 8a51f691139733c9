import Testing
import Raster
@testable import SVG

/// SVG's error handling (`.recover`): what each kind of value in error renders as, one warning per
/// recovery with the element's position; `.strict` throws the same problem as an error.
@Suite struct RecoveryTests {
    static let open = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>\n"

    func lenient(_ body: String) throws -> SVGDocument {
        try SVGDocument(string: Self.open + body + "</svg>", errorHandling: .recover)
    }

    func strictError(_ body: String) -> SVGError? {
        do { _ = try SVGDocument(string: Self.open + body + "</svg>"); return nil } catch { return error as? SVGError }
    }

    func pixel(_ d: SVGDocument, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = d.renderPixmap(width: 10, height: 10).pixmap.straightPixel(x: x, y: y)
        return (p.r, p.g, p.b, p.a)
    }

    @Test func invalidPropertyValueIsIgnoredAndInherits() throws {
        let body = "<g fill='blue'>\n  <rect width='10' height='10' fill='#zz' stroke-width='-2' stroke-miterlimit='0.5'/></g>"
        let d = try lenient(body)
        #expect(d.warnings.count == 3)
        #expect(d.warnings.allSatisfy { $0.line == 3 && $0.column == 3 && $0.message.hasSuffix("; the declaration is ignored") })
        let rect = try #require(d.root.children.first?.children.first)
        #expect(rect.style.strokeWidth == 1 && rect.style.miterLimit == 4)
        #expect(pixel(d, 5, 5) == (0, 0, 255, 255))
        let e = try #require(strictError(body))
        #expect(e.line == 3 && e.kind == .attribute(name: "fill"))
    }

    @Test func malformedStyleDeclarationIsSkipped() throws {
        let d = try lenient("<rect width='10' height='10' style='fill; fill: lime'/>")
        #expect(d.warnings.map(\.message) == ["attribute 'style' on <rect>: expected 'property: value' in style, found 'fill'; the declaration is ignored"])
        #expect(pixel(d, 5, 5) == (0, 255, 0, 255))
        #expect(strictError("<rect style='fill'/>")?.kind == .attribute(name: "style"))
    }

    @Test func pathIsDrawnUpToTheFirstError() throws {
        // The first sub-path (left half) is complete; the error comes in the second.
        let body = "<path d='M0 0H5V10H0Z M5 0 H10 V10 H5 L 7' fill='red'/>"
        let d = try lenient(body)
        #expect(d.warnings.count == 1)
        #expect(d.warnings[0].line == 2)
        #expect(d.warnings[0].message.contains("the path is drawn up to the error"))
        #expect(pixel(d, 2, 5).a == 255)
        #expect(pixel(d, 8, 5).a == 255)   // M5 0 H10 V10 H5 closes implicitly when filled
        let partial = try #require(d.root.children.first?.path)
        #expect(partial.elements.count == 9)
        #expect(strictError(body)?.kind == .pathData(offset: 32))
        #expect(PathDataParser.parsePrefix("M0 0 L1 1").error == nil)
        #expect(PathDataParser.parsePrefix("X").path.isEmpty)
    }

    @Test func negativeSizesDisableTheElementNegativeCornerRadiiAreIgnored() throws {
        let body = "<circle cx='5' cy='5' r='-4' fill='red'/><rect width='-1' height='3'/><ellipse rx='-1' ry='3'/>\n"
            + "<rect width='10' height='10' rx='-3' fill='lime'/>"
        let d = try lenient(body)
        #expect(d.warnings.filter { $0.message.hasSuffix("the element is not rendered") }.count == 2)
        #expect(d.warnings.filter { $0.message.hasPrefix("attribute 'rx' on <rect>") && $0.line == 3 }.count == 1)
        #expect(d.root.children.prefix(2).allSatisfy { $0.path?.isEmpty == true })
        // An ellipse's radius in error is `auto` (SVG 2): the other radius, a circle of 3.
        #expect(d.warnings.contains { $0.message.hasPrefix("attribute 'rx' on <ellipse>") && $0.message.hasSuffix("the attribute is ignored") })
        #expect(d.root.children[2].path?.bounds == Rect(x: -3, y: -3, width: 6, height: 6))
        #expect(pixel(d, 0, 0) == (0, 255, 0, 255))   // square corners: rx ignored
        #expect(strictError(body)?.kind == .attribute(name: "r"))
    }

    @Test func pointsUpToTheErrorAndAnOddCoordinateDropped() throws {
        let d = try lenient("<polygon points='0 0 10 0 10 10 0 10 5' fill='red'/><polyline points='0 0 1 x 2 2'/>")
        #expect(d.warnings.map(\.message).contains { $0.hasSuffix("the last coordinate is dropped") })
        #expect(d.warnings.map(\.message).contains { $0.hasSuffix("the points before the error are drawn") })
        #expect(pixel(d, 5, 5).a == 255)
        #expect(strictError("<polygon points='1 2 3'/>")?.kind == .attribute(name: "points"))
    }

    @Test func invalidLengthsTransformsAndRootGeometryAreIgnored() throws {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='-5' height='10qq' viewBox='0 0 10' preserveAspectRatio='sideways'>"
                                + "<rect x='3furlongs' width='10' height='10' transform='rotate(' fill='red'/></svg>", errorHandling: .recover)
        #expect(d.warnings.count == 6)
        #expect(d.size == Size(300, 150) && d.viewBox == nil && d.preserveAspectRatio == .default)
        let rect = try #require(d.root.children.first)
        #expect(rect.transform == .identity)
        #expect(rect.path?.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func gradientAndStopValuesFallBackToTheirDefaults() throws {
        let d = try lenient("""
            <linearGradient id='g' gradientUnits='metres' spreadMethod='bounce' gradientTransform='x' x1='q' href='http://x/#y'>
              <stop offset='half' stop-color='nope' stop-opacity='lots' style='oops'/></linearGradient>
            <radialGradient id='r' r='-1'/>
            """)
        #expect(d.warnings.count == 10)
        let g = try #require(d.gradients["g"])
        #expect(g.units == nil && g.spread == nil && g.transform == nil && g.geometry.isEmpty && g.href == nil)
        #expect(g.stops == [SVGGradient.Stop(offset: 0, color: .color(.black), opacity: 1)])
        #expect(d.gradients["r"]?.geometry["r"] == nil)
    }

    /// A document in error throws strictly and recovers leniently; a document without errors reads the
    /// same either way.
    @Test func bothModesAgreeOnCorrectDocuments() throws {
        let text = Self.open + "<rect width='4' height='4' fill='red' rx='1'/><path d='M0 0L5 5'/></svg>"
        let a = try SVGDocument(string: text), b = try SVGDocument(string: text, errorHandling: .recover)
        #expect(a.warnings == b.warnings)
        #expect(a.renderPixmap(width: 10, height: 10).pixmap == b.renderPixmap(width: 10, height: 10).pixmap)
    }

    @Test func invalidTransformOriginIsIgnored() throws {
        // The origin in error is dropped: the rotation turns about 0 0 and moves the square off the canvas.
        let body = "<rect width='10' height='10' fill='lime' transform='rotate(180)' transform-origin='middle'/>"
        let d = try lenient(body)
        #expect(d.warnings.map(\.message) == ["attribute 'transform-origin' on <rect>: expected a length, found 'middle'; the declaration is ignored"])
        #expect(d.warnings.allSatisfy { $0.line == 2 && $0.column == 1 })
        #expect(pixel(d, 5, 5).a == 0)
        #expect(pixel(try lenient("<rect width='10' height='10' fill='lime' transform='rotate(180)' transform-origin='center'/>"), 5, 5) == (0, 255, 0, 255))
        #expect(strictError(body)?.kind == .attribute(name: "transform-origin"))
    }

    @Test func invalidRootBackgroundIsIgnored() throws {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10' style='background-color: #12'/>",
                                errorHandling: .recover)
        #expect(d.background == nil)
        #expect(d.warnings.count == 1 && d.warnings[0].line == 1 && d.warnings[0].message.hasSuffix("; the declaration is ignored"))
    }
}
