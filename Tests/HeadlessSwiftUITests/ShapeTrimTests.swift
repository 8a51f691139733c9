import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// `.trim(from:to:)` follows the path as SwiftUI's shapes draw it: a circle starts at its trailing-most point
/// and runs clockwise on screen, so the ring-progress idiom `Circle().trim(from: 0, to: p).rotationEffect(.degrees(-90))`
/// starts at the top.
@MainActor
struct ShapeTrimTests {
    /// Whether any pixel of a quadrant of the canvas is inked, 6 px clear of the centre lines (where an arc
    /// that ends on one has its antialiased cap).
    func inked(_ p: Pixmap, _ right: Bool, _ bottom: Bool) -> Bool {
        let cx = p.width / 2, cy = p.height / 2
        for y in (bottom ? cy + 6..<p.height : 0..<cy - 6) {
            for x in (right ? cx + 6..<p.width : 0..<cx - 6) where pixel(p, x, y).a > 0 { return true }
        }
        return false
    }

    @Test func aCircleStartsAtItsTrailingPointAndRunsClockwise() async throws {
        let quarter = Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4).frame(width: 100, height: 100)
        let p = try await render(quarter, configure: { $0.scale = 1; $0.canvasIncludes = CGRect(x: 0, y: 0, width: 100, height: 100) }).render(at: 0)
        #expect(inked(p, true, true) && !inked(p, false, true) && !inked(p, false, false) && !inked(p, true, false))
        let turned = quarter.rotationEffect(.degrees(-90))
        let q = try await render(turned, configure: { $0.scale = 1; $0.canvasIncludes = CGRect(x: 0, y: 0, width: 100, height: 100) }).render(at: 0)
        #expect(inked(q, true, false) && !inked(q, true, true) && !inked(q, false, true) && !inked(q, false, false), "from the top, clockwise")
    }
}
