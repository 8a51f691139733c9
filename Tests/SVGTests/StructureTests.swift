import Testing
import Raster
@testable import SVG

/// `use`, `symbol`, `defs` and `switch`.
@Suite struct StructureTests {
    func render(_ body: String, width: Int = 4, height: Int = 1) throws -> (SVGDocument, Pixmap) {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='\(width)' height='\(height)'>\(body)</svg>")
        return (d, d.renderPixmap(width: width, height: height).pixmap)
    }

    func rgb(_ px: Pixmap, _ x: Int, _ y: Int = 0) -> [UInt8] { let p = px.straightPixel(x: x, y: y); return [p.r, p.g, p.b, p.a] }

    @Test func useCopiesShapesAndGroupsMovedByXY() throws {
        let (d, px) = try render("""
            <defs><rect id='r' width='1' height='1' fill='lime'/><g id='g'><rect width='1' height='1' fill='blue'/></g></defs>
            <use href='#r' x='1'/><use xlink:href='#g' x='2' transform='translate(1)'/>
            """)
        #expect(d.warnings.isEmpty)
        #expect(rgb(px, 0)[3] == 0)                       // defs are not drawn
        #expect(rgb(px, 1) == [0, 255, 0, 255])
        #expect(rgb(px, 2)[3] == 0)
        #expect(rgb(px, 3) == [0, 0, 255, 255])           // transform, then x
    }

    @Test func instancesInheritFromTheUseAndMayPointForward() throws {
        let (_, px) = try render("""
            <use href='#shape' fill='lime'/><use href='#shape' x='1' style='fill: blue'/><use href='#shape' x='2' color='red'/>
            <defs><g id='shape' fill='currentColor'><rect width='1' height='1'/></g></defs>
            """)
        // The g sets fill itself, so the first two uses' fill does not reach the rect; color does.
        #expect(rgb(px, 0) == [0, 0, 0, 255] && rgb(px, 1) == [0, 0, 0, 255] && rgb(px, 2) == [255, 0, 0, 255])
        let (_, plain) = try render("<use href='#s' fill='lime'/><use href='#s' x='1' fill='blue'/><defs><rect id='s' width='1' height='1'/></defs>")
        #expect(rgb(plain, 0) == [0, 255, 0, 255] && rgb(plain, 1) == [0, 0, 255, 255])
    }

    @Test func symbolMapsItsViewBoxOntoTheUse() throws {
        let (_, px) = try render("""
            <symbol id='s' viewBox='0 0 10 10'><rect width='5' height='10' fill='lime'/></symbol>
            <use href='#s' x='2' y='0' width='2' height='2'/>
            """, width: 4, height: 2)
        #expect(rgb(px, 0)[3] == 0 && rgb(px, 1)[3] == 0)   // the symbol itself is not drawn
        #expect(rgb(px, 2, 1) == [0, 255, 0, 255])
        #expect(rgb(px, 3, 1)[3] == 0)
    }

    @Test func cyclesAndMissingTargetsWarn() throws {
        let (d, _) = try render("<g id='a'><use href='#a'/></g><use href='#nope'/><use id='b' href='#c'/><use id='c' href='#b'/>")
        #expect(d.warnings.count == 4, "\(d.warnings)")
        #expect(d.warnings.contains { $0.message.contains("'#nope' names no element") })
    }

    /// Each level uses the one before twice: 2^40 copies unbounded; the budget stops it.
    @Test func nestedUsesAreBounded() throws {
        var body = "<defs><rect id='l0' width='1' height='1'/>"
        for i in 1...40 { body += "<g id='l\(i)'><use href='#l\(i - 1)'/><use href='#l\(i - 1)'/></g>" }
        body += "</defs><use href='#l40'/>"
        let (d, _) = try render(body)
        #expect(d.root.nodeCount <= SVGLimits.maxElements + 200)
        #expect(d.warnings.contains { $0.message.contains("more than \(SVGLimits.maxElements)") })
    }

    @Test func switchDrawsTheFirstChildThatApplies() throws {
        let (_, px) = try render("""
            <switch><rect requiredExtensions='http://example.org/x' width='4' height='1' fill='red'/>
              <rect systemLanguage='fr, de' width='4' height='1' fill='red'/>
              <rect systemLanguage='de, en-GB' width='4' height='1' fill='lime'/>
              <rect width='4' height='1' fill='blue'/></switch>
            <rect systemLanguage='fr' x='3' width='1' height='1' fill='red'/>
            """)
        #expect(rgb(px, 0) == [0, 255, 0, 255] && rgb(px, 3) == [0, 255, 0, 255])
    }

    /// As Chromium: the first child in the SVG namespace whose conditions hold is the one, even if it
    /// draws nothing here (text) or at all (title, a gradient); prefixed elements are passed over.
    @Test func switchChoosesItsFirstSVGChildWhateverItIs() throws {
        let (d, px) = try render("""
            <switch><text>T</text><rect width='1' height='1' fill='red'/></switch>
            <switch><title>t</title><rect x='1' width='1' height='1' fill='red'/></switch>
            <switch><x:thing xmlns:x='urn:x'/><rect x='2' width='1' height='1' fill='lime'/></switch>
            <switch><linearGradient id='g'><stop stop-color='blue'/></linearGradient><rect x='3' width='1' height='1' fill='red'/></switch>
            <rect x='3' width='1' height='1' fill='url(#g)'/>
            """)
        #expect(rgb(px, 0)[3] == 0 && rgb(px, 1)[3] == 0)
        #expect(rgb(px, 2) == [0, 255, 0, 255])
        #expect(rgb(px, 3) == [0, 0, 255, 255])   // the gradient chosen by the switch is still defined
        #expect(d.warnings.contains { $0.message.contains("<text> is not supported") })
    }

    @Test func aSymbolIsClippedToTheUseUnlessItsOverflowIsVisible() throws {
        let symbols = """
            <symbol id='s' viewBox='0 0 1 1'><rect x='-1' width='3' height='1' fill='lime'/></symbol>
            <symbol id='v' viewBox='0 0 1 1' style='overflow: visible'><rect x='-1' width='3' height='1' fill='lime'/></symbol>
            """
        let (_, clipped) = try render(symbols + "<use href='#s' x='1' width='1' height='1'/>")
        #expect(rgb(clipped, 0)[3] == 0 && rgb(clipped, 1)[3] == 255 && rgb(clipped, 2)[3] == 0)
        let (_, open) = try render(symbols + "<use href='#v' x='1' width='1' height='1'/>")
        #expect(rgb(open, 0)[3] == 255 && rgb(open, 2)[3] == 255)
    }
}
