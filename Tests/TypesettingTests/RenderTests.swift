import Raster
import Testing
@testable import Typesetting

/// A line drawn by our rasterizer: ink where the layout says, the same every time.
@Suite struct RenderTests {
    @Test(arguments: [FontDesign.default, .rounded])
    func renderedLineHasInkInsideItsLineBox(_ design: FontDesign) throws {
        let line = try textLine("Good morning", style: .largeTitle, design: design, weight: .bold)
        let width = Int(line.boxWidth.rounded(.up)) + 4, height = Int(line.lineHeight.rounded(.up)) + 4
        var canvas = Canvas(width: width, height: height)
        canvas.fill(line.path(lineBoxAt: Point(2, 2)), with: Color.black)
        #expect(Fixtures.ink(canvas) > 100)
        let ink = try #require(Fixtures.inkPixelBounds(canvas))
        let box = line.lineBox.offsetBy(dx: 2, dy: 2 + line.ascent)
        #expect(Double(ink.minX) >= box.minX - 1 && Double(ink.maxX) < box.maxX + 1)
        #expect(Double(ink.minY) >= box.minY - 1 && Double(ink.maxY) < box.maxY + 1)
        // Capitals reach the cap height above the baseline (within a pixel of anti-aliasing).
        let baseline = 2 + line.ascent
        #expect(abs(Double(ink.minY) - (baseline - line.capHeight)) < 2.5)
    }

    @Test func renderingIsDeterministic() throws {
        let a = try textPath("Good night", style: .largeTitle, design: .rounded, weight: .bold)
        let fresh = FontCache()
        let b = try textLine("Good night", font: Font(face: try fresh.face(path: a.line.font.face.path), size: 34))
        #expect(a.path == b.path())
        var c1 = Canvas(width: 220, height: 50), c2 = Canvas(width: 220, height: 50)
        c1.fill(a.path.applying(.translation(2, 40)), with: Color.black)
        c2.fill(b.path().applying(.translation(2, 40)), with: Color.black)
        #expect(c1.pixmap == c2.pixmap)
    }

    @Test func concurrentShapingAgrees() async throws {
        let font = try Fixtures.inter(.semibold)
        let reference = TextLayout.line("Notifications", font: font).path()
        let paths = await withTaskGroup(of: Path.self) { group in
            for _ in 0..<8 { group.addTask { TextLayout.line("Notifications", font: font).path() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(paths.allSatisfy { $0 == reference })
    }
}

/// The CLI's image: sized to the line box plus any ink outside it.
@Suite struct RenderedCanvasTests {
    @Test func canvasFitsLineAndInk() throws {
        let line = try textLine("Good morning", style: .largeTitle, design: .rounded, weight: .bold)
        let canvas = line.rendered(paint: .solid(Color.black), scale: 2)
        #expect(canvas.width == Int((line.renderBounds.width * 2).rounded(.up)) ||
                canvas.width == Int((line.renderBounds.width * 2).rounded(.up)) + 1)
        #expect(canvas.height >= Int((line.lineHeight * 2).rounded(.down)))
        let ink = try #require(Fixtures.inkPixelBounds(canvas))
        // "G" starts near the left edge, "g" ends near the advance (side bearings are small).
        #expect(ink.minX <= 4 && ink.maxX >= canvas.width - 12, "\(ink) in \(canvas.width)")
        #expect(Fixtures.ink(canvas) > 400)
    }

    @Test func descenderInkOutsideTheBoxGrowsTheImage() throws {
        let font = try Fixtures.inter(size: 17)
        let line = TextLayout.line("Ågy", font: font)
        #expect(line.renderBounds.minY <= line.lineBox.minY)
        #expect(line.renderBounds.contains(Point(line.inkBounds.midX, line.inkBounds.midY)))
    }
}
