import Foundation
import Raster
import SVG
import Testing
@testable import Symbols

/// Winding contours for a non-zero fill, and growing ink with holes.
@Suite struct InkGeometryTests {
    static func circle(_ r: Double, clockwise: Bool) -> Path {
        let c = Path.circle(center: .zero, radius: r)
        return (c.signedArea > 0) == clockwise ? c : c.reversedContour()
    }

    /// Two clockwise circles filled even-odd are a ring; wound for non-zero, the inner one runs the
    /// other way. Already-right contours are kept exactly.
    @Test func evenOddRingBecomesAWoundRing() {
        var ring = Self.circle(10, clockwise: true)
        ring.addPath(Self.circle(5, clockwise: true))
        let wound = ring.orientedForNonZero(rule: .evenOdd)
        let areas = wound.subpaths().map(\.signedArea)
        #expect(areas.count == 2 && areas[0] > 0 && areas[1] < 0, "\(areas)")
        #expect(wound.subpaths()[0] == ring.subpaths()[0])
        #expect(Self.circle(10, clockwise: true).orientedForNonZero(rule: .nonZero) == Self.circle(10, clockwise: true))
        #expect(Self.circle(10, clockwise: false).orientedForNonZero(rule: .nonZero).signedArea > 0)
    }

    /// A non-zero contour inside a filled one with the same winding bounds nothing and is dropped.
    @Test func redundantContoursAreDropped() {
        var doubled = Self.circle(10, clockwise: true)
        doubled.addPath(Self.circle(5, clockwise: true))
        #expect(doubled.orientedForNonZero(rule: .nonZero).subpaths().count == 1)
    }

    /// Every icon file of the map, wound for non-zero, fills exactly the pixels its own fill rules do.
    @Test func everyMapIconFillsTheSameWoundForNonZero() throws {
        let icons = Set(SymbolNameMap.bundled.entries.values.filter { $0.set == .bootstrapIcons }.map(\.icon)).sorted()
        var worst = (icon: "", pixels: 0)
        for icon in icons {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(SymbolNameMap.debianIconFolder)/\(icon).svg"))
            let document = try SVGDocument(data: data)
            var original = Canvas(width: 64, height: 64), wound = Canvas(width: 64, height: 64)
            original.transform = .scale(4); wound.transform = .scale(4)
            var seen: Set<Path> = []   // apple.svg draws its path twice; the reader keeps one
            for (node, t) in document.root.flattened() {
                guard let p = node.path?.applying(t), !p.isEmpty, seen.insert(p).inserted else { continue }
                original.drawLayer { $0.fill(p, with: .black, rule: node.style.fillRule) }
            }
            wound.fill(SymbolFileReader.outline(of: document.root), with: .black)
            var differing = 0
            for y in 0..<64 { for x in 0..<64 where abs(Int(original.pixmap.pixel(x: x, y: y).a) - Int(wound.pixmap.pixel(x: x, y: y).a)) > 24 { differing += 1 } }
            if differing > worst.pixels { worst = (icon, differing) }
            #expect(differing <= 12, "\(icon): \(differing) of 4096 pixels differ")
        }
        print("worst icon: \(worst)")
    }

    /// Growing ink: the outer edge moves out, a hole's edge moves in, a hole too narrow closes.
    @Test func inkOffsetShrinksHoles() {
        var ring = Self.circle(20, clockwise: true)
        ring.addPath(Self.circle(10, clockwise: false))
        let grown = ring.inkOffset(by: 2)
        let radii = grown.subpaths().map { ($0.bounds.width / 2 * 10).rounded() / 10 }.sorted()
        #expect(radii == [8, 22], "\(radii)")
        let areas = grown.subpaths().map(\.signedArea)
        #expect(areas.count == 2 && areas[0] < 0 && areas[1] > 0, "the hole still winds against the ink: \(areas)")
        #expect(ring.inkOffset(by: 11).subpaths().count == 1, "a hole narrower than twice the offset closes")
        // A clockwise contour alone grows exactly as Raster's outward offset.
        #expect(Self.circle(20, clockwise: true).inkOffset(by: 1.2) == Self.circle(20, clockwise: true).offsetOutward(by: 1.2))
    }
}
