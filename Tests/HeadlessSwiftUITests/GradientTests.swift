import Testing
import Raster
import ImageIO
import Motion
@testable import HeadlessSwiftUI

/// LinearGradient against real iOS 17 renders (ground truth): 16 stops eased between two colours, drawn
/// on white. SwiftUI interpolates piecewise-linearly in gamma-encoded sRGB, as we do.
@MainActor
struct GradientTests {
    static func smoothStops(_ from: (Double, Double, Double, Double), _ to: (Double, Double, Double, Double),
                            range: ClosedRange<Double> = 0...1) -> [Gradient.Stop] {
        (0..<16).map { i in
            let t = Double(i) / 15
            let w = UnitCurve.easeInOut.value(at: t)
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * w }
            return Gradient.Stop(color: Color(red: mix(from.0, to.0) / 255, green: mix(from.1, to.1) / 255, blue: mix(from.2, to.2) / 255,
                                              opacity: mix(from.3, to.3)),
                                 location: range.lowerBound + t * (range.upperBound - range.lowerBound))
        }
    }

    static let green = (52.0, 199.0, 89.0, 1.0), blue = (0.0, 122.0, 255.0, 1.0), red = (255.0, 59.0, 48.0, 1.0)

    func maxError(_ view: some View, _ file: String) async throws -> Int {
        let ours = try await render(view.frame(width: 256, height: 256).background(Color.white)).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/\(file)")
        #expect(ours.width == truth.width && ours.height == truth.height)
        var worst = 0
        for y in 0..<truth.height {
            for x in 0..<truth.width {
                let a = pixel(ours, x, y), b = pixel(truth, x, y)
                worst = max(worst, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
            }
        }
        return worst
    }

    @Test func verticalSixteenStops() async throws {
        let e = try await maxError(LinearGradient(stops: Self.smoothStops(Self.green, Self.blue), startPoint: .top, endPoint: .bottom),
                                   "lineargradient_green_blue_vertical_16stops_ios17_3x.png")
        #expect(e <= 2, "max error \(e)")
    }

    @Test func diagonalSixteenStops() async throws {
        let e = try await maxError(LinearGradient(stops: Self.smoothStops(Self.green, Self.blue), startPoint: .topLeading, endPoint: .bottomTrailing),
                                   "lineargradient_green_blue_diagonal_16stops_ios17_3x.png")
        #expect(e <= 2, "max error \(e)")
    }

    @Test func stopsInPartOfTheRange() async throws {
        let e = try await maxError(LinearGradient(stops: Self.smoothStops(Self.green, Self.red, range: 0.2...0.4), startPoint: .top, endPoint: .bottom),
                                   "lineargradient_green_red_stops20to40_ios17_3x.png")
        #expect(e <= 2, "max error \(e)")
    }

    @Test func blackToClearOverWhite() async throws {
        let view = Rectangle().fill(.clear).background(LinearGradient(stops: Self.smoothStops((0, 0, 0, 1), (0, 0, 0, 0)),
                                                                      startPoint: .top, endPoint: .bottom))
        let e = try await maxError(view, "lineargradient_black_to_clear_on_white_ios17_3x.png")
        #expect(e <= 2, "max error \(e)")
    }
}
