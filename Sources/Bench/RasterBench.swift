import Foundation
import Raster

/// Fill throughput of the rasterizer: large and small shapes, solid and gradient, and one
/// frame-sized fill (a 370 × 168 capsule, the day/night toggle at @3x).
func runRasterBenchmark() -> [String] {
    var lines = ["Raster (release build, median of 21 runs)"]
    let gradient = Paint.linearGradient(LinearGradient(
        start: Point(0, 0), end: Point(0, 168),
        ramp: ColorRamp(colors: [Color(r8: 50, g8: 173, b8: 230), Color(r8: 0, g8: 122, b8: 255)])))

    func measure(_ label: String, width: Int, height: Int, shapes: [Path], paint: Paint) {
        var canvas = Canvas(width: width, height: height)
        // Covered pixels, for the throughput figure: the sum of coverage of one pass.
        var probe = Canvas(width: width, height: height)
        for s in shapes { probe.fill(s, with: .solid(.black)) }
        let covered = stride(from: 3, to: probe.pixmap.data.count, by: 4).reduce(0.0) { $0 + Double(probe.pixmap.data[$1]) / 255 }
        let t = medianSeconds {
            for s in shapes { canvas.fill(s, with: paint) }
        }
        let rate = covered / t / 1e6
        lines.append(String(format: "  %@: %@ per pass, %.1f Mpixel/s", label, formatSeconds(t), rate))
    }

    measure("large circle r=500 solid", width: 1024, height: 1024,
            shapes: [.circle(center: Point(512.3, 511.7), radius: 500)], paint: .solid(.white))
    measure("large capsule 1000×400 gradient", width: 1024, height: 420,
            shapes: [.capsule(in: Rect(x: 10.5, y: 10.25, width: 1000, height: 400))], paint: gradient)
    let small = (0..<400).map { i in
        Path.circle(center: Point(Double(i % 20) * 12 + 6.3, Double(i / 20) * 12 + 6.7), radius: 4.6)
    }
    measure("400 small circles r=4.6", width: 240, height: 240, shapes: small, paint: .solid(.white))
    measure("frame fill: 370×168 capsule gradient", width: 370, height: 168,
            shapes: [.capsule(in: Rect(x: 0, y: 0, width: 369.6, height: 168))], paint: gradient)
    return lines
}
