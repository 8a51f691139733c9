import Testing
@testable import Raster

@Test func circleAreaMatches() {
    var c = Canvas(width: 64, height: 64)
    c.fill(.circle(center: Point(31.37, 30.71), radius: 23.3), with: Color.black)
    let total = stride(from: 3, to: c.pixmap.data.count, by: 4).reduce(0.0) { $0 + Double(c.pixmap.data[$1]) / 255 }
    let exact = Double.pi * 23.3 * 23.3
    #expect(abs(total - exact) / exact < 0.0005)
}
