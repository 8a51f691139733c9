import Testing
@testable import SVG

/// Unsupported constructs are named once per kind, and everything else still renders.
@Suite struct WarningTests {
    @Test func unsupportedElementsWarnOncePerKind() throws {
        let d = try SVGDocument(string: """
            <svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>
              <text>a</text><text>b</text>
              <use href='#x'/>
              <title>ignored silently</title>
              <rect width='10' height='10' fill='red'/>
            </svg>
            """)
        let messages = d.warnings.map(\.message)
        #expect(messages.filter { $0.contains("<text>") }.count == 1)
        #expect(messages.filter { $0.contains("<use>") }.count == 1)
        #expect(messages.count == 2)
        #expect(d.warnings.first?.line == 2)
        #expect(d.renderPixmap(width: 10, height: 10).pixmap.straightPixel(x: 5, y: 5).r == 255)
    }

    @Test func unsupportedPropertiesWarn() throws {
        let d = try SVGDocument(string: """
            <svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>
              <path d='M0 0h5' stroke='red' stroke-dasharray='1 1'/>
              <path d='M0 0h5' stroke='red' stroke-dasharray='2'/>
              <rect width='1' height='1' style='filter: url(#f); fill: red'/>
              <rect width='1' height='1' clip-path='none' data-role='x'/>
            </svg>
            """)
        let messages = d.warnings.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("stroke-dasharray") })
        #expect(messages.contains { $0.contains("filter") })
    }

    @Test func supportedDocumentHasNoWarnings() throws {
        let d = try SVGDocument(string: "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 4'><defs><linearGradient id='g'><stop/></linearGradient></defs><g><rect width='4' height='4' fill='url(#g)'/></g></svg>")
        #expect(d.warnings.isEmpty)
    }
}

/// Files as editors write them: XML declaration, DOCTYPE, comments, editor namespaces.
@Suite struct EditorOutputTests {
    @Test func typicalExportParsesQuietly() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <!-- exported -->
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
                 xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" version="1.1" width="16" height="16">
              <sodipodi:namedview pagecolor="#ffffff"/>
              <metadata><rdf>x</rdf></metadata>
              <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
                <path id="p" d="M0 0h16v16H0z" style="fill:#ff0000;fill-opacity:1;stroke:none" inkscape:connector-curvature="0"/>
              </g>
            </svg>
            """
        let d = try SVGDocument(string: text)
        #expect(d.warnings.isEmpty, "\(d.warnings)")
        #expect(d.node(withID: "layer1")?.attributes["inkscape:label"] == "Layer 1")
        #expect(d.renderPixmap(width: 16, height: 16).pixmap.straightPixel(x: 8, y: 8).r == 255)
    }
}
