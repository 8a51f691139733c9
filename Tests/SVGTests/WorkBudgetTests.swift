import Foundation
import Raster
import Testing
@testable import SVG

/// A render asks for a bounded amount of drawing (``SVGRenderOptions/workBudget``): shapes past it are
/// not drawn, with one warning, so no document can make a frame take long.
@Suite struct WorkBudgetTests {
    /// Renders `body` on a 40 px canvas; returns the pixmap, the warnings and the work asked for.
    func render(_ body: String, budget: Double = SVGLimits.maxDrawingWork) throws -> (Pixmap, [SVGWarning], Double) {
        let document = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'>\(body)</svg>")
        var options = SVGRenderOptions()
        options.workBudget = budget
        var renderer = SVGRenderer(document: document, options: options)
        var canvas = Canvas(width: 40, height: 40)
        let warnings = renderer.render(into: &canvas)
        return (canvas.pixmap, warnings, renderer.work)
    }

    /// A segment costs the canvas rows it crosses plus one; rows off the canvas cost nothing.
    @Test func crossingsCountRowsOnTheCanvas() {
        let canvas = Canvas(width: 20, height: 20)
        var down = Path()
        down.move(to: Point(5, 0)); down.line(to: Point(5, 10)); down.close()
        #expect(SVGRenderer.rowCrossings(of: down, on: canvas) == 22)   // 10 + 1 down, 10 + 1 back up
        var outside = Path()
        outside.move(to: Point(5, -500)); outside.line(to: Point(5, -100))
        #expect(SVGRenderer.rowCrossings(of: outside, on: canvas) == 1)
        var tall = Path()
        tall.move(to: Point(5, -1e6)); tall.line(to: Point(5, 1e6))
        #expect(SVGRenderer.rowCrossings(of: tall, on: canvas) == 21)
    }

    @Test func shapesPastTheBudgetAreNotDrawnWithOneWarning() throws {
        let first = "<rect x='2' y='2' width='10' height='10'/>"
        let later = "<rect x='20' y='20' width='10' height='10'/><rect x='20' y='2' width='10' height='10'/>"
        let (_, _, one) = try render(first)
        let (all, allWarnings, _) = try render(first + later)
        #expect(allWarnings.isEmpty)
        #expect(all.pixel(x: 25, y: 25).a == 255)

        let (cut, warnings, _) = try render(first + later, budget: one * 1.5)
        #expect(cut.pixel(x: 5, y: 5).a == 255)
        #expect(cut.pixel(x: 25, y: 25).a == 0)
        #expect(cut.pixel(x: 25, y: 5).a == 0)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("<rect> and the shapes after it are not drawn") == true)
        #expect(warnings.first?.column == 106)   // the second <rect>, the first past the budget
    }

    /// A stroke costs twice its path (an edge on each side of its outline).
    @Test func aStrokeCountsTwice() throws {
        let (_, _, fill) = try render("<rect x='2' y='2' width='10' height='10'/>")
        let (_, _, both) = try render("<rect x='2' y='2' width='10' height='10' stroke='red'/>")
        #expect(both == 3 * fill)
    }

    /// The project's SVG fixtures, drawn 1024 px wide, ask for a small part of the budget.
    @Test(arguments: FixtureTests.names) func fixturesStayFarBelowTheBudget(_ name: String) throws {
        let document = try SVGDocument(data: Data(contentsOf: FixtureTests.directory.appendingPathComponent("\(name).svg")))
        let (w, h) = document.pixelSize(width: 1024)
        var renderer = SVGRenderer(document: document)
        var canvas = Canvas(width: w, height: h)
        _ = renderer.render(into: &canvas, transform: document.fittingTransform(width: w, height: h))
        #expect(renderer.work > 0 && renderer.work < SVGLimits.maxDrawingWork / 16, "\(renderer.work)")
    }
}
