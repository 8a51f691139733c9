import Foundation
import Testing
@testable import Raster

/// The accuracy bar of the rasterizer, against coverage computed independently of it.
///
/// The reference is exact up to numerical integration: a shape described by its vertical extent
/// [lo(x), hi(x)] covers ∫ max(0, min(hi, y₁) − max(lo, y₀)) dx of the pixel [x₀, x₁] × [y₀, y₁];
/// the integral is taken by the midpoint rule on 4,000 columns per pixel (error ≈ 1e-6 of a pixel).
struct CoverageAccuracyTests {
    typealias Extent = (Double) -> (lo: Double, hi: Double)?

    static func referenceCoverage(pixelX: Int, pixelY: Int, extent: Extent) -> Double {
        let n = 4000
        let y0 = Double(pixelY), y1 = y0 + 1
        var sum = 0.0
        for i in 0..<n {
            let x = Double(pixelX) + (Double(i) + 0.5) / Double(n)
            guard let e = extent(x) else { continue }
            sum += max(0, min(e.hi, y1) - max(e.lo, y0))
        }
        return sum / Double(n)
    }

    struct Report { var maxError = 0.0; var meanEdgeError = 0.0; var edgePixels = 0; var area = 0.0 }

    /// Compares the rendered 8-bit alpha (what users get) with the reference for every pixel.
    static func measure(_ path: Path, extent: Extent, size: Int) -> Report {
        var canvas = Canvas(width: size, height: size)
        canvas.fill(path, with: Color.black)
        var r = Report()
        var edgeErrorSum = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let ref = referenceCoverage(pixelX: x, pixelY: y, extent: extent)
                let got = Double(canvas.pixmap.pixel(x: x, y: y).a) / 255
                let err = abs(got - ref)
                r.maxError = max(r.maxError, err)
                r.area += got
                if ref > 0 && ref < 1 { r.edgePixels += 1; edgeErrorSum += err }
            }
        }
        r.meanEdgeError = edgeErrorSum / Double(max(r.edgePixels, 1))
        return r
    }

    @Test func circleMeetsAccuracyBar() {
        let c = Point(31.37, 32.61), radius = 23.3
        let extent: Extent = { x in
            let dx = x - c.x
            guard abs(dx) < radius else { return nil }
            let h = (radius * radius - dx * dx).squareRoot()
            return (c.y - h, c.y + h)
        }
        let r = Self.measure(.circle(center: c, radius: radius), extent: extent, size: 64)
        let exactArea = Double.pi * radius * radius
        #expect(r.edgePixels > 150)
        print("circle r=23.3: max \(r.maxError * 255)/255, mean over \(r.edgePixels) edge pixels \(r.meanEdgeError * 255)/255, area error \((r.area - exactArea) / exactArea * 100) %")
        #expect(r.maxError <= 2.0 / 255, "max error \(r.maxError * 255)/255")
        #expect(r.meanEdgeError <= 0.5 / 255, "mean edge error \(r.meanEdgeError * 255)/255")
        #expect(abs(r.area - exactArea) / exactArea <= 0.0005, "area \(r.area) vs \(exactArea)")
    }

    @Test func capsuleMeetsAccuracyBar() {
        let rect = Rect(x: 5.27, y: 9.81, width: 51.4, height: 23.45)
        let radius = rect.height / 2
        let extent: Extent = { x in
            guard x > rect.minX, x < rect.maxX else { return nil }
            let cx = min(max(x, rect.minX + radius), rect.maxX - radius)
            let dx = x - cx
            let h = (radius * radius - dx * dx).squareRoot()
            return (rect.midY - h, rect.midY + h)
        }
        let r = Self.measure(.capsule(in: rect), extent: extent, size: 64)
        let exactArea = (rect.width - 2 * radius) * rect.height + Double.pi * radius * radius
        print("capsule: max \(r.maxError * 255)/255, mean over \(r.edgePixels) edge pixels \(r.meanEdgeError * 255)/255, area error \((r.area - exactArea) / exactArea * 100) %")
        #expect(r.maxError <= 2.0 / 255, "max error \(r.maxError * 255)/255")
        #expect(r.meanEdgeError <= 0.5 / 255, "mean edge error \(r.meanEdgeError * 255)/255")
        #expect(abs(r.area - exactArea) / exactArea <= 0.0005)
    }

    /// A polygon with edges at every slope: its float coverage must match to rounding.
    @Test func polygonCoverageIsExact() throws {
        // A triangle (5.3, 2.2) → (40.7, 18.9) → (12.1, 35.6); reference by the same 1D integral.
        let a = Point(5.3, 2.2), b = Point(40.7, 18.9), c = Point(12.1, 35.6)
        var p = Path(); p.move(to: a); p.line(to: b); p.line(to: c); p.close()
        let mask = try #require(Mask.coverage(of: p, rule: .nonZero, within: IntRect(x: 0, y: 0, width: 48, height: 48)))
        func yOn(_ p0: Point, _ p1: Point, _ x: Double) -> Double { p0.y + (p1.y - p0.y) * (x - p0.x) / (p1.x - p0.x) }
        let extent: Extent = { x in
            guard x > a.x, x < b.x else { return nil }
            let top = yOn(a, b, x)
            let bottom = x < c.x ? yOn(a, c, x) : yOn(c, b, x)
            return (top, bottom)
        }
        var maxErr = 0.0
        for y in 0..<48 { for x in 0..<48 {
            maxErr = max(maxErr, abs(Double(mask.coverage(x: x, y: y)) - Self.referenceCoverage(pixelX: x, pixelY: y, extent: extent)))
        } }
        #expect(maxErr < 1e-4, "max error \(maxErr)")
    }
}
