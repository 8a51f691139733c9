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
